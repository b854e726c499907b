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
import { client, login } from '../../testing/api-calls.ts';
import { type Harness, signedIn } from '../../testing/api-test-harness.ts';
import { uploadMedia } from '../../testing/media-upload.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

const picture = (format: 'png' | 'jpeg', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

async function upload(app: Harness['app'], token: string, name: string, alt = '', host: string = HOSTS.main) {
  const format = name.endsWith('.png') ? 'png' : 'jpeg';
  const data = await picture(format);
  const res = await uploadMedia(
    app,
    token,
    [
      { name: 'alt', data: alt },
      { name: 'file', filename: name, type: `image/${format}`, data },
    ],
    host,
  );
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
  return client(app, token).post(API.posts.create, {
    post_status_id: POST_STATUS.published,
    post_type_id: POST_TYPE.page,
    ...payload,
  });
}

t.test(
  'each image says how many posts show it, and which, in slots, blocks, zones and options',
  async (t) => {
    const { app, token } = await signedIn(t, 'admin');
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
    t.equal((await client(app, token).delete(API.posts.one(trashed.body.id))).status, 200);
    const options = await client(app, token).put(API.options.errorPage, {
      title: 't',
      subtitle: 's',
      section_title: 'm',
      section_text: '',
      truck_image_id: inline.id,
    });
    t.equal(options.status, 200);

    const list = await client(app, token).get(`${API.media}?limit=10`);
    const usedBy = Object.fromEntries(
      list.body.data.map((m: { id: number; used_by: number }) => [m.id, m.used_by]),
    );
    t.same(usedBy, { [poster.id]: 2, [inline.id]: 2, [unused.id]: 0 }, 'posts counted once each, trash too');

    const usage = await client(app, token).get(API.mediaUsage(poster.id));
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
    const inlineUsage = await client(app, token).get(API.mediaUsage(inline.id));
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

    const changed = await client(app, token).patch(API.mediaItem(unused.id), { alt: 'Now described' });
    t.equal(changed.body.data.used_by, 0, 'the alt text change answers the count too');
    t.equal((await client(app, token).get(API.mediaUsage(99999))).status, 404);
    const other = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
    const foreign = await client(app, other.access_token, HOSTS.tacos).get(API.mediaUsage(poster.id));
    t.equal(foreign.status, 404, 'another site sees nothing of this site’s images');
  },
);

t.test(
  'deleting an image empties the slots, blocks and options that showed it, and nothing else',
  async (t) => {
    const { app, token } = await signedIn(t, 'admin');
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
    await client(app, token).put(API.options.errorPage, {
      title: 't',
      subtitle: 's',
      section_title: 'm',
      section_text: '',
      truck_image_id: gone.id,
    });

    const removed = await client(app, token).delete(API.mediaItem(gone.id));
    t.equal(removed.status, 200);
    const post = await client(app, token).get(API.posts.one(member.body.id));
    t.same(post.body.media, { poster: null, logo: kept.id });
    t.equal(post.body.post_body.content[0].props.image, null);
    t.same(
      post.body.post_body.content[1].props.items.map((item: { image: number | null }) => item.image),
      [kept.id, null],
    );
    const errorPage = await client(app, token).get(API.options.errorPage);
    t.equal(errorPage.body.domainErrorPage.truck_image, null);
    t.equal((await client(app).get(API.mediaItem(gone.id))).status, 404);
    const list = await client(app, token).get(API.media);
    t.same(
      list.body.data.map((m: { id: number; used_by: number }) => [m.id, m.used_by]),
      [[kept.id, 1]],
    );
    t.equal((await client(app, token).delete(API.mediaItem(gone.id))).status, 404);
  },
);

t.test(
  'the upload keeps its format and size; the list filters by type and by missing alt text',
  async (t) => {
    const { app, token } = await signedIn(t, 'editor');
    const png = await upload(app, token, 'logo.png', 'Logo');
    const jpeg = await upload(app, token, 'photo.jpg');
    // the header decides, not the name: a JPEG called .png is a JPEG
    const renamed = await upload(app, token, 'photo-renamed.jpeg');

    const all = await client(app, token).get(API.media);
    const byId = new Map(all.body.data.map((m: { id: number }) => [m.id, m]));
    t.match(byId.get(png.id), { format: 'png', bytes: png.size, used_by: 0 });
    t.match(byId.get(jpeg.id), { format: 'jpeg', bytes: jpeg.size });
    t.type((byId.get(png.id) as { created_at: string }).created_at, 'string');

    const pngs = await client(app, token).get(`${API.media}?type=png`);
    t.same(
      pngs.body.data.map((m: { id: number }) => m.id),
      [png.id],
    );
    t.equal(pngs.body.meta.total, 1);
    const jpegs = await client(app, token).get(`${API.media}?type=jpeg&limit=1`);
    t.same(
      jpegs.body.data.map((m: { id: number }) => m.id),
      [renamed.id],
    );
    t.equal(jpegs.body.meta.total, 2);
    const gifs = await client(app, token).get(`${API.media}?type=gif`);
    t.same(gifs.body, { data: [], meta: { total: 0, limit: null, offset: 0 } });

    const noAlt = await client(app, token).get(`${API.media}?missing_alt=true`);
    t.same(
      noAlt.body.data.map((m: { id: number }) => m.id),
      [renamed.id, jpeg.id],
    );
    const both = await client(app, token).get(`${API.media}?missing_alt=true&type=png`);
    t.same(both.body.data, []);

    const bad = await client(app, token).get(`${API.media}?type=exe`);
    t.equal(bad.status, 400);
    t.ok(bad.body.errors.type, 'an unknown type is a field error');
    const badAlt = await client(app, token).get(`${API.media}?missing_alt=maybe`);
    t.equal(badAlt.status, 400);
  },
);

t.test('a post refuses another site’s images, in its slots and in its body', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
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
  const pages = await client(app, token).get(`${API.posts.byType}?type=${POST_TYPE.page}`);
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
  const slotOnUpdate = await client(app, token).put(API.posts.data(post.body.id), {
    media: { logo: foreign.id },
  });
  t.equal(slotOnUpdate.status, 400);
  t.ok(slotOnUpdate.body.errors['media.logo']);
  const bodyOnUpdate = await client(app, token).put(API.posts.body(post.body.id), {
    post_body: documentOf([hero('h', foreign.id)]),
  });
  t.equal(bodyOnUpdate.status, 400);
  t.ok(bodyOnUpdate.body.errors.post_body);
  const read = await client(app, token).get(API.posts.one(post.body.id));
  t.same(read.body.media, { poster: own.id }, 'nothing changed');
  t.equal(read.body.post_body.content[0].props.image, own.id);
});

