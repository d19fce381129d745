import { X509Certificate } from 'node:crypto';
import { compactVerify, decodeProtectedHeader } from 'jose';
import { extensionOids } from './der';

/** Marks Apple's App Store signing leaf and the WWDR intermediate (Apple's own checks use them). */
export const APPLE_LEAF_OID = '1.2.840.113635.100.6.11.1';
export const APPLE_INTERMEDIATE_OID = '1.2.840.113635.100.6.2.1';

export class UntrustedSignatureError extends Error {}

const validAt = (cert: X509Certificate, now: Date) =>
  new Date(cert.validFrom) <= now && now <= new Date(cert.validTo);

/**
 * Verifies a JWS the App Store signed (notifications, transactions, renewal info): ES256 by the
 * leaf of its x5c chain, the chain issued up to one of the configured root certificates, every
 * certificate valid now, and Apple's marker extensions on the leaf and the intermediate. The root
 * the message carries is ignored; only the configured ones are trusted.
 */
export function createAppStoreJwsVerifier(rootsPem: string[]) {
  const roots = rootsPem.map((pem) => new X509Certificate(pem));
  return async function verify(jws: string, now: Date): Promise<unknown> {
    const fail = (why: string): never => {
      throw new UntrustedSignatureError(why);
    };
    let chain: X509Certificate[] = [];
    try {
      const header = decodeProtectedHeader(jws);
      if (header.alg !== 'ES256') fail('algorithm');
      if (!Array.isArray(header.x5c) || header.x5c.length < 2 || header.x5c.length > 3) fail('x5c');
      chain = (header.x5c as string[]).map((c) => new X509Certificate(Buffer.from(c, 'base64')));
    } catch (error) {
      if (error instanceof UntrustedSignatureError) throw error;
      fail('malformed');
    }
    const [leaf, intermediate] = chain as [X509Certificate, X509Certificate];
    const root = roots.find((r) => intermediate.checkIssued(r) && intermediate.verify(r.publicKey));
    if (!root) fail('untrusted root');
    if (!leaf.checkIssued(intermediate) || !leaf.verify(intermediate.publicKey)) fail('chain');
    if (!intermediate.ca || leaf.ca) fail('basic constraints');
    if (![leaf, intermediate, root!].every((c) => validAt(c, now))) fail('validity');
    if (!extensionOids(leaf.raw).includes(APPLE_LEAF_OID)) fail('leaf marker');
    if (!extensionOids(intermediate.raw).includes(APPLE_INTERMEDIATE_OID))
      fail('intermediate marker');
    try {
      const { payload } = await compactVerify(jws, leaf.publicKey, { algorithms: ['ES256'] });
      return JSON.parse(new TextDecoder().decode(payload)) as unknown;
    } catch {
      return fail('signature');
    }
  };
}
export type AppStoreJwsVerifier = ReturnType<typeof createAppStoreJwsVerifier>;
