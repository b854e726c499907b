/**
 * The content API's configuration: from the environment (api-env.ts, checked by a schema) or
 * given by the embedding process. Secrets are loaded here and never logged.
 */

import { loadBffApiSecret } from '#shared/config/bff-api-secret.ts';
import type { MediaS3Settings } from '../media/storage/media-storage-env.ts';
import { type ApiEnv, parseApiEnv } from './api-env.ts';
import { loadJwtSecret } from './jwt-secret.ts';

export interface ApiConfig {
  dataDir: string;
  /** HS256 key of the access tokens; also the root of the refresh-rotation key */
  jwtSecret: Uint8Array;
  /** nodemailer transport URL; unset: reset links are written to the log */
  smtpUrl: string | undefined;
  /** sender of reset mails */
  mailFrom: string;
  /** scrypt cost N for new password hashes (a power of two); tests lower it */
  scryptCost: number;
  /** origin of the sites in mailed links: `PUBLIC_ORIGIN_TEMPLATE`, `{host}` replaced */
  publicOriginTemplate: string | undefined;
  /** the BFF's PORT, for links to local hosts */
  bffPort: string | undefined;
  /** the staff host (`PANEL_HOST`): staff links in mails point there (docs/decisions/033) */
  panelHost?: string | undefined;
  /** how often due schedules are carried out (SCHEDULE_TICK_MS) */
  scheduleTickMs: number;
  /** what the BFF shows on the calls only it may make (access `bff`: visitor insights) */
  bffApiSecret: string;
  /** media in this S3-compatible bucket (MEDIA_S3_*); unset: DATA_DIR/media (api/media/storage/) */
  mediaS3?: MediaS3Settings | undefined;
}

export const DEFAULT_SCRYPT_COST = 2 ** 15;

/** The configuration of an API keeping its data in `dataDir`, from a parsed environment. */
export function apiConfigOf(dataDir: string, env: ApiEnv): ApiConfig {
  return {
    dataDir,
    jwtSecret: loadJwtSecret(dataDir, env.jwtSecret),
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    scryptCost: DEFAULT_SCRYPT_COST,
    publicOriginTemplate: env.publicOriginTemplate,
    bffPort: env.bffPort,
    panelHost: env.panelHost,
    scheduleTickMs: env.scheduleTickMs,
    bffApiSecret: loadBffApiSecret(env.bffApiSecret, dataDir),
    mediaS3: env.mediaS3,
  };
}

/** The same, parsing the environment first: throws ConfigError (api-env.ts) on a bad value. */
export function apiConfigFromEnv(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): ApiConfig {
  return apiConfigOf(dataDir, parseApiEnv(env));
}
