import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { call, createHarness, EMAILS, login } from '../testing/api-test-harness.ts';

t.test('deleting a cuisine tag or a member cleans the references to it', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);
  const tag = (
    await call(app, {
      method: 'POST',
      url: API.cuisineTags,
      token,
      payload: { title: 'Thai', icon_data: { id: 1 } },
    })
  ).body.data;
  const keep = (
    await call(app, {
      method: 'POST',
      url: API.cuisineTags,
      token,
      payload: { title: 'Lao', icon_data: { id: 2 } },
    })
  ).body.data;
  const member = (
    await call(app, {
      method: 'POST',
      url: API.posts.create,
      token,
      payload: {
        url: '/members/thai',
        title: 'Thai truck',
        post_status_id: 2,
        post_type_id: 2,
        external_data: { cuisines: [tag.id, keep.id] },
      },
    })
  ).body;
  await call(app, {
    method: 'PUT',
    url: API.options.errorPage,
    token,
    payload: { title: 't', subtitle: 's', section_title: 'm', section_text: '', members: [member.id] },
  });

  await call(app, { method: 'DELETE', url: API.cuisineTag(tag.id), token });
  const after = await call(app, { method: 'GET', url: API.posts.one(member.id), token });
  t.same(after.body.external_data, { cuisines: [keep.id] });

  await call(app, { method: 'DELETE', url: API.posts.permanently(member.id), token });
  t.same((await call(app, { method: 'GET', url: API.options.errorPage })).body.members, []);
});
