import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CdnFile } from '@yek/contracts/cdn';
import type { Paged } from '@yek/contracts/paging';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../db/seed/seed';
import { PDF, form, png, sidewaysJpeg, wav } from '../../../test/cdn-files';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let editor: string;
let admin: string;
let learner: string;
const MB = 1024 * 1024;

async function signIn(app: TestApp, email: string, password: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhoneNumber: email, password },
  });
  return json<{ tokenDto: { accessToken: string } }>(res).data.tokenDto.accessToken;
}

function uploadOne(
  app: TestApp,
  token: string | null,
  content: Buffer,
  options: { filename?: string; type?: string; convert?: boolean; lang?: string } = {},
) {
  const body = form({
    name: 'File',
    filename: options.filename ?? 'file.bin',
    type: options.type ?? 'application/octet-stream',
    content,
  });
  return app.app.inject({
    method: 'POST',
    url: `/api/cdn/uploadfile${options.convert ? '?ConvertFile=true' : ''}`,
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      'accept-language': options.lang ?? 'en-US',
    },
    payload: body.payload,
  });
}

async function uploaded(app: TestApp, content: Buffer, options: Parameters<typeof uploadOne>[3]) {
  const res = await uploadOne(app, editor, content, options);
  expect(res.statusCode, res.body).toBe(200);
  return json<CdnFile>(res).data;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  await seedDemoUsers(t.database.pool);
  editor = await signIn(t, 'editor@yek.local', 'Editor123!');
  admin = await signIn(t, 'admin@yek.local', 'Admin123!');
  learner = (await signUp(t)).token;
});
afterAll(() => t.close());

