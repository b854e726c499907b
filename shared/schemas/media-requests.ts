import Type from 'typebox';
import { CLOSED } from './common.ts';

/** `PATCH /api/media/{id}`: the alt text. Uploads are multipart: a `file` part and an optional `alt` field. */
export const MediaUpdateBodySchema = Type.Object({ alt: Type.String({ maxLength: 500 }) }, CLOSED);

export const MEDIA_UPLOAD_FIELD = 'file';
export const MEDIA_ALT_FIELD = 'alt';
