import { defineModule } from '../../plugins/module';
import { createAuditLogRepository } from './auditlog.repository';
import { auditLogRoutes } from './auditlog.routes';

/** The audit log's reader; entries are written by plugins/audit.ts inside each management write. */
export const auditLogModule = defineModule('auditlog', [], (api, app) => {
  auditLogRoutes(api, app.guard, createAuditLogRepository(app.deps.database.pool));
});
