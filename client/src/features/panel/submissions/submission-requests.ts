/**
 * The inbox's reads and writes: one submission (reading it marks it read), its state, its
 * deletion, and the CSV export of a filter, saved as a download. Each of them makes the inbox's
 * lists and the panel home's count stale (docs/decisions/040).
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { Submission, SubmissionUpdateBody } from '#shared/schemas/forms.ts';
import { requestJson } from '../../../http/api-client.ts';
import { requestFile } from '../../../http/request-file.ts';
import { HOME_SUMMARY_KEY } from '../shell/home-summary-key.ts';
import { useCacheUpdates } from '../shell/panel-reads.ts';
import { saveDownload } from '../ui/save-download.ts';

type SubmissionAnswer = { data: Submission };

/** Every list read of the inbox, and the panel home's count. */
const isInboxKey = (key: unknown) =>
  key === HOME_SUMMARY_KEY || (typeof key === 'string' && key.startsWith(`${API.submissions}?`));

/**
 * One submission (`null`: none). Reading marks it read, so it is never read again behind the
 * user's back (focus, reconnect), and a read makes the lists stale.
 */
export function useSubmission(id: number | null) {
  const { stale } = useCacheUpdates();
  return useSWR<SubmissionAnswer>(id === null ? null : API.submission(id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    onSuccess: () => void stale(isInboxKey),
  });
}

export function useSubmissionWrites() {
  const { write, replace } = useCacheUpdates();
  return useMemo(
    () => ({
      /** handled or read; the answer replaces the open submission unless it was marked unread (it closes) */
      updateSubmission: async (id: number, body: SubmissionUpdateBody) => {
        const { data } = await write(
          () =>
            requestJson<SubmissionAnswer>(API.submission(id), {
              method: 'PATCH',
              body: JSON.stringify(body),
            }),
          isInboxKey,
        );
        if (body.read !== false) await replace(API.submission(id), { data });
        return data;
      },
      deleteSubmission: (id: number) =>
        write(
          () => requestJson<{ data: { id: number } }>(API.submission(id), { method: 'DELETE' }),
          isInboxKey,
        ),
    }),
    [write, replace],
  );
}

/** Fetches the CSV of `path` and hands it to the browser as a download named by the API. */
export async function downloadCsv(path: string, fallbackName = 'submissions.csv'): Promise<void> {
  const { blob, filename } = await requestFile(path, 'text/csv');
  saveDownload(blob, filename ?? fallbackName);
}
