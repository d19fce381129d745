import { describe, expect, it } from 'vitest';
import { appleLikeChain, issue, signJws } from '../../test/x509';
import { APPLE_LEAF_OID, createAppStoreJwsVerifier } from './app-store-jws';
import { extensionOids } from './der';

const now = new Date();

describe('App Store JWS verification', () => {
  const ca = appleLikeChain();
  const chain = [ca.leaf, ca.intermediate, ca.root];
  const verify = createAppStoreJwsVerifier([ca.root.pem]);

  it('reads the marker extensions of a certificate', () => {
    expect(extensionOids(ca.leaf.cert.raw)).toContain(APPLE_LEAF_OID);
    expect(ca.intermediate.cert.ca).toBe(true);
  });

  it('accepts a payload signed by the leaf of a chain to the configured root', async () => {
    await expect(verify(signJws({ hello: 'world' }, chain), now)).resolves.toEqual({
      hello: 'world',
    });
  });

  it('refuses a tampered payload, another signer, an untrusted root and expired certificates', async () => {
    const jws = signJws({ amount: 1 }, chain);
    const [h, , s] = jws.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ amount: 1000 })).toString('base64url')}.${s}`;
    await expect(verify(forged, now)).rejects.toThrow('signature');
    await expect(verify(signJws({ a: 1 }, chain, ca.intermediate.key), now)).rejects.toThrow();
    const other = appleLikeChain();
    await expect(
      verify(signJws({ a: 1 }, [other.leaf, other.intermediate, ca.root]), now),
    ).rejects.toThrow('untrusted root');
    await expect(
      verify(signJws({ a: 1 }, chain), new Date(now.getTime() + 60 * 86_400_000)),
    ).rejects.toThrow('validity');
    const plainLeaf = issue({ subject: 'Plain', issuer: ca.intermediate, ca: false });
    await expect(
      verify(signJws({ a: 1 }, [plainLeaf, ca.intermediate, ca.root]), now),
    ).rejects.toThrow('leaf marker');
    await expect(verify('not.a.jws', now)).rejects.toThrow('malformed');
  });
});
