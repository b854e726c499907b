/** An upload to the media library as the panel sends it, through `app.inject`, for the media tests. */
import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { siteHeaders } from './api-calls.ts';
import { multipart } from './multipart-body.ts';
import { HOSTS } from './seeded-staff.ts';

/** POSTs the multipart form of `parts` to the media library as `token` (or nobody) on `host`; answers the raw response. */
export function uploadMedia(
  app: FastifyInstance,
  token: string | undefined,
  parts: Parameters<typeof multipart>[0],
  host: string = HOSTS.main,
) {
  const form = multipart(parts);
  return app.inject({
    method: 'POST',
    url: API.media,
    headers: { ...siteHeaders(host, token), 'content-type': form.contentType },
    payload: form.payload,
  });
}
