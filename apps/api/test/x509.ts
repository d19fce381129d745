import { type KeyObject, X509Certificate, generateKeyPairSync, sign } from 'node:crypto';

/**
 * A small X.509 builder for tests: a certificate authority of our own (root, intermediate, leaf on
 * P-256 with ECDSA-SHA256), shaped like Apple's App Store signing chain, to sign test notifications.
 */
const der = (tag: number, content: Buffer): Buffer => {
  const n = content.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
};
const seq = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const explicit = (n: number, inner: Buffer) => der(0xa0 + n, inner);
const octets = (b: Buffer) => der(0x04, b);
const bits = (b: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), b]));
const bool = (v: boolean) => der(0x01, Buffer.from([v ? 0xff : 0]));
const utf8 = (s: string) => der(0x0c, Buffer.from(s, 'utf8'));
const integer = (n: number) => {
  const hex = n.toString(16);
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  return der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
};
function oid(dotted: string) {
  const [a, b, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const out = [a * 40 + b];
  for (const v of rest) {
    const chunk = [v & 0x7f];
    for (let x = Math.floor(v / 128); x > 0; x = Math.floor(x / 128))
      chunk.unshift((x & 0x7f) | 0x80);
    out.push(...chunk);
  }
  return der(0x06, Buffer.from(out));
}
const time = (d: Date) => {
  const s = d.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, Buffer.from(`${s}Z`));
};
const name = (cn: string) => seq(set(seq(oid('2.5.4.3'), utf8(cn))));
const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

export interface TestCert {
  cert: X509Certificate;
  key: KeyObject;
  name: string;
  base64: string;
  pem: string;
}

let serial = 1;
export function issue(opts: {
  subject: string;
  issuer?: TestCert;
  ca: boolean;
  extensions?: string[];
  notBefore?: Date;
  notAfter?: Date;
}): TestCert {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signerKey = opts.issuer?.key ?? privateKey;
  const issuerName = opts.issuer?.name ?? opts.subject;
  const extensions = [
    seq(oid('2.5.29.19'), bool(true), octets(opts.ca ? seq(bool(true)) : seq())),
    ...(opts.extensions ?? []).map((o) => seq(oid(o), octets(Buffer.from([0x05, 0x00])))),
  ];
  const tbs = seq(
    explicit(0, integer(2)),
    integer(serial++),
    ECDSA_SHA256,
    name(issuerName),
    seq(
      time(opts.notBefore ?? new Date(Date.now() - 86_400_000)),
      time(opts.notAfter ?? new Date(Date.now() + 30 * 86_400_000)),
    ),
    name(opts.subject),
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, seq(...extensions)),
  );
  const raw = seq(tbs, ECDSA_SHA256, bits(sign('sha256', tbs, signerKey)));
  const base64 = raw.toString('base64');
  return {
    cert: new X509Certificate(raw),
    key: privateKey,
    name: opts.subject,
    base64,
    pem: `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`,
  };
}

/** Root, intermediate and leaf as Apple sets them up; each call makes a new, unrelated CA. */
export function appleLikeChain(validity: { notAfter?: Date } = {}) {
  const root = issue({ subject: 'Test Root CA', ca: true, ...validity });
  const intermediate = issue({
    subject: 'Test WWDR Intermediate',
    issuer: root,
    ca: true,
    extensions: ['1.2.840.113635.100.6.2.1'],
    ...validity,
  });
  const leaf = issue({
    subject: 'Test App Store Signing',
    issuer: intermediate,
    ca: false,
    extensions: ['1.2.840.113635.100.6.11.1'],
    ...validity,
  });
  return { root, intermediate, leaf };
}

/** A compact JWS (ES256) with the chain in its x5c header, signed by `signer` (the leaf's key). */
export function signJws(
  payload: unknown,
  chain: TestCert[],
  signer: KeyObject = chain[0]!.key,
): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${b64({ alg: 'ES256', x5c: chain.map((c) => c.base64) })}.${b64(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key: signer, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
