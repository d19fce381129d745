/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range inside the file, else null. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '') || size === 0) return null;
  const [first, last] = [m[1]!, m[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
}
