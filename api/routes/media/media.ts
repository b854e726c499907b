/**
 * Media library (editors, `{data}` answers): list (search, type, missing alt text, paging; each
 * item with how many posts show it), multipart upload (`file` + optional `alt`), alt text change,
 * the posts and options that show an image, delete (which empties those places); one item by id
 * is public (the site shows its images by id).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { mediaThumbnailPath, mediaUrlPath } from '#shared/media-url.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import type { Media } from '#shared/schemas/content.ts';
import { MediaListAnswerSchema, MediaUsageAnswerSchema } from '#shared/schemas/media-requests.ts';
import type { MediaRow } from '../../db/tables.ts';
import { badRequest, HttpError, notFound } from '../../errors/http-error.ts';
import { readImageUpload } from '../../media/image-upload-form.ts';
import { UPLOAD_SWEEP_GRACE_MS } from '../../media/media-file-sweeper.ts';
import {
  checkImageHeader,
  LIBRARY_PATH,
  mediaKeysOf,
  NotAnImageError,
  parseVariants,
  removeImage,
  storeImage,
} from '../../media/media-files.ts';
import { MediaStorageError } from '../../media/storage/media-storage.ts';
import { uploadFormat } from '../../media/upload-format.ts';
import { ANSWER_DELETED, replies } from '../../replies/reply-schemas.ts';
import { createWorkQueue, QueueFullError } from '../../work/work-queue.ts';

/** this collection's declared schemas (shared/collections/collection-schemas.ts) */
const MEDIA = collectionNamed('media').schemas;

const MEDIA_LIST = { querystring: MEDIA.listQuery, response: replies({ 200: MediaListAnswerSchema }) };
const MEDIA_ITEM = replies({ 200: DataEnvelope(MEDIA.item) });
const MEDIA_CREATED = replies({ 201: DataEnvelope(MEDIA.item) });
const BY_ID_DELETE = { params: IdParamsSchema, response: ANSWER_DELETED };
const USAGE = { params: IdParamsSchema, response: replies({ 200: MediaUsageAnswerSchema }) };

/** one image decoded at a time; four more may wait, beyond that the upload is refused (503) */
const IMAGE_CONCURRENCY = 1;
const IMAGE_QUEUE_LENGTH = 4;
const QUEUE_FULL_RETRY_AFTER_S = 5;
const STORAGE_DOWN = 'The media storage is not available; try again in a moment';

