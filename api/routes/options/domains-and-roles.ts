/**
 * `GET /api/options/domains` (the signed-in user's domains, bare list), `GET /api/options/roles`
 * (bare list), `POST /api/options/domains` (owner only: a new site, empty or a copy of another,
 * in one transaction — api/sites/domain-creation.ts — answered `{data: domain}`) and
 * `POST /api/clear-cache` (the API keeps no cache; it answers so the panel's button works).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { ROLE_IDS, ROLE_LABELS } from '#shared/ids/roles.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import {
  CacheClearedSchema,
  CreateDomainBodySchema,
  DomainSummarySchema,
  RoleSummarySchema,
} from '#shared/schemas/options-requests.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { createDomain } from '../../sites/domain-creation.ts';

const SIGNED_IN = { access: 'signed-in' } as const;
const DOMAINS = replies({ 200: Type.Array(DomainSummarySchema) });
const ROLES = replies({ 200: Type.Array(RoleSummarySchema) });
const DOMAIN_CREATED = replies({ 201: DataEnvelope(DomainSummarySchema) });
const CLEAR_CACHE_OPTIONS = {
  config: { access: 'editor' },
  schema: { response: replies({ 200: CacheClearedSchema }) },
} as const;

const domainsAndRolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(API.options.domains, { config: SIGNED_IN, schema: { response: DOMAINS } }, async (request) => {
    const { domainIds } = requireSession(request);
    return app.stores.domains.listByIds(domainIds);
  });

  app.get(API.options.roles, { config: SIGNED_IN, schema: { response: ROLES } }, async () =>
    ROLE_IDS.map((id) => ({ id, name: ROLE_LABELS[id] })),
  );

  app.post(
    API.options.domains,
    { config: { access: 'owner' }, schema: { body: CreateDomainBodySchema, response: DOMAIN_CREATED } },
    async (request, reply) => {
      const context = { stores: app.stores, mediaStorage: app.mediaStorage, log: request.log };
      const domain = await createDomain(context, request.body);
      reply.code(201);
      return { data: domain };
    },
  );

  app.post(API.clearCache, CLEAR_CACHE_OPTIONS, async () => ({ message: 'Cache cleared' }));
};

export default domainsAndRolesRoutes;
