/**
 * The inbox's calls: one submission (reading it marks it read), its state, its deletion, and the
 * CSV export of a filter, saved as a download.
 */
import { API } from '#shared/api-paths.ts';
import type { Submission, SubmissionUpdateBody } from '#shared/schemas/forms.ts';
import { requestFile, requestJson } from '../../../http/api-client.ts';

export const updateSubmission = (id: number, body: SubmissionUpdateBody) =>
  requestJson<{ data: Submission }>(API.submission(id), {
    method: 'PATCH',
    body: JSON.stringify(body),
  }).then((a) => a.data);

export const deleteSubmission = (id: number) =>
  requestJson<{ data: { id: number } }>(API.submission(id), { method: 'DELETE' });

/** Fetches the CSV of `path` and hands it to the browser as a download named by the API. */
export async function downloadCsv(path: string, fallbackName = 'submissions.csv'): Promise<void> {
  const { blob, filename } = await requestFile(path, 'text/csv');
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the download has started once click() returns; give the browser a moment before letting go
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
