import { viewerImageUrl } from '@coras/booking-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageViewer, type ViewerImage } from './ImageViewer';

const images: ViewerImage[] = [1, 2, 3, 4, 5].map((n) => ({
  url: `https://images.example/photo-${n}.jpg`,
  alt: `Photo ${n}`,
}));

/** The viewer as a page uses it: a button opens it, and gets focus back when it closes. */
function Harness({ photos = images }: { photos?: ViewerImage[] }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={opener} onClick={() => setOpen(true)}>
        +4
      </button>
      <button type="button">Elsewhere</button>
      <ImageViewer
        images={photos}
        open={open}
        onOpenChange={setOpen}
        title="Old Town"
        returnFocusRef={opener}
      />
    </>
  );
}

async function openViewer() {
  await userEvent.click(screen.getByRole('button', { name: '+4' }));
  return screen.findByRole('dialog', { name: 'Old Town' });
}

const shownPhoto = (dialog: HTMLElement) => within(dialog).getByRole('img');
const preloaded = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll<HTMLImageElement>('img[data-preload]')).map((image) =>
    image.getAttribute('src'),
  );

describe('ImageViewer', () => {
  it('starts at the first photo with the counter "1/5 Photos" and no previous button', async () => {
    render(<Harness />);
    const dialog = await openViewer();
    expect(shownPhoto(dialog)).toHaveAccessibleName('Photo 1');
    expect(within(dialog).getByText('1/5 Photos')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Previous photo' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeVisible();
  });

  it('steps with ArrowRight and ArrowLeft, stopping at the ends', async () => {
    render(<Harness />);
    const dialog = await openViewer();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('3/5 Photos')).toBeVisible();
    expect(shownPhoto(dialog)).toHaveAccessibleName('Photo 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('2/5 Photos')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('5/5 Photos')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull();
    await userEvent.keyboard('{ArrowLeft}'.repeat(9));
    expect(within(dialog).getByText('1/5 Photos')).toBeVisible();
  });

  it('steps with the buttons; the pressed arrow that hides at an end hands focus to the other', async () => {
    render(<Harness photos={images.slice(0, 2)} />);
    const dialog = await openViewer();
    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    await userEvent.click(next);
    expect(within(dialog).getByText('2/2 Photos')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
  });

  it('announces the counter politely', async () => {
    render(<Harness />);
    const dialog = await openViewer();
    const counter = within(dialog).getByText('1/5 Photos');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(counter).toHaveAttribute('aria-atomic', 'true');
  });

  it('preloads the current photo and the next two, in the viewer’s CDN format', async () => {
    render(<Harness />);
    const dialog = await openViewer();
    const box = { width: 1200, height: 800 }; // happy-dom's 1024 × 768 window, up to 200 px steps
    const url = (index: number) => viewerImageUrl(images[index]?.url as string, box);
    expect(shownPhoto(dialog)).toHaveAttribute('src', url(0));
    expect(preloaded(dialog)).toEqual([url(1), url(2)]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(shownPhoto(dialog)).toHaveAttribute('src', url(3));
    expect(preloaded(dialog)).toEqual([url(4)]);
  });

  it('asks an image CDN for the cropped, compressed viewer size', async () => {
    const photos = [{ url: 'https://coras.imgix.net/a.jpg', alt: 'A' }];
    render(<Harness photos={photos} />);
    const dialog = await openViewer();
    const src = new URL(shownPhoto(dialog).getAttribute('src') as string);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      auto: 'compress,format',
      fit: 'crop',
      q: '85',
      dpr: '2',
      w: '1200',
      h: '800',
    });
  });

  it('closes with Escape and with its close button, giving focus back to the opener', async () => {
    render(<Harness />);
    await openViewer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '+4' })).toHaveFocus();

    const dialog = await openViewer();
    // Each opening starts again at the first photo.
    expect(within(dialog).getByText('1/5 Photos')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '+4' })).toHaveFocus();
  });
});
