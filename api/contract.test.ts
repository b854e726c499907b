/**
 * Contract test: the answers of the API, on the seeded demo data, match the schemas in
 * shared/schemas/ that the SPA and the BFF read them with.
 */
import t from 'tap';
import Type, { type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { API } from '#shared/api-paths.ts';
import { SwitchDomainResultSchema, TokenPairSchema } from '#shared/schemas/auth.ts';
import {
  AccountSchema,
  CategorySchema,
  CuisineTagSchema,
  FaqCategorySchema,
  FaqSchema,
  PostSchema,
} from '#shared/schemas/content.ts';
import {
  AnalyticsItemSchema,
  DomainColorSchema,
  DomainOptionsSchema,
  ErrorPageOptionsSchema,
  SeoParamsSchema,
  SocialLinkSchema,
} from '#shared/schemas/domain-options.ts';
import { ApiErrorSchema } from '#shared/schemas/error.ts';
import {
  DomainSummarySchema,
  MenusDocumentSchema,
  RoleSummarySchema,
  SiteMapSettingsSchema,
} from '#shared/schemas/options-requests.ts';
import { PostsByTypeAnswerSchema, PostTypeGroupSchema, PublishedPostSchema } from '#shared/schemas/posts.ts';
import { SitemapEntrySchema } from '#shared/schemas/sitemap.ts';
import { StaffUserSchema } from '#shared/schemas/users.ts';
import { buildApiApp } from './app.ts';
import { seedOwnerIfNone } from './seed/owner-account.ts';
import { seedDemoSitesIfEmpty } from './seed/seed-demo-sites.ts';
import { testConfig } from './testing/api-test-harness.ts';
import { TEST_SCRYPT_COST } from './testing/seeded-staff.ts';
import { createTestDatabase } from './testing/test-database.ts';

const Data = (schema: TSchema) => Type.Object({ data: schema });

t.test('answers match the shared schemas', async (t) => {
  const dataDir = t.testdir();
  const database = await createTestDatabase(dataDir);
  const { db } = database;
  await seedDemoSitesIfEmpty(db);
  await seedOwnerIfNone(db, {
    email: 'owner@example.test',
    password: 'owner password 1',
    scryptCost: TEST_SCRYPT_COST,
  });
  const app = await buildApiApp({ db, config: testConfig(dataDir), logLevel: 'silent', strictAnswers: true });
  t.teardown(async () => {
    await app.close();
    await db.destroy();
    await database.drop();
  });

  const get = async (url: string, token?: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: { 'x-forwarded-for': 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
    return res.json();
  };
  const check = (label: string, schema: TSchema, value: unknown) => {
    const ok = Value.Check(schema, value);
    t.ok(ok, label, ok ? {} : { errors: [...Value.Errors(schema, value)].slice(0, 3), value });
  };

  const pair = await get(API.auth.login, undefined, 'POST', {
    email: 'owner@example.test',
    password: 'owner password 1',
  });
  check('login', Data(TokenPairSchema), pair);
  const token: string = pair.data.access_token;

  check('colors', Type.Array(DomainColorSchema), await get(API.options.colors));
  check('options', DomainOptionsSchema, await get(API.options.options));
  check('error page', ErrorPageOptionsSchema, await get(API.options.errorPage));
  check('socials', Type.Array(SocialLinkSchema), await get(API.options.socials));
  check('menus', MenusDocumentSchema, await get(API.options.menus));
  check('seo', SeoParamsSchema, await get(API.options.seo));
  check('faqs', Type.Array(FaqSchema), await get(API.faqs));
  check('faq categories', Type.Array(FaqCategorySchema), await get(API.faqCategories));
  check('categories', Data(Type.Array(CategorySchema)), await get(API.categories));
  check('cuisine tags', Data(Type.Array(CuisineTagSchema)), await get(API.cuisineTags));
  check('analytics', Data(Type.Array(AnalyticsItemSchema)), await get(API.analytics));
  check('sitemap', Data(Type.Array(SitemapEntrySchema)), await get(API.sitemap));

  const home = await get(`${API.posts.byUrl}?url=/`);
  check('post by url', Data(PostSchema), home);
  check('published', Data(Type.Array(PublishedPostSchema)), await get(`${API.posts.published}?type=2`));
  for (const type of [1, 2, 3, 4, 5, 6]) {
    check(`by-type ${type}`, PostsByTypeAnswerSchema, await get(`${API.posts.byType}?type=${type}`, token));
  }
  check('post', PostSchema, await get(API.posts.one(home.data.id), token));
  check('type group', PostTypeGroupSchema, await get(API.posts.typeGroup(home.data.id), token));

  check('account', Data(AccountSchema), await get(API.account.self, token));
  check('domains', Type.Array(DomainSummarySchema), await get(API.options.domains, token));
  check('roles', Type.Array(RoleSummarySchema), await get(API.options.roles, token));
  check('site map settings', SiteMapSettingsSchema, await get(API.options.siteMap, token));
  check('users', Data(Type.Array(StaffUserSchema)), await get(API.users, token));
  check('not found', ApiErrorSchema, await get(API.posts.one(99999), token));
  check('validation error', ApiErrorSchema, await get(`${API.posts.byType}?type=99`, token));

  const domains = await get(API.options.domains, token);
  const tacos = domains.find((d: { host: string }) => d.host === 'tacos.localhost');
  check(
    'switch domain',
    Data(SwitchDomainResultSchema),
    await get(API.auth.switchDomain, token, 'POST', { domain_id: tacos.id }),
  );
});
