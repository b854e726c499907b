/**
 * Truck schedules end to end (issue 28): the owner plans today's stops of three trucks on
 * /panel/schedule by dragging across empty slots of the calendar (one of them every week), and
 * moves one by dragging it; a visitor on a phone then finds them in "Today" on the home page and
 * in "This week", with "Open in maps", and a truck's next stops on its own page; the truck's
 * calendar feed is an iCalendar file with its weekly rule. The site's zone is set
 * so that its local time is about noon whenever the journey runs, so "later today" always has room.
 * axe finds no serious or critical violation on the screen; photographed, desktop and phone, light
 * and dark, when SCHEDULE_SCREENSHOTS names a folder.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { API } from '../shared/api-paths.ts';
import { POST_TYPE } from '../shared/ids/post-types.ts';
import { PUBLIC_API } from '../shared/public-api-paths.ts';
import { createPost } from './support/content.ts';
import { scanFourLooks } from './support/four-looks.ts';
import { expectToast, watchProblems } from './support/panel.ts';
import { DESKTOP, PHONE } from './support/public-pages.ts';
import { signedInStage } from './support/stage.ts';

const { browser, origin, context, page } = await signedInStage();
const problems = watchProblems(page);

/** a fixed-offset zone where it is about noon now (Etc/GMT's sign is the other way round) */
function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'UTC';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
const zone = noonZone();
const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

const api = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
  const response = await context.request[method](`${origin}${path}`, { headers: { 'x-csrf': '1' }, data });
  assert.ok(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
};

/** Smoky Joe's hours after the move, as the API has them */
let movedHours = '';

const block = (type: string, props: Record<string, unknown>) => ({
  type,
  props: { id: `${type}-1`, anchor: '', ...props },
});

/** Drags across the slots of `date` from `from` to `to` (`HH:MM`, the slot's start), as a person does. */
async function dragAcross(screen: Page, date: string, from: string, to: string): Promise<void> {
  const column = await screen
    .locator(`.schedule-calendar [role="cell"][data-date="${date}"]`)
    .first()
    .boundingBox();
  const first = await screen.locator(`.schedule-calendar [data-time="${from}:00"]`).first().boundingBox();
  const last = await screen.locator(`.schedule-calendar [data-time="${to}:00"]`).first().boundingBox();
  assert.ok(column && first && last, `the calendar shows ${date} ${from}–${to}`);
  const x = column.x + column.width / 2;
  await screen.mouse.move(x, first.y + 4);
  await screen.mouse.down();
  await screen.mouse.move(x, (first.y + last.y) / 2, { steps: 5 });
  await screen.mouse.move(x, last.y + last.height - 4, { steps: 5 });
  await screen.mouse.up();
}

test('the owner plans three trucks by dragging on the calendar, and moves one', async () => {
  await api('put', '/api/options/options', { time_zone: zone });
  // a truck of its own, whose page shows its next stops
  await createPost(context, origin, {
    url: '/members/night-owl',
    title: 'Night Owl Tacos',
    post_type_id: POST_TYPE.member,
    post_body: {
      root: { props: { title: 'Night Owl Tacos' } },
      zones: {},
      content: [block('NextStops', { title: 'Next stops', memberIds: [], limit: 5, showCalendarLink: true })],
    },
  });
  // "Today" on the home page, under its hero; "This week" on a page of its own
  const home = (await api('get', `${PUBLIC_API.posts.byUrl}?url=%2F`)).data as {
    id: number;
    post_body: { content: unknown[] };
  };
  const [hero, ...rest] = home.post_body.content;
  await api('put', API.posts.body(home.id), {
    post_body: {
      ...home.post_body,
      content: [
        hero,
        block('TodayStops', {
          title: 'Today',
          emptyText: 'No trucks are out today.',
          offerClosestFirst: true,
        }),
        ...rest,
      ],
    },
  });
  await createPost(context, origin, {
    url: '/where',
    title: 'Where to find us',
    post_type_id: POST_TYPE.page,
    post_body: {
      root: { props: { title: 'Where to find us' } },
      zones: {},
      content: [block('WeekStops', { title: 'This week', showEmptyDays: false })],
    },
  });

  // tall enough for the whole day's hours: a drag stays on screen
  await page.setViewportSize({ width: 1280, height: 1500 });
  await page.goto(`${origin}/panel/schedule`);
  await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
  await page.locator(`.schedule-calendar [role="cell"][data-date="${localToday}"]`).first().waitFor();
  const plans = [
    { truck: 'Taco Loco', place: 'Market Square', from: '13:00', to: '14:30', lat: '52.3702', lon: '4.8952' },
    { truck: 'Smoky Joe', place: 'Brewery Yard', from: '15:00', to: '16:30', lat: '', lon: '' },
    {
      truck: 'Night Owl Tacos',
      place: 'Harbour Steps',
      from: '19:00',
      to: '21:30',
      lat: '52.3791',
      lon: '4.9003',
      weekly: true,
    },
  ];
  for (const plan of plans) {
    await dragAcross(page, localToday, plan.from, plan.to);
    const dialog = page.getByRole('dialog', { name: 'Add a stop' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('textbox', { name: 'Starts' }).inputValue(), plan.from);
    await dialog.getByRole('combobox', { name: 'Truck' }).click();
    await page.getByRole('option', { name: plan.truck, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Place' }).fill(plan.place);
    await dialog.getByRole('textbox', { name: 'Latitude' }).fill(plan.lat);
    await dialog.getByRole('textbox', { name: 'Longitude' }).fill(plan.lon);
    if ('weekly' in plan) {
      await dialog.getByRole('switch', { name: 'Every week' }).check();
    }
    await dialog.getByRole('button', { name: 'Add the stop' }).click();
    await expectToast(page, 'Stop added');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: new RegExp(`${plan.truck} · ${plan.place}`) }).waitFor();
  }

  // Smoky Joe's stop dragged about an hour later (the calendar snaps to quarter hours)
  const smoky = page.getByRole('button', { name: /Smoky Joe · Brewery Yard/ });
  const box = await smoky.boundingBox();
  const target = await page.locator('.schedule-calendar [data-time="16:00:00"]').first().boundingBox();
  assert.ok(box && target);
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + 3);
  await page.mouse.down();
  await page.mouse.move(x, (box.y + target.y) / 2 + 3, { steps: 5 });
  await page.mouse.move(x, target.y + 3, { steps: 5 });
  await page.mouse.up();
  await expectToast(page, 'Stop moved');
  const stops = (await api('get', '/api/stops')).data as {
    place_name: string;
    start_time: string;
    end_time: string;
    repeat: string;
  }[];
  assert.equal(stops.find((stop) => stop.place_name === 'Harbour Steps')?.repeat, 'weekly');
  const moved = stops.find((stop) => stop.place_name === 'Brewery Yard');
  assert.ok(
    moved && moved.start_time >= '15:45' && moved.start_time <= '16:15',
    `moved to ${moved?.start_time}`,
  );
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  assert.equal(minutes(moved.end_time) - minutes(moved.start_time), 120, 'a move keeps its length');
  movedHours = `${moved.start_time}–${moved.end_time}`;
  // the calendar shows it where the API has it
  await page
    .locator('.schedule-calendar [role="button"]', { hasText: 'Smoky Joe · Brewery Yard' })
    .filter({ hasText: moved.start_time })
    .waitFor();
  await page.setViewportSize(DESKTOP.viewport);
});

