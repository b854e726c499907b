/**
 * `POST /api/options/domains` behind the route: a new site, empty or as a copy of another
 * (docs/decisions/012). The database work is one transaction in the site-setup store; the media
 * files of a copy are staged before it and published as its last step (media-copy.ts), and
 * removed again when anything fails — the transaction, its commit, or the files themselves. The
 * staging folder is noted in the media file journal before the first file is copied and the note
 * settled once the folder is gone, so a process killed midway leaves it to the sweeper
 * (media-file-sweeper.ts), not on disk forever.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Static } from 'typebox';
import { POST_TYPE_IDS } from '#shared/ids/post-types.ts';
import type { CreateDomainBodySchema } from '#shared/schemas/options-requests.ts';
import { badRequest } from '../errors/http-error.ts';
import { type LibraryCopy, stageLibraryCopy } from '../media/media-copy.ts';
import { COPY_SWEEP_GRACE_MS } from '../media/media-file-sweeper.ts';
import type { MediaStorage } from '../media/storage/media-storage.ts';
import type { Stores } from '../stores.ts';
import type { DomainSummary } from './domain-store.ts';
import { newSiteHostProblem } from './new-site-host.ts';
import { hostTaken } from './site-setup-store.ts';

export interface DomainCreationContext {
  stores: Stores;
  /** where the media files are (api/media/storage/) */
  mediaStorage: MediaStorage;
  log: FastifyBaseLogger;
}

const NO_SUCH_SOURCE = 'No domain with this id to copy';

const ONLY_FOR_A_COPY = 'only a copy takes it';

export async function createDomain(
  ctx: DomainCreationContext,
  body: Static<typeof CreateDomainBodySchema>,
): Promise<DomainSummary> {
  const site = { host: body.host, name: body.name.trim() };
  const start = body.start_from ?? { kind: 'empty' };
  const errors: Record<string, string[]> = {};
  // an IP address or a name no DNS could give (new-site-host.ts): never a site's host
  const hostProblem = newSiteHostProblem(site.host);
  if (hostProblem) errors.host = [hostProblem];
  if (site.name === '') errors.name = ['must not be empty'];
  if (start.kind === 'empty') {
    if (start.domain_id !== undefined) errors['start_from.domain_id'] = [ONLY_FOR_A_COPY];
    if (start.post_type_ids !== undefined) errors['start_from.post_type_ids'] = [ONLY_FOR_A_COPY];
    if (start.copy_analytics !== undefined) errors['start_from.copy_analytics'] = [ONLY_FOR_A_COPY];
    if (start.copy_schedules !== undefined) errors['start_from.copy_schedules'] = [ONLY_FOR_A_COPY];
  }
  if (Object.keys(errors).length > 0) throw badRequest('The given data was invalid', errors);
  if (await ctx.stores.domains.isHostTaken(site.host)) throw hostTaken();
  // the schema makes a copy name its domain; an empty start names none
  if (start.kind === 'empty' || start.domain_id === undefined) return ctx.stores.siteSetup.createEmpty(site);

  const source = await ctx.stores.domains.findById(start.domain_id);
  if (!source) throw badRequest(NO_SUCH_SOURCE, { 'start_from.domain_id': [NO_SUCH_SOURCE] });
  const postTypeIds = [...new Set(start.post_type_ids ?? POST_TYPE_IDS)];
  const startedAt = performance.now();
  // the staging folder's note, settled at the end: the folder is published or removed by then
  let journalId: number | undefined;
  try {
    // the slow part (file copies) before the transaction; the rows are read again inside it
    const files: LibraryCopy = await stageLibraryCopy(
      ctx.mediaStorage,
      source.host,
      site.host,
      await ctx.stores.siteSetup.mediaOf(source.id),
      {
        async beforeStage(folder) {
          journalId = await ctx.stores.mediaFiles.note([folder], new Date(Date.now() + COPY_SWEEP_GRACE_MS));
        },
      },
    );
    try {
      const { domain, counts } = await ctx.stores.siteSetup.createCopy(
        site,
        {
          domainId: source.id,
          host: source.host,
          postTypeIds,
          // trackers and verification tags name the source's accounts: only when asked for
          copyAnalytics: start.copy_analytics === true,
          // "copy schedules": the stops of the members copied, when asked
          copySchedules: start.copy_schedules === true,
        },
        {
          async beforeCommit(media) {
            await files.settle(media);
            await files.publish();
          },
        },
      );
      ctx.log.info(
        {
          host: site.host,
          from: source.host,
          ...counts,
          files: files.fileCount,
          ms: Math.round(performance.now() - startedAt),
        },
        'domain created as a copy',
      );
      return domain;
    } catch (error) {
      await files.discard();
      throw error;
    }
  } finally {
    if (journalId !== undefined) await settleNote(ctx, journalId);
  }
}

/**
 * Forgets the note of a staging folder that is gone. A note that cannot be settled now (the
 * database down) only makes the sweeper remove a folder that is not there: the site stays made.
 */
async function settleNote(ctx: DomainCreationContext, journalId: number): Promise<void> {
  try {
    await ctx.stores.mediaFiles.settle([journalId]);
  } catch (error) {
    ctx.log.warn({ err: error }, "the note of a copy's staging folder is left to the sweeper");
  }
}
