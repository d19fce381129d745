import { describe, expect, it } from 'vitest';
import { ok, okMessage, okShared, serializeBody } from './envelope';

describe('serializeBody', () => {
  it('writes a shared payload once and answers the same JSON after', () => {
    const view = { id: 7, items: [{ text: 'a' }] };
    const first = serializeBody(okShared(view));
    expect(JSON.parse(first)).toEqual(ok(view));
    // The kept JSON is answered again: an edit of the view (which shared views never get) would
    // not show, proving no second serialization took place.
    view.id = 8;
    expect(serializeBody(okShared(view))).toBe(first);
  });

  it('writes a new view afresh', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    expect(JSON.parse(serializeBody(okShared(a))).data).toEqual({ id: 1 });
    expect(JSON.parse(serializeBody(okShared(b))).data).toEqual({ id: 2 });
  });

  it('does not reuse the JSON for another envelope of the same payload', () => {
    const view = { id: 3 };
    serializeBody(okShared(view));
    const withMessage = okMessage(view, 'Kaydedildi.');
    expect(JSON.parse(serializeBody(withMessage)).message).toBe('Kaydedildi.');
    expect(JSON.parse(serializeBody(ok(view, 201))).statusCode).toBe(201);
    expect(JSON.parse(serializeBody({ ...ok(view), extra: 1 })).extra).toBe(1);
  });

  it('writes payloads that are not shared every time', () => {
    const view = { id: 4 };
    expect(serializeBody(ok(view))).toBe(JSON.stringify(ok(view)));
    view.id = 5;
    expect(JSON.parse(serializeBody(ok(view))).data.id).toBe(5);
    expect(serializeBody(null)).toBe('null');
    expect(serializeBody('text')).toBe('"text"');
  });
});
