import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, codeFrom, registration } from '../../test/helpers';
import { createMailer } from './mailer';

const log = pino({ level: 'silent' });
const tmp = mkdtempSync(path.join(os.tmpdir(), 'yek-mail-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close(): Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const port = (server.server.address() as AddressInfo).port;
        resolve({
          url: `smtp://127.0.0.1:${port}`,
          received,
          close: () => new Promise((r) => server.close(() => r())),
        });
      });
    },
  );
}

describe('mailer', () => {
  it('writes an .eml file when no SMTP server is configured', async () => {
    const mailer = createMailer({ from: 'Yek <no-reply@yek.local>', dataDir: tmp, log });
    await mailer.send({ to: 'ali@example.com', subject: 'Kodunuz', text: 'Kodunuz: 12345' });
    const files = readdirSync(path.join(tmp, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-ali@example\.com\.eml$/);
    const eml = readFileSync(path.join(tmp, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: ali@example.com');
    expect(eml).toContain('12345');
  });

  it('delivers sign-up codes through a real SMTP server when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp(
      { smtpUrl: smtp.url, rateLimitEnabled: false },
      { mailer: undefined },
    );
    try {
      const body = registration();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/userregistration',
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([body.email]);
      const text = smtp.received[0]!.raw.replace(/=\r?\n/g, '');
      expect(codeFrom(text.split('\r\n\r\n').slice(1).join('\n'))).toMatch(/^\d{5}$/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
