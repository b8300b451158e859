import type { ParamsUpdate } from '@coras/booking-core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { usePageParams } from '../../runtime/provider/navigation-context';
import { useLandingSections } from './useLandingData';

/** Shows what the landing search tells the filter bar's placeholder, once its cards are there. */
function ChipsProbe() {
  const landing = useLandingSections(usePageParams(), false);
  return landing.data ? <output aria-label="chips">{String(landing.chips)}</output> : null;
}

async function chipsFor(initialParams: ParamsUpdate) {
  const view = renderWithSandbox(<ChipsProbe />, { initialParams });
  await waitFor(() => expect(screen.getByRole('status', { name: 'chips' })).toBeTruthy());
  const chips = screen.getByRole('status', { name: 'chips' }).textContent;
  view.unmount();
  return chips;
}

describe('useLandingSections: will the filter bar show chips?', () => {
  // The placeholder holds the chips' row on a narrow widget only when the bar will fill it: a
  // place without music has no default chip, and an empty row would close under the cards when the
  // bar arrives (issue 19).
  it('yes where the place has the default category, no where it has not, yes again with a filter', async () => {
    expect(await chipsFor({ page: 'landing', country: 'ireland', city: 'dublin' })).toBe('true');
    expect(await chipsFor({ page: 'landing', country: 'japan', city: 'tokyo' })).toBe('false');
    expect(await chipsFor({ page: 'landing', country: 'japan', city: 'tokyo', price: '0-20' })).toBe('true');
  });
});
