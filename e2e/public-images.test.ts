/**
 * Image slots with real media: staff upload images through the BFF, posts and blocks refer to
 * them by id, and a visitor sees them with their alt text, explicit sizes and lazy loading,
 * served from `/media/{host}/library/…` (spec §7).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import type { Platform } from './support/platform.ts';
import { DESKTOP, openWatchedPage, signInOwner } from './support/public-pages.ts';
import { startStage, stopStage } from './support/stage.ts';

let platform: Platform;
let browser: Browser;
let staff: BrowserContext;
const ids: Record<string, number> = {};

async function upload(
  name: string,
  alt: string,
  width: number,
  height: number,
  color: string,
): Promise<number> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  const response = await staff.request.post(`${platform.origin('localhost')}/api/media`, {
    headers: { 'x-csrf': '1' },
    multipart: { file: { name: `${name}.png`, mimeType: 'image/png', buffer: png }, alt },
  });
  assert.equal(response.status(), 201, await response.text());
  return ((await response.json()) as { data: { id: number } }).data.id;
}

before(async () => {
  ({ platform, browser } = await startStage());
  staff = await browser.newContext(DESKTOP);
  const origin = platform.origin('localhost');
  await signInOwner(staff, origin);
  ids.poster = await upload('poster', 'Pizza oven glowing in the truck', 1200, 750, '#d9480f');
  ids.logo = await upload('logo', '', 200, 200, '#2b8a3e');
  ids.hero = await upload('hero', 'The square at night', 1600, 800, '#364fc7');
  const post = await staff.request.post(`${origin}/api/posts`, {
    headers: { 'x-csrf': '1' },
    data: {
      url: '/members/fire-and-dough',
      title: 'Fire & Dough',
      post_status_id: 2,
      post_type_id: 2,
      attributes: { description: 'Neapolitan pizza in ninety seconds.' },
      media: { poster: ids.poster, logo: ids.logo },
      post_body: {
        root: { props: {} },
        content: [
          {
            type: 'Hero',
            props: { id: 'h', title: 'Fire & Dough', subtitle: 'Pizza on wheels', image: ids.hero },
          },
          { type: 'Image', props: { id: 'i', image: ids.poster, caption: 'Our oven' } },
        ],
        zones: {},
      },
    },
  });
  assert.equal(post.status(), 201, await post.text());
});

after(async () => {
  await staff?.close();
  await stopStage(platform, browser);
});

test('a member card shows its poster and logo from the media library', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/members`);
  const card = page.getByRole('article').filter({ hasText: 'Fire & Dough' });
  const poster = card.locator('.member-card__poster img');
  await poster.waitFor();
  assert.match((await poster.getAttribute('src')) ?? '', /^\/media\/localhost\/library\/[0-9a-f]+\.webp$/);
  assert.equal(await poster.getAttribute('alt'), 'Pizza oven glowing in the truck');
  assert.equal(await poster.getAttribute('loading'), 'lazy');
  assert.equal(await poster.getAttribute('width'), '1200');
  assert.equal(await poster.getAttribute('height'), '750');
  await poster.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('article .member-card__poster img');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  // a logo without alt text of its own is named after the member
  assert.equal(await card.locator('.member-card__logo img').getAttribute('alt'), 'Fire & Dough logo');
  assert.deepEqual(problems, []);
  await close();
});

test('a hero image loads eagerly behind the title; an image block lazily with its caption', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/members/fire-and-dough`);
  await page.getByRole('heading', { level: 1, name: 'Fire & Dough' }).waitFor();
  const hero = page.locator('.hero img.hero__image');
  await hero.waitFor();
  assert.equal(await hero.getAttribute('loading'), 'eager');
  assert.equal(await hero.getAttribute('alt'), 'The square at night');
  const figure = page.locator('figure.image-block');
  await figure.getByText('Our oven').waitFor();
  assert.equal(await figure.locator('img').getAttribute('loading'), 'lazy');
  assert.match((await figure.locator('img').getAttribute('srcset')) ?? '', /thumbnails\/[0-9a-f]+\.png 320w/);
  assert.deepEqual(problems, []);
  await close();
});
