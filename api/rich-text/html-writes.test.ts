/**
 * Every way the API takes HTML stores it sanitised (docs/decisions/031): a post body (its
 * rich-text fields, in content and zones), a draft, an FAQ answer, the footer's join text and the
 * error page's section text. What the API then serves holds no handler, script or unsafe link.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { call, createHarness, EMAILS, login } from '../testing/api-test-harness.ts';

const HOSTILE = '<p>Hot <strong>tacos</strong></p><script>x()</script><img src="/x.png" onerror="x()">';
const CLEAN = '<p>Hot <strong>tacos</strong></p><img src="/x.png" />';

const documentOf = (html: string) => ({
  root: { props: {} },
  content: [{ type: 'RichText', props: { id: 'r1', title: '<b>typed</b>', html } }],
  zones: { 'r1:side': [{ type: 'CallToAction', props: { id: 'c1', text: html } }] },
});

t.test('HTML written through the API is stored and served sanitised', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);

  const created = await call(app, {
    method: 'POST',
    url: API.posts.create,
    token,
    payload: {
      url: '/hostile',
      title: 'Hostile',
      post_status_id: 2,
      post_type_id: POST_TYPE.page,
      post_body: documentOf(HOSTILE),
    },
  });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const served = await call(app, { method: 'GET', url: `${API.posts.byUrl}?url=/hostile` });
  t.same(served.body.data.post_body, documentOf(CLEAN), 'the published body; a text field is left as typed');

  const draft = await call(app, {
    method: 'PUT',
    url: API.posts.draft(created.body.id),
    token,
    payload: { post_body: documentOf(`<h2>Draft</h2>${HOSTILE}`) },
  });
  t.equal(draft.status, 200, JSON.stringify(draft.body));
  const readDraft = await call(app, { method: 'GET', url: API.posts.draft(created.body.id), token });
  t.same(readDraft.body.data.post_body, documentOf(`<h2>Draft</h2>${CLEAN}`), 'the draft');

  const faq = await call(app, {
    method: 'POST',
    url: API.faqs,
    token,
    payload: { question: 'Spicy?', answer: HOSTILE },
  });
  t.equal(faq.body.answer, CLEAN, 'a new FAQ answer');
  const patched = await call(app, {
    method: 'PATCH',
    url: API.faq(faq.body.id),
    token,
    payload: { answer: `<p>Very</p>${HOSTILE}` },
  });
  t.equal(patched.body.answer, `<p>Very</p>${CLEAN}`, 'a changed FAQ answer');

  const options = await call(app, {
    method: 'PUT',
    url: API.options.options,
    token,
    payload: { join_text: HOSTILE },
  });
  t.equal(options.status, 200, JSON.stringify(options.body));
  t.equal((await call(app, { method: 'GET', url: API.options.options })).body.join_text, CLEAN, 'join text');

  const errorPage = await call(app, {
    method: 'PUT',
    url: API.options.errorPage,
    token,
    payload: {
      title: 'Lost?',
      subtitle: 'This page is not here',
      section_title: 'Hungry?',
      section_text: HOSTILE,
    },
  });
  t.equal(errorPage.status, 200, JSON.stringify(errorPage.body));
  const readErrorPage = await call(app, { method: 'GET', url: API.options.errorPage });
  t.equal(readErrorPage.body.domainErrorPage.section_text, CLEAN, 'error page section text');
});
