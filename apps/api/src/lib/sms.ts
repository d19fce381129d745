import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Any SMS gateway plugs in here; production configures a real driver. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** Development driver: appends each message to dataDir/sms/<number>.txt and logs that it did. */
export function createDevSmsProvider(dataDir: string, log: FastifyBaseLogger): SmsProvider {
  const dir = path.join(dataDir, 'sms');
  return {
    async send(to, text) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${to.replace(/[^0-9+]/g, '')}.txt`);
      await appendFile(file, `${new Date().toISOString()}\t${text}\n`);
      log.info({ to, file }, 'sms written to file');
    },
  };
}