t.test('a body that already names a since-missing image can still be saved', async (t) => {
  const { app, db, token } = await signedIn(t, 'admin');
  const image = await upload(app, token, 'old.jpg', 'Old');
  const post = await createPost(app, token, {
    url: '/kept',
    title: 'Kept',
    post_body: documentOf([hero('h', image.id)]),
  });
  t.equal(post.status, 201);
  // the row goes away behind the API's back (an import, a hand edit): the body still names it
  await db.deleteFrom('media').where('id', '=', image.id).execute();
  const again = await client(app, token).put(API.posts.body(post.body.id), {
    post_body: documentOf([
      { ...hero('h', image.id), props: { ...hero('h', image.id).props, title: 'New' } },
    ]),
  });
  t.equal(again.status, 200, JSON.stringify(again.body));
  const added = await client(app, token).put(API.posts.body(post.body.id), {
    post_body: documentOf([hero('h', image.id), hero('h2', image.id + 1000)]),
  });
  t.equal(added.status, 400, 'a newly added unknown image is refused');
});

t.test('a post slot takes only an image with alt text; one it already holds may stay', async (t) => {
  const { app, token } = await signedIn(t, 'editor');
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

  await client(app, token).patch(API.mediaItem(bare.id), { alt: 'A truck' });
  const taken = await createPost(app, token, {
    url: '/members/bare',
    title: 'Bare',
    post_type_id: POST_TYPE.member,
    media: { poster: bare.id, logo: null },
  });
  t.equal(taken.status, 201, JSON.stringify(taken.body));

  // the alt text is taken away later: saving the post with the same slots still works
  await client(app, token).patch(API.mediaItem(bare.id), { alt: '  ' });
  const resaved = await client(app, token).put(API.posts.data(taken.body.id), {
    title: 'Bare again',
    media: { poster: bare.id, logo: null },
  });
  t.equal(resaved.status, 200, JSON.stringify(resaved.body));
  const moved = await client(app, token).put(API.posts.data(taken.body.id), {
    media: { poster: null, logo: bare.id },
  });
  t.equal(moved.status, 400, 'but it cannot be put into another slot');
  t.ok(moved.body.errors['media.logo']);
});
