import type { Paged, SortDirection } from '@yek/contracts/paging';
import type { Queryable } from '../db/transaction';
import { containsPattern } from './search-text';

/** The query of a paged list after the contract's `pagedQuerySchema` has validated it. */
export interface PagedQuery<C extends string> {
  pageNumber: number;
  pageSize: number;
  searchText?: string | undefined;
  orderBy: C;
  orderDirection: SortDirection;
}

export interface PagedListSpec<C extends string> {
  /** One SELECT (with its joins and GROUP BY) whose output columns carry the wire names. */
  select: string;
  /** Its parameters, $1 onwards. */
  params?: unknown[];
  /** Each sortable name of the contract → the output column it orders by. */
  sort: Record<C, string>;
  /** Output columns the search text is looked for in (Turkish letters folded, any case). */
  search: string[];
  /** The output column that breaks ties, so a row never shows on two pages. */
  tieBreaker?: string;
}

const quote = (column: string) => {
  // Column names come from code, never from the request; this keeps it so.
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) throw new Error(`bad column name ${column}`);
  return `"${column}"`;
};

/** Folds a text column the way `searchKey` folds the search text: Turkish letters, then case. */
const folded = (column: string) =>
  `lower(translate(${quote(column)}::text, 'ÇĞİIÖŞÜçğıöşüâîû', 'cgiiosucgiosuaiu'))`;

/**
 * One page of a list, sorted and searched in SQL: the lists of the management tables share it. The
 * sort column is looked up in the spec's allow-list (the contract has refused anything else with a
 * 400 already), so no text of the request reaches the SQL but as a parameter.
 */
export async function pagedList<Row extends object, C extends string>(
  db: Queryable,
  spec: PagedListSpec<C>,
  query: PagedQuery<C>,
): Promise<Paged<Row>> {
  const sortColumn = Object.hasOwn(spec.sort, query.orderBy) ? spec.sort[query.orderBy] : null;
  if (!sortColumn) throw new Error(`orderBy ${query.orderBy} is not sortable`);
  const params = [...(spec.params ?? [])];
  let where = '';
  const text = query.searchText?.trim();
  if (text && spec.search.length > 0) {
    params.push(containsPattern(text));
    const p = `$${params.length}`;
    where = `WHERE ${spec.search.map((c) => `${folded(c)} LIKE ${p}`).join(' OR ')}`;
  }
  params.push(query.pageSize, (query.pageNumber - 1) * query.pageSize);
  const direction = query.orderDirection === 'desc' ? 'DESC' : 'ASC';
  const tie = quote(spec.tieBreaker ?? 'id');
  const { rows } = await db.query<Row & { _total: number }>(
    `SELECT page.*, count(*) OVER ()::int AS _total FROM (${spec.select}) AS page ${where}
      ORDER BY ${quote(sortColumn)} ${direction} NULLS LAST, ${tie} ${direction}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let totalCount = rows[0]?._total ?? 0;
  if (rows.length === 0 && query.pageNumber > 1) {
    // A page past the end still says how many rows there are, so the table can step back.
    const count = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${spec.select}) AS page ${where}`,
      params.slice(0, -2),
    );
    totalCount = count.rows[0]?.n ?? 0;
  }
  return {
    items: rows.map(({ _total, ...row }) => row as unknown as Row),
    totalCount,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}
