import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/limits.ts';
import { MEDIA_ALT_FIELD, MEDIA_UPLOAD_FIELD } from '#shared/schemas/media-requests.ts';
import { ApiRequestError } from '../../../../http/api-client.ts';
import {
  formatBytes,
  MAX_UPLOAD_TEXT,
  UPLOAD_ALT_FIELD,
  UPLOAD_FILE_FIELD,
  uploadErrorText,
  uploadProblem,
} from './upload-rules.ts';

describe('what the media library takes', () => {
  it('names the fields as the API reads them', () => {
    expect(UPLOAD_FILE_FIELD).toBe(MEDIA_UPLOAD_FIELD);
    expect(UPLOAD_ALT_FIELD).toBe(MEDIA_ALT_FIELD);
  });

  it('writes sizes as people read them, the limit of shared/limits.ts among them', () => {
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(MAX_UPLOAD_TEXT).toBe(formatBytes(MAX_UPLOAD_BYTES));
    expect(MAX_UPLOAD_TEXT).toBe('20 MB');
  });

  it('refuses what is not an image, is empty or is larger than the limit', () => {
    expect(uploadProblem({ name: 'truck.jpg', type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(uploadProblem({ name: 'photo.avif', type: '', size: 1000 })).toBeUndefined();
    expect(uploadProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      '“notes.txt” is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
    );
    expect(uploadProblem({ name: 'menu.pdf', type: '', size: 10 })).toMatch(/is not an image/);
    expect(uploadProblem({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('“empty.png” is empty.');
    expect(uploadProblem({ name: 'huge.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      '“huge.png” is larger than 20 MB, the most the media library takes.',
    );
    expect(uploadProblem({ name: 'max.png', type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeUndefined();
  });

  it('shows the API’s message of a refused upload', () => {
    const notImage = new ApiRequestError(400, {
      statusCode: 400,
      message: 'The file is not an image we can read',
      errors: { file: ['The file is not an image we can read'] },
    });
    expect(uploadErrorText(notImage)).toBe('The file is not an image we can read');
    expect(
      uploadErrorText(new ApiRequestError(413, { statusCode: 413, message: 'request file too large' })),
    ).toBe('request file too large (the limit is 20 MB)');
    expect(uploadErrorText(new ApiRequestError(413, undefined))).toBe(
      'The file is larger than the limit of 20 MB.',
    );
    const busy = new ApiRequestError(503, {
      statusCode: 503,
      message: 'Too many images are being processed; try again in a moment',
    });
    expect(uploadErrorText(busy)).toBe('Too many images are being processed; try again in a moment');
    expect(uploadErrorText(new ApiRequestError(0, undefined))).toMatch(/did not reach the server/);
    expect(uploadErrorText(new Error('x'))).toBe('The upload failed.');
  });
});
