/**
 * Role × route matrix, driven by the live route table (the same list as route-access.txt): every
 * route is called by anonymous, editor, admin and owner (sessions on the main site) and by the
 * admin of the other site, each on the main site and on the other site, and must be allowed or
 * refused exactly as its declared level says (api/auth/access-guard.ts):
 * - public: allowed for everyone; signed-in: any session, on any site; bff: refused (401) to
 *   everyone, sessions of any role included (only the BFF's secret opens it);
 * - editor/admin/owner: 401 without a session, 403 below the role, 403 on a site that is not the
 *   session's own.
 * "Allowed" means the guard let the call through: not 401/403, and no 5xx. Bodies are `{}`, so
 * most writes stop at validation (400) and change nothing; path ids are real rows of the main
 * site, and deletes get rows of their own, so reads and writes still meet a live row.
 */
import sharp from 'sharp';
import t from 'tap';
import type { AccessLevel } from '#shared/access-levels.ts';
import { API } from '#shared/api-paths.ts';
import { hasRoleAtLeast, ROLE, type RoleId } from '#shared/ids/roles.ts';
import type { RouteAccess } from '../app-types.ts';
import { call, client, login, siteHeaders } from '../testing/api-calls.ts';
import { signedIn } from '../testing/api-test-harness.ts';
import { uploadMedia } from '../testing/media-upload.ts';
import { routeLine, routesOf } from '../testing/route-table.ts';
import { EMAILS, HOSTS } from '../testing/seeded-staff.ts';

type Site = keyof typeof HOSTS;
interface Principal {
  name: string;
  email?: string;
  role?: RoleId;
  /** the site its session works on */
  home?: Site;
}

const PRINCIPALS: Principal[] = [
  { name: 'anonymous' },
  { name: 'editor', email: EMAILS.editor, role: ROLE.editor, home: 'main' },
  { name: 'admin', email: EMAILS.admin, role: ROLE.admin, home: 'main' },
  { name: 'owner', email: EMAILS.owner, role: ROLE.owner, home: 'main' },
  { name: 'admin of the other site', email: EMAILS.tacosAdmin, role: ROLE.admin, home: 'tacos' },
];
const SITES: Site[] = ['main', 'tacos'];

const NEEDED_ROLE: Record<Exclude<AccessLevel, 'public' | 'signed-in' | 'bff'>, RoleId> = {
  editor: ROLE.editor,
  admin: ROLE.admin,
  owner: ROLE.owner,
};

type Expected = 'allowed' | 401 | 403;

/** What the declared level says about this principal on this site. */
function expectedOutcome(access: AccessLevel, who: Principal, site: Site): Expected {
  if (access === 'public') return 'allowed';
  // the BFF's own calls take its secret, which no principal here holds: a session is no key
  if (access === 'bff') return 401;
  if (!who.role) return 401;
  if (access === 'signed-in') return 'allowed';
  if (!hasRoleAtLeast([who.role], NEEDED_ROLE[access])) return 403;
  return who.home === site ? 'allowed' : 403;
}

/**
 * Public routes whose handler takes a credential of its own in the Authorization header: the
 * principal sends that credential instead of its access token.
 */
const OWN_CREDENTIAL = new Set(['POST /api/auth/refresh-tokens']);
/** Routes that end the session they are called with: each call gets a fresh session. */
const ENDS_SESSION = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh-tokens']);

const redSquare = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

