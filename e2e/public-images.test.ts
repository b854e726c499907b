/**
 * Image slots with real media: staff upload images through the BFF, posts and blocks refer to
 * them by id, and a visitor sees them with their alt text, explicit sizes and lazy loading,
 * served from `/media/{host}/library/…` (docs/product.md#media): the browser picks the WebP copy its slot
 * needs from `srcset` (issue 9, docs/decisions/014), served immutable, and the box of an image is sized
 * before the image arrives.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { createPost } from './support/content.ts';
import { DESKTOP, openWatchedPage, PHONE, signInOwner } from './support/public-pages.ts';
import { stage } from './support/stage.ts';

/** a folder to keep screenshots of the image block in, when given */
const SHOTS = process.env.PUBLIC_IMAGES_SCREENSHOTS;

/** the width descriptors of a srcset, in order */
const srcsetWidths = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(' ')[1]);

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

const { platform, browser } = await stage();

before(async () => {
  staff = await browser.newContext(DESKTOP);
  const origin = platform.origin('localhost');
  await signInOwner(staff, origin);
  ids.poster = await upload('poster', 'Pizza oven glowing in the truck', 1200, 750, '#d9480f');
  // a post's media slots take only images with alt text (the media library's rule)
  ids.logo = await upload('logo', 'Fire & Dough logo: a pizza peel', 200, 200, '#2b8a3e');
  ids.hero = await upload('hero', 'The square at night', 1600, 800, '#364fc7');
  await createPost(staff, origin, {
    url: '/members/fire-and-dough',
    title: 'Fire & Dough',
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
  });
});

after(async () => {
  await staff?.close();
});

test('a member card shows its poster and logo from the media library', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  await page.goto(`${platform.origin('localhost')}/members`);
  const card = page.getByRole('article').filter({ hasText: 'Fire & Dough' });
  const poster = card.locator('.member-card__poster img');
  await poster.waitFor();
  // browsers without srcset get the WebP at 1x of the 640 px slot, not the library's PNG thumbnail
  assert.match(
    (await poster.getAttribute('src')) ?? '',
    /^\/media\/localhost\/library\/[0-9a-f]+-800w-[0-9a-f]{12}\.webp$/,
  );
  assert.deepEqual(
    srcsetWidths((await poster.getAttribute('srcset')) ?? ''),
    ['160w', '320w', '400w', '800w', '1200w'],
    'the WebP copies below the image width, then the image itself',
  );
  assert.equal(await poster.getAttribute('sizes'), '(min-width: 1024px) 360px, 100vw');
  assert.equal(await poster.getAttribute('alt'), 'Pizza oven glowing in the truck');
  assert.equal(await poster.getAttribute('loading'), 'lazy');
  assert.equal(await poster.getAttribute('width'), '1200');
  assert.equal(await poster.getAttribute('height'), '750');
  await poster.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('article .member-card__poster img');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  // a 360 px slot on a 1x screen: the 400 px copy, not the 1200 px image
  const chosen = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
  assert.match(chosen, /\/library\/[0-9a-f]+-400w-[0-9a-f]{12}\.webp$/);
  const served = await page.request.get(chosen);
  assert.equal(served.status(), 200);
  assert.equal(served.headers()['content-type'], 'image/webp');
  assert.equal(served.headers()['cache-control'], 'public, max-age=31536000, immutable');
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/member-card-desktop.png` });
  const logo = card.locator('.member-card__logo img');
  assert.equal(await logo.getAttribute('alt'), 'Fire & Dough logo: a pizza peel');
  assert.deepEqual(srcsetWidths((await logo.getAttribute('srcset')) ?? ''), ['160w', '200w']);
  assert.deepEqual(problems, []);
  await close();
});

test('on a phone with a 2x screen, a full-width card poster is its 800 px copy', async () => {
  const { page, problems, close } = await openWatchedPage(browser, { ...PHONE, deviceScaleFactor: 2 });
  await page.goto(`${platform.origin('localhost')}/members`);
  const card = page.getByRole('article').filter({ hasText: 'Fire & Dough' });
  const poster = card.locator('.member-card__poster img');
  await poster.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('article .member-card__poster img');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  // 100vw of a 390 px screen at 2x: 780 px wanted, the 800 px copy is the nearest above
  assert.match(
    await poster.evaluate((img: HTMLImageElement) => img.currentSrc),
    /\/library\/[0-9a-f]+-800w-[0-9a-f]{12}\.webp$/,
  );
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/member-card-phone.png` });
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
  assert.deepEqual(srcsetWidths((await hero.getAttribute('srcset')) ?? ''), [
    '160w',
    '320w',
    '400w',
    '800w',
    '1200w',
    '1600w',
  ]);
  assert.equal(await hero.getAttribute('sizes'), '100vw');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-page-hero.png` });
  assert.deepEqual(problems, []);
  await close();
});

test('an image block keeps its box while its image is on the way: nothing shifts', async () => {
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  // the image block's file is held back until its box has been measured
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/media\/localhost\/library\/[^/]+\.webp$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${platform.origin('localhost')}/members/fire-and-dough`);
  const image = page.locator('figure.image-block img');
  await image.waitFor();
  await image.scrollIntoViewIfNeeded();
  const caption = page.locator('figure.image-block figcaption');
  const before = { image: await image.boundingBox(), caption: await caption.boundingBox() };
  assert.ok(before.image && before.image.width > 0);
  // 1200×750: the box has the image's proportions before a byte of it has come
  assert.ok(Math.abs(before.image.height - (before.image.width * 750) / 1200) < 1, JSON.stringify(before));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-block-pending.png` });
  release();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('figure.image-block img');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  // the block spans the page container (1176 px): the 1200 px image itself, no smaller copy
  assert.match(await image.evaluate((img: HTMLImageElement) => img.currentSrc), /\/[0-9a-f]{32}\.webp$/);
  assert.deepEqual({ image: await image.boundingBox(), caption: await caption.boundingBox() }, before);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-block-loaded.png` });
  assert.deepEqual(problems, []);
  await close();
});

