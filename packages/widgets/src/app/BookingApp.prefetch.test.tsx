import { FIXTURE_IDS } from '@coras/sandbox-api';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createImportGate, gatedImport } from '../../test/gatedImport';
import { renderWithSandbox } from '../../test/harness';
import { BookingApp } from './BookingApp';

// The details page's chunk, served only when the test opens the gate (a slow network).
const gate = vi.hoisted(() => ({ requested: false, open: () => undefined, opened: Promise.resolve() }));
vi.mock('../pages/details/DetailsPage', async (importOriginal) => {
  Object.assign(gate, createImportGate());
  return gatedImport(gate)(importOriginal);
});

describe('BookingApp on the details page', () => {
  it("asks for the attraction while the page's code is still downloading, and only once", async () => {
    const { sandbox } = renderWithSandbox(<BookingApp />, {
      initialParams: { page: 'details', id: FIXTURE_IDS.dublinWalkingTour },
    });
    const attractionCalls = () =>
      sandbox.requests.filter((request) => new URL(request.url).pathname.startsWith('/v2/attractions/'));

    await waitFor(() => expect(gate.requested).toBe(true));
    await waitFor(() => expect(attractionCalls()).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => gate.open());
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(attractionCalls()).toHaveLength(1);
    expect(new URL(attractionCalls()[0]?.url ?? '').pathname).toBe(
      `/v2/attractions/${FIXTURE_IDS.dublinWalkingTour}`,
    );
  });
});
