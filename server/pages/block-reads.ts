/**
 * The public reads a page's first render makes beyond the site's options and its own post: the
 * lists its blocks show, the taxonomy its cards and header name, the media items of its images.
 * A block's reads are its declaration's (`reads(props)`, shared/page-blocks/document-reads.ts),
 * the very paths its renderer reads as SWR keys, so the BFF inlines their answers under the same
 * keys and a first load asks the BFF for no data; the header's are spelled here as the SPA's
 * page header spells them (client/src/content/taxonomy.ts, media.ts). A read missing here costs
 * the visitor one request, never a wrong page; e2e/public-phone-speed.test.ts counts them.
 */
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { publishedPostsPath } from '#shared/initial-site.ts';
import { isRecordId as isId } from '#shared/page-blocks/block-reads.ts';
import { documentBlocks, documentReads } from '#shared/page-blocks/document-reads.ts';
import {
  chosenStopsMember,
  NEXT_STOPS_DATA,
  NEXT_STOPS_TYPE,
  nextStopsPath,
} from '#shared/page-blocks/next-stops/props.ts';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';

/** at most this many media items are inlined for one page (the first images it shows) */
export const MAX_INLINED_MEDIA = 12;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const MEDIA_ITEM = API.mediaItem('');

class Reads {
  readonly paths = new Set<string>();
  readonly media = new Set<number>();
  add(path: string) {
    if (path.startsWith(MEDIA_ITEM)) this.image(Number(path.slice(MEDIA_ITEM.length)));
    else this.paths.add(path);
  }
  image(id: unknown) {
    if (isId(id) && this.media.size < MAX_INLINED_MEDIA) this.media.add(id);
  }
  list(): string[] {
    return [...this.paths, ...[...this.media].map((id) => API.mediaItem(id))];
  }
}

/** The reads of a post's page: its header (poster, logo, cuisine or category names) and its blocks. */
export function postPageReads(post: unknown): string[] {
  const { post_type_id: type, external_data: external, media, post_body: body } = record(post);
  const reads = new Reads();
  const data = record(external);
  // its poster: the page's header shows it (the opening hero's backdrop when it has none of its own)
  reads.image(record(media).poster);
  if (type === POST_TYPE.member) {
    reads.image(record(media).logo);
    if (Array.isArray(data.cuisines) && data.cuisines.length > 0) reads.add(API.cuisineTags);
  }
  if (type === POST_TYPE.member && isId(record(post).id))
    for (const path of ownStopsReads(record(post).id as number, body)) reads.add(path);
  if (type === POST_TYPE.blog && Array.isArray(data.categories) && data.categories.length > 0)
    reads.add(API.categories);
  // each block's own reads, as its declaration says (shared/page-blocks/<block>/props.ts)
  for (const path of documentReads(body)) reads.add(path);
  return reads.list();
}

/**
 * A member page's "Next stops" blocks that choose no member show the page's own: their read
 * depends on the page, not on their props (shared/page-blocks/next-stops/props.ts).
 */
function ownStopsReads(memberId: number, body: unknown): string[] {
  return documentBlocks(body)
    .filter((block) => block.type === NEXT_STOPS_TYPE)
    .map((block) => ({ ...NEXT_STOPS_DATA.defaultProps, ...record(block.props) }))
    .filter(
      (props) =>
        chosenStopsMember({ memberIds: Array.isArray(props.memberIds) ? props.memberIds : [] }) === undefined,
    )
    .map((props) =>
      nextStopsPath(
        memberId,
        typeof props.limit === 'number' ? props.limit : NEXT_STOPS_DATA.defaultProps.limit,
      ),
    );
}

/** The reads of `/members`: the grid's cuisine names (its list is the route's own read). */
export function membersPageReads(): string[] {
  return [publishedPostsPath({ type: POST_TYPE.member }), API.cuisineTags];
}

/** The reads of the not-found page: its members section, when the site configured one. */
export function notFoundPageReads(errorPage: unknown): string[] {
  const ids = record(errorPage).members;
  const members = Array.isArray(ids) ? ids.filter(isId) : [];
  return members.length > 0
    ? [publishedPostsPath({ type: POST_TYPE.member, ids: members }), API.cuisineTags]
    : [];
}

/**
 * The media items of the cards a page's lists show (each card's poster and logo), as the media
 * reads of its first render: the first ones up to MAX_INLINED_MEDIA with the page's own images.
 */
export function cardMediaReads(answers: Record<string, unknown>, alreadyRead: readonly string[]): string[] {
  const media = alreadyRead.filter((path) => path.startsWith(MEDIA_ITEM));
  const reads = new Set<string>();
  for (const [path, answer] of Object.entries(answers)) {
    if (!path.startsWith(`${API.posts.published}?`)) continue;
    const posts = record(answer).data;
    if (!Array.isArray(posts)) continue;
    for (const post of posts) {
      const slots = record(record(post).media);
      for (const id of [slots.poster, slots.logo]) {
        const read = isId(id) ? API.mediaItem(id) : undefined;
        if (read && !media.includes(read) && media.length + reads.size < MAX_INLINED_MEDIA) reads.add(read);
      }
    }
  }
  return [...reads];
}
