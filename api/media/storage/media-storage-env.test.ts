/**
 * The MEDIA_S3_* variables through the API's environment schema: unset is the local folder;
 * a bucket gives S3 settings (path-style by default with an endpoint); bad or half-given values
 * stop the start with a message naming them, never repeating the secret.
 */
import t from 'tap';
import { apiConfigFromEnv } from '../../config/api-config.ts';
import { ConfigError, parseApiEnv } from '../../config/api-env.ts';
import { chooseMediaStorage } from './media-storage-choice.ts';

t.test('without MEDIA_S3_BUCKET media stay in DATA_DIR/media', async (t) => {
  t.equal(parseApiEnv({}).mediaS3, undefined);
  const storage = chooseMediaStorage({ dataDir: '/srv/data', mediaS3: undefined });
  t.equal(storage.kind, 'local');
  t.equal(storage.localFolder, '/srv/data/media');
});

t.test('a bucket with an endpoint: S3, path-style, the given credentials and prefix', async (t) => {
  const env = parseApiEnv({
    MEDIA_S3_BUCKET: 'truck-media',
    MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
    MEDIA_S3_ACCESS_KEY_ID: 'key-id',
    MEDIA_S3_SECRET_ACCESS_KEY: 'very secret',
    MEDIA_S3_PREFIX: 'cms/prod',
  });
  t.same(env.mediaS3, {
    bucket: 'truck-media',
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9000',
    forcePathStyle: true,
    credentials: { accessKeyId: 'key-id', secretAccessKey: 'very secret' },
    prefix: 'cms/prod/',
  });
  const aws = parseApiEnv({ MEDIA_S3_BUCKET: 'truck-media', MEDIA_S3_REGION: 'eu-west-3' }).mediaS3;
  t.equal(aws?.forcePathStyle, false, 'AWS itself: virtual-hosted buckets');
  t.equal(aws?.credentials, undefined, "the SDK's own credential chain");
  t.equal(aws?.region, 'eu-west-3');
  t.equal(aws?.prefix, '');
  t.equal(
    parseApiEnv({
      MEDIA_S3_BUCKET: 'b-1',
      MEDIA_S3_ENDPOINT: 'https://s3.example',
      MEDIA_S3_FORCE_PATH_STYLE: 'false',
    }).mediaS3?.forcePathStyle,
    false,
  );
  const config = apiConfigFromEnv('/srv/data', {
    MEDIA_S3_BUCKET: 'truck-media',
    API_JWT_SECRET: 'k'.repeat(40),
  });
  t.equal(config.mediaS3?.bucket, 'truck-media', 'carried into the API configuration');
  const storage = chooseMediaStorage(config);
  t.equal(storage.kind, 's3');
  t.equal(storage.localFolder, undefined);
  await storage.close();
});

t.test('bad or half-given values stop the start, naming the variable', async (t) => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ MEDIA_S3_BUCKET: 'Not_A_Bucket' }, /MEDIA_S3_BUCKET must be a bucket name/],
    [{ MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_ENDPOINT: 'ftp://x' }, /MEDIA_S3_ENDPOINT must be an http\(s\) URL/],
    [
      { MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_FORCE_PATH_STYLE: 'yes' },
      /MEDIA_S3_FORCE_PATH_STYLE must be true or false/,
    ],
    [{ MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_PREFIX: '../up' }, /MEDIA_S3_PREFIX must be a folder/],
    [
      { MEDIA_S3_BUCKET: 'b-1', MEDIA_S3_SECRET_ACCESS_KEY: 'hidden value' },
      /MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together/,
    ],
    [{ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }, /MEDIA_S3_ENDPOINT set without MEDIA_S3_BUCKET/],
  ];
  for (const [env, message] of cases) {
    const error = (() => {
      try {
        parseApiEnv(env);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    t.ok(error instanceof ConfigError, JSON.stringify(env));
    t.match((error as Error).message, message);
    t.notMatch((error as Error).message, 'hidden value', 'the secret is never repeated');
  }
});
