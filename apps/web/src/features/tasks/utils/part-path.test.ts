import { describe, expect, it } from 'vitest';
import { partPath } from './part-path';

describe('partPath', () => {
  it('sends each part to its page, with the spec spelling of the grammar route', () => {
    expect(partPath('reading', 7)).toBe('/task/reading/7');
    expect(partPath('grammar', 8)).toBe('/task/grammer/8');
    expect(partPath('vocabulary', 9)).toBe('/task/vocabulary/9');
  });
});
