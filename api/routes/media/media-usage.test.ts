/**
 * The media library screen's API (issue 9): how many posts show each image and which, the type and
 * missing-alt filters, the upload's format and size, deletion that empties every place that showed
 * the image, and one site's images refused in another site's posts (slots and bodies).
 */
import sharp from 'sharp';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import { call, createHarness, EMAILS, HOSTS, login, siteHeaders } from '../../testing/api-test-harness.ts';
import { multipart } from '../../testing/multipart-body.ts';

type Harness = Awaited<ReturnType<typeof createHarness>>;

const picture = (format: 'png' | 'jpeg', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

async function upload(app: Harness['app'], token: string, name: string, alt = '', host: string = HOSTS.main) {
  const format = name.endsWith('.png') ? 'png' : 'jpeg';
  const data = await picture(format);
  const form = multipart([
    { name: 'alt', data: alt },
    { name: 'file', filename: name, type: `image/${format}`, data },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: API.media,
    headers: { ...siteHeaders(host, token), 'content-type': form.contentType },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode} ${res.body}`);
  return { ...(res.json().data as { id: number; url: string }), size: data.length };
}

const documentOf = (content: unknown[], zones: Record<string, unknown[]> = {}) => ({
  root: { props: {} },
  content,
  zones,
});
const hero = (id: string, image: number | null) => ({
  type: 'Hero',
  props: { ...BLOCK_DEFAULT_PROPS.Hero, id, title: 'Hi', image },
});
const gallery = (id: string, images: number[]) => ({
  type: 'Gallery',
  props: { id, title: 'G', items: images.map((image) => ({ image, caption: '' })) },
});

async function createPost(app: Harness['app'], token: string, payload: Record<string, unknown>) {
  return call(app, {
    method: 'POST',
    url: API.posts.create,
    token,
    payload: { post_status_id: POST_STATUS.published, post_type_id: POST_TYPE.page, ...payload },
  });
}

t.test(
  'each image says how many posts show it, and which, in slots, blocks, zones and options',
  async (t) => {
    const { app } = await createHarness(t);
    const { access_token: token } = await login(app, EMAILS.admin);
    const poster = await upload(app, token, 'poster.jpg', 'The truck');
    const inline = await upload(app, token, 'inline.png', 'Tacos');
    const unused = await upload(app, token, 'unused.png');

    const member = await createPost(app, token, {
      url: '/members/one',
      title: 'Truck One',
      post_type_id: POST_TYPE.member,
      media: { poster: poster.id, logo: poster.id },
      post_body: documentOf([hero('h', poster.id)]),
    });
    t.equal(member.status, 201, JSON.stringify(member.body));
    const page = await createPost(app, token, {
      url: '/about',
      title: 'About',
      post_body: documentOf([gallery('g', [inline.id, poster.id])], { 'g:extra': [hero('z', inline.id)] }),
    });
    t.equal(page.status, 201, JSON.stringify(page.body));
    const trashed = await createPost(app, token, {
      url: '/old',
      title: 'Old page',
      post_body: documentOf([{ type: 'Image', props: { id: 'i', image: inline.id, caption: '' } }]),
    });
    t.equal((await call(app, { method: 'DELETE', url: API.posts.one(trashed.body.id), token })).status, 200);
    const options = await call(app, {
      method: 'PUT',
      url: API.options.errorPage,
      token,
      payload: { title: 't', subtitle: 's', section_title: 'm', section_text: '', truck_image_id: inline.id },
    });
    t.equal(options.status, 200);

    const list = await call(app, { method: 'GET', url: `${API.media}?limit=10`, token });
    const usedBy = Object.fromEntries(
      list.body.data.map((m: { id: number; used_by: number }) => [m.id, m.used_by]),
    );
    t.same(usedBy, { [poster.id]: 2, [inline.id]: 2, [unused.id]: 0 }, 'posts counted once each, trash too');

    const usage = await call(app, { method: 'GET', url: API.mediaUsage(poster.id), token });
    t.equal(usage.status, 200);
    t.same(usage.body.data, {
      posts: [
        {
          id: member.body.id,
          title: 'Truck One',
          post_type_id: POST_TYPE.member,
          deleted: false,
          places: ['Poster', 'Logo', 'Hero block'],
        },
        {
          id: page.body.id,
          title: 'About',
          post_type_id: POST_TYPE.page,
          deleted: false,
          places: ['Gallery block'],
        },
      ],
      options: [],
    });
    const inlineUsage = await call(app, { method: 'GET', url: API.mediaUsage(inline.id), token });
    t.same(
      inlineUsage.body.data.posts.map((p: { title: string; deleted: boolean; places: string[] }) => [
        p.title,
        p.deleted,
        p.places,
      ]),
      [
        ['About', false, ['Gallery block', 'Hero block']],
        ['Old page', true, ['Image block']],
      ],
      'a block in a drop zone counts; a trashed post is listed as such',
    );
    t.same(inlineUsage.body.data.options, ['Error page image']);

    const changed = await call(app, {
      method: 'PATCH',
      url: API.mediaItem(unused.id),
      token,
      payload: { alt: 'Now described' },
    });
    t.equal(changed.body.data.used_by, 0, 'the alt text change answers the count too');
    t.equal((await call(app, { method: 'GET', url: API.mediaUsage(99999), token })).status, 404);
    const other = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
    const foreign = await call(app, {
      method: 'GET',
      url: API.mediaUsage(poster.id),
      token: other.access_token,
      host: HOSTS.tacos,
    });
    t.equal(foreign.status, 404, 'another site sees nothing of this site’s images');
  },
);

t.test(
  'deleting an image empties the slots, blocks and options that showed it, and nothing else',
  async (t) => {
    const { app } = await createHarness(t);
    const { access_token: token } = await login(app, EMAILS.admin);
    const gone = await upload(app, token, 'gone.jpg', 'Gone');
    const kept = await upload(app, token, 'kept.jpg', 'Kept');
    const member = await createPost(app, token, {
      url: '/members/two',
      title: 'Truck Two',
      post_type_id: POST_TYPE.member,
      media: { poster: gone.id, logo: kept.id },
      post_body: documentOf([hero('h', gone.id), gallery('g', [kept.id, gone.id])]),
    });
    t.equal(member.status, 201);
    await call(app, {
      method: 'PUT',
      url: API.options.errorPage,
      token,
      payload: { title: 't', subtitle: 's', section_title: 'm', section_text: '', truck_image_id: gone.id },
    });

    const removed = await call(app, { method: 'DELETE', url: API.mediaItem(gone.id), token });
    t.equal(removed.status, 200);
    const post = await call(app, { method: 'GET', url: API.posts.one(member.body.id), token });
    t.same(post.body.media, { poster: null, logo: kept.id });
    t.equal(post.body.post_body.content[0].props.image, null);
    t.same(
      post.body.post_body.content[1].props.items.map((item: { image: number | null }) => item.image),
      [kept.id, null],
    );
    const errorPage = await call(app, { method: 'GET', url: API.options.errorPage, token });
    t.equal(errorPage.body.domainErrorPage.truck_image, null);
    t.equal((await call(app, { method: 'GET', url: API.mediaItem(gone.id) })).status, 404);
    const list = await call(app, { method: 'GET', url: API.media, token });
    t.same(
      list.body.data.map((m: { id: number; used_by: number }) => [m.id, m.used_by]),
      [[kept.id, 1]],
    );
    t.equal((await call(app, { method: 'DELETE', url: API.mediaItem(gone.id), token })).status, 404);
  },
);

t.test(
  'the upload keeps its format and size; the list filters by type and by missing alt text',
  async (t) => {
    const { app } = await createHarness(t);
    const { access_token: token } = await login(app, EMAILS.editor);
    const png = await upload(app, token, 'logo.png', 'Logo');
    const jpeg = await upload(app, token, 'photo.jpg');
    // the header decides, not the name: a JPEG called .png is a JPEG
    const renamed = await upload(app, token, 'photo-renamed.jpeg');

    const all = await call(app, { method: 'GET', url: API.media, token });
    const byId = new Map(all.body.data.map((m: { id: number }) => [m.id, m]));
    t.match(byId.get(png.id), { format: 'png', bytes: png.size, used_by: 0 });
    t.match(byId.get(jpeg.id), { format: 'jpeg', bytes: jpeg.size });
    t.type((byId.get(png.id) as { created_at: string }).created_at, 'string');

    const pngs = await call(app, { method: 'GET', url: `${API.media}?type=png`, token });
    t.same(
      pngs.body.data.map((m: { id: number }) => m.id),
      [png.id],
    );
    t.equal(pngs.body.meta.total, 1);
    const jpegs = await call(app, { method: 'GET', url: `${API.media}?type=jpeg&limit=1`, token });
    t.same(
      jpegs.body.data.map((m: { id: number }) => m.id),
      [renamed.id],
    );
    t.equal(jpegs.body.meta.total, 2);
    const gifs = await call(app, { method: 'GET', url: `${API.media}?type=gif`, token });
    t.same(gifs.body, { data: [], meta: { total: 0, limit: null, offset: 0 } });

    const noAlt = await call(app, { method: 'GET', url: `${API.media}?missing_alt=true`, token });
    t.same(
      noAlt.body.data.map((m: { id: number }) => m.id),
      [renamed.id, jpeg.id],
    );
    const both = await call(app, { method: 'GET', url: `${API.media}?missing_alt=true&type=png`, token });
    t.same(both.body.data, []);

    const bad = await call(app, { method: 'GET', url: `${API.media}?type=exe`, token });
    t.equal(bad.status, 400);
    t.ok(bad.body.errors.type, 'an unknown type is a field error');
    const badAlt = await call(app, { method: 'GET', url: `${API.media}?missing_alt=maybe`, token });
    t.equal(badAlt.status, 400);
  },
);

t.test('a post refuses another site’s images, in its slots and in its body', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);
  const { access_token: tacosToken } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const own = await upload(app, token, 'own.jpg', 'Ours');
  const foreign = await upload(app, tacosToken, 'foreign.jpg', 'Theirs', HOSTS.tacos);

  const slotOnCreate = await createPost(app, token, {
    url: '/members/x',
    title: 'X',
    post_type_id: POST_TYPE.member,
    media: { poster: foreign.id },
  });
  t.equal(slotOnCreate.status, 400);
  t.ok(slotOnCreate.body.errors['media.poster'], 'the slot is named');

  const bodyOnCreate = await createPost(app, token, {
    url: '/x',
    title: 'X',
    post_body: documentOf([hero('h', own.id), gallery('g', [foreign.id])]),
  });
  t.equal(bodyOnCreate.status, 400);
  t.same(bodyOnCreate.body.errors.post_body, [`Image ${foreign.id} is not in this site’s media library`]);
  const pages = await call(app, { method: 'GET', url: `${API.posts.byType}?type=${POST_TYPE.page}`, token });
  t.notOk(
    pages.body.data.some((p: { url: string }) => p.url === '/x'),
    'nothing is stored',
  );

  const post = await createPost(app, token, {
    url: '/members/y',
    title: 'Y',
    post_type_id: POST_TYPE.member,
    media: { poster: own.id },
    post_body: documentOf([hero('h', own.id)]),
  });
  t.equal(post.status, 201, 'its own site’s images are taken');
  const slotOnUpdate = await call(app, {
    method: 'PUT',
    url: API.posts.data(post.body.id),
    token,
    payload: { media: { logo: foreign.id } },
  });
  t.equal(slotOnUpdate.status, 400);
  t.ok(slotOnUpdate.body.errors['media.logo']);
  const bodyOnUpdate = await call(app, {
    method: 'PUT',
    url: API.posts.body(post.body.id),
    token,
    payload: { post_body: documentOf([hero('h', foreign.id)]) },
  });
  t.equal(bodyOnUpdate.status, 400);
  t.ok(bodyOnUpdate.body.errors.post_body);
  const read = await call(app, { method: 'GET', url: API.posts.one(post.body.id), token });
  t.same(read.body.media, { poster: own.id }, 'nothing changed');
  t.equal(read.body.post_body.content[0].props.image, own.id);
});

t.test('a body that already names a since-missing image can still be saved', async (t) => {
  const { app, db } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);
  const image = await upload(app, token, 'old.jpg', 'Old');
  const post = await createPost(app, token, {
    url: '/kept',
    title: 'Kept',
    post_body: documentOf([hero('h', image.id)]),
  });
  t.equal(post.status, 201);
  // the row goes away behind the API's back (an import, a hand edit): the body still names it
  await db.deleteFrom('media').where('id', '=', image.id).execute();
  const again = await call(app, {
    method: 'PUT',
    url: API.posts.body(post.body.id),
    token,
    payload: {
      post_body: documentOf([
        { ...hero('h', image.id), props: { ...hero('h', image.id).props, title: 'New' } },
      ]),
    },
  });
  t.equal(again.status, 200, JSON.stringify(again.body));
  const added = await call(app, {
    method: 'PUT',
    url: API.posts.body(post.body.id),
    token,
    payload: { post_body: documentOf([hero('h', image.id), hero('h2', image.id + 1000)]) },
  });
  t.equal(added.status, 400, 'a newly added unknown image is refused');
});

t.test('a post slot takes only an image with alt text; one it already holds may stay', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const bare = await upload(app, token, 'bare.jpg');
  const refused = await createPost(app, token, {
    url: '/members/bare',
    title: 'Bare',
    post_type_id: POST_TYPE.member,
    media: { poster: bare.id, logo: null },
  });
  t.equal(refused.status, 400);
  t.same(refused.body.errors['media.poster'], [
    'This image has no alt text: add it in the media library first',
  ]);

  await call(app, { method: 'PATCH', url: API.mediaItem(bare.id), token, payload: { alt: 'A truck' } });
  const taken = await createPost(app, token, {
    url: '/members/bare',
    title: 'Bare',
    post_type_id: POST_TYPE.member,
    media: { poster: bare.id, logo: null },
  });
  t.equal(taken.status, 201, JSON.stringify(taken.body));

  // the alt text is taken away later: saving the post with the same slots still works
  await call(app, { method: 'PATCH', url: API.mediaItem(bare.id), token, payload: { alt: '  ' } });
  const resaved = await call(app, {
    method: 'PUT',
    url: API.posts.data(taken.body.id),
    token,
    payload: { title: 'Bare again', media: { poster: bare.id, logo: null } },
  });
  t.equal(resaved.status, 200, JSON.stringify(resaved.body));
  const moved = await call(app, {
    method: 'PUT',
    url: API.posts.data(taken.body.id),
    token,
    payload: { media: { poster: null, logo: bare.id } },
  });
  t.equal(moved.status, 400, 'but it cannot be put into another slot');
  t.ok(moved.body.errors['media.logo']);
});
