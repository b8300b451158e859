import { crc32, deflateSync } from 'node:zlib';

// A minimal PNG encoder (8-bit truecolour, no interlace) on node:zlib: enough for generated
// banners without a native image library.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes `pixels` (RGB, row by row, `width * height * 3` bytes) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  if (pixels.length !== width * height * 3)
    throw new RangeError('pixels must hold width * height RGB triples');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // Each scanline starts with its filter type; 0 (none) keeps the encoder trivial.
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An RGB colour. */
export type Rgb = readonly [number, number, number];

/** `#RRGGBB` as an {@link Rgb} triple. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/**
 * A landscape banner: a sky gradient, a sun and three ranges of hills, shaped by `seed` so each
 * location gets its own picture.
 */
export function renderLandscape(
  width: number,
  height: number,
  seed: number,
  palette: readonly [Rgb, Rgb, Rgb],
): Uint8Array {
  const [skyTop, skyBottom, land] = palette;
  const pixels = new Uint8Array(width * height * 3);
  const phase = (seed % 1000) / 159;
  const sunX = width * (0.2 + ((seed >> 4) % 60) / 100);
  const sunY = height * 0.35;
  const sunR = Math.max(4, Math.min(width, height) * 0.18);
  const ridges = [0.55, 0.7, 0.85].map((base, layer) => ({
    base,
    colour: mix(land, [20, 30, 40], layer * 0.3),
    amplitude: 0.08 + layer * 0.02,
    frequency: 2 + layer * 1.7,
  }));
  const ridgeHeights = ridges.map((ridge, layer) =>
    Float32Array.from({ length: width }, (_, x) => {
      const u = x / width;
      const wave =
        Math.sin(u * Math.PI * ridge.frequency + phase * (layer + 1)) * 0.6 +
        Math.sin(u * Math.PI * ridge.frequency * 2.3 + phase) * 0.4;
      return height * (ridge.base - wave * ridge.amplitude);
    }),
  );
  for (let y = 0; y < height; y++) {
    const sky = mix(skyTop, skyBottom, y / height);
    for (let x = 0; x < width; x++) {
      let colour: Rgb = sky;
      const dx = x - sunX;
      const dy = y - sunY;
      if (dx * dx + dy * dy < sunR * sunR) colour = mix(sky, [255, 236, 180], 0.85);
      for (let layer = 0; layer < ridges.length; layer++) {
        if (y >= (ridgeHeights[layer]?.[x] ?? height)) colour = ridges[layer]?.colour ?? colour;
      }
      const offset = (y * width + x) * 3;
      pixels[offset] = colour[0];
      pixels[offset + 1] = colour[1];
      pixels[offset + 2] = colour[2];
    }
  }
  return pixels;
}
