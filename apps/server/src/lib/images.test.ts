import sharp from 'sharp';
import { expect, it } from 'vitest';
import { imageDecodes, MAX_IMAGE_BYTES, processImage } from './images';

it('decodes one image at a time: four heavy uploads at once queue instead of decoding together', async () => {
  // A 2000×2000 PNG (16 MB of pixels once decoded) that still fits the 5 MB upload cap.
  const side = 2000;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + (i >> 11)) & 0xff;
  const heavy = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  expect(heavy.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);

  let peakInUse = 0;
  let peakWaiting = 0;
  const sample = setInterval(() => {
    peakInUse = Math.max(peakInUse, imageDecodes.inUse);
    peakWaiting = Math.max(peakWaiting, imageDecodes.waiting);
  }, 1);
  try {
    const results = await Promise.all([1, 2, 3, 4].map(() => processImage(heavy)));
    for (const { full, thumbnail } of results) {
      expect((await sharp(full).metadata()).format).toBe('webp');
      expect((await sharp(thumbnail).metadata()).width).toBe(400);
    }
  } finally {
    clearInterval(sample);
  }
  expect(peakInUse).toBe(1);
  expect(peakWaiting).toBeGreaterThanOrEqual(1);
  expect(imageDecodes.inUse).toBe(0);
});
