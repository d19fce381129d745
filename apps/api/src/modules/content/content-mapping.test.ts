import { PartContentSchema } from '@yek/contracts/usertask-parts';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../../../../content/tools/lib/load';
import { validDays } from '../../../test/content';
import { dayRows } from './content-mapping';

describe('dayRows', () => {
  it('gives every part written so far the body and reveal its kind has on the wire', () => {
    const parts = validDays(readContent()).flatMap((d) => dayRows(d).mainQuestions);
    expect(new Set(parts.map((p) => p.kind)).size).toBe(6);
    for (const { slug, kind, body, reveal } of parts) {
      const content = { kind, body, reveal };
      // Parsing strips unknown fields, so equality also proves that nothing is dropped.
      expect(PartContentSchema.parse(content), slug).toEqual(content);
    }
  });
});
