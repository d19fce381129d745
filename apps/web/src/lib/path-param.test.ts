import { describe, expect, it } from 'vitest';
import { pathParam } from './path-param';

describe('pathParam', () => {
  it('passes a present value, encoded for a path', () => {
    expect(pathParam(7, 'id')).toBe('7');
    expect(pathParam('a b', 'alias')).toBe('a%20b');
  });

  it('refuses a missing value before any call is made', () => {
    expect(() => pathParam(null, 'id')).toThrow(/"id"/);
    expect(() => pathParam(undefined, 'id')).toThrow(/"id"/);
    expect(() => pathParam('', 'alias')).toThrow(/"alias"/);
  });
});
