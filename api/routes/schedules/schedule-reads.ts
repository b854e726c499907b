/**
 * Visitors' reads of the truck schedules (docs/decisions/049, public, no session): today's stops
 * from now on, this week's day by day, a published member's next stops, and the stored stops
 * the BFF's iCalendar feeds are made from. Each answers what is true at the request's instant.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PUBLIC_API } from '#shared/public-api-paths.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import {
  MemberScheduleQuerySchema,
  MemberScheduleSchema,
  ScheduleFeedQuerySchema,
  ScheduleFeedSchema,
  TodayScheduleSchema,
  WeekScheduleSchema,
} from '#shared/schemas/stops.ts';
import { notFound } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';
import {
  feedOf,
  memberNextStops,
  NEXT_STOPS_LIMIT,
  todayOf,
  weekOf,
} from '../../schedules/schedule-reads.ts';

const config = { access: 'public' as const };

const scheduleReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PUBLIC_API.schedule.today,
    { config, schema: { response: replies({ 200: DataEnvelope(TodayScheduleSchema) }) } },
    async (request) => ({ data: await todayOf(app.stores, request.apiSite.id, new Date()) }),
  );

  app.get(
    PUBLIC_API.schedule.week,
    { config, schema: { response: replies({ 200: DataEnvelope(WeekScheduleSchema) }) } },
    async (request) => ({ data: await weekOf(app.stores, request.apiSite.id, new Date()) }),
  );

  app.get(
    PUBLIC_API.schedule.member(':id'),
    {
      config,
      schema: {
        params: IdParamsSchema,
        querystring: MemberScheduleQuerySchema,
        response: replies({ 200: DataEnvelope(MemberScheduleSchema) }),
      },
    },
    async (request) => {
      const limit = request.query.limit ?? NEXT_STOPS_LIMIT;
      const answer = await memberNextStops(
        app.stores,
        request.apiSite.id,
        request.params.id,
        new Date(),
        limit,
      );
      if (!answer) throw notFound('Member not found');
      return { data: answer };
    },
  );

  app.get(
    PUBLIC_API.schedule.feed,
    {
      config,
      schema: {
        querystring: ScheduleFeedQuerySchema,
        response: replies({ 200: DataEnvelope(ScheduleFeedSchema) }),
      },
    },
    async (request) => {
      const feed = await feedOf(app.stores, request.apiSite.id, request.query.member);
      if (!feed) throw notFound('Member not found');
      return { data: feed };
    },
  );
};

export default scheduleReadRoutes;
