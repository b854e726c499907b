import type { ApiError } from '#shared/schemas/error.ts';
import { ApiRequestError, callHeaders, parseBody } from './api-client.ts';
import { currentSiteContext, type SiteContext } from './site-context.ts';

/**
 * A file the API answers (a CSV export), as a Blob with the name its `Content-Disposition` gives;
 * the same headers as `requestJson` (api-client.ts), and an error answer throws the same
 * `ApiRequestError`. Staff code only: a module of its own, out of a visitor's first load (decision 047).
 */
export async function requestFile(
  path: string,
  accept: string,
  context: SiteContext = currentSiteContext(),
): Promise<{ blob: Blob; filename: string | undefined }> {
  const headers = callHeaders({}, context, `${accept}, application/json;q=0.5`);
  const response = await fetch(path, { credentials: 'same-origin', headers });
  if (!response.ok) {
    const body = await parseBody(response);
    throw new ApiRequestError(response.status, (body ?? undefined) as Partial<ApiError> | undefined);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), filename };
}
