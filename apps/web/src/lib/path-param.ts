/**
 * A route parameter for a call's path (spec §5): a missing one is refused before any request is
 * made, so a call never goes out as `user/undefined`.
 */
export function pathParam(value: string | number | null | undefined, name: string): string {
  if (value === null || value === undefined || value === '') {
    throw new Error(`The path parameter "${name}" is required`);
  }
  return encodeURIComponent(String(value));
}
