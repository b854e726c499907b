/**
 * Which storage the API's media use: the S3-compatible bucket when MEDIA_S3_BUCKET gave settings,
 * else the local folder DATA_DIR/media (docs/decisions/025).
 */

import { localMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import type { MediaS3Settings } from './media-storage-env.ts';
import { s3MediaStorage } from './s3-media-storage.ts';

export function chooseMediaStorage(config: {
  dataDir: string;
  mediaS3?: MediaS3Settings | undefined;
}): MediaStorage {
  return config.mediaS3 ? s3MediaStorage(config.mediaS3) : localMediaStorage(config.dataDir);
}

/** A storage, or a data folder standing for its local storage (the file functions take either). */
export type MediaStorageOrDataDir = MediaStorage | string;

export function storageOf(target: MediaStorageOrDataDir): MediaStorage {
  return typeof target === 'string' ? localMediaStorage(target) : target;
}
