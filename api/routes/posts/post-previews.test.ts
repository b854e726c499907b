/**
 * Preview links: made by staff, read by anyone holding one — the draft of an unpublished post, on
 * its own site only, answered noindex; a changed, expired or foreign link is not found.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { createPreviewToken, readPreviewToken } from '../../posts/preview-tokens.ts';
import { call, client, siteHeaders } from '../../testing/api-calls.ts';
import { editorWithPost, pagePost, richTextDocument as rich } from '../../testing/post-fixtures.ts';
import { HOSTS } from '../../testing/seeded-staff.ts';

t.test('a preview link shows the draft of an unpublished post to anyone, noindex', async (t) => {
  const { app, token, id } = await editorWithPost(
    t,
    pagePost('/secret-menu', 'Secret menu', { post_body: rich('<p>Saved body</p>') }),
  );
  await client(app, token).put(API.posts.draft(id), { post_body: rich('<p>Draft body</p>') });

  t.equal((await client(app).post(API.posts.previewLink(id))).status, 401, 'staff only');
  const link = await client(app, token).post(API.posts.previewLink(id));
  t.equal(link.status, 200);
  t.match(link.body.data, { path: /^\/secret-menu\?preview=/, expires_at: /Z$/ });
  const previewToken = link.body.data.token as string;

  const read = await client(app).get(`${API.posts.preview}?token=${previewToken}`);
  t.equal(read.status, 200, 'no account needed');
  const raw = await app.inject({
    method: 'GET',
    url: `${API.posts.preview}?token=${previewToken}`,
    headers: siteHeaders(HOSTS.main),
  });
  t.equal(raw.headers['x-robots-tag'], 'noindex, nofollow');
  t.match(raw.headers['cache-control'], /no-store/);
  t.match(read.body.data, { id, post_status_id: 1 });
  t.match(JSON.stringify(read.body.data.post_body), /Draft body/, 'the draft is what is previewed');

  const tampered = `${previewToken.slice(0, -2)}${previewToken.endsWith('A') ? 'B' : 'A'}A`;
  t.equal((await client(app).get(`${API.posts.preview}?token=${tampered}`)).status, 404);
  const foreign = await call(app, {
    method: 'GET',
    url: `${API.posts.preview}?token=${previewToken}`,
    host: HOSTS.tacos,
  });
  t.equal(foreign.status, 404, "not on another site's host");
  const expired = createPreviewToken(app.apiConfig.jwtSecret, {
    postId: id,
    domainId: 1,
    expiresAt: Math.floor(Date.now() / 1000) - 1,
  });
  t.equal((await client(app).get(`${API.posts.preview}?token=${expired}`)).status, 404, 'expired');

  await client(app, token).delete(API.posts.one(id));
  const trashed = await client(app).get(`${API.posts.preview}?token=${previewToken}`);
  t.equal(trashed.status, 404, 'a post in the trash is not previewed');
});

t.test('tokens: signed, whole, unexpired', async (t) => {
  const secret = new Uint8Array(32).fill(7);
  const now = 1_800_000_000;
  const token = createPreviewToken(secret, { postId: 5, domainId: 2, expiresAt: now + 60 });
  t.same(readPreviewToken(secret, token, now), { postId: 5, domainId: 2, expiresAt: now + 60 });
  t.equal(readPreviewToken(secret, token, now + 60), undefined, 'expired at its time');
  t.equal(readPreviewToken(new Uint8Array(32).fill(8), token, now), undefined, 'another secret');
  const [payload, signature] = token.split('.');
  const forged = `${Buffer.from(`6.2.${now + 60}`).toString('base64url')}.${signature}`;
  t.equal(readPreviewToken(secret, forged, now), undefined, 'another post under the same signature');
  t.equal(readPreviewToken(secret, `${payload}.${signature}.x`, now), undefined);
  t.equal(readPreviewToken(secret, 'garbage', now), undefined);
});
