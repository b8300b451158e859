import { describe, expect, it } from 'vitest';
import { reservation } from '../testing/fixtures.test-utils';
import { reservationThumbnail } from './thumbnail';

describe('reservationThumbnail (spec 2 §9)', () => {
  const photo = { url: 'https://img.example/photo.jpg' };

  it('is the basket thumbnail, else the first photo, else none (the placeholder shows)', () => {
    expect(
      reservationThumbnail(
        reservation({ images: { image_w70_h70: 'https://img.example/w70.jpg' }, media: [photo] }),
      ),
    ).toBe('https://img.example/w70.jpg');
    expect(reservationThumbnail(reservation({ media: [photo] }))).toBe('https://img.example/photo.jpg');
    expect(reservationThumbnail(reservation({ images: { image_w70_h70: ' ' }, media: [photo] }))).toBe(
      'https://img.example/photo.jpg',
    );
    expect(reservationThumbnail(reservation({ media: [] }))).toBeUndefined();
    expect(reservationThumbnail(reservation())).toBeUndefined();
  });
});
