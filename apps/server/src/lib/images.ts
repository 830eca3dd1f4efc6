import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './app-error';
import { Semaphore } from './semaphore';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/**
 * Decoding a 5 MB file can take 160 MB (40 megapixels × 4 bytes): one decode at a time per process, so four
 * heavy uploads at once queue rather than take hundreds of MB together (issue #13 item 9).
 */
export const imageDecodes = new Semaphore(1);

export interface ProcessedImage {
  full: Buffer;
  thumbnail: Buffer;
}

/** The one answer for an image over the cap, whether the multipart stream or processImage notices first. */
export const imageTooLarge = (field: string) =>
  new AppError('file_too_large', 413, `${field}: images must be at most 5 MB`, {
    fields: [{ field, message: 'Images must be at most 5 MB' }],
  });

/**
 * Refuses bytes that are not a raster image by their magic bytes, whatever the file is called. Given the upload's
 * name, the refusal names it ("logo.png" is not an image), so a person who picked several files knows which one.
 */
export async function assertImageBytes(input: Buffer, field: string, fileName?: string): Promise<void> {
  const detected = await fileTypeFromBuffer(input);
  if (detected && ACCEPTED.has(detected.mime)) return;
  const message = fileName
    ? `"${fileName}" is not an image file (JPEG, PNG, WebP, GIF or AVIF)`
    : 'Only image files are accepted';
  throw new AppError(
    'unsupported_file',
    415,
    `${field}: ${fileName ? message : 'only image files (JPEG, PNG, WebP, GIF, AVIF) are accepted'}`,
    {
      fields: [{ field, message }],
    },
  );
}

/**
 * Accepts an upload only if its magic bytes say it is a raster image (never trusting the name or the
 * browser's type), then re-encodes it to WebP: this strips metadata and neutralises polyglot files.
 */
export async function processImage(input: Buffer, field = 'image'): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw imageTooLarge(field);
  await assertImageBytes(input, field);
  try {
    return await imageDecodes.run(async () => {
      const base = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
      const [full, thumbnail] = await Promise.all([
        base
          .clone()
          .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
        base.clone().resize({ width: 400, height: 400, fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
      ]);
      return { full, thumbnail };
    });
  } catch {
    throw new AppError('unsupported_file', 415, `${field}: the image could not be read`, {
      fields: [{ field, message: 'The image could not be read' }],
    });
  }
}

/** A server-chosen, unguessable file name: `{timestamp}-{random}`. */
export function newFileStem(): string {
  return `${Date.now()}-${crypto.randomBytes(6).toString('hex')}`;
}
