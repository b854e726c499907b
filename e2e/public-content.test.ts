/**
 * Content an editor can put on a page, seen by a visitor: hostile HTML is sanitised, refused
 * links stay text, an empty image slot on a `build` route shows a frame to signed-in staff only,
 * the catering request form says what is wrong beside each field before it posts, and shows
 * the API's field errors as the toast of docs/product.md#errors, and a stale code chunk reloads
 * the page once.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { createPost } from './support/content.ts';
import { DESKTOP, openWatchedPage, signInOwner } from './support/public-pages.ts';
import { stage } from './support/stage.ts';

let staff: BrowserContext;

const HOSTILE_HTML =
  '<p id="fine">Fine <strong>bold</strong> text</p>' +
  '<img src="/nothing.png" onerror="window.__xss = 1">' +
  '<script>window.__xss = 2</script>' +
  '<a id="bad-link" href="javascript:window.__xss = 3">click me</a>' +
  '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>' +
  '<p style="position:fixed;inset:0" onclick="window.__xss = 4">styled</p>';

async function createPage(
  url: string,
  title: string,
  content: unknown[],
  extra: Record<string, unknown> = {},
) {
  await createPost(staff, platform.origin('localhost'), {
    url,
    title,
    post_type_id: 1,
    post_body: { root: { props: {} }, content, zones: {} },
    ...extra,
  });
}

const { platform, browser } = await stage();

before(async () => {
  staff = await browser.newContext(DESKTOP);
  await signInOwner(staff, platform.origin('localhost'));
  await createPage('/hostile', 'Hostile', [
    { type: 'RichText', props: { id: 'r1', title: 'Careful', html: HOSTILE_HTML } },
    {
      type: 'CallToAction',
      props: {
        id: 'c2',
        title: 'Elsewhere',
        text: 'y',
        buttonLabel: 'Visit partner',
        buttonUrl: 'https://partner.example/',
      },
    },
  ]);
  await createPost(staff, platform.origin('localhost'), {
    url: '/members/new-truck',
    title: 'New Truck',
    post_type_id: 2,
    attributes: { description: 'Wood-fired pizza, fresh from the oven on wheels.' },
  });
  await createPage('/explore', 'Explore', [
    {
      type: 'Hero',
      props: { id: 'e1', title: 'Explore the collective', subtitle: 'Every block on one page' },
    },
    { type: 'Cuisines', props: { id: 'e2', title: 'What we cook', html: '' } },
    { type: 'Showcases', props: { id: 'e3', title: 'Nights to remember', html: '', limit: 3 } },
    {
      type: 'Video',
      props: { id: 'e4', title: 'A night on the square', url: 'https://youtu.be/dQw4w9WgXcQ' },
    },
    { type: 'Video', props: { id: 'e5', title: 'Not embedded', url: 'https://evil.example/video.mp4' } },
    { type: 'SocialLinks', props: { id: 'e6', title: 'Say hello' } },
  ]);
  // what the public renderer must never meet is refused when stored (the renderer's own guards
  // are unit-tested in client/src/blocks/page-renderer.test.tsx)
  for (const [block, field] of [
    [{ type: 'UnknownBlock', props: { id: 'u1', title: 'Never shown' } }, 'post_body.content.0.type'],
    [
      {
        type: 'CallToAction',
        props: { id: 'c1', buttonLabel: 'Do not run', buttonUrl: 'javascript:alert(1)' },
      },
      'post_body.content.0.props.buttonUrl',
    ],
  ] as const) {
    const refused = await staff.request.post(`${platform.origin('localhost')}/api/posts`, {
      headers: { 'x-csrf': '1' },
      data: {
        url: '/refused',
        title: 'Refused',
        post_status_id: 2,
        post_type_id: 1,
        post_body: { root: { props: {} }, content: [block], zones: {} },
      },
    });
    assert.equal(refused.status(), 400);
    assert.ok((await refused.json()).errors[field], `the 400 names ${field}`);
  }
  await createPage(
    '/private-tasting',
    'Private tasting',
    [{ type: 'RichText', props: { id: 'p1', html: '<p>Invitation only.</p>' } }],
    {
      no_index: true,
      no_follow: true,
      attributes: { title: 'Tasting night', description: 'A private evening with the chefs.' },
    },
  );
  await createPage('/menu/build', 'Menu build', [
    { type: 'Hero', props: { id: 'h1', title: 'Menu build' } },
    { type: 'Image', props: { id: 'i1', image: null, caption: 'Our truck' } },
  ]);
});

after(async () => {
  await staff?.close();
});

test('HTML from the API is stored sanitised and rendered at first paint', async () => {
  // what the API serves is already clean: the browser is never handed a handler to refuse
  const served = await staff.request.get(`${platform.origin('localhost')}/api/posts/by-url?url=/hostile`);
  const html = JSON.stringify(await served.json());
  assert.match(html, /<strong>bold<\/strong>/);
  assert.doesNotMatch(html, /onerror|onclick|<script|javascript:|<iframe|style=/i, html);

  const { page, problems, scripts, close } = await openWatchedPage(browser, DESKTOP);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${platform.origin('localhost')}/hostile`);
  const prose = page.locator('.rich-text');
  await prose.locator('strong', { hasText: 'bold' }).waitFor();
  assert.equal(
    await prose.locator('script, iframe, img[onerror], [onerror], [onclick], [style], [id]').count(),
    0,
  );
  const badLink = prose.getByText('click me');
  assert.equal(await badLink.getAttribute('href'), null);
  await badLink.click();
  await prose.getByText('styled').click();
  assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
  assert.ok(
    !scripts.some((url) => /sanitiz|purify/i.test(url)),
    `no sanitiser is downloaded: ${scripts.join(' ')}`,
  );
  // an explicit external link opens a new tab
  const partner = page.getByRole('link', { name: /Visit partner/ });
  assert.equal(await partner.getAttribute('href'), 'https://partner.example/');
  assert.equal(await partner.getAttribute('rel'), 'noopener noreferrer');
  assert.deepEqual(refused, [], 'the CSP had nothing to refuse');
  assert.deepEqual(problems, []);
  await close();
});

test('the blocks of the registry render on a page; foreign videos are skipped', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/explore`);
  await page.getByRole('heading', { level: 1, name: 'Explore the collective' }).waitFor();
  const cuisines = page.locator('section', { has: page.getByRole('heading', { name: 'What we cook' }) });
  await cuisines.getByRole('link', { name: /Street tacos/ }).waitFor();
  const showcases = page.locator('section', {
    has: page.getByRole('heading', { name: 'Nights to remember' }),
  });
  await showcases.getByRole('link', { name: /Summer Night Market/ }).waitFor();
  const video = page.locator('iframe[title="A night on the square"]');
  await video.waitFor({ state: 'attached' });
  assert.equal(await video.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  assert.equal(await page.getByRole('heading', { name: 'Not embedded' }).count(), 0);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Instagram/ })
    .waitFor();
  assert.deepEqual(problems, []);
  await close();
});

test('a page takes its title and description from its attributes, and robots from no_index / no_follow', async () => {
  const { page, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/private-tasting`);
  await page.getByRole('heading', { level: 1, name: 'Private tasting' }).waitFor();
  await page.waitForFunction(() => document.title === 'Tasting night | Rolling Kitchens Collective');
  assert.equal(
    await page.locator('meta[name="description"]').getAttribute('content'),
    'A private evening with the chefs.',
  );
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await page.waitForURL(/\/about$/);
  // the about page itself (the address changes a moment before the page is shown), then its head:
  // PageHead drops the robots tag in the commit that shows the page
  await page.getByRole('heading', { level: 1, name: 'About Rolling Kitchens' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('meta[name="robots"]').length === 0);
  assert.equal(await page.locator('meta[name="robots"]').count(), 0, 'the next page is indexable again');
  await close();
});

test('a member with an empty body gets a default page built from its fields', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/members/new-truck`);
  await page.getByRole('heading', { level: 1, name: 'New Truck' }).waitFor();
  await page.getByText('Wood-fired pizza, fresh from the oven on wheels.').first().waitFor();
  await page.getByRole('main').getByRole('link', { name: 'View all members' }).click();
  await page.waitForURL(/\/members$/);
  await page.getByRole('list', { name: 'Members' }).getByRole('heading', { name: 'New Truck' }).waitFor();
  assert.deepEqual(problems, []);
  await close();
});

test('on a build route an empty image slot is a placeholder frame for signed-in staff only', async () => {
  const visitor = await openWatchedPage(browser, DESKTOP);
  await visitor.page.goto(`${platform.origin('localhost')}/menu/build`);
  await visitor.page.getByRole('heading', { level: 1, name: 'Menu build' }).waitFor();
  await visitor.page.waitForLoadState('networkidle');
  assert.equal(await visitor.page.getByRole('img', { name: 'Empty image slot' }).count(), 0);
  await visitor.close();

  const page = await staff.newPage();
  await page.goto(`${platform.origin('localhost')}/menu/build`);
  await page.getByRole('img', { name: 'Empty image slot' }).first().waitFor();
  await page.close();
});

test('the catering request form says what is wrong beside each field before sending; the API refuses the same, shown as a toast', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  const DAY = 24 * 60 * 60 * 1000;
  // this visitor's clock runs three days late: the form takes a date the API (the site's day) refuses
  await page.clock.setFixedTime(new Date(Date.now() - 3 * DAY));
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/forms/')) posts.push(request.url());
  });
  await page.goto(`${platform.origin('localhost')}/catering`);
  // the form is loaded when asked for, not with the page (the JavaScript budget)
  await page.getByRole('link', { name: 'Request catering' }).click();
  const form = page.getByRole('form', { name: 'Request catering' });
  const errorOf = async (label: string) => {
    const input = form.getByLabel(label);
    assert.equal(await input.getAttribute('aria-invalid'), 'true', `${label} is marked`);
    const id = (await input.getAttribute('aria-describedby')) ?? '';
    return page.locator(`[id="${id}"]`).textContent();
  };

  // what the audit sent: each field says what is wrong with it, naming it, and nothing is sent
  await form.getByLabel('Your name').fill('A');
  await form.getByLabel('Email').fill('a@b');
  await form.getByLabel('Guests').fill('-5');
  await form.getByLabel('Event date').fill('2020-06-01');
  await form.getByRole('button', { name: 'Send request' }).click();
  await form.locator('.field__error').first().waitFor();
  assert.equal(await errorOf('Your name'), 'Name must be 2 to 200 characters');
  assert.equal(await errorOf('Email'), 'Email must be an address like name@example.com');
  assert.equal(await errorOf('Guests'), 'Guests must be a whole number from 1 to 9999');
  assert.equal(await errorOf('Event date'), 'Event date must be today or later');
  assert.equal(
    await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
    'name',
    'the first field to mend has the focus',
  );
  assert.deepEqual(posts, [], 'nothing was sent');
  await form.getByLabel('Your name').fill('Ada Guest');
  assert.equal(await form.getByLabel('Your name').getAttribute('aria-invalid'), null, 'mended: unmarked');

  // yesterday on the site, but not on this visitor's clock: the API refuses it on the field
  const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
  await form.getByLabel('Email').fill('guest@example.test');
  await form.getByLabel('Guests').fill('80');
  await form.getByLabel('Event date').fill(yesterday);
  await form.getByRole('button', { name: 'Send request' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await toast.waitFor();
  // the toaster sits top-right; an API error toast closes after 3000 ms
  await page
    .locator('[data-sonner-toaster][data-y-position="top"][data-x-position="right"]')
    .waitFor({ state: 'attached' });
  const shownAt = Date.now();
  assert.equal(posts.length, 1);
  assert.equal(await toast.textContent(), 'Event date must be today or later', 'the toast names the field');
  await form.locator('.field__error').first().waitFor();
  assert.equal(await errorOf('Event date'), 'Event date must be today or later');
  await toast.waitFor({ state: 'detached', timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  assert.ok(shownFor > 2000 && shownFor < 5000, `the error toast was shown for ${shownFor} ms`);

  await form.getByLabel('Event date').fill(new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10));
  await form.getByLabel('Tell us about your event').fill('Tacos for 80 at our summer party.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await page.getByRole('status').getByText('Thank you!').waitFor();
  const inbox = await staff.request.get(`${platform.origin('localhost')}/api/submissions?form=catering`, {
    headers: { 'x-csrf': '1' },
  });
  const submissions = ((await inbox.json()) as { data: Array<{ fields: Record<string, string> }> }).data;
  assert.ok(
    submissions.some((s) => s.fields.name === 'Ada Guest' && s.fields.message?.includes('Tacos for 80')),
  );
  assert.deepEqual(
    problems.filter((p) => !p.includes('status of 400')),
    [],
  );
  await close();
});

test("a preview link's banner stays in view and never covers the footer (issue 24)", async () => {
  const origin = platform.origin('localhost');
  const about = await staff.request.get(`${origin}/api/posts/by-url?url=/about`, {
    headers: { 'x-csrf': '1' },
  });
  const { id } = ((await about.json()) as { data: { id: number } }).data;
  const link = await staff.request.post(`${origin}/api/posts/${id}/preview-link`, {
    headers: { 'x-csrf': '1' },
  });
  assert.equal(link.status(), 200, await link.text());
  const { path } = ((await link.json()) as { data: { path: string } }).data;
  const { page, problems, close } = await openWatchedPage(browser, { viewport: { width: 390, height: 600 } });
  await page.goto(`${origin}${path}`);
  const banner = page.getByRole('status').filter({ hasText: 'Preview: this version is not published.' });
  await banner.waitFor();
  await page.getByRole('contentinfo').waitFor();
  const inView = () =>
    banner.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight + 1;
    });
  assert.equal(await inView(), true, 'seen at the top of the page');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
  );
  assert.equal(await inView(), true, 'and at its end');
  // the footer's last line is itself where it is drawn, not under the banner
  const covered = await page.getByRole('contentinfo').evaluate((footer) => {
    const last = [...footer.querySelectorAll('p, a')].at(-1) as HTMLElement;
    const box = last.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && footer.contains(hit) ? null : `${last.textContent} is under ${hit?.outerHTML.slice(0, 80)}`;
  });
  assert.equal(covered, null);
  assert.deepEqual(problems, []);
  await close();
});

test('a stale code chunk reloads the page once, then the page works', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  let refused = 0;
  await page.route('**/assets/catering-request-form-*.js', async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 404, body: 'gone' });
      return;
    }
    await route.continue();
  });
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.goto(`${platform.origin('localhost')}/catering`);
  await page.getByRole('link', { name: 'Request catering' }).click();
  await page.getByRole('form', { name: 'Request catering' }).waitFor();
  assert.equal(refused, 1);
  assert.equal(documents, 2, 'one reload');
  const guard = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((k) => k.startsWith('chunk-reload:')),
  );
  assert.deepEqual(guard, ['chunk-reload:/catering']);
  assert.deepEqual(
    problems.filter((p) => !/404|catering-request-form|dynamically imported/.test(p)),
    [],
  );
  await close();
});

