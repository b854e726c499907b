/**
 * `POST /api/forms/{form}/submissions` (public): catering requests, join requests, contact.
 * A filled honeypot field is answered like a success and stored nowhere. Rate-limited per
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
import { replies } from '../../replies/reply-schemas.ts';
import { clientAddressOf } from '../../sites/client-address.ts';

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
      const fieldsJson = JSON.stringify(trimmed);
      const id = await app.stores.submissions.add(request.apiSite.id, request.params.form, fieldsJson);
      return { data: { id } };
    },
  );
};

export default formSubmissionRoutes;
