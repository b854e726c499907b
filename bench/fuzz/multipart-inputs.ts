/**
 * Upload inputs (multipart/form-data) for the media library and for routes that expect JSON:
 * real images of several formats, non-images, corrupt images whose header still reads, empty
 * and big files, truncated bodies, missing or wrong boundaries, wrong content types, odd file
 * names, many parts, and an upload dropped half-way by the client.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MEDIA_ALT_FIELD, MEDIA_UPLOAD_FIELD } from '#shared/schemas/media-requests.ts';
import { INVALID_UTF8 } from './input-mutations.ts';
import { createRng, type Rng } from './prng.ts';

export interface UploadInput {
  kind: string;
  detail: string;
  bytes: Buffer;
  contentType: string | undefined;
  /** send only this many body bytes, then drop the connection (no answer expected) */
  abortAfterBodyBytes?: number | undefined;
}

export interface Images {
  png: Buffer;
  jpeg: Buffer;
  gif: Buffer;
  webp: Buffer;
  /** a few MB of noise as JPEG: a big but valid upload */
  bigJpeg: Buffer;
}

/** Real images, made once per run (sharp is a dependency of the API already). */
export async function makeImages(): Promise<Images> {
  const small = sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 80, b: 20 } },
  });
  const noise = createRng(1).bytes(1600 * 1200 * 3);
  return {
    png: await small.clone().png().toBuffer(),
    jpeg: await small.clone().jpeg().toBuffer(),
    gif: await small.clone().gif().toBuffer(),
    webp: await small.clone().webp().toBuffer(),
    bigJpeg: await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer(),
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares `width`×`height` but whose pixel data is a few bytes. */
export function pngWithDeclaredSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Part {
  name: string | Buffer;
  filename?: string | Buffer | undefined;
  contentType?: string | undefined;
  data: Buffer;
  /** replaces the part's headers entirely */
  rawHeaders?: Buffer | undefined;
}

export function multipartBody(boundary: string, parts: Part[], close = true): Buffer {
  const out: Buffer[] = [];
  for (const part of parts) {
    out.push(Buffer.from(`--${boundary}\r\n`));
    if (part.rawHeaders) out.push(part.rawHeaders);
    else {
      out.push(
        Buffer.from('Content-Disposition: form-data; name="'),
        Buffer.from(part.name),
        Buffer.from('"'),
      );
      if (part.filename !== undefined)
        out.push(Buffer.from('; filename="'), Buffer.from(part.filename), Buffer.from('"'));
      out.push(Buffer.from('\r\n'));
      if (part.contentType) out.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
    }
    out.push(Buffer.from('\r\n'), part.data, Buffer.from('\r\n'));
  }
  if (close) out.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(out);
}

const formType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

type UploadMaker = (rng: Rng, images: Images, boundary: string) => UploadInput;

const filePart = (
  data: Buffer,
  filename: string | Buffer = 'photo.png',
  contentType = 'image/png',
): Part => ({
  name: MEDIA_UPLOAD_FIELD,
  filename,
  contentType,
  data,
});
const altPart = (text: string | Buffer): Part => ({
  name: MEDIA_ALT_FIELD,
  data: typeof text === 'string' ? Buffer.from(text) : text,
});

/** Large inputs are expensive for both sides: a run sends only a few of them. */
export const BIG_UPLOAD_KINDS = new Set(['upload-big-file', 'upload-over-limit']);

const MAKERS: readonly (readonly [string, UploadMaker, number])[] = [
  [
    'upload-valid',
    (rng, images, boundary) => {
      const [format, data, type] = rng.pick<[string, Buffer, string]>([
        ['png', images.png, 'image/png'],
        ['jpeg', images.jpeg, 'image/jpeg'],
        ['gif', images.gif, 'image/gif'],
        ['webp', images.webp, 'image/webp'],
      ]);
      const parts = [filePart(data, `fuzz.${format}`, type)];
      if (rng.chance(0.6)) parts.push(altPart(`alt ${rng.text(6)}`));
      return {
        kind: 'upload-valid',
        detail: `${format} ${data.length} B`,
        bytes: multipartBody(boundary, parts),
        contentType: formType(boundary),
      };
    },
    8,
  ],
  [
    'upload-non-image',
    (rng, _images, boundary) => {
      const [label, data] = rng.pick<[string, Buffer]>([
        ['text', Buffer.from('hello, this is not an image\n'.repeat(20))],
        ['html', Buffer.from('<html><script>alert(1)</script></html>')],
        ['zip header', Buffer.concat([Buffer.from('PK\u0003\u0004'), rng.bytes(200)])],
        ['random bytes', rng.bytes(4096)],
        [
          'svg',
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>1</script></svg>',
          ),
        ],
        ['pdf header', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n')],
      ]);
      return {
        kind: 'upload-non-image',
        detail: `${label} sent as image/png`,
        bytes: multipartBody(boundary, [filePart(data)]),
        contentType: formType(boundary),
      };
    },
    6,
  ],
  [
    'upload-corrupt-image',
    (rng, images, boundary) => {
      const [label, data] = rng.pick<[string, Buffer]>([
        ['PNG cut after 60 bytes', images.png.subarray(0, 60)],
        ['JPEG cut in half', images.jpeg.subarray(0, Math.floor(images.jpeg.length / 2))],
        ['PNG header + random bytes', Buffer.concat([images.png.subarray(0, 33), rng.bytes(300)])],
        ['PNG declaring 100000×100000 px', pngWithDeclaredSize(100_000, 100_000)],
        ['PNG declaring 30000×30000 px', pngWithDeclaredSize(30_000, 30_000)],
        ['PNG declaring 1×1 px, corrupt data', pngWithDeclaredSize(1, 1)],
        ['PNG declaring 0×0 px', pngWithDeclaredSize(0, 0)],
      ]);
      return {
        kind: 'upload-corrupt-image',
        detail: label,
        bytes: multipartBody(boundary, [filePart(data)]),
        contentType: formType(boundary),
      };
    },
    7,
  ],
  [
    'upload-empty-file',
    (_rng, _images, boundary) => ({
      kind: 'upload-empty-file',
      detail: '0-byte file',
      bytes: multipartBody(boundary, [filePart(Buffer.alloc(0))]),
      contentType: formType(boundary),
    }),
    2,
  ],
  [
    'upload-truncated',
    (rng, images, boundary) => {
      const whole = multipartBody(boundary, [
        filePart(rng.chance(0.5) ? images.png : images.jpeg),
        altPart('alt'),
      ]);
      const cut = rng.pick([
        ['in the part headers', 30],
        ['inside the file data', Math.floor(whole.length / 2)],
        ['before the closing boundary', whole.length - boundary.length - 6],
        ['after the first boundary line', boundary.length + 4],
      ] as const);
      return {
        kind: 'upload-truncated',
        detail: `multipart cut ${cut[0]} (${cut[1]} of ${whole.length} B, Content-Length matches)`,
        bytes: whole.subarray(0, cut[1]),
        contentType: formType(boundary),
      };
    },
    8,
  ],
  [
    'upload-no-boundary',
    (rng, images, boundary) => ({
      kind: 'upload-no-boundary',
      detail: rng.chance(0.5) ? 'multipart/form-data without boundary' : 'boundary= empty',
      bytes: multipartBody(boundary, [filePart(images.png)]),
      contentType: rng.chance(0.5) ? 'multipart/form-data' : 'multipart/form-data; boundary=',
    }),
    4,
  ],
  [
    'upload-wrong-boundary',
    (rng, images, boundary) => {
      const [label, type] = rng.pick<[string, string]>([
        ['another boundary', formType(`${boundary}x`)],
        ['boundary of 300 chars', formType('b'.repeat(300))],
        ['quoted boundary with spaces', `multipart/form-data; boundary="a b c"`],
      ]);
      return {
        kind: 'upload-wrong-boundary',
        detail: label,
        bytes: multipartBody(boundary, [filePart(images.png)]),
        contentType: type,
      };
    },
    3,
  ],
  [
    'upload-wrong-content-type',
    (rng, images, boundary) => {
      const [label, bytes, type] = rng.pick<[string, Buffer, string | undefined]>([
        ['raw PNG as image/png', images.png, 'image/png'],
        ['raw PNG as octet-stream', images.png, 'application/octet-stream'],
        [
          'multipart body as application/json',
          multipartBody(boundary, [filePart(images.png)]),
          'application/json',
        ],
        ['multipart body without Content-Type', multipartBody(boundary, [filePart(images.png)]), undefined],
        [
          'multipart/mixed',
          multipartBody(boundary, [filePart(images.png)]),
          `multipart/mixed; boundary=${boundary}`,
        ],
        [
          'JSON with a base64 image',
          Buffer.from(JSON.stringify({ file: images.png.toString('base64') })),
          'application/json',
        ],
        [
          'form-urlencoded',
          Buffer.from(`file=${images.png.toString('base64url')}&alt=x`),
          'application/x-www-form-urlencoded',
        ],
      ]);
      return { kind: 'upload-wrong-content-type', detail: label, bytes, contentType: type };
    },
    5,
  ],
  [
    'upload-odd-parts',
    (rng, images, boundary) => {
      const [label, parts] = rng.pick<[string, Part[]]>([
        ['file under another field name', [{ ...filePart(images.png), name: 'image' }]],
        ['only the alt field', [altPart('no file here')]],
        ['two files', [filePart(images.png), filePart(images.jpeg, 'b.jpg', 'image/jpeg')]],
        [
          '200 text fields',
          Array.from({ length: 200 }, (_, i) => altPart(`v${i}`)).concat(filePart(images.png)),
        ],
        [
          'part without Content-Disposition',
          [{ ...filePart(images.png), rawHeaders: Buffer.from('Content-Type: image/png\r\n') }],
        ],
        ['alt of 100,000 chars', [filePart(images.png), altPart('a'.repeat(100_000))]],
        [
          'alt with invalid UTF-8',
          [filePart(images.png), altPart(Buffer.concat([Buffer.from('x'), rng.pick(INVALID_UTF8).bytes]))],
        ],
        ['file name ../../etc/passwd', [filePart(images.png, '../../../etc/passwd')]],
        ['file name of 2,000 chars', [filePart(images.png, `${'n'.repeat(2000)}.png`)]],
        [
          'file name with invalid UTF-8',
          [
            filePart(
              images.png,
              Buffer.concat([Buffer.from('p'), Buffer.from([0xff, 0xfe]), Buffer.from('.png')]),
            ),
          ],
        ],
        ['file name with NUL', [filePart(images.png, 'a\u0000b.png')]],
        ['field name with a quote', [{ ...filePart(images.png), name: 'fi"le' }]],
        [
          'part header of 20 KB',
          [{ ...filePart(images.png), contentType: `image/png; x=${'y'.repeat(20_000)}` }],
        ],
      ]);
      return {
        kind: 'upload-odd-parts',
        detail: label,
        bytes: multipartBody(boundary, parts),
        contentType: formType(boundary),
      };
    },
    8,
  ],
  [
    'upload-big-file',
    (rng, images, boundary) => {
      const [label, data] = rng.pick<[string, Buffer]>([
        [`valid JPEG of ${images.bigJpeg.length.toLocaleString('en')} B`, images.bigJpeg],
        ['5 MB of random bytes', rng.bytes(5 * 1024 * 1024)],
      ]);
      return {
        kind: 'upload-big-file',
        detail: label,
        bytes: multipartBody(boundary, [filePart(data, 'big.jpg', 'image/jpeg')]),
        contentType: formType(boundary),
      };
    },
    1,
  ],
  [
    'upload-over-limit',
    (_rng, _images, boundary) => ({
      kind: 'upload-over-limit',
      detail: '21 MB file (limit 20 MB)',
      bytes: multipartBody(boundary, [filePart(Buffer.alloc(21 * 1024 * 1024, 7), 'huge.png')]),
      contentType: formType(boundary),
    }),
    0.4,
  ],
  [
    'upload-aborted',
    (rng, images, boundary) => {
      const bytes = multipartBody(boundary, [
        filePart(Buffer.concat([images.png, rng.bytes(2 * 1024 * 1024)])),
      ]);
      const sent = rng.pick([200, 64 * 1024, 1024 * 1024]);
      return {
        kind: 'upload-aborted',
        detail: `client drops the connection after ${sent.toLocaleString('en')} of ${bytes.length.toLocaleString('en')} B`,
        bytes,
        contentType: formType(boundary),
        abortAfterBodyBytes: sent,
      };
    },
    2,
  ],
];

export function makeUpload(rng: Rng, images: Images, allowBig: boolean, only?: RegExp): UploadInput {
  const boundary = `----fuzz${rng.text(16)}`;
  const choices = MAKERS.filter(
    ([kind]) => (allowBig || !BIG_UPLOAD_KINDS.has(kind)) && (!only || only.test(kind)),
  );
  const maker = rng.weighted(
    (choices.length > 0 ? choices : MAKERS.slice(0, 1)).map(([, make, weight]) => [make, weight] as const),
  );
  return maker(rng, images, boundary);
}
