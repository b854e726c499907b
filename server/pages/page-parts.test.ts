/** The pure parts of the page writer: escaping, urls it accepts, analytics plans, dates. */
import t from 'tap';
import { planAnalytics, scriptSource } from './analytics-markup.ts';
import { lastModified, sitemapXml } from './crawler-files.ts';
import { documentKindOf } from './document-kind.ts';
import { escapeHtml, jsonForScript, scriptText } from './html-escape.ts';
import { writeDocument } from './index-document.ts';
import { absoluteImageUrl, canonicalAddress } from './page-head.ts';

t.test('escaping', async (t) => {
  t.equal(
    escapeHtml(`<a href="x" title='y'>&</a>`),
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  );
  const hostile = { text: '</script><!-- \u2028 <b>' };
  const json = jsonForScript(hostile);
  t.notMatch(json, /</, 'no < at all in a data block');
  t.same(JSON.parse(json), hostile, 'and it parses back to the same value');
  t.equal(scriptText('a = "</SCRIPT>"; b = "<!--";'), 'a = "<\\/SCRIPT>"; b = "<\\!--";');
});

t.test('writing into index.html: replacement patterns in API text are never interpreted', async (t) => {
  const index =
    '<html><head><link rel="icon" href="data:," /><title>Build</title></head><body><div id="root"></div></body></html>';
  const out = writeDocument(index, {
    title: "$& $' $`",
    favicon: '/i.png',
    head: '<meta x>',
    body: '<p>b</p>',
  });
  t.equal(
    out,
    '<html><head><link rel="icon" href="/i.png"><title>$&amp; $&#39; $`</title><meta x></head><body><div id="root"></div><p>b</p></body></html>',
  );
  t.equal(
    writeDocument('<head></head><body></body>', { title: 'T' }),
    '<head><title>T</title></head><body></body>',
  );
});

t.test(
  'script sources: https or this site; http on loopback only; nothing that could bend the CSP',
  async (t) => {
    t.same(scriptSource('https://stats.example.com/a.js'), {
      src: 'https://stats.example.com/a.js',
      origin: 'https://stats.example.com',
    });
    t.same(scriptSource('https://Stats.Example.com:8443/a.js')?.origin, 'https://stats.example.com:8443');
    t.same(scriptSource('/js/a.js'), { src: '/js/a.js', origin: undefined });
    t.same(scriptSource('http://127.0.0.1:4123/a.js')?.origin, 'http://127.0.0.1:4123');
    t.same(scriptSource('http://localhost:4123/a.js')?.origin, 'http://localhost:4123');
    for (const bad of [
      'http://stats.example.com/a.js',
      '//stats.example.com/a.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'https://a;b.example/x.js',
      "https://a.example'/x.js",
      'https://user:pw@a.example/x.js',
      'https://[::1]/x.js',
      '/\\evil.example/x.js',
      'a.js',
    ]) {
      t.equal(scriptSource(bad), undefined, bad);
    }
  },
);

t.test('an analytics plan: origins once each, a nonce only for inline code', async (t) => {
  const base = {
    custom_id: null,
    async: false,
    defer: false,
    tag_position: 'head',
    code: null,
    name: null,
    content: null,
    content_type: null,
    external_analytics: false,
    external_analytics_type: null,
    src: null,
  } as const;
  const plan = planAnalytics([
    { ...base, id: 1, type: 'script', src: 'https://a.example/1.js' },
    { ...base, id: 2, type: 'script', src: 'https://a.example/2.js', tag_position: 'body' },
    { ...base, id: 3, type: 'meta', name: 'x', content: 'y' },
  ]);
  t.same(plan.scriptOrigins, ['https://a.example']);
  t.equal(plan.needsNonce, false);
  t.same([plan.head.length, plan.body.length], [2, 1]);
  const inline = planAnalytics([
    { ...base, id: 4, type: 'script', code: 'x()' },
    { ...base, id: 5, type: 'script', code: '  ' },
  ]);
  t.equal(inline.needsNonce, true);
  t.equal(inline.skipped.length, 1, 'an empty script is skipped');
});

t.test('canonical addresses and image urls', async (t) => {
  const origin = 'https://tacos.example';
  t.equal(canonicalAddress(origin, ''), undefined);
  t.equal(canonicalAddress(origin, '/about'), 'https://tacos.example/about');
  t.equal(canonicalAddress(origin, 'https://other.example/a?b=1'), 'https://other.example/a?b=1');
  t.equal(canonicalAddress(origin, 'http://other.example/a'), 'http://other.example/a');
  for (const bad of [
    'javascript:alert(1)',
    '//evil.example/a',
    'ftp://x.example/',
    'about',
    '/\\evil.example',
  ]) {
    t.equal(canonicalAddress(origin, bad), undefined, bad);
  }
  t.equal(absoluteImageUrl(origin, '/media/x.webp'), 'https://tacos.example/media/x.webp');
  t.equal(absoluteImageUrl(origin, 'https://cdn.example/x.png'), 'https://cdn.example/x.png');
  t.equal(absoluteImageUrl(origin, 'data:image/png;base64,AA'), undefined);
});

t.test('site map dates and urls', async (t) => {
  t.equal(lastModified('2026-11-02 11:30:00'), '2026-11-02T11:30:00Z', "SQLite's UTC time");
  t.equal(lastModified('2026-11-02T11:30:00.123Z'), '2026-11-02T11:30:00Z');
  t.equal(lastModified('2026-11-02T11:30:00+01:00'), '2026-11-02T10:30:00Z');
  t.equal(lastModified('yesterday'), undefined);
  t.equal(lastModified(undefined), undefined);
  t.match(
    sitemapXml('https://a.example', [{ url: '/x', updated_at: 'nope' }]),
    '<url><loc>https://a.example/x</loc></url>',
  );
});

t.test('document kinds follow the route table', async (t) => {
  t.same(documentKindOf('/'), { kind: 'page', path: '/' });
  t.same(documentKindOf('/members/'), { kind: 'members', path: '/members' });
  t.same(documentKindOf('/members/seoul-wheels'), { kind: 'page', path: '/members/seoul-wheels' });
  t.same(documentKindOf('/panel'), { kind: 'staff' });
  t.same(documentKindOf('/panel/pages/1/build'), { kind: 'staff' });
  t.same(documentKindOf('/team-login/'), { kind: 'staff' });
  t.same(documentKindOf('/Team-Login'), { kind: 'staff' }, 'as the router matches it');
  t.same(documentKindOf('/Members'), { kind: 'members', path: '/members' });
  t.same(documentKindOf('/panelists'), { kind: 'page', path: '/panelists' });
  t.same(documentKindOf('/Upper'), { kind: 'invalid', path: '/Upper' });
  t.same(documentKindOf('/%E0%A4%A'), { kind: 'invalid', path: '/%E0%A4%A' });
});
