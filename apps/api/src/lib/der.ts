/**
 * Just enough DER reading to list a certificate's extensions: node:crypto parses certificates but
 * does not expose extensions by OID, and the App Store chain check needs two of them.
 */
interface Tlv {
  tag: number;
  start: number;
  end: number;
}

function readTlv(buf: Buffer, offset: number): Tlv {
  const tag = buf[offset];
  let length = buf[offset + 1];
  if (tag === undefined || length === undefined) throw new Error('truncated DER');
  let start = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes === 0 || bytes > 4) throw new Error('unsupported DER length');
    length = 0;
    for (let i = 0; i < bytes; i += 1) length = length * 256 + (buf[start + i] ?? 0);
    start += bytes;
  }
  const end = start + length;
  if (end > buf.length) throw new Error('truncated DER');
  return { tag, start, end };
}

function children(buf: Buffer, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let at = parent.start; at < parent.end;) {
    const child = readTlv(buf, at);
    out.push(child);
    at = child.end;
  }
  return out;
}

export function oidToString(bytes: Buffer): string {
  const first = bytes[0] ?? 0;
  const parts = [Math.floor(first / 40), first % 40];
  let value = 0;
  for (const b of bytes.subarray(1)) {
    value = value * 128 + (b & 0x7f);
    if (!(b & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** The OIDs of a DER certificate's v3 extensions; empty when it has none or cannot be read. */
export function extensionOids(certificate: Buffer): string[] {
  try {
    const cert = readTlv(certificate, 0);
    const tbs = children(certificate, cert)[0];
    if (!tbs) return [];
    const wrapper = children(certificate, tbs).find((t) => t.tag === 0xa3);
    const list = wrapper && children(certificate, wrapper)[0];
    if (!list) return [];
    return children(certificate, list).flatMap((ext) => {
      const id = children(certificate, ext)[0];
      return id?.tag === 0x06 ? [oidToString(certificate.subarray(id.start, id.end))] : [];
    });
  } catch {
    return [];
  }
}
