import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientSignal } from './client-signal';

let server: http.Server | undefined;
afterEach(() => server?.close());

/** A server that answers after 300 ms and reports whether its request's signal was aborted by then. */
async function serve(hideNodeSignal: boolean) {
  const seen: boolean[] = [];
  server = http.createServer((req, res) => {
    // Node.js 22 has no request.signal: the socket's close makes it instead.
    const request = hideNodeSignal
      ? (Object.create(req, { signal: { value: undefined } }) as IncomingMessage)
      : req;
    const signal = clientSignal(request, res);
    req.resume();
    setTimeout(() => {
      seen.push(signal.aborted);
      res.end('ok');
    }, 300);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('the client signal', () => {
  for (const hide of [false, true]) {
    it(`is aborted when the client leaves, not when it waits${hide ? ' (from the socket)' : ''}`, async () => {
      const { url, seen } = await serve(hide);
      expect(await (await fetch(url, { method: 'POST', body: 'x' })).text()).toBe('ok');
      const leave = new AbortController();
      setTimeout(() => leave.abort(), 100);
      await expect(
        fetch(url, { method: 'POST', body: 'y', signal: leave.signal }),
      ).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(seen).toEqual([false, true]);
    });
  }
});
