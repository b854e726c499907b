/**
 * Which writes change what visitors see, derived from the collections: a write to anything a
 * visitor's page reads does; reads, sign-ins, account changes, staff accounts and visitors' forms
 * do not (a form sent by anyone must not empty a site's caches).
 */
import t from 'tap';
import { API, PUBLIC_API } from '../api-paths.ts';
import { CONTENT_COLLECTIONS, isWriteShownToVisitors } from './content-collections.ts';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

t.test('a write to anything a page reads changes what visitors see', async (t) => {
  const reads = CONTENT_COLLECTIONS.flatMap((c) => c.publicReads.map((path) => path.replace(':id', '7')));
  for (const path of [...reads, PUBLIC_API.faqs, PUBLIC_API.cuisineTags, API.analytics, API.clearCache]) {
    for (const method of WRITES)
      t.ok(
        isWriteShownToVisitors(method, path) || isWriteShownToVisitors(method, `${path}/12`),
        `${method} ${path}`,
      );
    t.notOk(isWriteShownToVisitors('GET', path), `GET ${path} changes nothing`);
  }
});

t.test('sign-ins, accounts, staff and visitors’ forms change nothing visitors see', async (t) => {
  for (const path of [
    API.auth.login,
    API.auth.refreshTokens,
    API.account.changePassword,
    API.users,
    API.user(3),
    API.submission(4),
    PUBLIC_API.formSubmissions('catering'),
  ])
    t.notOk(isWriteShownToVisitors('POST', path), `POST ${path}`);
  t.notOk(isWriteShownToVisitors('POST', '/api/postsx'), 'a prefix matches whole segments only');
});
