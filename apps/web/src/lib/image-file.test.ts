import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageFilesProblem } from './image-file';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);

describe('picked image files', () => {
  it('accepts files whose bytes are an image, whatever their name', async () => {
    expect(await imageFileProblem(new File([png], 'logo.png', { type: 'image/png' }))).toBeUndefined();
    expect(await imageFileProblem(new File([webp], 'photo', { type: '' }))).toBeUndefined();
  });

  it('refuses an HTML page named .png, naming the file', async () => {
    const fake = new File(['<!doctype html><script>alert(1)</script>'], 'cover.png', { type: 'image/png' });
    expect(await imageFileProblem(fake)).toBe('"cover.png" is not an image file (JPG, PNG, WebP or GIF)');
  });

  it('refuses a file over 5 MB and reports the first bad file of several', async () => {
    const huge = new File([png, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    expect(await imageFileProblem(huge)).toBe('"huge.png" is larger than 5 MB');
    const good = new File([png], 'a.png', { type: 'image/png' });
    const bad = new File(['text'], 'b.jpg', { type: 'image/jpeg' });
    expect(await imageFilesProblem([good, bad])).toContain('"b.jpg"');
  });
});
