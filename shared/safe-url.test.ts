import t from 'tap';
import { isSafeImageUrl, isSafeLinkUrl } from './safe-url.ts';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  '\\\\evil.example/x.png',
  '/\t/evil.example/x.png',
  '/\n/evil.example/x.png',
  'https:evil.example',
  'x.png',
  '',
];

t.test('image urls: https or a same-origin path only', async (t) => {
  for (const url of HOSTILE) t.notOk(isSafeImageUrl(url), JSON.stringify(url));
  t.notOk(isSafeImageUrl('http://plain.example/x.png'), 'plain http is mixed content');
  t.notOk(isSafeImageUrl('mailto:a@b.c'));
  for (const url of ['https://cdn.example/logo.png', '/media/localhost/library/a.webp', '/logo.svg?v=2'])
    t.ok(isSafeImageUrl(url), url);
});

t.test('link urls: http(s), mailto, tel and site paths only', async (t) => {
  for (const url of HOSTILE) t.notOk(isSafeLinkUrl(url), JSON.stringify(url));
  t.notOk(isSafeLinkUrl('ftp://files.example'));
  for (const url of [
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:hi@example.com',
    'tel:+1-555-0100',
    '/',
    '/about',
    '/members/taco-loco#menu',
  ])
    t.ok(isSafeLinkUrl(url), url);
});
