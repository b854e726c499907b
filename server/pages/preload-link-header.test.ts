import t from 'tap';
import { preloadLinkHeader } from './preload-link-header.ts';

/** a head as Vite builds it and the BFF completes it (server/pages/site-pages.ts) */
const DOCUMENT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicons/site.svg" data-page-head="replaced">
    <title data-page-head="replaced">Tacos</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-f1.js">
    <link rel="stylesheet" crossorigin href="/assets/public-site-c1.css">
  <link rel="canonical" href="http://tacos.localhost/" data-page-head>
<style id="site-colors" data-key="1:#e4572e">:root{--color-accent-text:#e4572e}</style>
<link rel="modulepreload" href="/assets/members-grid-block-b1.js"><link rel="preload" as="style" href="/assets/opening-hours-block-c2.css" crossorigin>
<link rel="modulepreload" href="/assets/header-later-h1.js" media="(min-width: 1024px)"><link rel="preload" as="style" href="/assets/header-later-c3.css" crossorigin media="(min-width: 1024px)">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
<script type="module" src="//cdn.example/x.js"></script>
</head>
  <body>
    <div id="root"></div>
    <link rel="modulepreload" href="/assets/after-head.js">
  </body>
</html>`;

t.test('the header names the head first-render files, each in the request mode of its tag', async (t) => {
  t.equal(
    preloadLinkHeader(DOCUMENT),
    [
      '</assets/index-e1.js>; rel=modulepreload',
      '</assets/framework-f1.js>; rel=modulepreload',
      '</assets/public-site-c1.css>; rel=preload; as=style; crossorigin',
      '</assets/members-grid-block-b1.js>; rel=modulepreload',
      '</assets/opening-hours-block-c2.css>; rel=preload; as=style; crossorigin',
    ].join(', '),
    'not the icon, the canonical link, a tag with media, another origin, nor the body',
  );
});

t.test('a stylesheet without crossorigin is preloaded without it: the same request mode', async (t) => {
  t.equal(
    preloadLinkHeader('<head><link rel="stylesheet" href="/assets/a.css"></head>'),
    '</assets/a.css>; rel=preload; as=style',
  );
});

t.test('a file named twice is named once; a head with none gets no header', async (t) => {
  t.equal(
    preloadLinkHeader(
      '<head><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/a.js"></head>',
    ),
    '</assets/a.js>; rel=modulepreload',
  );
  t.equal(preloadLinkHeader('<head><title>x</title></head><body></body>'), undefined);
  t.equal(preloadLinkHeader(''), undefined);
});

t.test('a path a header would have to quote is left to the head', async (t) => {
  for (const href of [
    '/assets/a b.js',
    '/assets/a>,<b.js',
    '/assets/a;rel=x.js',
    'assets/a.js',
    'javascript:x',
  ]) {
    t.equal(preloadLinkHeader(`<head><link rel="modulepreload" href="${href}"></head>`), undefined, href);
  }
});
