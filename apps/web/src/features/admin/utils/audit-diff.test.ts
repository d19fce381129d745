import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('the audit entry comparison', () => {
  it('lines up each field of the two snapshots and marks what changed', () => {
    const rows = auditDiff(
      { name: 'Elif', status: 'active', city: { id: 34, name: 'İstanbul' }, tags: [] },
      { name: 'Elif', status: 'passive', city: { id: 6, name: 'Ankara' }, tags: [], jobId: 3 },
    );
    expect(rows).toEqual([
      { path: 'name', before: '"Elif"', after: '"Elif"', changed: false },
      { path: 'status', before: '"active"', after: '"passive"', changed: true },
      { path: 'city.id', before: '34', after: '6', changed: true },
      { path: 'city.name', before: '"İstanbul"', after: '"Ankara"', changed: true },
      { path: 'tags', before: '[]', after: '[]', changed: false },
      { path: 'jobId', before: undefined, after: '3', changed: true },
    ]);
  });

  it('shows a field that was null and became an object as the fields of the object', () => {
    expect(auditDiff({ town: null }, { town: { id: 334, name: 'Aliağa' } })).toEqual([
      { path: 'town.id', before: 'null', after: '334', changed: true },
      { path: 'town.name', before: 'null', after: '"Aliağa"', changed: true },
    ]);
  });

  it('shows a creation as fields with nothing before, and a deletion as the reverse', () => {
    expect(auditDiff(null, { items: [{ title: 'Merhaba' }] })).toEqual([
      { path: 'items.0.title', before: undefined, after: '"Merhaba"', changed: true },
    ]);
    expect(auditDiff({ id: 4 }, null)).toEqual([
      { path: 'id', before: '4', after: undefined, changed: true },
    ]);
  });
});
