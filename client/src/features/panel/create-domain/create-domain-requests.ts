/**
 * Creating a site (`POST /api/options/domains`, owners): the domain switcher and the "copy of"
 * list read the sites again, so they show the new one (docs/decisions/040).
 */
import { useCallback } from 'react';
import { API } from '#shared/api-paths.ts';
import type { CreateDomainBody, DomainSummary } from '#shared/schemas/options-requests.ts';
import { postJson } from '../../../http/api-client.ts';
import { useCacheUpdates } from '../shell/panel-reads.ts';

export function useCreateDomain() {
  const { write } = useCacheUpdates();
  return useCallback(
    (body: CreateDomainBody) =>
      write(
        () => postJson<{ data: DomainSummary }>(API.options.domains, body).then((a) => a.data),
        API.options.domains,
      ),
    [write],
  );
}
