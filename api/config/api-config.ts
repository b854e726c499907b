/**
 * The content API's configuration, read once from the environment (or given by the embedding
 * process). Secrets are loaded here and never logged.
 */
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
}

export const DEFAULT_SCRYPT_COST = 2 ** 15;

export function apiConfigFromEnv(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): ApiConfig {
  return {
    dataDir,
    jwtSecret: loadJwtSecret(dataDir, env.API_JWT_SECRET),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    scryptCost: DEFAULT_SCRYPT_COST,
    publicOriginTemplate: env.PUBLIC_ORIGIN_TEMPLATE || undefined,
    bffPort: env.PORT || undefined,
  };
}
