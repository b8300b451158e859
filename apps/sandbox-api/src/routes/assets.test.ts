import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setup } from '../../test/helpers';

const t = setup();

async function fetchAsset(path: string) {
  const response = await t.sandbox.fetch(new Request(`http://sandbox.test${path}`));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Width, height and the decompressed scanlines of a PNG. */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  return { width, height, raw: inflateSync(Buffer.concat(data)) };
}

describe('generated assets', () => {
  it('serves the default banner ireland/cork.png as a real PNG at 1160×160, and other sizes', async () => {
    const { response, bytes } = await fetchAsset('/assets/ireland/cork.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = readPng(bytes);
    expect([png.width, png.height]).toEqual([1160, 160]);
    expect(png.raw.length).toBe((1160 * 3 + 1) * 160);
    const small = readPng((await fetchAsset('/assets/ireland.png?w=320&h=32')).bytes);
    expect([small.width, small.height]).toEqual([320, 32]);
    expect((await fetchAsset('/assets/ireland/cork.svg')).response.headers.get('content-type')).toContain(
      'image/svg+xml',
    );
  });

  it('serves a country banner where the storefront asks for it: /assets/{country}/{country}.png', async () => {
    const { response, bytes } = await fetchAsset('/assets/denmark/denmark.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/png');
    expect(readPng(bytes).width).toBeGreaterThan(0);
    expect((await fetchAsset('/assets/denmark/ireland.png')).response.status).toBe(404);
  });

  it('answers 404 for a location it does not know, so the widget falls back', async () => {
    expect((await fetchAsset('/assets/atlantis.png')).response.status).toBe(404);
    expect((await fetchAsset('/assets/ireland/paris.png')).response.status).toBe(404);
  });

  it('serves attraction photos at their own size or the one asked for', async () => {
    const attraction = t.sandbox.catalog().attraction(t.fixtures.dublinWalkingTour);
    const image = attraction?.images[0];
    const own = (
      await fetchAsset(`/assets/attractions/${t.fixtures.dublinWalkingTour}/1.svg`)
    ).bytes.toString();
    expect(own).toContain(`width="${image?.width}" height="${image?.height}"`);
    expect(own).toContain('Dublin Old Town Walking Tour');
    const card = (
      await fetchAsset(`/assets/attractions/${t.fixtures.dublinWalkingTour}/1.svg?w=440&h=330`)
    ).bytes.toString();
    expect(card).toContain('width="440" height="330"');
    expect(
      (await fetchAsset(`/assets/attractions/${t.fixtures.dublinWalkingTour}/99.svg`)).response.status,
    ).toBe(404);
  });

  it('escapes names in SVG text', async () => {
    const named = t.sandbox.catalog().attractions.find((attraction) => attraction.name.includes(' & '));
    const svg = (await fetchAsset(`/assets/attractions/${named?.id}/1.svg`)).bytes.toString();
    expect(svg).toContain(named?.name.replaceAll('&', '&#38;'));
    expect(svg).not.toContain(' & ');
  });

  it('serves seat maps for theatres only, and flags by lower-case code', async () => {
    expect((await fetchAsset(`/assets/seatmaps/${t.fixtures.corkTheatre}.svg`)).bytes.toString()).toContain(
      'Dress Circle',
    );
    expect((await fetchAsset(`/assets/seatmaps/${t.fixtures.dublinWalkingTour}.svg`)).response.status).toBe(
      404,
    );
    const flag = await fetchAsset('/assets/flags/ie.svg');
    expect(flag.response.headers.get('content-type')).toContain('image/svg+xml');
    expect(flag.bytes.toString()).toContain('#169B62');
    expect((await fetchAsset('/assets/flags/zz.svg')).response.status).toBe(404);
  });

  it('has a flag for every country of the countries list', async () => {
    const { data } = await t.client.GET('/{api_version}/countries/{language_code}', {
      params: { path: { language_code: 'en' } },
    });
    for (const country of data?.countries ?? [])
      expect((await fetchAsset(`/assets/flags/${country.code.toLowerCase()}.svg`)).response.status).toBe(200);
  });
});
