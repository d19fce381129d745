import type { CdnFileType, CdnFileVariant } from '@yek/contracts/cdn';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Files editors upload (modules/cdn). The bytes live in the file storage under `cdn/<file_name>`;
 * the name is the server's (a content hash), the uploader's own name is kept only to show.
 */
export const cdnFiles = pgTable(
  'cdn_files',
  {
    id: serial('id').primaryKey(),
    fileName: varchar('file_name', { length: 64 }).notNull().unique(),
    cdnFileType: varchar('cdn_file_type', { length: 16 }).$type<CdnFileType>().notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    /** Narrower WebP copies of a converted image: [{ fileName, width, height, size }]. */
    variants: jsonb('variants').$type<Omit<CdnFileVariant, 'fileUrl'>[]>().notNull().default([]),
    originalName: varchar('original_name', { length: 255 }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cdn_files_type_created_idx').on(t.cdnFileType, t.createdAt)],
);
