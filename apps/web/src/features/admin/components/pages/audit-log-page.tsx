import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry, AuditLogQuery } from '@yek/contracts/audit';
import type { AdminUser } from '@yek/contracts/user';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { usePagedList } from '../../api/get-paged-list';
import { AdminPage } from '../admin-page';
import { AuditEntryDialog } from '../audit-entry-dialog';
import { ServerDataGrid } from '../server-data-grid';

const RESOURCE = 'auditlog';
const SORTABLE: readonly AuditLogQuery['orderBy'][] = ['createdAt', 'entity', 'actorEmail'];
/** What the management writes record (audit.record's entity); another one can be typed. */
const KNOWN_ENTITIES = [
  'book',
  'bookgenre',
  'cdnfile',
  'contract',
  'helloslider',
  'job',
  'language',
  'promocode',
  'registrationquestion',
  'registrationresult',
  'studentanswer',
  'subscriptionplan',
  'user',
] as const;

/** Who made the writes: an account found by name or email (GET user). */
function ActorFilter({
  value,
  onChange,
}: {
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const searchText = useDeferredValue(input.trim());
  const found = usePagedList<AdminUser>(
    'user',
    { pageNumber: 1, pageSize: 10, searchText, orderBy: 'name', orderDirection: 'asc' },
    'user',
  );
  return (
    <Autocomplete
      size="small"
      options={found.data?.items ?? []}
      value={value}
      onChange={(_e, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      filterOptions={(options) => options}
      getOptionLabel={(u) => `${u.name} ${u.surname} (${u.email ?? u.phoneNumber ?? u.id})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      loadingText={t('admin.auditLog.searching')}
      noOptionsText={t('admin.auditLog.noActor')}
      renderInput={(params) => <TextField {...params} label={t('admin.auditLog.who')} />}
      sx={{ minWidth: 240, flex: 2 }}
    />
  );
}

/**
 * The audit log (admins only): every management write, newest first, filtered by who made it,
 * the entity and a date range, searched by email, entity or route; each entry opens with the
 * entity before and after.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [actor, setActor] = useState<AdminUser | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const [entityId, setEntityId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const entityName = useCallback(
    (key: string) => t(`admin.auditLog.entities.${key}`, { defaultValue: key }),
    [t],
  );
  const filters = useMemo(
    () => ({
      actorId: actor?.id,
      entity: entity?.trim() || undefined,
      entityId: entityId.trim() || undefined,
      from: from || undefined,
      to: to || undefined,
    }),
    [actor, entity, entityId, from, to],
  );

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('admin.auditLog.when'),
        width: 190,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
      {
        field: 'actorEmail',
        headerName: t('admin.auditLog.who'),
        flex: 1,
        minWidth: 200,
        valueFormatter: (value: string | null) => value ?? t('admin.auditLog.deletedActor'),
      },
      {
        field: 'action',
        headerName: t('admin.auditLog.action'),
        width: 120,
        valueFormatter: (value: string) =>
          t(`admin.auditLog.actions.${value}`, { defaultValue: value }),
      },
      {
        field: 'entity',
        headerName: t('admin.auditLog.entity'),
        width: 170,
        valueFormatter: (value: string) => entityName(value),
      },
      { field: 'entityId', headerName: t('admin.auditLog.entityId'), width: 110 },
      {
        field: 'route',
        headerName: t('admin.auditLog.route'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_v, row) => `${row.method} ${row.route}`,
      },
    ],
    [t, i18n.language, entityName],
  );

  return (
    <AdminPage title={t('admin.auditLog.title')} description={t('admin.auditLog.description')}>
      <Box
        role="group"
        aria-label={t('admin.auditLog.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <ActorFilter value={actor} onChange={setActor} />
        <Autocomplete
          freeSolo
          autoSelect
          size="small"
          options={KNOWN_ENTITIES}
          value={entity}
          onChange={(_e, v) => setEntity(v)}
          getOptionLabel={(key) => entityName(key)}
          renderInput={(params) => <TextField {...params} label={t('admin.auditLog.entity')} />}
          sx={{ minWidth: 200, flex: 1 }}
        />
        <TextField
          size="small"
          label={t('admin.auditLog.entityId')}
          value={entityId}
          onChange={(e) => setEntityId(e.target.value)}
          sx={{ width: { xs: '100%', sm: 140 } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('admin.auditLog.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
          sx={{ width: { xs: '100%', sm: 170 } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('admin.auditLog.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
          sx={{ width: { xs: '100%', sm: 170 } }}
        />
      </Box>
      <ServerDataGrid<AuditEntry>
        resource={RESOURCE}
        listUrl={RESOURCE}
        filters={filters}
        label={t('admin.auditLog.title')}
        columns={columns}
        sortable={SORTABLE}
        defaultSort={{ field: 'createdAt', sort: 'desc' }}
        onView={setOpen}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}
