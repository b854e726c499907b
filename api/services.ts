/** The API's services as typed decorators: database, stores, configuration, sessions, mail queue. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { RefreshSessions } from './auth/refresh-sessions.ts';
import type { ApiConfig } from './config/api-config.ts';
import type { Database } from './db/tables.ts';
import { MailQueue } from './mail/mail-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import { createTransportMailer } from './mail/transport-mailer.ts';
import { chooseMediaStorage } from './media/storage/media-storage-choice.ts';
import { createStores } from './stores.ts';

export interface ServicesOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  /** replaces the SMTP/log mailer behind the queue (tests capture or slow down mails with it) */
  mailer?: Mailer;
}

async function servicesPlugin(app: FastifyInstance, options: ServicesOptions) {
  app.decorate('db', options.db);
  app.decorate('stores', createStores(options.db));
  app.decorate('apiConfig', options.config);
  app.decorate('refreshSessions', new RefreshSessions(options.db, options.config.jwtSecret));
  const mailer =
    options.mailer ??
    createTransportMailer({ smtpUrl: options.config.smtpUrl, from: options.config.mailFrom, log: app.log });
  const mailQueue = new MailQueue(mailer, app.log);
  app.decorate('mailQueue', mailQueue);
  const mediaStorage = chooseMediaStorage(options.config);
  app.decorate('mediaStorage', mediaStorage);
  app.addHook('onClose', async () => {
    await mediaStorage.close();
  });
  // queued mails go out before the app (and the database after it) closes
  app.addHook('onClose', async () => {
    await mailQueue.close();
  });
}

export default fp(servicesPlugin, { name: 'services' });
