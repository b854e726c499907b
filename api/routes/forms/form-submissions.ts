/**
 * `POST /api/forms/{form}/submissions` (public): catering requests, join requests, contact.
 * A filled honeypot field is answered like a success and stored nowhere. A stored one is new in
 * the panel's inbox and mailed to the site's outgoing email through the mail queue (the answer
 * never waits for it). Rate-limited per
 * client address (X-Real-IP from the BFF) across every site of the API: FORM_RATE_LIMIT.max
 * submissions per window in all, so changing the site (X-Forwarded-For) buys no more. Many
 * addresses together still meet two bounds: one submission holds at most SUBMISSION_MAX_BYTES of
 * text (413), and a site stores at most SUBMISSIONS_PER_SITE_PER_HOUR an hour (429 with
 * `Retry-After`, nothing stored or mailed; the inbox tells the site's staff how many were refused).
 * A refused post's field errors name their fields (forms/named-field-errors.ts); a catering request
 * meets its rules too (shared/catering-request.ts: its schema, then an event date not before the
 * site's today in the site's time zone).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { API } from '#shared/api-paths.ts';
import { cateringRequestProblems } from '#shared/catering-request.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { SUBMISSIONS_PER_SITE_PER_HOUR } from '#shared/limits.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import {
  CateringRequestBodySchema,
  FormParamsSchema,
  FormReceiptSchema,
  HONEYPOT_FIELD,
} from '#shared/schemas/forms.ts';
import { dayInTimeZone } from '#shared/time-zones.ts';
import { badRequest, HttpError } from '../../errors/http-error.ts';
import type { SchemaIssue } from '../../errors/validation-errors.ts';
import { namedFieldErrors } from '../../forms/named-field-errors.ts';
import { submissionMail } from '../../forms/submission-mail.ts';
import { oversizedSubmission } from '../../forms/submission-size.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { clientAddressOf } from '../../sites/client-address.ts';
import { staffLinkSite, staffOrigin } from '../../sites/site-origin.ts';

const { create: FormSubmissionBodySchema } = collectionNamed('submissions').schemas;

const RECEIPT = replies({ 201: DataEnvelope(FormReceiptSchema) });

const INVALID = 'The given data was invalid';

/** The catering request's own schema, checked once the post passed every form's. */
const cateringRequest = Compile(CateringRequestBodySchema);

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
      // the handler words the body's field errors (named-field-errors.ts)
      attachValidation: true,
    },
    async (request, reply) => {
      const invalid = request.validationError;
      if (invalid) {
        if (invalid.validationContext !== 'body') throw invalid;
        throw badRequest(INVALID, namedFieldErrors(invalid.validation as SchemaIssue[], request.params.form));
      }
      const { form } = request.params;
      if (form === 'catering' && !cateringRequest.Check(request.body)) {
        throw badRequest(INVALID, namedFieldErrors(cateringRequest.Errors(request.body), form));
      }
      reply.code(201);
      const { [HONEYPOT_FIELD]: honeypot, ...fields } = request.body;
      if (honeypot) {
        request.log.info({ form: request.params.form }, 'form submission dropped by the honeypot');
        return { data: {} };
      }
      const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v).trim()]));
      const oversized = oversizedSubmission(trimmed);
      if (oversized) throw oversized;
      const site = request.apiSite;
      if (form === 'catering') {
        const { time_zone } = await app.stores.settings.read(site.id, 'options');
        const problems = cateringRequestProblems(trimmed, dayInTimeZone(new Date(), time_zone));
        if (Object.keys(problems).length > 0) throw badRequest(INVALID, problems);
      }
      const stored = await app.stores.submissions.addUnderHourlyCap(site.id, form, JSON.stringify(trimmed));
      if (!stored.stored) {
        // the first refusal of a count is worth an operator's attention; the rest would flood the log
        if (stored.refusals === 1)
          request.log.warn(
            { site: site.host, form },
            'form submissions refused: the site reached its hourly cap',
          );
        reply.header('retry-after', String(stored.retryAfterSeconds));
        const minutes = Math.ceil(stored.retryAfterSeconds / 60);
        throw new HttpError(
          429,
          `This site takes at most ${SUBMISSIONS_PER_SITE_PER_HOUR} form submissions an hour and has had them: ` +
            `please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}`,
        );
      }
      const origin = staffOrigin(site.host, {
        template: app.apiConfig.publicOriginTemplate,
        bffPort: app.apiConfig.bffPort,
        panelHost: app.apiConfig.panelHost,
      });
      const linkSite = staffLinkSite(site.host, app.apiConfig);
      // who is told, and whether anyone is, is found out after the answer (api/forms/submission-mail.ts)
      app.mailQueue.enqueue(() =>
        submissionMail(
          app.stores.settings,
          { site, id: stored.id, form, fields: trimmed, receivedAt: stored.created_at, origin, linkSite },
          app.log,
        ),
      );
      return { data: { id: stored.id } };
    },
  );
};

export default formSubmissionRoutes;
