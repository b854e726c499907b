/**
 * The media library calls of the panel: a page of the site's images (`GET /api/media`, search by
 * name or alt text, paging) and the upload of one image (`POST /api/media`, multipart `file` plus
 * an optional `alt`) with its progress.
 *
 * The upload goes through XMLHttpRequest because only its `upload` events report how much of a
 * request body is sent (fetch reports nothing for a body, and streams one only over HTTP/2). It
 * sends what the SPA's fetcher sends for a panel call (http/api-client.ts): `X-CSRF: 1`,
 * same-origin cookies and `X-Site-Context: panel` (the upload goes to the site the staff member
 * manages, whatever the page's host), and fails with the same `ApiRequestError {status, body}`.
 */
import {
  API,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PANEL_SITE_CONTEXT,
  SITE_CONTEXT_HEADER,
} from '#shared/api-paths.ts';
import type { MediaFormat } from '#shared/media-formats.ts';
import type { Media } from '#shared/schemas/content.ts';
import type { MediaListAnswer } from '#shared/schemas/media-requests.ts';
import { ApiRequestError } from '../../../../http/api-client.ts';
import { UPLOAD_ALT_FIELD, UPLOAD_FILE_FIELD } from './upload-rules.ts';

/** Images per page of the picker's grid. */
export const MEDIA_PAGE_SIZE = 12;

export interface MediaPageQuery {
  search?: string;
  /** only images uploaded in this format (shared/media-formats.ts) */
  type?: MediaFormat | null;
  /** only images without alt text */
  missingAlt?: boolean;
  page: number;
  pageSize?: number;
}

/** The SWR key (and address) of one page of the library: `/api/media?limit=12&offset=24&search=logo`. */
export function mediaPagePath({
  search,
  type,
  missingAlt,
  page,
  pageSize = MEDIA_PAGE_SIZE,
}: MediaPageQuery): string {
  const params = new URLSearchParams();
  params.set('limit', String(pageSize));
  params.set('offset', String(Math.max(0, page - 1) * pageSize));
  const text = search?.trim();
  if (text) params.set('search', text.slice(0, 200));
  if (type) params.set('type', type);
  if (missingAlt) params.set('missing_alt', 'true');
  return `${API.media}?${params}`;
}

/** Whether an SWR key is a page of the library (to read them again after an upload). */
export function isMediaPageKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${API.media}?`);
}

export type MediaPage = MediaListAnswer;

export interface UploadOptions {
  /** the share of the file sent so far, 0…1 */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 300) };
  }
}

/** Uploads one image; resolves with the stored media item, rejects with an ApiRequestError. */
export function uploadMedia(file: Blob & { name?: string }, alt: string, options: UploadOptions = {}) {
  return new Promise<Media>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API.media);
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(SITE_CONTEXT_HEADER, PANEL_SITE_CONTEXT);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText) as { data?: Media } | undefined;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) {
        options.onProgress?.(1);
        resolve(body.data);
      } else {
        reject(new ApiRequestError(xhr.status, body as ConstructorParameters<typeof ApiRequestError>[1]));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiRequestError(0, undefined)));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_ALT_FIELD, alt);
    form.append(UPLOAD_FILE_FIELD, file, file.name ?? 'image');
    xhr.send(form);
  });
}
