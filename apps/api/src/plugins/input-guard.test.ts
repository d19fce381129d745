import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  json,
  registration,
  signUp,
  type TestApp,
} from '../../test/helpers';
import { envelopeFault } from '../../test/fuzz';
import { learnerWithTrial } from '../../test/learner';
import { fieldsWithNul } from './input-guard';

let t: TestApp;
let learner: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  // Signed up, not yet through setup: enough for the routes these tests call.
  learner = (await signUp(t)).token;
});
afterAll(() => t.close());

/** A 4xx in the envelope, with its errorCode and (when given) the field it names. */
function refused(res: LightMyRequestResponse, status: number, errorCode: string, field?: string) {
  expect(envelopeFault(res)).toBeNull();
  expect(res.statusCode).toBe(status);
  expect(json(res).errorCode).toBe(errorCode);
  if (field) expect(json(res).errors?.[field]?.[0]).toEqual(expect.any(String));
}

describe('hostile input is refused at the edge with a 400 in the envelope', () => {
  it('ids past PostgreSQL integer', async () => {
    for (const id of ['3000000000', '2147483648', '99999999999999999999']) {
      refused(await t.app.inject({ url: `/api/language/${id}` }), 400, 'VALIDATION_FAILED', 'id');
      refused(await t.app.inject({ url: `/api/contract/${id}` }), 400, 'VALIDATION_FAILED', 'key');
    }
    const ok = await t.app.inject({ url: '/api/language/2147483647' });
    refused(ok, 404, 'NOT_FOUND');
  });

  it('a NUL byte anywhere: body, path, query, object keys', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en-US' },
      payload: { emailOrPhoneNumber: 'a\u0000b@example.com', password: 'Whatever1' },
    });
    refused(login, 400, 'VALIDATION_FAILED', 'emailOrPhoneNumber');
    expect(json(login).errors?.emailOrPhoneNumber).toEqual([
      'This field contains a character that cannot be used.',
    ]);
    refused(await t.app.inject({ url: '/api/contract/a%00b' }), 400, 'VALIDATION_FAILED', 'key');
    refused(
      await t.app.inject({ url: '/api/jobquestion?searchText=a%00b', headers: bearer(learner) }),
      400,
      'VALIDATION_FAILED',
      'searchText',
    );
    expect(fieldsWithNul({ a: [{ b: 'x\u0000' }], 'k\u0000': 1, c: 'fine' })).toEqual(
      expect.arrayContaining(['a.0.b', '_']),
    );
  });

  it('impossible dates', async () => {
    const inTrial = (await learnerWithTrial(t)).token;
    for (const date of ['2024-13-45', '2024-02-30', '2023-02-29', '0000-00-00']) {
      refused(
        await t.app.inject({
          url: `/api/usertask/getusertaskbydate?taskDate=${date}`,
          headers: bearer(inTrial),
        }),
        400,
        'VALIDATION_FAILED',
        'taskDate',
      );
      refused(
        await t.app.inject({
          method: 'POST',
          url: `/api/birthdayquestion/registerbirthdayanswer?birthday=${date}`,
          headers: bearer(learner),
        }),
        400,
        'VALIDATION_FAILED',
        'birthday',
      );
    }
  });

  it('an unknown languageId at registration names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: registration({ languageId: 999 }),
    });
    refused(res, 400, 'VALIDATION_FAILED', 'languageId');
  });

  it('uploads without a boundary, cut off, or with the wrong part', async () => {
    const variants: [string, string][] = [
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=b', '--b\r\n\r\n'],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="formFile"; filename="a.png"\r\n\r\nxx',
      ],
    ];
    for (const [type, payload] of variants) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/userregistration/uploadfile',
        headers: { ...bearer(learner), 'content-type': type },
        payload,
      });
      refused(res, 400, 'VALIDATION_FAILED', 'formFile');
    }
  });
});

describe('every response is the envelope', () => {
  it('malformed percent-encoding and over-long path segments, without echoing the URL', async () => {
    const bad = await t.app.inject({ url: '/api/contract/%E0%A4%A' });
    refused(bad, 400, 'BAD_REQUEST');
    expect(bad.body).not.toContain('%E0');
    const long = await t.app.inject({ url: `/api/contract/${'x'.repeat(500)}` });
    refused(long, 414, 'REQUEST_TOO_LARGE');
    expect(long.body).not.toContain('xxxxx');
  });

  it('oversize headers and broken requests, refused by the HTTP parser itself', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(text));
        let out = '';
        socket.on('data', (d) => (out += String(d)));
        socket.on('close', () => resolve(out));
        socket.on('error', reject);
      });
    const big = await raw(
      `GET /api/language HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({
      isSuccess: false,
      statusCode: 431,
      errorCode: 'REQUEST_TOO_LARGE',
    });
    expect(body.message).toMatch(/İstek çok uzun/);
    const broken = await raw('NOT A REQUEST\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4)).errorCode).toBe('BAD_REQUEST');
  });
});

describe('request ids and authentication order', () => {
  it('makes its own request id unless the given one has the strict shape', async () => {
    const strict = await t.app.inject({
      url: '/api/nope',
      headers: { 'x-request-id': 'lb-7f3a9c21' },
    });
    expect(strict.headers['x-request-id']).toBe('lb-7f3a9c21');
    const forged = await t.app.inject({
      url: '/api/nope',
      headers: { 'x-request-id': '"},"level":60,"msg":"forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.logs.join('\n')).not.toContain('forged');
  });

  it('answers 401 to an anonymous caller before looking at its input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usertask/registerusertaskquestionanswer',
      payload: { nonsense: true },
    });
    refused(res, 401, 'AUTH_REQUIRED');
    expect(json(res).errors).toBeNull();
  });
});