test('the site options set the favicon and the logo; analytics items are placed as they say', async () => {
  const origin = platform.origin('localhost');
  const options = await staff.request.put(`${origin}/api/options/options`, {
    headers: { 'x-csrf': '1' },
    data: {
      fav_icon: '/media/localhost/library/favicon-test.png',
      logo: '/media/localhost/library/logo-test.png',
    },
  });
  assert.equal(options.status(), 200, await options.text());
  for (const item of [
    { type: 'meta', name: 'google-site-verification', content: 'verify-123', tag_position: 'head' },
    { type: 'script', code: 'window.__inline = 1', tag_position: 'body' },
  ]) {
    const created = await staff.request.post(`${origin}/api/analytics`, {
      headers: { 'x-csrf': '1' },
      data: item,
    });
    assert.equal(created.status(), 201, await created.text());
  }
  const { page, close } = await openWatchedPage(browser, DESKTOP);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(origin);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .locator('link[rel="icon"][href="/media/localhost/library/favicon-test.png"]')
    .waitFor({ state: 'attached' });
  assert.equal(
    await page.getByRole('banner').locator('img.brand__logo').getAttribute('src'),
    '/media/localhost/library/logo-test.png',
  );
  await page
    .locator('meta[name="google-site-verification"][content="verify-123"]')
    .waitFor({ state: 'attached' });
  // the BFF writes the items into the page, inline code under the CSP nonce of the response
  // (decision 011): it runs once, and the SPA neither places it again nor warns about it
  await page.waitForFunction(() => (window as unknown as { __inline?: number }).__inline === 1);
  assert.equal(await page.locator('script[data-analytics-item]').count(), 1);
  assert.deepEqual(
    warnings.filter((w) => /analytics item/.test(w)),
    [],
  );
  await close();
});
