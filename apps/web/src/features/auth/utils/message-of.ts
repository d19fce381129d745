import type { Envelope } from '@yek/contracts/common';

/** Replies that only confirm carry their text in data.message or in the envelope's message. */
export function messageOf(envelope: Envelope<unknown>): string | null {
  const data = envelope.data as { message?: unknown } | null;
  if (data && typeof data.message === 'string' && data.message) return data.message;
  return envelope.message || null;
}
