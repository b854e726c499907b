/**
 * Reads a media upload's multipart form (`file` plus an optional `alt`) into memory. A body
 * that is not a well-formed multipart form (no boundary, truncated, garbage) is a 400 in the
 * error shape; the size limits of @fastify/multipart keep their own 4xx answers.
 */
import type { FastifyRequest } from 'fastify';
import { MEDIA_ALT_FIELD, MEDIA_UPLOAD_FIELD } from '#shared/schemas/media-requests.ts';
import { badRequest, HttpError } from '../errors/http-error.ts';

export const MAX_ALT_LENGTH = 500;

const FILE_REQUIRED = { file: ['An image file is required'] };

export interface ImageUpload {
  buffer: Buffer;
  filename: string;
  alt: string;
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data', FILE_REQUIRED);
  let upload: { buffer: Buffer; filename: string } | undefined;
  let alt = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === MEDIA_UPLOAD_FIELD && !upload) upload = { buffer, filename: part.filename };
      } else if (part.fieldname === MEDIA_ALT_FIELD) {
        alt = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof HttpError || isClientError(error)) throw error;
    throw badRequest('The upload is not a complete multipart/form-data body', FILE_REQUIRED);
  }
  if (!upload || upload.buffer.length === 0) throw badRequest('An image file is required', FILE_REQUIRED);
  if (alt.length > MAX_ALT_LENGTH) {
    throw badRequest('The alt text is too long', {
      alt: [`must not be longer than ${MAX_ALT_LENGTH} characters`],
    });
  }
  return { ...upload, alt };
}
