import type { AuditEntry, AuditLogQuery } from '@yek/contracts/audit';
import type { Paged } from '@yek/contracts/paging';
import type { Pool } from 'pg';

const ORDER_COLUMNS: Record<AuditLogQuery['orderBy'], string> = {
  createdAt: 'a.created_at',
  entity: 'a.entity',
  actorEmail: 'a.actor_email',
};

export function createAuditLogRepository(pool: Pool) {
  return {
    async page(q: AuditLogQuery): Promise<Paged<AuditEntry>> {
      const where: string[] = [];
      const values: unknown[] = [];
      const param = (v: unknown) => {
        values.push(v);
        return `$${values.length}`;
      };
      if (q.searchText) {
        const p = param(`%${q.searchText.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(
          `(lower(coalesce(a.actor_email, '')) LIKE ${p} OR lower(a.entity) LIKE ${p} OR lower(a.route) LIKE ${p})`,
        );
      }
      if (q.actorId) where.push(`a.actor_id = ${param(q.actorId)}`);
      if (q.entity) where.push(`a.entity = ${param(q.entity)}`);
      if (q.entityId) where.push(`a.entity_id = ${param(q.entityId)}`);
      if (q.from) where.push(`a.created_at >= ${param(q.from)}::date`);
      if (q.to) where.push(`a.created_at < ${param(q.to)}::date + 1`);
      const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const direction = q.orderDirection === 'desc' ? 'DESC' : 'ASC';
      const limit = param(q.pageSize);
      const offset = param((q.pageNumber - 1) * q.pageSize);
      const { rows } = await pool.query<AuditEntry & { total: number }>(
        `SELECT a.id::float8 AS id, a.actor_id AS "actorId", a.actor_email AS "actorEmail", a.actor_role AS "actorRole",
                a.method, a.route, a.action, a.entity, a.entity_id AS "entityId", a.before, a.after,
                to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
                count(*) OVER ()::int AS total
           FROM audit_log a ${filter}
          ORDER BY ${ORDER_COLUMNS[q.orderBy]} ${direction} NULLS LAST, a.id ${direction}
          LIMIT ${limit} OFFSET ${offset}`,
        values,
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        // Past the last page: the count still answers how many match.
        const count = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM audit_log a ${filter}`,
          values.slice(0, values.length - 2),
        );
        total = count.rows[0]?.n ?? 0;
      }
      return {
        items: rows.map(({ total: _total, ...entry }) => entry),
        totalCount: total,
        pageNumber: q.pageNumber,
        pageSize: q.pageSize,
      };
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
