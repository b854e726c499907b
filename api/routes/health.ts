/** `GET /api/health` → 200 `{status: "ok"}`; needs no site. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { HealthSchema } from '#shared/schemas/health.ts';
import { replies } from '../replies/reply-schemas.ts';

const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.health,
    {
      config: { access: 'public', siteless: true },
      schema: { response: replies({ 200: HealthSchema }) },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoute;
