/** The API's services as typed decorators: database, configuration, sessions, mailer. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createResetMailer, type ResetMailer } from './accounts/reset-mailer.ts';
import { RefreshSessions } from './auth/refresh-sessions.ts';
import type { ApiConfig } from './config/api-config.ts';
import type { Database } from './db/tables.ts';

export interface ServicesOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  resetMailer?: ResetMailer;
}

async function servicesPlugin(app: FastifyInstance, options: ServicesOptions) {
  app.decorate('db', options.db);
  app.decorate('apiConfig', options.config);
  app.decorate('refreshSessions', new RefreshSessions(options.db, options.config.jwtSecret));
  app.decorate(
    'resetMailer',
    options.resetMailer ??
      createResetMailer({ smtpUrl: options.config.smtpUrl, from: options.config.mailFrom, log: app.log }),
  );
}

export default fp(servicesPlugin, { name: 'services' });
