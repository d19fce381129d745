/** A byte count as people read it: 512 B, 48 KB, 3.2 MB (the language's decimal mark). */
export function formatFileSize(bytes: number, language = 'tr'): string {
  const format = (n: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024) return `${format(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024, 0)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
