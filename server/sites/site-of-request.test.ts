/**
 * The site a request works on, against the real content API (decision 011): a staff member who
 * switched the panel to tacos.localhost still gets localhost's site at http://localhost — its
 * pages, public reads and forms — while the panel's calls (X-Site-Context: panel) read and write
 * tacos; a write to tacos through the BFF shows on tacos' pages at once.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { OWNER, startStack } from '../test-support/stack-harness.ts';
import { type CallResult, call, cookieJar } from '../test-support/test-client.ts';

t.test('the managed site and the site of the page are told apart', async (t) => {
  const { bff } = await startStack(t, 'site-of-request');
  const host = 'localhost:3000';
  const write = { 'x-csrf': '1', origin: 'http://localhost:3000' };
  const panel = { 'x-site-context': 'panel' };
  const answers: CallResult[] = [];
  const jar = () => cookieJar(answers);

  const login = await call(bff.url, API.auth.login, {
    method: 'POST',
    host,
    headers: { ...write, ...panel },
    json: { ...OWNER },
  });
  t.equal(login.status, 200, login.text);
  t.equal(login.cookie('site')?.value, 'localhost', 'a session starts on the site it signed in at');
  answers.push(login);

  const domains = await call(bff.url, API.options.domains, { host, headers: { ...panel, cookie: jar() } });
  const tacos = (domains.json as Array<{ id: number; host: string }>).find(
    (d) => d.host === 'tacos.localhost',
  );
  t.ok(tacos, 'the owner has tacos.localhost');
  const switched = await call(bff.url, API.auth.switchDomain, {
    method: 'POST',
    host,
    headers: { ...write, ...panel, cookie: jar() },
    json: { domain_id: tacos?.id },
  });
  t.equal(switched.status, 200, switched.text);
  t.equal(switched.cookie('site')?.value, 'tacos.localhost');
  answers.push(switched);

  const titleOf = (answer: CallResult) => (answer.json as { title: string }).title;
  const publicRead = await call(bff.url, API.options.options, { host, headers: { cookie: jar() } });
  t.equal(titleOf(publicRead), 'Rolling Kitchens Collective', "the site's own reads: the host's site");
  const panelRead = await call(bff.url, API.options.options, { host, headers: { ...panel, cookie: jar() } });
  t.equal(titleOf(panelRead), 'Taco Row', "the panel's reads: the managed site");
  const page = await call(bff.url, '/', { host, headers: { ...panel, cookie: jar() } });
  t.match(page.text, /<title[^>]*>Rolling Kitchens Collective<\/title>/, "the page: the host's site");
  t.equal(page.headers['set-cookie'], undefined, 'and the managed site is kept');
  const account = await call(bff.url, API.account.self, { host, headers: { ...panel, cookie: jar() } });
  t.match(account.json, { data: { domain: { host: 'tacos.localhost' } } }, 'the session works on tacos');

  // the first look at tacos' own pages, cached by the BFF
  t.match((await call(bff.url, '/', { host: 'tacos.localhost' })).text, /<title[^>]*>Taco Row<\/title>/);

  const notHere = await call(bff.url, API.options.options, {
    method: 'PUT',
    host,
    headers: { ...write, cookie: jar() },
    json: { title: 'Written to localhost?' },
  });
  t.equal(
    notHere.status,
    403,
    "a write without the panel's header goes to the host's site, and is refused there",
  );
  const saved = await call(bff.url, API.options.options, {
    method: 'PUT',
    host,
    headers: { ...write, ...panel, cookie: jar() },
    json: { title: 'Taco Row Renamed' },
  });
  t.equal(saved.status, 200, saved.text);
  t.match(
    (await call(bff.url, '/members', { host: 'tacos.localhost' })).text,
    /<title[^>]*>Members \| Taco Row Renamed<\/title>/,
    "the panel's write shows on the managed site's pages at once",
  );
  t.match(
    (await call(bff.url, '/', { host })).text,
    /<title[^>]*>Rolling Kitchens Collective<\/title>/,
    "and the host's site is unchanged",
  );

  const relogin = await call(bff.url, API.auth.login, {
    method: 'POST',
    host: 'bbq.localhost',
    headers: { 'x-csrf': '1', cookie: 'site=tacos.localhost' },
    json: { ...OWNER },
  });
  t.equal(relogin.status, 200);
  t.equal(relogin.cookie('site')?.value, 'bbq.localhost', 'signing in elsewhere manages that site');
});
