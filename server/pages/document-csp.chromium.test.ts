/**
 * The per-site CSP of documents in a real browser (Chromium, driven by playwright-core): the
 * site's analytics items — a script from another origin (a loopback server of this test: http is
 * allowed for loopback hosts only) and an inline one under the response's nonce — run, once;
 * inline script that arrives any other way (in the build's HTML, created by the page's own code,
 * an event-handler attribute, code trying to break out of its item) does not.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { findChromium, launchChromium } from '../../e2e/support/chromium.ts';
import { startBff } from '../test-support/bff-harness.ts';
import { json, startRecordingUpstream } from '../test-support/recording-upstream.ts';

/** A build whose HTML holds an inline script of its own and whose app injects more. */
function hostileDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Build</title><script type="module" src="/assets/app.js"></script>' +
      '<script>window.buildInline = 1</script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'assets', 'app.js'),
    [
      'window.appRan = 1;',
      'const s = document.createElement("script"); s.textContent = "window.domInjected = 1"; document.body.append(s);',
      'document.getElementById("root").insertAdjacentHTML("beforeend", \'<img src="/missing.png" onerror="window.handlerRan = 1">\');',
      'document.getElementById("root").innerHTML += "<script>window.innerHtmlRan = 1<\\/script>";',
    ].join('\n'),
  );
  return dir;
}

const executablePath = findChromium();

t.test(
  'analytics items run under the site CSP; other inline script does not',
  { skip: !executablePath && 'no Chromium' },
  async (t) => {
    const scripts = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end('window.externalRan = (window.externalRan || 0) + 1;');
    });
    await new Promise<void>((resolve) => scripts.listen(0, '127.0.0.1', resolve));
    const scriptOrigin = `http://127.0.0.1:${(scripts.address() as AddressInfo).port}`;

    const upstream = await startRecordingUpstream((req, res) => {
      if (req.url === API.analytics) {
        const item = {
          custom_id: null,
          async: false,
          defer: false,
          name: null,
          content: null,
          content_type: null,
          external_analytics: false,
          external_analytics_type: null,
        };
        return json(res, 200, {
          data: [
            {
              ...item,
              id: 1,
              type: 'script',
              src: `${scriptOrigin}/tag.js`,
              async: true,
              tag_position: 'head',
              code: null,
            },
            {
              ...item,
              id: 2,
              type: 'script',
              src: null,
              tag_position: 'body',
              code: 'window.inlineRan = (window.inlineRan || 0) + 1;',
            },
            {
              ...item,
              id: 3,
              type: 'script',
              src: null,
              tag_position: 'head',
              code: 'window.itemThree = "</script><script>window.brokeOut = 1</script>";',
            },
          ],
        });
      }
      if (req.url.startsWith(API.posts.byUrl))
        return json(res, 404, { statusCode: 404, message: 'Not found' });
      return json(res, 200, {});
    });
    const bff = await startBff({ upstreamUrl: upstream.url, distDir: hostileDist() });
    const browser = await launchChromium();
    t.teardown(async () => {
      await browser.close();
      await bff.close();
      await upstream.close();
      scripts.close();
    });

    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    const answer = await page.goto(`http://localhost:${bff.port}/`);
    t.equal(answer?.status(), 404, 'no page at / in this upstream: the SPA with a 404');
    await page.waitForFunction(() => (window as { externalRan?: number }).externalRan === 1);
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return {
        appRan: w.appRan,
        externalRan: w.externalRan,
        inlineRan: w.inlineRan,
        itemThree: w.itemThree,
        brokeOut: w.brokeOut,
        buildInline: w.buildInline,
        domInjected: w.domInjected,
        handlerRan: w.handlerRan,
        innerHtmlRan: w.innerHtmlRan,
      };
    });
    t.same(
      seen,
      {
        appRan: 1,
        externalRan: 1,
        inlineRan: 1,
        itemThree: '</script><script>window.brokeOut = 1</script>',
        brokeOut: undefined,
        buildInline: undefined,
        domInjected: undefined,
        handlerRan: undefined,
        innerHtmlRan: undefined,
      },
      'the external and inline items ran once; nothing else inline did',
    );
    t.ok(
      violations.length >= 3,
      `the browser reported the blocked inline scripts (${violations.length} CSP messages)`,
    );
    t.notOk(
      violations.some((text) => text.includes(`load the script '${scriptOrigin}`)),
      "nothing from the item's origin was blocked",
    );
    t.ok(
      violations.every((text) => /inline script|inline event handler/.test(text)),
      `only inline script was refused: ${violations.map((v) => v.slice(0, 70)).join(' / ')}`,
    );
    await page.close();
  },
);
