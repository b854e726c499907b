/** A public form post as a visitor sends it, through `app.inject`, for the forms' tests. */
import type { FastifyInstance } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { HOSTS } from './seeded-staff.ts';

let address = 0;

/**
 * Posts `payload` to the public form `form` on `host`, from `ip` or else from an address of its
 * own (so the per-address limit stays out of the way); answers the raw inject response.
 */
export function submitForm(
  app: FastifyInstance,
  form: string,
  payload: unknown,
  from: { ip?: string; host?: string } = {},
) {
  const n = ++address;
  return app.inject({
    method: 'POST',
    url: API.formSubmissions(form),
    headers: {
      'x-forwarded-for': from.host ?? HOSTS.main,
      'x-real-ip': from.ip ?? `10.0.${n >> 8}.${n & 255}`,
    },
    payload: payload as Record<string, unknown>,
  });
}
