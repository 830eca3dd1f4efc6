import { DELIVERY_FILE_KINDS, DELIVERY_MAX_FILE_BYTES, DELIVERY_MAX_FILES } from '@proclub/contracts/order-deliveries';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../lib/app-error';

/** Work files a delivery may carry, by what their bytes are (ADR 027). Anything else (executables, HTML, SVG…) is refused. */
const ACCEPTED_BINARY = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'application/pdf',
  'application/zip',
  'application/x-cfb', // .doc / .xls / .ppt (the old compound format)
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);
/** Text has no magic bytes: it is accepted only under these names, as UTF-8 that does not look like markup or a script. */
const TEXT_EXTENSIONS = new Set(['txt', 'md', 'markdown', 'csv']);
const MARKUP = /^\s*(<!doctype|<html|<head|<body|<script|<svg|<\?xml|<iframe|<!--)|^#!/i;

export interface CheckedFile {
  name: string;
  contentType: string;
  body: Buffer;
}

const extension = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** Keeps a readable, harmless file name: no path, no control characters, at most 120 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(-120);
}

export const deliveryFileTooLarge = () =>
  new AppError('file_too_large', 413, 'files: each file must be at most 20 MB', {
    fields: [{ field: 'files', message: 'Each file must be at most 20 MB' }],
  });

export const tooManyDeliveryFiles = () => badRequest('files', `At most ${DELIVERY_MAX_FILES} files per delivery`);

function refused(name: string): AppError {
  const message = `"${name}" is not an accepted file type (${DELIVERY_FILE_KINDS})`;
  return new AppError('unsupported_file', 415, `files: ${message}`, { fields: [{ field: 'files', message }] });
}

/**
 * Decides by the magic bytes, never by the name or the browser's type, whether a delivered file is a work file, and
 * the type it is served with. A renamed page ("brief.pdf" holding HTML) is refused, naming the file.
 */
export async function checkDeliveryFile(body: Buffer, rawName: string): Promise<CheckedFile> {
  const name = cleanFileName(rawName);
  if (body.length > DELIVERY_MAX_FILE_BYTES) throw deliveryFileTooLarge();
  if (body.length === 0) throw badRequest('files', `"${name}" is empty`);
  const detected = await fileTypeFromBuffer(body);
  if (detected) {
    if (ACCEPTED_BINARY.has(detected.mime)) return { name, contentType: detected.mime, body };
    throw refused(name);
  }
  if (!TEXT_EXTENSIONS.has(extension(name))) throw refused(name);
  const head = body.subarray(0, 64 * 1024);
  if (head.includes(0)) throw refused(name);
  const text = new TextDecoder('utf-8').decode(head, { stream: true });
  if (text.includes('\uFFFD') || MARKUP.test(text)) throw refused(name);
  return { name, contentType: extension(name) === 'csv' ? 'text/csv' : 'text/plain', body };
}
