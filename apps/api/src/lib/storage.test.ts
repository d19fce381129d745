import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, type FileStorage } from './storage';

/**
 * A stand-in for an S3-compatible service on loopback, path-style (/bucket/key): enough of
 * PutObject, GetObject and DeleteObject to show that the bucket storage sends what S3 expects.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; path: string; signed: boolean }[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
      seen.push({
        method: req.method!,
        path: key,
        signed: String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256'),
      });
      if (req.method === 'PUT') {
        objects.set(key, { body: await body(req), type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end(
            '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
          );
          return;
        }
        res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    })();
  });
  return { server, objects, seen };
}

async function roundTrip(storage: FileStorage) {
  const key = 'recordings/7/abc123.webm';
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, Buffer.from('first'), 'audio/webm');
  await storage.put(key, Buffer.from('second'), 'audio/webm');
  expect((await storage.get(key))?.toString()).toBe('second');
  await storage.delete(key);
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await expect(storage.put('../secrets.json', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  await expect(storage.get('recordings/7/../../x.webm')).rejects.toThrow();
}

describe('file storage', () => {
  let dir: string;
  const s3 = fakeS3();
  let endpoint: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'yek-storage-'));
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(s3.server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    s3.server.close();
  });

  it('keeps files in a folder', async () => {
    const storage = createLocalStorage(dir);
    await roundTrip(storage);
    await storage.put('cdn/abc.mp3', Buffer.from('0123456789'), 'audio/mpeg');
    expect(await storage.size('cdn/abc.mp3')).toBe(10);
    expect(await storage.size('cdn/none.mp3')).toBeNull();
    expect(await storage.stream('cdn/none.mp3')).toBeNull();
    const chunks: Buffer[] = [];
    for await (const c of (await storage.stream('cdn/abc.mp3', { start: 2, end: 5 }))!)
      chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('2345');
  });

  it('keeps files in an S3-compatible bucket, signed, path-style', async () => {
    const storage = createS3Storage({
      bucket: 'yek-uploads',
      region: 'eu-central-1',
      endpoint,
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret-key',
      forcePathStyle: true,
    });
    await roundTrip(storage);
    await storage.put('profile/0a1b.png', Buffer.from('png'), 'image/png');
    expect(s3.objects.get('/yek-uploads/profile/0a1b.png')?.type).toBe('image/png');
    expect(s3.seen.every((r) => r.signed)).toBe(true);
    expect(new Set(s3.seen.map((r) => r.method))).toEqual(new Set(['GET', 'PUT', 'DELETE']));
  });
});
