import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { call, client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

t.test('FAQ categories and FAQs: create, list, change, delete', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const category = await client(app, token).post(API.faqCategories, { name: 'Catering' });
  t.equal(category.status, 201);
  t.same(category.body, { id: category.body.id, name: 'Catering' });

  const faq = await client(app, token).post(API.faqs, {
    question: 'Do you cater weddings?',
    answer: 'Yes!',
    category: category.body.id,
  });
  t.equal(faq.status, 201);
  t.match(faq.body, {
    question: 'Do you cater weddings?',
    answer: 'Yes!',
    category: category.body.id,
    position: 0,
  });
  const second = await client(app, token).post(API.faqs, { question: 'Vegan?', answer: 'Always' });
  t.equal(second.body.position, 1);
  t.equal(second.body.category, null);

  const list = await client(app).get(API.faqs);
  t.same(
    list.body.map((f: { question: string }) => f.question),
    ['Do you cater weddings?', 'Vegan?'],
  );
  t.same((await client(app).get(API.faqCategories)).body, [category.body]);

  const patched = await client(app, token).patch(API.faq(faq.body.id), { answer: 'Yes, up to 300 guests.' });
  t.equal(patched.body.answer, 'Yes, up to 300 guests.');
  t.equal(patched.body.question, 'Do you cater weddings?');

  const removedCategory = await client(app, token).delete(API.faqCategory(category.body.id));
  t.same(removedCategory.body, { id: category.body.id });
  const afterCategory = await client(app).get(API.faqs);
  t.equal(afterCategory.body[0].category, null, 'FAQs of a deleted category keep living without one');

  const removed = await client(app, token).delete(API.faq(faq.body.id));
  t.equal(removed.status, 200);
  t.equal((await client(app).get(API.faqs)).body.length, 1);
  t.equal((await client(app, token).delete(API.faq(faq.body.id))).status, 404);
});

t.test('FAQ validation, permissions and site isolation', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const empty = await client(app, token).post(API.faqs, { question: '', answer: 'x' });
  t.equal(empty.status, 400);
  t.ok(empty.body.errors.question);
  const unknownCategory = await client(app, token).post(API.faqs, {
    question: 'q',
    answer: 'a',
    category: 77,
  });
  t.equal(unknownCategory.status, 400);
  t.ok(unknownCategory.body.errors.category);
  const anonymous = await client(app).post(API.faqs, { question: 'q', answer: 'a' });
  t.equal(anonymous.status, 401);
  t.same((await client(app).get(API.faqs)).body, []);

  const mine = await client(app, token).post(API.faqs, { question: 'q', answer: 'a' });
  const { access_token: tacos } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  t.same((await call(app, { method: 'GET', url: API.faqs, host: HOSTS.tacos })).body, []);
  const foreign = await client(app, tacos, HOSTS.tacos).patch(API.faq(mine.body.id), { answer: 'hacked' });
  t.equal(foreign.status, 404);
  t.equal((await client(app).get(API.faqs)).body[0].answer, 'a');
});

t.test('a PATCH with nothing to change is a 400 "Nothing to change" and changes nothing', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const faq = await client(app, token).post(API.faqs, { question: 'Open on Sundays?', answer: 'Yes' });
  const empty = await client(app, token).patch(API.faq(faq.body.id), {});
  t.equal(empty.status, 400, JSON.stringify(empty.body));
  t.same(empty.body, {
    statusCode: 400,
    message: 'Nothing to change',
    errors: { body: ['Send at least one field to change'] },
  });
  t.same((await client(app).get(API.faqs)).body, [faq.body]);
});

t.test('FAQ bodies with undeclared fields are refused and nothing is stored', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const created = await client(app, token).post(API.faqs, {
    question: 'q',
    answer: 'a',
    evil_extra_key: 'x',
  });
  t.equal(created.status, 400);
  t.same(created.body.errors, { evil_extra_key: ['is not allowed'] });
  t.same((await client(app).get(API.faqs)).body, []);
  const category = await client(app, token).post(API.faqCategories, { name: 'Menu', id: 99 });
  t.equal(category.status, 400);
  t.ok(category.body.errors.id);
  t.same((await client(app).get(API.faqCategories)).body, []);
});
