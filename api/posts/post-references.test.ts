import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client, login } from '../testing/api-calls.ts';
import { createHarness } from '../testing/api-test-harness.ts';
import { EMAILS } from '../testing/seeded-staff.ts';

t.test('deleting a cuisine tag or a member cleans the references to it', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);
  const tag = (await client(app, token).post(API.cuisineTags, { title: 'Thai', icon_data: { id: 1 } })).body
    .data;
  const keep = (await client(app, token).post(API.cuisineTags, { title: 'Lao', icon_data: { id: 2 } })).body
    .data;
  const member = (
    await client(app, token).post(API.posts.create, {
      url: '/members/thai',
      title: 'Thai truck',
      post_status_id: 2,
      post_type_id: 2,
      external_data: { cuisines: [tag.id, keep.id] },
    })
  ).body;
  await client(app, token).put(API.options.errorPage, {
    title: 't',
    subtitle: 's',
    section_title: 'm',
    section_text: '',
    members: [member.id],
  });

  await client(app, token).delete(API.cuisineTag(tag.id));
  const after = await client(app, token).get(API.posts.one(member.id));
  t.same(after.body.external_data, { cuisines: [keep.id] });

  await client(app, token).delete(API.posts.permanently(member.id));
  t.same((await client(app).get(API.options.errorPage)).body.members, []);
});
