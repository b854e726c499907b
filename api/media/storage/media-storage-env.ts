/**
 * The `MEDIA_S3_*` variables of the content API's environment (api/config/api-env.ts spreads
 * them into its schema): set `MEDIA_S3_BUCKET` and media go to that S3-compatible bucket instead
 * of DATA_DIR/media. The secret is kept in the settings only: never logged, never answered.
 */
import Type, { type Static, type TObject, type TProperties } from 'typebox';
import { ConfigError } from '#shared/config/environment.ts';

export interface MediaS3Settings {
  bucket: string;
  region: string;
  /** the service's URL (`https://s3.example.com`, `http://127.0.0.1:9000`); unset: AWS's own */
  endpoint: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` */
  forcePathStyle: boolean;
  /** unset: the SDK's own chain (AWS_ACCESS_KEY_ID/…, a web identity, an instance role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** a folder inside the bucket for every key (`cms/`), or `''` */
  prefix: string;
}

const BOOLEAN = Type.Union([Type.Literal('true'), Type.Literal('false')]);

export const MEDIA_STORAGE_ENV = {
  /** media in this S3-compatible bucket instead of DATA_DIR/media (media/storage/) */
  MEDIA_S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  MEDIA_S3_REGION: Type.String({ pattern: '^[A-Za-z0-9_-]+$', default: 'us-east-1' }),
  MEDIA_S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+(/\\S*)?$' })),
  MEDIA_S3_FORCE_PATH_STYLE: Type.Optional(BOOLEAN),
  MEDIA_S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  MEDIA_S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  MEDIA_S3_PREFIX: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*(/[A-Za-z0-9][A-Za-z0-9._-]*)*/?$' }),
  ),
} satisfies TProperties;

type MediaStorageEnv = Static<TObject<typeof MEDIA_STORAGE_ENV>>;

export function explainMediaStorageEnv(name: string): string | undefined {
  if (name === 'MEDIA_S3_BUCKET')
    return `${name} must be a bucket name (3–63 lower-case letters, digits, dots, dashes)`;
  if (name === 'MEDIA_S3_REGION') return `${name} must be a region name such as us-east-1`;
  if (name === 'MEDIA_S3_ENDPOINT') return `${name} must be an http(s) URL such as https://s3.example.com`;
  if (name === 'MEDIA_S3_FORCE_PATH_STYLE') return `${name} must be true or false`;
  if (name === 'MEDIA_S3_PREFIX') return `${name} must be a folder such as cms/ (letters, digits, . _ -)`;
  return undefined;
}

/** The S3 settings of a parsed environment; undefined (local storage) without MEDIA_S3_BUCKET. */
export function mediaS3SettingsOf(env: MediaStorageEnv): MediaS3Settings | undefined {
  const problems: string[] = [];
  const keyId = env.MEDIA_S3_ACCESS_KEY_ID;
  const secret = env.MEDIA_S3_SECRET_ACCESS_KEY;
  if ((keyId === undefined) !== (secret === undefined))
    problems.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together');
  if (env.MEDIA_S3_BUCKET === undefined) {
    const stray = Object.keys(MEDIA_STORAGE_ENV).filter(
      (name) => name !== 'MEDIA_S3_REGION' && env[name as keyof MediaStorageEnv] !== undefined,
    );
    if (stray.length > 0) problems.push(`${stray.join(', ')} set without MEDIA_S3_BUCKET`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  if (env.MEDIA_S3_BUCKET === undefined) return undefined;
  const prefix = env.MEDIA_S3_PREFIX ?? '';
  return {
    bucket: env.MEDIA_S3_BUCKET,
    region: env.MEDIA_S3_REGION,
    endpoint: env.MEDIA_S3_ENDPOINT,
    // S3-compatible services (MinIO, Garage, …) mostly want path-style; AWS itself the default
    forcePathStyle:
      env.MEDIA_S3_FORCE_PATH_STYLE === undefined
        ? env.MEDIA_S3_ENDPOINT !== undefined
        : env.MEDIA_S3_FORCE_PATH_STYLE === 'true',
    credentials:
      keyId !== undefined && secret !== undefined
        ? { accessKeyId: keyId, secretAccessKey: secret }
        : undefined,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}