t.test('every route allows and refuses each role, on its own site and another, as declared', async (t) => {
  const { app, token: admin } = await signedIn(t, 'admin');
  const make = async (method: 'POST', url: string, payload: object) => {
    const res = await call(app, { method, url, token: admin, payload });
    if (res.status !== 201) throw new Error(`fixture ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data ?? res.body;
  };
  const fixtureMedia = async () => {
    const res = await uploadMedia(app, admin, [
      { name: 'file', filename: 'red.png', type: 'image/png', data: await redSquare() },
    ]);
    if (res.statusCode !== 201) throw new Error(`fixture media: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  const currentSessionId = async (token: string): Promise<string> => {
    const res = await client(app, token).get(API.account.sessions);
    return res.body.data.find((s: { current: boolean }) => s.current).id;
  };

  /** a published member, a weekly stop of it and one exception of that stop */
  const stopFixtures = async (stamp: string) => {
    const member = (
      await make('POST', API.posts.create, {
        url: `/matrix-member-${stamp}`,
        title: 'Matrix truck',
        post_status_id: 2,
        post_type_id: 2,
      })
    ).id;
    const weekly = { starts_on: '2030-01-07', start_time: '11:00', end_time: '14:00', repeat: 'weekly' };
    const stop = (await make('POST', API.stops, { member_id: member, place_name: 'Square', ...weekly })).id;
    const exception = { stop_id: stop, on_date: '2030-01-14', kind: 'cancelled', reason: 'Rain' };
    return { member, stop, stopException: (await make('POST', API.stopExceptions, exception)).id };
  };

  /** One row of each kind on the main site: one that stays, one for the deletes. */
  const fixtures = async (n: number) => {
    const stamp = `${n}-${Date.now()}`;
    const media = await fixtureMedia();
    return {
      post: (
        await make('POST', API.posts.create, {
          url: `/matrix-${stamp}`,
          title: 'Matrix',
          post_status_id: 2,
          post_type_id: 1,
        })
      ).id,
      faq: (await make('POST', API.faqs, { question: 'Q?', answer: 'A.' })).id,
      faqCategory: (await make('POST', API.faqCategories, { name: `FAQ ${stamp}` })).id,
      category: (await make('POST', API.categories, { name: `Category ${stamp}` })).id,
      cuisineTag: (await make('POST', API.cuisineTags, { title: `Tag ${stamp}`, icon_data: { id: 'x' } })).id,
      analytics: (
        await make('POST', API.analytics, {
          type: 'meta',
          tag_position: 'head',
          external_analytics: true,
          external_analytics_type: 'google-search-console',
          content: 'verification-token',
        })
      ).id,
      user: (
        await make('POST', API.users, {
          email: `matrix-${stamp}@example.test`,
          firstname: 'Matrix',
          lastname: 'Row',
          password: 'a long enough password',
          role_id: ROLE.editor,
        })
      ).id,
      media: media.id,
      ...(await stopFixtures(stamp)),
      /** a session of the admin's own (its family id) */
      session: await currentSessionId((await login(app, EMAILS.admin)).access_token),
      mediaFile: (media.url as string).replace(/^\/media\//, ''),
      submission: (
        await client(app).post(API.formSubmissions('contact'), {
          name: 'Matrix',
          email: 'matrix@example.test',
          message: 'Hello',
        })
      ).body.data.id,
    };
  };
  const kept = await fixtures(1);
  const doomed = await fixtures(2);

  /** The route's path with its parameters filled by real rows (deletes get their own). */
  const pathOf = (route: RouteAccess): string => {
    const rows = route.method === 'DELETE' ? doomed : kept;
    const idOf: [string, number | string][] = [
      ['/api/posts/', rows.post],
      ['/api/faqs/', rows.faq],
      ['/api/faq-categories/', rows.faqCategory],
      ['/api/categories/', rows.category],
      ['/api/cuisine-tags/', rows.cuisineTag],
      ['/api/analytics/', rows.analytics],
      ['/api/users/', rows.user],
      ['/api/media/', rows.media],
      ['/api/submissions/', rows.submission],
      ['/api/stops/', rows.stop],
      ['/api/stop-exceptions/', rows.stopException],
      ['/api/schedule/members/', rows.member],
      ['/api/account/sessions/', rows.session],
    ];
    let path = route.url.replace(':form', 'contact').replace('*', rows.mediaFile);
    if (path.includes(':id')) {
      const id = idOf.find(([prefix]) => path.startsWith(prefix))?.[1];
      if (id === undefined) throw new Error(`no fixture for ${route.url}: add one to the matrix`);
      path = path.replace(':id', String(id));
    }
    return path;
  };

  const sessions = new Map<string, { access_token: string; refresh_token: string }>();
  const sessionOf = async (who: Principal, fresh: boolean) => {
    if (!who.email || !who.home) return undefined;
    const cached = sessions.get(who.name);
    if (cached && !fresh) return cached;
    const session = await login(app, who.email, HOSTS[who.home]);
    if (!fresh) sessions.set(who.name, session);
    return session;
  };

  let calls = 0;
  const routes = routesOf(app);
  t.ok(routes.length > 50, `${routes.length} routes`);
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const path = pathOf(route);
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    for (const who of PRINCIPALS) {
      for (const site of SITES) {
        const session = await sessionOf(who, ENDS_SESSION.has(key));
        const token = OWN_CREDENTIAL.has(key) ? session?.refresh_token : session?.access_token;
        const res = await app.inject({
          method: route.method as 'GET',
          url: path,
          // a client address of its own, so the rate limits of public forms stay out of the way
          headers: { ...siteHeaders(HOSTS[site], token), 'x-real-ip': `10.13.0.${++calls % 250}` },
          ...(hasBody ? { payload: {} } : {}),
        });
        const status = res.statusCode;
        const expected = OWN_CREDENTIAL.has(key) && !token ? 401 : expectedOutcome(route.access, who, site);
        const label = `${routeLine(route)} — ${who.name} on the ${site === 'main' ? 'main' : 'other'} site`;
        if (expected === 'allowed') {
          t.ok(
            status !== 401 && status !== 403 && status < 500,
            `${label}: allowed (${status})`,
            status >= 400 ? { body: res.body } : {},
          );
        } else {
          t.equal(status, expected, `${label}: ${expected}`, { body: res.body });
        }
      }
    }
  }
});
