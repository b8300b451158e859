import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import type { ViewerImage } from '../../features/image-viewer/ImageViewer';
import { AttractionGallery } from './AttractionGallery';
import { DetailsPage } from './DetailsPage';

const images: ViewerImage[] = [1, 2].map((n) => ({
  url: `https://images.example/photo-${n}.jpg`,
  alt: `Photo ${n}`,
}));

const shownPhoto = (dialog: HTMLElement) => within(dialog).getByRole('img');
const preloaded = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll<HTMLImageElement>('img[data-preload]')).map((image) =>
    image.getAttribute('src'),
  );

describe('AttractionGallery', () => {
  it('downloads the main photo at once with high priority, the others lazily', async () => {
    renderWithSandbox(<DetailsPage />, {
      initialParams: { page: 'details', id: FIXTURE_IDS.dublinWalkingTour },
    });
    const gallery = await screen.findByRole('region', { name: 'Photos' }, { timeout: 5000 });
    const photos = Array.from(gallery.querySelectorAll('img:not([data-placeholder])')).map(
      (image) => `${image.getAttribute('loading')}/${image.getAttribute('fetchpriority') ?? 'auto'}`,
    );
    expect(photos).toEqual(['eager/high', 'lazy/auto', 'lazy/auto']);
  });

  it('opens the viewer from the image-count chip at photo 1, and returns focus to the chip', async () => {
    renderWithSandbox(<DetailsPage />, {
      initialParams: { page: 'details', id: FIXTURE_IDS.dublinWalkingTour },
    });
    const gallery = await screen.findByRole('region', { name: 'Photos' }, { timeout: 5000 });
    // Two chips, one per layout (the container query shows one): '+2' beside three photos, '+4' below
    // 800 px; each name begins with what it shows (WCAG 2.5.3 label in name).
    const chips = within(gallery).getAllByRole('button', { name: /^\+\d Show all 5 photos$/ });
    expect(chips.map((chip) => chip.textContent).sort()).toEqual([
      '+2 Show all 5 photos',
      '+4 Show all 5 photos',
    ]);
    const wide = within(gallery).getByRole('button', { name: '+2 Show all 5 photos' });
    wide.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Dublin Old Town Walking Tour' });
    expect(within(dialog).getByText('1/5 Photos')).toBeVisible();
    expect(shownPhoto(dialog)).toHaveAccessibleName('Dublin Old Town Walking Tour, photo 1 of 5');
    expect(preloaded(dialog)).toEqual([
      expect.stringMatching(/\/2\.svg$/),
      expect.stringMatching(/\/3\.svg$/),
    ]);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2/5 Photos')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wide).toHaveFocus();
  });

  it('shows the chip only while photos are left unshown: none for one photo, +1 below 800 px for two', () => {
    const { unmount } = renderWithSandbox(<AttractionGallery name="Solo" images={images.slice(0, 1)} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithSandbox(<AttractionGallery name="Duo" images={images.slice(0, 2)} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '+1 Show all 2 photos' })).toBeInTheDocument();
  });

  it('leaves the gallery out when the attraction has no photo', () => {
    renderWithSandbox(<AttractionGallery name="None" images={[]} />);
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
  });
});