test('a visitor on a phone finds today’s trucks, this week, a truck’s next stops and its feed', async () => {
  const visitor = await browser.newContext(PHONE);
  const tab = await visitor.newPage();
  await tab.goto(`${origin}/`);
  const today = tab.locator('.stops-block').filter({ has: tab.getByRole('heading', { name: 'Today' }) });
  await today.getByText('Harbour Steps').first().waitFor();
  const text = ((await today.textContent()) ?? '').replace(/\s+/g, ' ');
  for (const expected of [
    'Taco Loco',
    'Market Square',
    '13:00–15:00',
    'Brewery Yard',
    movedHours,
    'Night Owl Tacos',
  ]) {
    assert.ok(text.includes(expected), `"Today" says ${expected}: ${text}`);
  }
  // Open in maps: a geo: URI with coordinates; without them, the place searched on OpenStreetMap
  assert.equal(await today.locator('a[href^="geo:"]').first().getAttribute('href'), 'geo:52.3702,4.8952');
  assert.equal(
    await today.locator('a[href*="openstreetmap.org/search"]').count(),
    1,
    "only Brewery Yard's has no coordinates",
  );
  assert.match(
    (await today.locator('a[href*="openstreetmap.org/search"]').getAttribute('href')) ?? '',
    /query=Brewery%20Yard/,
  );
  await today.getByRole('button', { name: 'Closest first' }).waitFor();
  await tab.goto(`${origin}/where`);
  const week = tab.locator('.stops-block').filter({ has: tab.getByRole('heading', { name: 'This week' }) });
  await week.getByRole('heading', { name: 'Today', level: 3 }).waitFor();
  assert.equal(await week.locator('.stop').count(), 3, "today's three stops; the weekly one again next week");

  await tab.goto(`${origin}/members/night-owl`);
  const next = tab.locator('.stops-block').filter({ hasText: 'Next stops' });
  await next.getByText('Harbour Steps').first().waitFor();
  const nextText = ((await next.textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(nextText, /Today, 19:00–22:00/);
  // a weekly stop: the same hours a week on, and the weeks after
  assert.ok((await next.locator('.stop').count()) >= 5, nextText);
  const feed = await next.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const ics = await visitor.request.get(`${origin}${feed}`);
  assert.equal(ics.status(), 200);
  assert.match(ics.headers()['content-type'] ?? '', /text\/calendar/);
  const calendar = await ics.text();
  assert.match(calendar, /BEGIN:VEVENT[\s\S]*LOCATION:Harbour Steps/);
  assert.match(calendar, /RRULE:FREQ=WEEKLY/);
  await visitor.close();
});

test('the schedule screen passes axe, desktop and phone, light and dark', async () => {
  const folder = process.env.SCHEDULE_SCREENSHOTS;
  const looks = await scanFourLooks(
    browser,
    origin,
    {
      path: '/panel/schedule',
      name: 'schedule',
      ready: async (scan) => {
        await scan.getByRole('button', { name: /Night Owl Tacos · Harbour Steps/ }).waitFor();
        // a phone opens on three days from today (a week's seven columns are slivers there)
        const phone = (scan.viewportSize()?.width ?? 0) < 768;
        await scan.getByRole('tab', { name: phone ? /3 days/ : /Week/, selected: true }).waitFor();
      },
    },
    folder,
  );
  assert.deepEqual(looks.violations, []);
  if (folder) {
    const visitor = await browser.newContext({ ...PHONE, colorScheme: 'dark' });
    const tab = await visitor.newPage();
    await tab.goto(`${origin}/`);
    await tab.getByText('Harbour Steps').first().waitFor();
    await tab.screenshot({ path: join(folder, 'home-today-phone-dark.png'), fullPage: true });
    await visitor.close();
  }
  assert.deepEqual([...problems, ...looks.problems], []);
});