describe('uploading files', () => {
  it('keeps an image as it came, with its size, served public and immutable', async () => {
    const bytes = await png(300, 200, '#102030');
    const file = await uploaded(t, bytes, { filename: 'kapak.png', type: 'image/png' });
    expect(file).toMatchObject({
      cdnFileType: 'Image',
      contentType: 'image/png',
      size: bytes.length,
      width: 300,
      height: 200,
      durationSeconds: null,
      variants: [],
      originalName: 'kapak.png',
      uploadedByName: 'Ece Kaya',
    });
    expect(file.fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(file.fileUrl).toBe(`/cdn/${file.fileName}`);
    const served = await t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: file.fileUrl,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('converts an image to upright WebP with 320, 640 and 1280 px copies narrower than it', async () => {
    const file = await uploaded(t, await sidewaysJpeg(1600, 1000), {
      filename: 'telefon.jpg',
      type: 'image/jpeg',
      convert: true,
    });
    // Stored sideways 1600×1000 with orientation 6: upright it is 1000 wide and 1600 tall.
    expect(file).toMatchObject({ contentType: 'image/webp', width: 1000, height: 1600 });
    expect(file.fileName).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(file.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 512],
      [640, 1024],
    ]);
    for (const v of [file, ...file.variants]) {
      const served = await t.app.inject({ method: 'GET', url: v.fileUrl });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual([
        'webp',
        v.width,
        v.height,
        undefined,
      ]);
      expect(served.rawPayload.length).toBe(v.size);
    }
    const wide = await uploaded(t, await png(3000, 1500, '#aa0000'), { convert: true });
    expect([wide.width, wide.height]).toEqual([2560, 1280]);
    expect(wide.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
  });

  it('converts audio to MP3 with its length, and serves byte ranges for seeking', async () => {
    const file = await uploaded(t, wav(3), { filename: 'ders-1.wav', convert: true });
    expect(file).toMatchObject({ cdnFileType: 'Audio', contentType: 'audio/mpeg' });
    expect(file.fileName).toMatch(/\.mp3$/);
    expect(file.durationSeconds).toBeGreaterThan(2.9);
    expect(file.durationSeconds).toBeLessThan(3.2);
    const whole = await t.app.inject({ method: 'GET', url: file.fileUrl });
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(file.size);
    const part = await t.app.inject({
      method: 'GET',
      url: file.fileUrl,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({
      method: 'GET',
      url: file.fileUrl,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(file.size - 10))).toBe(true);

    const kept = await uploaded(t, wav(1.5, 660), { filename: 'ham.wav' });
    expect(kept).toMatchObject({ contentType: 'audio/wav', durationSeconds: 1.5 });
    expect(kept.fileName).toMatch(/\.wav$/);
  });

  it('files a PDF as a document, and downloads any file under its uploaded name', async () => {
    const file = await uploaded(t, PDF, { filename: 'Kitap Özeti.pdf' });
    expect(file).toMatchObject({ cdnFileType: 'Document', contentType: 'application/pdf' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cdn/dowloadfile?fileUrl=${encodeURIComponent(`http://cdn.example${file.fileUrl}`)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Kitap Ozeti.pdf"; filename*=UTF-8''Kitap%20%C3%96zeti.pdf`,
    );
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const ranged = await t.app.inject({
      method: 'GET',
      url: `/api/cdn/dowloadfile?fileUrl=${file.fileName}`,
      headers: { range: 'bytes=0-3' },
    });
    expect([ranged.statusCode, ranged.body]).toEqual([206, '%PDF']);
    for (const fileUrl of ['/cdn/0123456789abcdef0123456789abcdef.pdf', '../../etc/passwd', '%'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/cdn/dowloadfile?fileUrl=${encodeURIComponent(fileUrl)}`,
          })
        ).statusCode,
      ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/cdn/..%2Fsecrets.json' })).statusCode).toBe(
      404,
    );
  });

  it('names files itself: the same content twice is one file, the client name only a label', async () => {
    const bytes = await png(40, 40, '#00ff00');
    const first = await uploaded(t, bytes, {
      filename: 'C:\\fakepath\\<b>Yaz\u0007 |tatili|?.png',
    });
    expect(first.originalName).toBe('bYaz tatili.png');
    const second = await uploaded(t, bytes, { filename: '../../../etc/passwd' });
    expect(second.id).toBe(first.id);
  });

  it('tells the type by content: a renamed text file, SVG or program is refused with 415', async () => {
    for (const [content, filename, type] of [
      [Buffer.from('just text, not a picture'), 'photo.png', 'image/png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'icon.svg',
        'image/svg+xml',
      ],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'song.mp3', 'audio/mpeg'],
    ] as const) {
      const res = await uploadOne(t, editor, content, { filename, type });
      expect(res.statusCode).toBe(415);
      expect(json(res)).toMatchObject({
        errorCode: 'FILE_TYPE_NOT_ALLOWED',
        errors: { File: ['This type of file is not accepted.'] },
      });
      expect(json(res).message).toContain('JPG, PNG, WEBP');
    }
    // A picture asked for as audio is refused too.
    const body = form({
      name: 'formFiles',
      filename: 'a.mp3',
      type: 'audio/mpeg',
      content: await png(10, 10, '#123456'),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cdn/uploadfiles?cdnFileType=Audio',
      headers: { ...body.headers, ...bearer(editor) },
      payload: body.payload,
    });
    expect([res.statusCode, json(res).errorCode]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    // Looks like a PNG but does not decode.
    const broken = Buffer.concat([(await png(50, 50, '#654321')).subarray(0, 60)]);
    const bad = await uploadOne(t, editor, broken);
    expect([bad.statusCode, json(bad).errorCode]).toEqual([400, 'FILE_UNREADABLE']);
  });

  it('uploads several files of one type in formFiles, at most ten', async () => {
    const parts = await Promise.all(
      ['#010101', '#020202', '#030303'].map(async (c, i) => ({
        name: 'formFiles',
        filename: `ikon-${i}.png`,
        type: 'image/png',
        content: await png(64, 64, c),
      })),
    );
    const body = form(...parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cdn/uploadfiles?cdnFileType=Icon&ConvertFile=true',
      headers: { ...body.headers, ...bearer(editor) },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = json<CdnFile[]>(res).data;
    expect(files.map((f) => [f.cdnFileType, f.contentType, f.originalName])).toEqual([
      ['Icon', 'image/webp', 'ikon-0.png'],
      ['Icon', 'image/webp', 'ikon-1.png'],
      ['Icon', 'image/webp', 'ikon-2.png'],
    ]);
    // One wrong file among good ones: nothing is stored.
    const mixed = form(
      { ...parts[0]!, content: await png(65, 65, '#040404'), filename: 'good.png' },
      { ...parts[0]!, content: Buffer.from('not an image'), filename: 'bad.png' },
    );
    const mixedRes = await t.app.inject({
      method: 'POST',
      url: '/api/cdn/uploadfiles?cdnFileType=Icon',
      headers: { ...mixed.headers, ...bearer(editor) },
      payload: mixed.payload,
    });
    expect(mixedRes.statusCode).toBe(415);
    const good = await t.app.inject({
      method: 'GET',
      url: '/api/cdn/geticonfiles?searchText=good.png',
      headers: bearer(editor),
    });
    expect(json<Paged<CdnFile>>(good).data.totalCount).toBe(0);
    const tooMany = form(...Array.from({ length: 11 }, () => parts[0]!));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cdn/uploadfiles?cdnFileType=Icon',
      headers: { ...tooMany.headers, ...bearer(editor), 'accept-language': 'en-US' },
      payload: tooMany.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual({
      formFiles: ['You can upload at most 10 files at once.'],
    });
    const two = form(parts[0]!, parts[1]!);
    const notOne = await t.app.inject({
      method: 'POST',
      url: '/api/cdn/uploadfile',
      headers: { ...two.headers, ...bearer(editor), 'accept-language': 'en-US' },
      payload: Buffer.from(
        two.payload.toString('latin1').replaceAll('name="formFiles"', 'name="File"'),
        'latin1',
      ),
    });
    expect([notOne.statusCode, json(notOne).errors]).toEqual([
      400,
      { File: ['Send a single file here; for several files, use bulk upload.'] },
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/cdn/uploadfiles?cdnFileType=Icon',
      headers: { ...form().headers, ...bearer(editor) },
      payload: form().payload,
    });
    expect(none.statusCode).toBe(400);
  });

  it('lists files paged, sorted, searched and by type', async () => {
    const list = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(editor) });
      expect(res.statusCode, res.body).toBe(200);
      return json<Paged<CdnFile>>(res).data;
    };
    const all = await list('/api/cdn/getfiles?pageSize=100');
    expect(all.totalCount).toBe(all.items.length);
    expect(all.totalCount).toBeGreaterThanOrEqual(8);
    const page2 = await list(
      '/api/cdn/getfiles?pageSize=2&pageNumber=2&orderBy=size&orderDirection=desc',
    );
    const bySize = [...all.items].sort((a, b) => b.size - a.size || b.id - a.id);
    expect(page2).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: all.totalCount });
    expect(page2.items.map((f) => f.size)).toEqual(bySize.slice(2, 4).map((f) => f.size));
    expect(
      (await list('/api/cdn/getfiles?searchText=kapak')).items.map((f) => f.originalName),
    ).toEqual(['kapak.png']);
    const audio = await list('/api/cdn/getfilesbyfiletype?cdnFileType=Audio');
    expect(audio.items.every((f) => f.cdnFileType === 'Audio')).toBe(true);
    expect(audio.totalCount).toBe(2);
    const icons = await list('/api/cdn/geticonfiles');
    expect(icons.items.map((f) => f.originalName).sort()).toEqual([
      'ikon-0.png',
      'ikon-1.png',
      'ikon-2.png',
    ]);
    const past = await list('/api/cdn/getfiles?pageNumber=50');
    expect([past.items, past.totalCount]).toEqual([[], all.totalCount]);
    for (const url of [
      '/api/cdn/getfilesbyfiletype',
      '/api/cdn/getfilesbyfiletype?cdnFileType=Video',
      '/api/cdn/getfiles?orderBy=password',
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(editor) })).statusCode).toBe(
        400,
      );
  });
});

describe('deleting files', () => {
  it("refuses to delete a file a welcome slide shows, by its own or a copy's address", async () => {
    const file = await uploaded(t, await png(900, 300, '#ffeedd'), { convert: true });
    const variant = file.variants[1]!;
    const slide = await t.app.inject({
      method: 'POST',
      url: '/api/helloslider',
      headers: bearer(editor),
      payload: {
        pageAlias: 'login',
        imageFilePath: `https://yek.example${variant.fileUrl}?v=2`,
        helloSliderLocalizations: [{ languageId: 1, title: 'Merhaba', description: 'Hoş geldin' }],
      },
    });
    expect(slide.statusCode, slide.body).toBe(200);
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/cdn/deletefile?fileName=${file.fileName}`,
        headers: { ...bearer(editor), 'accept-language': 'en-US' },
      });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      errorCode: 'FILE_IN_USE',
      errors: { fileName: ['Used by a welcome slide.'] },
    });
    expect((await t.app.inject({ method: 'GET', url: variant.fileUrl })).statusCode).toBe(200);

    const slideId = json<{ id: number }>(slide).data.id;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/helloslider/${slideId}`,
      headers: bearer(editor),
    });
    expect((await del()).statusCode).toBe(200);
    for (const url of [file.fileUrl, ...file.variants.map((v) => v.fileUrl)])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/cdn/deletefile?fileName=../../secrets.json',
      headers: bearer(editor),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('lets editors and admins write and list, refuses learners (403) and the anonymous (401)', async () => {
    const writes = [
      async (token: string | null) => uploadOne(t, token, await png(20, 20, '#0000aa')),
      async (token: string | null) => {
        const body = form({
          name: 'formFiles',
          filename: 'x.png',
          type: 'image/png',
          content: await png(21, 21, '#0000ab'),
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/cdn/uploadfiles?cdnFileType=Image',
          headers: { ...body.headers, ...(token ? bearer(token) : {}) },
          payload: body.payload,
        });
      },
      (token: string | null) =>
        t.app.inject({
          method: 'DELETE',
          url: '/api/cdn/deletefile?fileName=0123456789abcdef0123456789abcdef.png',
          headers: token ? bearer(token) : {},
        }),
      ...['getfiles', 'getfilesbyfiletype?cdnFileType=Image', 'geticonfiles'].map(
        (path) => (token: string | null) =>
          t.app.inject({
            method: 'GET',
            url: `/api/cdn/${path}`,
            headers: token ? bearer(token) : {},
          }),
      ),
    ];
    for (const call of writes) {
      expect((await call(null)).statusCode).toBe(401);
      expect((await call(learner)).statusCode).toBe(403);
      for (const token of [editor, admin])
        expect([200, 404]).toContain((await call(token)).statusCode);
    }
  });
});

describe('limits', () => {
  let small: TestApp;
  let slowFfmpeg: string;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'yek-ffmpeg-'));
    slowFfmpeg = path.join(dir, 'ffmpeg');
    writeFileSync(slowFfmpeg, '#!/bin/sh\nsleep 1\nexec ffmpeg "$@"\n');
    chmodSync(slowFfmpeg, 0o755);
    small = await createTestApp({
      rateLimitEnabled: false,
      cdn: {
        maxBytes: { Image: 20_000, Icon: 1000, Audio: 2 * MB, Document: MB },
        conversions: 1,
        conversionQueue: 0,
        ffmpegPath: slowFfmpeg,
      },
    });
    await seedDemoUsers(small.database.pool);
  });
  afterAll(async () => {
    await small.close();
    rmSync(path.dirname(slowFfmpeg), { recursive: true, force: true });
  });

  it("refuses a file over its type's limit, or over every limit, with 413 and the limit", async () => {
    const token = await signIn(small, 'editor@yek.local', 'Editor123!');
    const big = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(20_000);
    const res = await uploadOne(small, token, big);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({
      errorCode: 'FILE_TOO_LARGE',
      errors: { File: ['The file is too large for its type.'] },
    });
    expect(json(res).message).toContain('at most 19 KB.');
    const huge = await uploadOne(small, token, Buffer.concat([PDF, Buffer.alloc(2 * MB + 10)]));
    expect([huge.statusCode, json(huge).errorCode]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(json(huge).message).toContain('at most 2 MB.');
  });

  it('answers 503 FILE_CONVERSION_BUSY with Retry-After when every converter is taken', async () => {
    const token = await signIn(small, 'editor@yek.local', 'Editor123!');
    // The converter sleeps a second before ffmpeg starts, so the uploads overlap: one converts,
    // the other finds no free converter and no room to wait.
    const answers = await Promise.all([
      uploadOne(small, token, wav(1, 300), { convert: true }),
      new Promise((r) => setTimeout(r, 300)).then(() =>
        uploadOne(small, token, wav(1, 350), { convert: true }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503]);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(json(busy).errorCode).toBe('FILE_CONVERSION_BUSY');
    expect(busy.headers['retry-after']).toBe('10');
    // Without conversion nothing waits.
    expect((await uploadOne(small, token, wav(1, 400))).statusCode).toBe(200);
  });
});

describe('audio conversion without ffmpeg', () => {
  it('answers 503 FILE_CONVERSION_UNAVAILABLE and still stores unconverted audio', async () => {
    const bare = await createTestApp({
      rateLimitEnabled: false,
      cdn: {
        maxBytes: { Image: MB, Icon: MB, Audio: MB, Document: MB },
        conversions: 1,
        conversionQueue: 1,
        ffmpegPath: '/nonexistent/ffmpeg',
      },
    });
    try {
      await seedDemoUsers(bare.database.pool);
      const token = await signIn(bare, 'editor@yek.local', 'Editor123!');
      const res = await uploadOne(bare, token, wav(1, 500), { convert: true });
      expect([res.statusCode, json(res).errorCode]).toEqual([503, 'FILE_CONVERSION_UNAVAILABLE']);
      expect((await uploadOne(bare, token, wav(1, 500))).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
