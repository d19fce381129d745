import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const dataDir = () => process.env.E2E_DATA_DIR!;

/** The newest development mail to an address, as written by the server to DATA_DIR/mail. */
export async function codeFromMail(to: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const dir = path.join(dataDir(), 'mail');
        let files: string[];
        try {
          files = readdirSync(dir).filter(
            (f) => f.endsWith(`-${to}.eml`) && Number(f.split('-')[0]) >= after,
          );
        } catch {
          return null;
        }
        const newest = files.sort().at(-1);
        if (!newest) return null;
        const text = readFileSync(path.join(dir, newest), 'utf8').replace(/=\r?\n/g, '');
        code =
          /\b(\d{5})\b/.exec(
            text
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n'),
          )?.[1] ?? null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code!;
}

let n = 0;
export function newLearner() {
  n += 1;
  const id = `${Date.now()}${n}`.slice(-8);
  return {
    name: 'Elif',
    surname: 'Şahin',
    email: `elif.${id}@example.com`,
    phoneNumber: `905${id}`,
    password: 'Guvenli.Sifre42',
  };
}

export async function apiLogin(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/login', {
    data: { emailOrPhoneNumber: email, password },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as {
    id: number;
    tokenDto: { accessToken: string; refreshToken: string };
  };
}
