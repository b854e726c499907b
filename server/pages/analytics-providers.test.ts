/**
 * The known services' tags: written from the checked id and address only (code or a script
 * address an item carries never reach the page), with the origins they need, under the nonce when
 * inline; an item whose id fails its check is left out rather than written as code.
 */
import t from 'tap';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import { planAnalytics, renderAnalytics } from './analytics-markup.ts';

const item = (id: number, fields: Partial<AnalyticsItem>): AnalyticsItem => ({
  id,
  type: 'script',
  src: null,
  custom_id: null,
  async: false,
  defer: false,
  tag_position: 'body',
  code: 'fetch("/api/users", { method: "POST" })',
  name: null,
  content: null,
  content_type: null,
  external_analytics: true,
  external_analytics_type: null,
  ...fields,
});

t.test('each service writes its own tags from its id, never the code an item carries', async (t) => {
  const plan = planAnalytics([
    item(1, { external_analytics_type: 'plausible', content: 'Tacos.Example' }),
    item(2, { external_analytics_type: 'umami', content: '94db1cb1-74f4-4a40-ad6c-962362670409' }),
    item(3, { external_analytics_type: 'matomo', content: '3', src: 'https://stats.trucks.example/m/' }),
    item(4, { external_analytics_type: 'google-analytics-4', content: 'G-ABC123DEF4' }),
    item(5, { type: 'meta', external_analytics_type: 'google-search-console', content: 'token_1234567' }),
  ]);
  t.same(plan.skipped, []);
  t.equal(plan.body.length, 0, 'every service tag goes in the head');
  t.equal(plan.needsNonce, true, 'Matomo and Google write inline parts');
  t.same(plan.scriptOrigins.sort(), [
    'https://cloud.umami.is',
    'https://plausible.io',
    'https://region1.google-analytics.com',
    'https://stats.trucks.example',
    'https://www.google-analytics.com',
    'https://www.googletagmanager.com',
  ]);
  const { head, body } = renderAnalytics(plan, 'NONCE');
  t.equal(body, '');
  t.notMatch(head, /api\/users/, 'no code of the item');
  t.match(head, '<script src="https://plausible.io/js/script.js" defer data-domain="tacos.example"');
  t.match(head, 'data-website-id="94db1cb1-74f4-4a40-ad6c-962362670409"');
  t.match(
    head,
    /<script nonce="NONCE" data-analytics-item="3">var _paq[^<]*"https:\/\/stats\.trucks\.example\/m\/"/,
  );
  t.match(head, '<script src="https://www.googletagmanager.com/gtag/js?id=G-ABC123DEF4" async');
  t.match(head, `gtag('config', "G-ABC123DEF4")`);
  t.match(head, '<meta name="google-site-verification" content="token_1234567" data-analytics-item="5">');
});

t.test('a service item with a bad id or address is left out', async (t) => {
  const plan = planAnalytics([
    item(1, { external_analytics_type: 'google-analytics-4', content: "G-1');alert(1);//" }),
    item(2, { external_analytics_type: 'matomo', content: '3' }),
    item(3, { external_analytics_type: 'plausible', content: 'tacos.example', src: 'javascript:alert(1)' }),
  ]);
  t.same([plan.head.length, plan.body.length, plan.needsNonce], [0, 0, false]);
  t.equal(plan.skipped.length, 3);
});

t.test('an owner’s own item with a free-text service name is written as it is', async (t) => {
  const plan = planAnalytics([
    item(1, { external_analytics_type: 'Google Analytics', code: 'window.own = 1' }),
  ]);
  t.equal(plan.body.length, 1);
  t.match(renderAnalytics(plan, 'N').body, 'window.own = 1');
});