function toMedia(row: MediaRow, host: string, usedBy?: number): Media {
  return {
    id: row.id,
    hashed_name: row.hashed_name,
    path: row.path,
    extension: row.extension,
    extensions: JSON.parse(row.extensions) as string[],
    alt: row.alt,
    name: row.original_name,
    width: row.width,
    height: row.height,
    url: mediaUrlPath(host, row),
    thumbnail_url: mediaThumbnailPath(host, row),
    variants: parseVariants(row.variants),
    format: row.format,
    bytes: row.bytes,
    created_at: row.created_at,
    ...(usedBy === undefined ? {} : { used_by: usedBy }),
  };
}

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };

  app.get(API.media, { config, schema: MEDIA_LIST }, async (request) => {
    const { search, type, missing_alt: missingAlt, limit, offset = 0 } = request.query;
    const site = request.apiSite;
    const { rows, total } = await app.stores.media.pageOfDomain(site.id, {
      search,
      format: type,
      missingAlt,
      limit,
      offset,
    });
    const usedBy = await app.stores.mediaUsage.postCounts(
      site.id,
      rows.map((row) => row.id),
    );
    return {
      data: rows.map((row) => toMedia(row, site.host, usedBy.get(row.id) ?? 0)),
      meta: { total, limit: limit ?? null, offset },
    };
  });

  // public: the site shows its images by id (post media slots and page blocks hold only ids)
  app.get(
    API.mediaItem(':id'),
    { config: { access: 'public' as const }, schema: { params: IdParamsSchema, response: MEDIA_ITEM } },
    async (request) => {
      const row = await app.stores.media.find(request.apiSite.id, request.params.id);
      if (!row) throw notFound('Media not found');
      return { data: toMedia(row, request.apiSite.host) };
    },
  );

  const imageQueue = createWorkQueue({ concurrency: IMAGE_CONCURRENCY, maxWaiting: IMAGE_QUEUE_LENGTH });

  app.post(API.media, { config, schema: { response: MEDIA_CREATED } }, async (request, reply) => {
    const upload = await readImageUpload(request);
    const site = request.apiSite;
    let stored: Awaited<ReturnType<typeof storeImage>>;
    let format: Awaited<ReturnType<typeof uploadFormat>>;
    // the files' note in the journal: settled with the row below, or swept if this never gets there
    let journalId: number | undefined;
    try {
      await checkImageHeader(upload.buffer);
      format = await uploadFormat(upload.buffer);
      stored = await imageQueue.run(() =>
        storeImage(app.mediaStorage, site.host, upload.buffer, {
          beforeStore: async (keys) => {
            journalId = await app.stores.mediaFiles.note(keys, new Date(Date.now() + UPLOAD_SWEEP_GRACE_MS));
          },
        }),
      );
    } catch (error) {
      // storeImage removed what it had stored
      if (journalId !== undefined) await app.stores.mediaFiles.settle([journalId]);
      if (error instanceof NotAnImageError) throw badRequest(error.message, { file: [error.message] });
      if (error instanceof QueueFullError) {
        reply.header('retry-after', String(QUEUE_FULL_RETRY_AFTER_S));
        throw new HttpError(503, 'Too many images are being processed; try again in a moment');
      }
      if (error instanceof MediaStorageError) {
        request.log.error({ err: error }, 'media storage write failed');
        reply.header('retry-after', String(QUEUE_FULL_RETRY_AFTER_S));
        throw new HttpError(503, STORAGE_DOWN);
      }
      throw error;
    }
    const row = await app.stores.media.add(
      {
        format,
        bytes: upload.buffer.length,
        domain_id: site.id,
        hashed_name: stored.hashedName,
        path: LIBRARY_PATH,
        extension: 'webp',
        extensions: JSON.stringify(['webp', 'png']),
        alt: upload.alt,
        width: stored.width,
        height: stored.height,
        variants: JSON.stringify(stored.variants),
        original_name: upload.filename.slice(0, 255),
      },
      journalId,
    );
    reply.code(201);
    return { data: toMedia(row, site.host) };
  });

  app.patch(
    API.mediaItem(':id'),
    { config, schema: { params: IdParamsSchema, body: MEDIA.update, response: MEDIA_ITEM } },
    async (request) => {
      const site = request.apiSite;
      const row = await app.stores.media.setAlt(site.id, request.params.id, request.body.alt);
      if (!row) throw notFound('Media not found');
      const usedBy = await app.stores.mediaUsage.postCounts(site.id, [row.id]);
      return { data: toMedia(row, site.host, usedBy.get(row.id) ?? 0) };
    },
  );

  app.get(API.mediaUsage(':id'), { config, schema: USAGE }, async (request) => {
    const site = request.apiSite;
    const row = await app.stores.media.find(site.id, request.params.id);
    if (!row) throw notFound('Media not found');
    return { data: await app.stores.mediaUsage.usage(site.id, row) };
  });

  // the posts and options that show the image lose it (their slots and blocks become empty)
  app.delete(API.mediaItem(':id'), { config, schema: BY_ID_DELETE }, async (request) => {
    const site = request.apiSite;
    const removed = await app.stores.mediaUsage.removeEverywhere(site.id, request.params.id, (row) =>
      mediaKeysOf(site.host, row),
    );
    if (!removed) throw notFound('Media not found');
    const { row, journalId } = removed;
    try {
      await removeImage(app.mediaStorage, site.host, row);
      await app.stores.mediaFiles.settle([journalId]);
    } catch (error) {
      // the row is gone and nothing shows the image: the files stay noted, and the sweeper
      // removes them when the storage is back (media-file-sweeper.ts)
      if (!(error instanceof MediaStorageError)) throw error;
      request.log.warn({ err: error, media: row.id }, 'media files not removed yet');
    }
    return { data: { id: row.id } };
  });
};

export default mediaRoutes;
