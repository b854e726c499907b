/**
 * Every way the API takes HTML stores it sanitised (docs/decisions/031): a post body (its
 * rich-text fields, in content and zones), a draft, an FAQ answer, the footer's join text and the
 * error page's section text. What the API then serves holds no handler, script or unsafe link.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { client } from '../testing/api-calls.ts';
import { signedIn } from '../testing/api-test-harness.ts';

const HOSTILE = '<p>Hot <strong>tacos</strong></p><script>x()</script><img src="/x.png" onerror="x()">';
const CLEAN = '<p>Hot <strong>tacos</strong></p><img src="/x.png" />';

const documentOf = (html: string) => ({
  root: { props: {} },
  content: [{ type: 'RichText', props: { id: 'r1', title: '<b>typed</b>', html } }],
  zones: { 'r1:side': [{ type: 'CallToAction', props: { id: 'c1', text: html } }] },
});

t.test('HTML written through the API is stored and served sanitised', async (t) => {
  const { app, token } = await signedIn(t, 'admin');

  const created = await client(app, token).post(API.posts.create, {
    url: '/hostile',
    title: 'Hostile',
    post_status_id: 2,
    post_type_id: POST_TYPE.page,
    post_body: documentOf(HOSTILE),
  });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const served = await client(app).get(`${API.posts.byUrl}?url=/hostile`);
  t.same(served.body.data.post_body, documentOf(CLEAN), 'the published body; a text field is left as typed');

  const draft = await client(app, token).put(API.posts.draft(created.body.id), {
    post_body: documentOf(`<h2>Draft</h2>${HOSTILE}`),
  });
  t.equal(draft.status, 200, JSON.stringify(draft.body));
  const readDraft = await client(app, token).get(API.posts.draft(created.body.id));
  t.same(readDraft.body.data.post_body, documentOf(`<h2>Draft</h2>${CLEAN}`), 'the draft');

  const faq = await client(app, token).post(API.faqs, { question: 'Spicy?', answer: HOSTILE });
  t.equal(faq.body.answer, CLEAN, 'a new FAQ answer');
  const patched = await client(app, token).patch(API.faq(faq.body.id), { answer: `<p>Very</p>${HOSTILE}` });
  t.equal(patched.body.answer, `<p>Very</p>${CLEAN}`, 'a changed FAQ answer');

  const options = await client(app, token).put(API.options.options, { join_text: HOSTILE });
  t.equal(options.status, 200, JSON.stringify(options.body));
  t.equal((await client(app).get(API.options.options)).body.join_text, CLEAN, 'join text');

  const errorPage = await client(app, token).put(API.options.errorPage, {
    title: 'Lost?',
    subtitle: 'This page is not here',
    section_title: 'Hungry?',
    section_text: HOSTILE,
  });
  t.equal(errorPage.status, 200, JSON.stringify(errorPage.body));
  const readErrorPage = await client(app).get(API.options.errorPage);
  t.equal(readErrorPage.body.domainErrorPage.section_text, CLEAN, 'error page section text');
});
