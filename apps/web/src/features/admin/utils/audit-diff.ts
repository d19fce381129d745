/** One field of an audited entity, before and after the write. */
export interface AuditDiffRow {
  /** The field's path in the entity: `status`, `city.name`, `helloSliderLocalizations.0.title`. */
  path: string;
  /** The value as JSON text; undefined where the field did not exist on that side. */
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

type Json = Record<string, unknown> | null;

/** Every leaf of an object by its dotted path; empty objects and lists are leaves themselves. */
function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (entries.length > 0) {
      for (const [key, v] of entries) flatten(v, prefix ? `${prefix}.${key}` : key, into);
      return;
    }
  }
  into.set(prefix, JSON.stringify(value));
}

/**
 * The two snapshots of an audit entry side by side, field by field, in the order the entity
 * lists them (fields only one side has come where that side has them).
 */
export function auditDiff(before: Json, after: Json): AuditDiffRow[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (before) flatten(before, '', a);
  if (after) flatten(after, '', b);
  // A field that was null on one side and an object on the other shows as the object's fields,
  // each null on the empty side, rather than as one "null" row and fields that "did not exist".
  const nullParent = (side: Map<string, string>, path: string) => {
    for (let i = path.lastIndexOf('.'); i > 0; i = path.lastIndexOf('.', i - 1))
      if (side.get(path.slice(0, i)) === 'null') return 'null';
    return undefined;
  };
  const hasChildren = (side: Map<string, string>, path: string) =>
    [...side.keys()].some((k) => k.startsWith(`${path}.`));
  const paths = [...new Set([...a.keys(), ...b.keys()])].filter(
    (path) =>
      !(a.get(path) === 'null' && hasChildren(b, path)) &&
      !(b.get(path) === 'null' && hasChildren(a, path)),
  );
  return paths.map((path) => {
    const was = a.get(path) ?? (after && before ? nullParent(a, path) : undefined);
    const is = b.get(path) ?? (after && before ? nullParent(b, path) : undefined);
    return { path, before: was, after: is, changed: was !== is };
  });
}
