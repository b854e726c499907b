/**
 * Media files in an S3-compatible bucket (@aws-sdk/client-s3), chosen by MEDIA_S3_BUCKET
 * (media-storage-env.ts). A key `{host}/library/…` is the object `{MEDIA_S3_PREFIX}{host}/library/…`.
 * Works with AWS S3 and with services that speak its REST API (path-style for most of them):
 * checksums are sent and checked only where S3 requires them, since many such services reject the
 * SDK's newer default trailers. Objects are streamed out, never read whole; conditional and range
 * reads are passed to the service, which answers them. The bucket must exist; nothing here
 * creates it. Errors become MediaStorageError naming the operation and the key — never a secret.
 * The SDK (~0.2 s of CPU to load) is loaded when a bucket is configured, not by every API process.
 */
import type { Readable } from 'node:stream';
import type { ListObjectsV2CommandOutput, S3Client } from '@aws-sdk/client-s3';
import {
  assertFolder,
  assertKey,
  type ByteRange,
  type MediaObjectFacts,
  type MediaRead,
  type MediaStorage,
  MediaStorageError,
  rangeBounds,
} from './media-storage.ts';
import type { MediaS3Settings } from './media-storage-env.ts';

/** what the objects say to a cache that reads the bucket directly (a CDN): as `/media/…` does */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** keys of one DeleteObjects request, at most (S3's limit) */
const DELETE_BATCH = 1000;
const CONNECT_TIMEOUT_MS = 5_000;
/** a socket idle this long is given up (a stalled service) */
const SOCKET_TIMEOUT_MS = 30_000;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function rangeHeader(range: ByteRange): string {
  if ('suffix' in range) return `bytes=-${range.suffix}`;
  return `bytes=${range.start}-${range.end ?? ''}`;
}

/** `bytes 0-99/1234` → bounds and total */
function parseContentRange(
  value: string | undefined,
): { start: number; end: number; size: number } | undefined {
  const match = value?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

export function s3MediaStorage(settings: MediaS3Settings): MediaStorage {
  const sdk: Promise<S3Sdk> = import('@aws-sdk/client-s3');
  const made = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: settings.region,
        ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
        forcePathStyle: settings.forcePathStyle,
        ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: SOCKET_TIMEOUT_MS },
      }),
  );
  // a failed load fails each call (as a MediaStorageError), never the API's start
  made.catch(() => {});
  /** the SDK's commands and the client, once loaded */
  const s3 = async (): Promise<S3Sdk & { client: S3Client }> => ({ ...(await sdk), client: await made });
  const { bucket, prefix } = settings;
  const objectKey = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };

  function failure(operation: string, key: string, error: unknown): MediaStorageError {
    const name = (error as Error).name ?? 'Error';
    const status = statusOf(error);
    return new MediaStorageError(
      `S3 ${operation} of ${key} failed: ${name}${status === undefined ? '' : ` (HTTP ${status})`}`,
      { cause: error },
    );
  }

  function factsOf(
    answer: { ContentLength?: number; ETag?: string; LastModified?: Date; ContentType?: string },
    size: number,
  ): MediaObjectFacts {
    return {
      size,
      etag: answer.ETag ?? '""',
      lastModified: answer.LastModified ?? new Date(0),
      contentType: answer.ContentType,
    };
  }

  async function head(key: string, conditions: { ifNoneMatch?: string; ifModifiedSince?: Date } = {}) {
    try {
      const { client, HeadObjectCommand } = await s3();
      const answer = await client.send(
        new HeadObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          IfNoneMatch: conditions.ifNoneMatch,
          IfModifiedSince: conditions.ifNoneMatch === undefined ? conditions.ifModifiedSince : undefined,
        }),
      );
      return answer;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',
    localFolder: undefined,

    async put(key, bytes, contentType) {
      try {
        const { client, PutObjectCommand } = await s3();
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
            CacheControl: OBJECT_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw failure('PutObject', key, error);
      }
    },

    async read(key, conditions = {}): Promise<MediaRead> {
      const ifModifiedSince = conditions.ifNoneMatch === undefined ? conditions.ifModifiedSince : undefined;
      try {
        if (conditions.headOnly) {
          const answer = await head(key, conditions);
          if (!answer) return { kind: 'missing' };
          return {
            kind: 'object',
            facts: factsOf(answer, answer.ContentLength ?? 0),
            range: undefined,
            body: undefined,
          };
        }
        let range = conditions.range;
        if (range && 'suffix' in range) {
          // the last n bytes, asked as a start: some S3-compatible services misread `bytes=-n`
          const facts = await head(key);
          if (!facts) return { kind: 'missing' };
          const bounds = rangeBounds(range, facts.ContentLength ?? 0);
          if (!bounds) return { kind: 'unsatisfiable', size: facts.ContentLength ?? 0 };
          range = bounds;
        }
        const { client, GetObjectCommand } = await s3();
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            IfNoneMatch: conditions.ifNoneMatch,
            IfModifiedSince: ifModifiedSince,
            Range: range ? rangeHeader(range) : undefined,
          }),
        );
        const partial = parseContentRange(answer.ContentRange);
        return {
          kind: 'object',
          facts: factsOf(answer, partial?.size ?? answer.ContentLength ?? 0),
          range: partial && { start: partial.start, end: partial.end },
          body: answer.Body as Readable,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return { kind: 'missing' };
        if (status === 304) {
          // the tag the client holds is the object's (If-None-Match matched it)
          const etag = conditions.ifNoneMatch?.split(',')[0]?.trim();
          return { kind: 'not-modified', etag, lastModified: undefined };
        }
        if (status === 416) {
          const answer = await head(key).catch(() => undefined);
          return answer ? { kind: 'unsatisfiable', size: answer.ContentLength ?? 0 } : { kind: 'missing' };
        }
        throw failure(conditions.headOnly ? 'HeadObject' : 'GetObject', key, error);
      }
    },

    async exists(key) {
      try {
        return (await head(key)) !== undefined;
      } catch (error) {
        throw failure('HeadObject', key, error);
      }
    },

    async delete(keys) {
      const objects = keys.map((key) => ({ Key: objectKey(key) }));
      for (let start = 0; start < objects.length; start += DELETE_BATCH) {
        const batch = objects.slice(start, start + DELETE_BATCH);
        let errors: { Key?: string; Code?: string }[] | undefined;
        try {
          const { client, DeleteObjectsCommand } = await s3();
          const answer = await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
          );
          errors = answer.Errors;
        } catch (error) {
          throw failure('DeleteObjects', batch[0]?.Key ?? '', error);
        }
        const first = errors?.[0];
        if (first)
          throw new MediaStorageError(
            `S3 DeleteObjects failed for ${errors?.length} object(s), ${first.Key}: ${first.Code}`,
          );
      }
    },

    async list(folder) {
      assertFolder(folder);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        let answer: ListObjectsV2CommandOutput;
        try {
          const { client, ListObjectsV2Command } = await s3();
          answer = await client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: `${prefix}${folder}`,
              ContinuationToken: token,
            }),
          );
        } catch (error) {
          throw failure('ListObjectsV2', folder, error);
        }
        for (const object of answer.Contents ?? [])
          if (object.Key?.startsWith(prefix)) keys.push(object.Key.slice(prefix.length));
        token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },

    async copy(fromKey, toKey) {
      const source = `${bucket}/${objectKey(fromKey).split('/').map(encodeURIComponent).join('/')}`;
      try {
        const { client, CopyObjectCommand } = await s3();
        await client.send(
          new CopyObjectCommand({ Bucket: bucket, Key: objectKey(toKey), CopySource: source }),
        );
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw failure('CopyObject', fromKey, error);
      }
    },

    async close() {
      // nothing to close when the SDK never loaded
      (await made.catch(() => undefined))?.destroy();
    },
  };
}
