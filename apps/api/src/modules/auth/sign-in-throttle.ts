import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { retryLater } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';

/**
 * Slows a password guesser without locking out the account's owner (docs/decisions/0009).
 *
 * Attempts are counted per account (the resolved account, not the text typed into the box) and per
 * source. A source is trusted when it has signed in to that account before: a browser holding a
 * device cookie issued at a sign-in, or an address the account signed in from in the last 30 days.
 * Each trusted source has its own counter; every other attempt shares the account's "anywhere"
 * counter. After FREE_ATTEMPTS attempts a counter lets one attempt through per delay, the delay
 * doubling with each further attempt up to MAX_DELAY_SECONDS; the rest are refused before any
 * password is checked. The slot is taken atomically, so parallel guesses gain nothing. Ten thousand
 * guesses from a botnet slow only the "anywhere" counter; the owner's own browser signs in as usual.
 */
export const FREE_ATTEMPTS = 5;
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
const ATTEMPT_WINDOW_SECONDS = 24 * 60 * 60;
const TRUST_SECONDS = 30 * 24 * 60 * 60;
export const DEVICE_COOKIE = 'yek_device';
const MAX_DEVICE_ENTRIES = 5;

export interface SignInSource {
  /** The client address the trusted proxy list vouches for (request.ip). */
  ip: string;
  /** The request's Cookie header, which may hold device entries. */
  cookieHeader: string | undefined;
}

/** An account as the throttle sees it: its id, or the typed address when no account has it. */
export type ThrottleSubject = { userId: number } | { unknownAddress: string };

interface DeviceEntry {
  userId: number;
  deviceId: string;
  expires: number;
  raw: string;
}

export function createSignInThrottle(deps: { limiter: RateLimiter; clock: Clock; secret: string }) {
  const { store } = deps.limiter;
  const macKey = createHmac('sha256', deps.secret).update('yek-device-cookie-v1').digest();
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  const sign = (body: string) =>
    createHmac('sha256', macKey).update(body).digest().subarray(0, 16).toString('base64url');

  function readDevices(cookieHeader: string | undefined): DeviceEntry[] {
    const value = cookieHeader
      ?.split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
      ?.slice(DEVICE_COOKIE.length + 1);
    if (!value) return [];
    const now = nowSeconds();
    const entries: DeviceEntry[] = [];
    for (const raw of value.split('~').slice(0, MAX_DEVICE_ENTRIES)) {
      const [user, deviceId, expires, mac] = raw.split('.');
      if (!user || !deviceId || !expires || !mac) continue;
      const expected = Buffer.from(sign(`${user}.${deviceId}.${expires}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
      if (Number(expires) <= now) continue;
      entries.push({ userId: Number(user), deviceId, expires: Number(expires), raw });
    }
    return entries;
  }

  const accountKey = (subject: ThrottleSubject) =>
    'userId' in subject ? `u${subject.userId}` : `a:${subject.unknownAddress}`;

  /** The counter an attempt is charged to: its trusted source's own, or the account's shared one. */
  async function bucketFor(subject: ThrottleSubject, source: SignInSource): Promise<string> {
    const account = accountKey(subject);
    if (!('userId' in subject)) return `${account}:any`;
    const device = readDevices(source.cookieHeader).find((d) => d.userId === subject.userId);
    if (device) return `${account}:dev:${device.deviceId}`;
    if ((await store.remaining(`signin-known:${account}:${source.ip}`)) > 0)
      return `${account}:ip:${source.ip}`;
    return `${account}:any`;
  }

  return {
    /**
     * Counts an attempt and answers the counter it was charged to, or refuses it (429) when its
     * source is past its free attempts and its next slot has not come yet.
     */
    async admit(subject: ThrottleSubject, source: SignInSource): Promise<string> {
      const bucket = await bucketFor(subject, source);
      if (!deps.limiter.enabled) return bucket;
      const { count } = await store.hit(`signin-attempt:${bucket}`, ATTEMPT_WINDOW_SECONDS);
      const before = count - 1;
      if (before < FREE_ATTEMPTS) return bucket;
      const delay = Math.min(
        MAX_DELAY_SECONDS,
        FIRST_DELAY_SECONDS * 2 ** (before - FREE_ATTEMPTS),
      );
      if (await store.markIfAbsent(`signin-slot:${bucket}`, delay)) return bucket;
      throw retryLater(await store.remaining(`signin-slot:${bucket}`), 'AUTH_TOO_MANY_ATTEMPTS');
    },

    /**
     * Trusts the source from now on: its address for 30 days, and this browser through a device
     * cookie (answered as the new cookie value, keeping other accounts' entries). A trusted
     * source's own counter starts again; the shared one does not, or the owner signing in from a
     * new place would hand a guesser fresh attempts.
     */
    async trust(userId: number, source: SignInSource, bucket?: string): Promise<string> {
      const account = accountKey({ userId });
      if (bucket && !bucket.endsWith(':any')) await store.reset(`signin-attempt:${bucket}`);
      await store.mark(`signin-known:${account}:${source.ip}`, TRUST_SECONDS);
      const devices = readDevices(source.cookieHeader);
      const deviceId =
        devices.find((d) => d.userId === userId)?.deviceId ?? randomBytes(12).toString('base64url');
      const body = `${userId}.${deviceId}.${nowSeconds() + TRUST_SECONDS}`;
      const kept = devices.filter((d) => d.userId !== userId).map((d) => d.raw);
      return [`${body}.${sign(body)}`, ...kept].slice(0, MAX_DEVICE_ENTRIES).join('~');
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export const DEVICE_COOKIE_MAX_AGE = TRUST_SECONDS;
