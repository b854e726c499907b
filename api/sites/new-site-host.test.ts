/**
 * A new site's host is a DNS host name (issue 23): no IP address in any form a resolver reads as
 * one, no single label, one label under localhost; the demo's hosts pass.
 */
import t from 'tap';
import { DEMO_SITES } from '../seed/demo-sites.ts';
import { HOST_PROBLEMS, newSiteHostProblem } from './new-site-host.ts';

t.test('IP addresses are refused in every form', async (t) => {
  for (const host of [
    '127.0.0.1',
    '10.0.0.1',
    '169.254.169.254',
    '0',
    '2130706433',
    '0x7f.1',
    '0x7f000001',
    '127.1',
    '1.2.3.0x10',
    'trucks.0x',
    '::1',
    '[::1]',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])
    t.equal(newSiteHostProblem(host), HOST_PROBLEMS.ipAddress, host);
});

t.test('names that are not DNS host names are refused', async (t) => {
  const cases: [string, string][] = [
    ['shop', HOST_PROBLEMS.oneLabel],
    ['trucks', HOST_PROBLEMS.oneLabel],
    ['localhost.localhost', HOST_PROBLEMS.localhost],
    ['a.b.localhost', HOST_PROBLEMS.localhost],
    ['shop_1.example', HOST_PROBLEMS.labels],
    ['-shop.example', HOST_PROBLEMS.labels],
    ['shop-.example', HOST_PROBLEMS.labels],
    ['a..b', HOST_PROBLEMS.labels],
    ['shop.example.', HOST_PROBLEMS.labels],
    [`${'a'.repeat(64)}.example`, HOST_PROBLEMS.labels],
    [`${'a.'.repeat(126)}aa`, HOST_PROBLEMS.labels],
    ['', HOST_PROBLEMS.labels],
  ];
  for (const [host, problem] of cases) t.equal(newSiteHostProblem(host), problem, host);
});

t.test('host names pass, the demo sites among them', async (t) => {
  for (const host of [
    'tacos.example.com',
    'new-truck.example',
    'xn--tacos-9ta.example',
    '1e100.net',
    '123.example',
    `${'a'.repeat(63)}.example`,
    'tacos.localhost',
    ...DEMO_SITES.map((site) => site.host),
  ])
    t.equal(newSiteHostProblem(host), undefined, host);
});
