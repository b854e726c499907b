/** `GET /api/health` → 200 `{status: "ok"}`; needs no site. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';

const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.health,
    {
      config: { access: 'public', siteless: true },
      schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoute;
