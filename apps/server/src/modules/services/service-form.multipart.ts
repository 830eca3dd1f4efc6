import { MAX_SERVICE_IMAGES } from '@proclub/contracts/services';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { assertImageBytes, MAX_IMAGE_BYTES } from '../../lib/images';

export interface ServiceFormUpload {
  /** The JSON form fields (from the `data` part, or the JSON body). */
  data: unknown;
  images: Buffer[];
}

/**
 * Reads a service form sent either as JSON or as multipart with a `data` JSON part plus up to five
 * `images` files. Everything is buffered and validated before the service writes anything.
 */
export async function readServiceForm(request: FastifyRequest): Promise<ServiceFormUpload> {
  if (!request.isMultipart()) return { data: request.body, images: [] };
  let data: unknown;
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { files: MAX_SERVICE_IMAGES + 1, fileSize: MAX_IMAGE_BYTES + 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images')
          throw badRequest(part.fieldname, `${part.fieldname}: unexpected file field (use images)`);
        const buffer = await part.toBuffer();
        if (part.file.truncated || buffer.length > MAX_IMAGE_BYTES) {
          throw new AppError('file_too_large', 413, 'images: images must be at most 5 MB', {
            fields: [{ field: 'images', message: 'Images must be at most 5 MB' }],
          });
        }
        // Checked here, where the file's name is known, so the refusal can say which file it is.
        await assertImageBytes(buffer, 'images', part.filename);
        images.push(buffer);
        if (images.length > MAX_SERVICE_IMAGES) throw badRequest('images', 'Maximum 5 images allowed');
      } else if (part.fieldname === 'data') {
        try {
          data = JSON.parse(String(part.value));
        } catch {
          throw badRequest('data', 'data: must be valid JSON');
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('images', 'Maximum 5 images allowed');
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('file_too_large', 413, 'images: images must be at most 5 MB', {
        fields: [{ field: 'images', message: 'Images must be at most 5 MB' }],
      });
    }
    throw error;
  }
  if (data === undefined) throw badRequest('data', 'data: the service fields are missing');
  return { data, images };
}