test("a member's page header shows its poster: behind its hero, or under its title (issue 24)", async () => {
  const origin = platform.origin('localhost');
  const create = async (url: string, title: string, content: unknown[]) => {
    const answer = await staff.request.post(`${origin}/api/posts`, {
      headers: { 'x-csrf': '1' },
      data: {
        url,
        title,
        post_status_id: 2,
        post_type_id: 2,
        media: { poster: ids.poster, logo: ids.logo },
        post_body: { root: { props: {} }, content, zones: {} },
      },
    });
    assert.equal(answer.status(), 201, await answer.text());
  };
  await create('/members/oven-on-wheels', 'Oven on Wheels', [
    { type: 'Hero', props: { id: 'h', title: 'Oven on Wheels', subtitle: 'A hero without an image' } },
  ]);
  await create('/members/plain-oven', 'Plain Oven', [
    { type: 'RichText', props: { id: 'r', title: '', html: '<p>No hero here.</p>' } },
  ]);
  const { page, problems, close } = await openWatchedPage(browser, DESKTOP);
  const posterShown = (selector: string) =>
    page.waitForFunction((css) => {
      const img = document.querySelector<HTMLImageElement>(css);
      return img?.complete && img.naturalWidth > 0 ? img.currentSrc : false;
    }, selector);
  await page.goto(`${origin}/members/oven-on-wheels`);
  await page.getByRole('heading', { level: 1, name: 'Oven on Wheels' }).waitFor();
  await page.getByRole('img', { name: 'Fire & Dough logo: a pizza peel' }).waitFor();
  const behind = String(await (await posterShown('.hero img.hero__image')).jsonValue());
  assert.match(behind, /\/media\/localhost\/library\/[0-9a-f]+(-\d+w-[0-9a-f]{12})?\.webp$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-hero-poster.png` });

  await page.goto(`${origin}/members/plain-oven`);
  const header = page.locator('header.page-header');
  await header.getByRole('heading', { level: 1, name: 'Plain Oven' }).waitFor();
  await header.getByRole('img', { name: 'Pizza oven glowing in the truck' }).waitFor();
  await posterShown('.page-header__poster img');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-header-poster.png` });
  assert.deepEqual(problems, []);
  await close();
});
