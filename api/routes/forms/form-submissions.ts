/**
 * `POST /api/forms/{form}/submissions` (public): catering requests, join requests, contact.
 * A filled honeypot field is answered like a success and stored nowhere. A stored one is new in
 * the panel's inbox and mailed to the site's outgoing email through the mail queue (the answer
 * never waits for it). Rate-limited per
 * client address (X-Real-IP from the BFF) across every site of the API: FORM_RATE_LIMIT.max
 * submissions per window in all, so changing the site (X-Forwarded-For) buys no more.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import {
  FormParamsSchema,
  FormReceiptSchema,
  FormSubmissionBodySchema,
  HONEYPOT_FIELD,
} from '#shared/schemas/forms.ts';
import { submissionMail } from '../../forms/submission-mail.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { clientAddressOf } from '../../sites/client-address.ts';
import { siteOrigin } from '../../sites/site-origin.ts';

const RECEIPT = replies({ 201: DataEnvelope(FormReceiptSchema) });

export const FORM_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };

/** The rate-limit key of a form post: the client address alone, whatever the site. */
export const formRateLimitKey = (request: FastifyRequest): string => `form|${clientAddressOf(request)}`;

const formSubmissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.formSubmissions(':form'),
    {
      config: {
        access: 'public',
        rateLimit: {
          ...FORM_RATE_LIMIT,
          keyGenerator: formRateLimitKey,
        },
      },
      schema: { params: FormParamsSchema, body: FormSubmissionBodySchema, response: RECEIPT },
    },
    async (request, reply) => {
      reply.code(201);
      const { [HONEYPOT_FIELD]: honeypot, ...fields } = request.body;
      if (honeypot) {
        request.log.info({ form: request.params.form }, 'form submission dropped by the honeypot');
        return { data: {} };
      }
      const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v).trim()]));
      const site = request.apiSite;
      const { form } = request.params;
      const stored = await app.stores.submissions.add(site.id, form, JSON.stringify(trimmed));
      const origin = siteOrigin(site.host, {
        template: app.apiConfig.publicOriginTemplate,
        bffPort: app.apiConfig.bffPort,
      });
      // who is told, and whether anyone is, is found out after the answer (api/forms/submission-mail.ts)
      app.mailQueue.enqueue(() =>
        submissionMail(
          app.stores.settings,
          { site, id: stored.id, form, fields: trimmed, receivedAt: stored.created_at, origin },
          app.log,
        ),
      );
      return { data: { id: stored.id } };
    },
  );
};

export default formSubmissionRoutes;
