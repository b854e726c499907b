/**
 * The schedule screen's reads and writes (issue 28): the site's stops and their exceptions (the
 * two site-scoped collections, whose hooks revalidate their lists after each write), and the
 * site's members — drafts too: staff plan a truck's stops before its page is out.
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import type { Static } from 'typebox';
import { API } from '#shared/api-paths.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { PostsByTypeAnswerSchema } from '#shared/schemas/posts.ts';
import type { StopCreateBody, StopException, StopUpdateBody } from '#shared/schemas/stops.ts';
import { useSiteItems, useSiteItemWrites } from '../collections/site-collection-requests.ts';
import type { StopWrite } from './stop-changes.ts';
import type { StoredStop } from './stop-form-values.ts';

const MEMBERS_PATH = `${API.posts.byType}?${new URLSearchParams({
  type: String(POST_TYPE.member),
  limit: '500',
  sortBy: 'title',
  sortDir: 'asc',
})}`;

export interface ScheduleMember {
  id: number;
  title: string;
  url: string;
}

export function useScheduleData() {
  const stops = useSiteItems<StoredStop & { updated_at: string }>('stops');
  const exceptions = useSiteItems<StopException>('stop-exceptions');
  const members = useSWR<Static<typeof PostsByTypeAnswerSchema>>(MEMBERS_PATH);
  const memberList = useMemo<ScheduleMember[] | undefined>(
    () => members.data?.data.map((member) => ({ id: member.id, title: member.title, url: member.url })),
    [members.data],
  );
  return {
    stops: stops.items,
    exceptions: exceptions.items,
    members: memberList,
    error: stops.error ?? exceptions.error ?? (members.error as unknown),
  };
}

export function useScheduleWrites() {
  const stops = useSiteItemWrites('stops');
  const exceptions = useSiteItemWrites('stop-exceptions');
  const { items: known } = useSiteItems<StopException>('stop-exceptions');
  return useMemo(() => {
    /** the exception of a stop's date: changed when there is one, else added (one per date) */
    const exceptionOn = async (stopId: number, date: string, body: Record<string, unknown>) => {
      const existing = known?.find((exception) => exception.stop_id === stopId && exception.on_date === date);
      return existing
        ? exceptions.save(existing.id, body)
        : exceptions.save(undefined, { stop_id: stopId, on_date: date, ...body });
    };
    const writes = {
      createStop: (body: StopCreateBody) => stops.save(undefined, body),
      updateStop: (id: number, body: StopUpdateBody) => stops.save(id, body),
      deleteStop: (id: number) => stops.remove(id),
      cancelDate: (stopId: number, date: string, reason: string) =>
        exceptionOn(stopId, date, { kind: 'cancelled', reason }),
      moveDate: (stopId: number, date: string, start_time: string, end_time: string) =>
        exceptionOn(stopId, date, { kind: 'moved', start_time, end_time, reason: null }),
      /** the writes of a move on the calendar, one after another */
      apply: async (planned: readonly StopWrite[]) => {
        for (const write of planned) {
          if (write.kind === 'update-stop') await writes.updateStop(write.id, write.body);
          else if (write.kind === 'create-stop') await writes.createStop(write.body);
          else if (write.kind === 'move-date')
            await writes.moveDate(write.stop_id, write.on_date, write.start_time, write.end_time);
          else await writes.cancelDate(write.stop_id, write.on_date, write.reason);
        }
        return true;
      },
    };
    return writes;
  }, [stops, exceptions, known]);
}
