import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The account token a store purchase carries back to us. Apple's appAccountToken must be a UUID,
 * so the token is one (RFC 9562 version 8, "custom"): its 122 free bits hold the account id and
 * the expiry in minutes (64 bits, masked so the stores never see the account id) and a 56-bit HMAC
 * over both, under keys used for nothing else. It needs no table, cannot be forged or pointed at
 * another account, and only ties a purchase made before its expiry.
 */
const PURPOSE = 'yek-store-account-token-v1';
const MAC_BITS = 56n;
const MASK64 = (1n << 64n) - 1n;

export interface AccountTokenClaims {
  userId: number;
  expiresAt: Date;
}

export function createAccountTokens(secret: string) {
  const macKey = createHmac('sha256', secret).update(`${PURPOSE}:mac`).digest();
  const maskKey = createHmac('sha256', secret).update(`${PURPOSE}:mask`).digest();
  const mac = (plain: bigint): bigint => {
    const data = Buffer.alloc(8);
    data.writeBigUInt64BE(plain);
    return (
      createHmac('sha256', macKey).update(data).digest().readBigUInt64BE(0) >> (64n - MAC_BITS)
    );
  };
  // The mask depends on the MAC, which depends on the whole payload (a synthetic-IV construction).
  const mask = (tag: bigint): bigint => {
    const data = Buffer.alloc(8);
    data.writeBigUInt64BE(tag);
    return createHmac('sha256', maskKey).update(data).digest().readBigUInt64BE(0);
  };

  return {
    issue(userId: number, expiresAt: Date): string {
      const minutes = BigInt(Math.ceil(expiresAt.getTime() / 60_000));
      const plain = (BigInt(userId) << 32n) | minutes;
      const tag = mac(plain);
      const payload = (((plain ^ mask(tag)) & MASK64) << MAC_BITS) | tag;
      const hi48 = payload >> 72n;
      const mid12 = (payload >> 60n) & 0xfffn;
      const lo60 = payload & ((1n << 60n) - 1n);
      const uuid = (hi48 << 80n) | (8n << 76n) | (mid12 << 64n) | (2n << 62n) | lo60;
      const hex = uuid.toString(16).padStart(32, '0');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },

    /** The account and expiry a genuine token names; null for anything else. */
    verify(token: string): AccountTokenClaims | null {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(token))
        return null;
      const uuid = BigInt(`0x${token.replace(/-/g, '')}`);
      if (((uuid >> 60n) & 3n) !== 0n) return null;
      const payload =
        ((uuid >> 80n) << 72n) | (((uuid >> 64n) & 0xfffn) << 60n) | (uuid & ((1n << 60n) - 1n));
      const tag = payload & ((1n << MAC_BITS) - 1n);
      const plain = ((payload >> MAC_BITS) ^ mask(tag)) & MASK64;
      const given = Buffer.alloc(8);
      given.writeBigUInt64BE(tag);
      const expected = Buffer.alloc(8);
      expected.writeBigUInt64BE(mac(plain));
      const userId = Number(plain >> 32n);
      if (!timingSafeEqual(given, expected) || userId === 0) return null;
      return { userId, expiresAt: new Date(Number(plain & 0xffffffffn) * 60_000) };
    },
  };
}
export type AccountTokens = ReturnType<typeof createAccountTokens>;
