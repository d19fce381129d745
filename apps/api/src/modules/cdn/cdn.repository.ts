import type { CdnFileType, CdnFilesQuery, CdnFileVariant } from '@yek/contracts/cdn';
import type { Pool } from 'pg';
import { FILE_REFERENCES, type FileReference } from './file-references';

export interface CdnFileRow {
  id: number;
  fileName: string;
  cdnFileType: CdnFileType;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  variants: Omit<CdnFileVariant, 'fileUrl'>[];
  originalName: string | null;
  uploadedBy: number | null;
  uploadedByName: string | null;
  createdDate: string;
}
export type NewCdnFile = Omit<CdnFileRow, 'id' | 'uploadedByName' | 'createdDate'>;

const SELECT = `
  SELECT f.id, f.file_name AS "fileName", f.cdn_file_type AS "cdnFileType",
         f.content_type AS "contentType", f.size, f.width, f.height,
         f.duration_seconds AS "durationSeconds", f.variants, f.original_name AS "originalName",
         f.uploaded_by AS "uploadedBy",
         CASE WHEN u.id IS NULL THEN NULL ELSE u.name || ' ' || u.surname END AS "uploadedByName",
         to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdDate"
    FROM cdn_files f
    LEFT JOIN users u ON u.id = f.uploaded_by`;

/** Sortable columns of the list, by the names the query uses; nothing else reaches ORDER BY. */
const ORDER_COLUMNS = {
  createdDate: 'f.created_at',
  fileName: 'f.file_name',
  originalName: 'f.original_name',
  size: 'f.size',
} as const satisfies Record<CdnFilesQuery['orderBy'], string>;

/** The last path segment of a stored address, without any query or fragment. */
const lastSegment = (column: string) =>
  `regexp_replace(regexp_replace(${column}, '[?#].*$', ''), '^.*/', '')`;

export function createCdnRepository(
  pool: Pool,
  references: readonly FileReference[] = FILE_REFERENCES,
) {
  return {
    /** Inserts the file; the same content uploaded again finds its earlier row instead. */
    async insert(file: NewCdnFile): Promise<CdnFileRow> {
      await pool.query(
        `INSERT INTO cdn_files (file_name, cdn_file_type, content_type, size, width, height,
                                duration_seconds, variants, original_name, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
         ON CONFLICT (file_name) DO NOTHING`,
        [
          file.fileName,
          file.cdnFileType,
          file.contentType,
          file.size,
          file.width,
          file.height,
          file.durationSeconds,
          JSON.stringify(file.variants),
          file.originalName,
          file.uploadedBy,
        ],
      );
      return (await this.byName(file.fileName))!;
    },

    async byName(fileName: string): Promise<CdnFileRow | null> {
      const { rows } = await pool.query<CdnFileRow>(`${SELECT} WHERE f.file_name = $1`, [fileName]);
      return rows[0] ?? null;
    },

    /** The file whose own name or one of whose variants' names this is. */
    async byAnyName(fileName: string): Promise<CdnFileRow | null> {
      const { rows } = await pool.query<CdnFileRow>(
        `${SELECT} WHERE f.file_name = $1
            OR f.variants @> jsonb_build_array(jsonb_build_object('fileName', $1::text))
          LIMIT 1`,
        [fileName],
      );
      return rows[0] ?? null;
    },

    async page(
      query: Omit<CdnFilesQuery, 'cdnFileType'> & { cdnFileType?: CdnFileType },
    ): Promise<{ rows: CdnFileRow[]; total: number }> {
      const pattern = query.searchText
        ? `%${query.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        : null;
      const direction = query.orderDirection === 'desc' ? 'DESC' : 'ASC';
      const { rows } = await pool.query<CdnFileRow & { total: number }>(
        `SELECT *, count(*) OVER ()::int AS total FROM (${SELECT}
          WHERE ($1::text IS NULL OR f.cdn_file_type = $1)
            AND ($2::text IS NULL OR f.original_name ILIKE $2 OR f.file_name ILIKE $2)
          ORDER BY ${ORDER_COLUMNS[query.orderBy]} ${direction} NULLS LAST, f.id ${direction}) page
          LIMIT $3 OFFSET $4`,
        [
          query.cdnFileType ?? null,
          pattern,
          query.pageSize,
          (query.pageNumber - 1) * query.pageSize,
        ],
      );
      const total = rows[0]?.total ?? (query.pageNumber > 1 ? await this.count(query) : 0);
      return { rows: rows.map(({ total: _, ...row }) => row), total };
    },

    /** The match count when the page asked for lies past the last row. */
    async count(query: { cdnFileType?: CdnFileType; searchText?: string }): Promise<number> {
      const pattern = query.searchText
        ? `%${query.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        : null;
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM cdn_files f
          WHERE ($1::text IS NULL OR f.cdn_file_type = $1)
            AND ($2::text IS NULL OR f.original_name ILIKE $2 OR f.file_name ILIKE $2)`,
        [query.cdnFileType ?? null, pattern],
      );
      return rows[0]!.n;
    },

    /** The message keys of the places that use any of these names (see file-references.ts). */
    async usages(fileNames: string[]): Promise<string[]> {
      const used: string[] = [];
      for (const ref of references) {
        const { rowCount } = await pool.query(
          `SELECT 1 FROM ${ref.table} WHERE ${lastSegment(ref.column)} = ANY($1::text[]) LIMIT 1`,
          [fileNames],
        );
        if (rowCount) used.push(ref.usedBy);
      }
      return used;
    },

    async delete(id: number): Promise<boolean> {
      const { rowCount } = await pool.query('DELETE FROM cdn_files WHERE id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },
  };
}
export type CdnRepository = ReturnType<typeof createCdnRepository>;
