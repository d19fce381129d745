/**
 * Every column that may hold a cdn file's URL. A file named in any of them (by its own name or a
 * variant's, whatever address precedes it) cannot be deleted: the delete answers 409 FILE_IN_USE
 * with the `usedBy` text on the fileName field. A module whose table starts keeping file URLs
 * (book covers, book audio) adds its line here, and a message under `cdn.usedBy.*` in
 * lib/messages.ts.
 */
export interface FileReference {
  table: string;
  column: string;
  /** Message key of "used by a welcome slide" and the like. */
  usedBy: string;
}

export const FILE_REFERENCES: readonly FileReference[] = [
  { table: 'hello_sliders', column: 'image_file_path', usedBy: 'cdn.usedBy.helloSlider' },
];
