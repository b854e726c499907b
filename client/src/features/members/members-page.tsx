/** `/members`: every published member as a card (docs/product.md#public-routes). */
import { MEMBERS_PAGE_TITLE, membersPageDescription } from '#shared/page-head.ts';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { MemberGrid } from '../../components/member-grid.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { usePublishedPosts } from '../../content/posts.ts';
import { useSiteOptions } from '../../content/site-settings.ts';
import { useFirstScreenOnly } from '../../routing/first-screen.ts';
import { MEMBERS_QUERY } from './members-query.ts';

/** The cards of the first screen of a phone (one) and of a desktop (a row of three). */
const FIRST_SCREEN_CARDS = 3;

/** `loaded`: the list the route read, kept fresh by SWR. */
export function MembersPage({ loaded }: { loaded: { data: PublishedPost[] } }) {
  const { posts } = usePublishedPosts(MEMBERS_QUERY, loaded);
  const { options } = useSiteOptions();
  // the cards below the first screen follow its first paint (routing/first-screen.ts)
  const shown = useFirstScreenOnly() ? posts?.slice(0, FIRST_SCREEN_CARDS) : posts;
  return (
    <>
      <PageHead title={MEMBERS_PAGE_TITLE} description={membersPageDescription(options.title)} />
      <header className="page-header page-header--accent">
        <div className="container">
          <p className="eyebrow">The collective</p>
          <h1>Meet the members</h1>
          <p className="page-header__lead">
            {posts
              ? `${posts.length} ${posts.length === 1 ? 'kitchen' : 'kitchens'} on wheels`
              : 'Kitchens on wheels'}
            {options.address ? `, parked at ${options.address}` : ''}.
          </p>
        </div>
      </header>
      <section className="section">
        <div className="container">
          <MemberGrid members={shown} headingLevel={2} expected={6} />
        </div>
      </section>
    </>
  );
}
