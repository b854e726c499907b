/**
 * What the media library takes, checked in the browser before a byte is sent: an image file (the
 * API decides finally: it reads the file's header) of at most MAX_UPLOAD_BYTES (shared/limits.ts,
 * the limit the API enforces too). And the texts of a refused upload, from the API's error shape.
 */
import { MAX_UPLOAD_BYTES } from '#shared/limits.ts';
import { ApiRequestError } from '../../../../http/api-client.ts';

/** The multipart field names of `POST /api/media` (shared/schemas/media-requests.ts, TypeBox-free here). */
export const UPLOAD_FILE_FIELD = 'file';
export const UPLOAD_ALT_FIELD = 'alt';

/** What the file chooser offers; other files can still be dropped, and are refused with a reason. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|avif|tiff?)$/i;

/** `20 MB`, `512 KB`, `900 bytes`: sizes as people read them (1 MB = 1024 × 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 && !Number.isInteger(mb) ? mb.toFixed(1) : Math.round(mb)} MB`;
}

export const MAX_UPLOAD_TEXT = formatBytes(MAX_UPLOAD_BYTES);

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Why this file cannot be uploaded, or undefined when it may be. */
export function uploadProblem(file: FileFacts): string | undefined {
  // some systems give no type for a known image extension: the extension decides then
  const looksLikeImage = file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.test(file.name);
  if (!looksLikeImage) return `“${file.name}” is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `“${file.name}” is larger than ${MAX_UPLOAD_TEXT}, the most the media library takes.`;
  }
  return undefined;
}

/** The text of a failed upload: the API's message for the file, else its message, else why. */
export function uploadErrorText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'The upload failed.';
  const fileMessage = error.body?.errors?.file?.[0];
  if (fileMessage) return fileMessage;
  if (error.status === 413) {
    return error.body?.message
      ? `${error.body.message} (the limit is ${MAX_UPLOAD_TEXT})`
      : `The file is larger than the limit of ${MAX_UPLOAD_TEXT}.`;
  }
  if (error.body?.message) return error.body.message;
  if (error.status === 0) return 'The upload did not reach the server. Check the connection and try again.';
  return `The upload failed (status ${error.status}).`;
}
