import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ROLES,
  USER_STATUSES,
  type AdminUser,
  type Role,
  type UserListQuery,
  type UserStatus,
} from '@yek/contracts/user';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';
import { AdminPage } from '../admin-page';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { ServerDataGrid } from '../server-data-grid';
import { UserDetailsDialog } from '../user-details-dialog';
import { UserFormDialog } from '../user-form-dialog';

const RESOURCE = 'user';
const SORTABLE: readonly UserListQuery['orderBy'][] = [
  'createdAt',
  'name',
  'surname',
  'email',
  'phoneNumber',
  'role',
  'status',
];

type Open = { kind: 'view' | 'edit'; user: AdminUser } | { kind: 'new' } | null;

/**
 * The accounts (admins only): searched by name, email or phone, filtered by role type and status,
 * sorted and paged by the server (GET user); each can be viewed, changed or deleted.
 */
export function UsersPage({ selfId }: { selfId: number | null }) {
  const { t, i18n } = useTranslation();
  const [roleType, setRoleType] = useState<Role | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const close = () => setOpen(null);
  const filters = useMemo(
    () => ({ roleType: roleType || undefined, status: status || undefined }),
    [roleType, status],
  );

  const columns = useMemo<GridColDef<AdminUser>[]>(
    () => [
      { field: 'name', headerName: t('admin.users.name'), flex: 1, minWidth: 120 },
      { field: 'surname', headerName: t('admin.users.surname'), flex: 1, minWidth: 120 },
      { field: 'email', headerName: t('admin.users.email'), flex: 1.4, minWidth: 200 },
      { field: 'phoneNumber', headerName: t('admin.users.phoneNumber'), width: 150 },
      {
        field: 'role',
        headerName: t('admin.users.roleType'),
        width: 120,
        valueFormatter: (value: Role) => t(`admin.users.roles.${value}`),
      },
      {
        field: 'status',
        headerName: t('admin.users.status'),
        width: 110,
        valueFormatter: (value: UserStatus) => t(`admin.users.statuses.${value}`),
      },
      {
        field: 'createdAt',
        headerName: t('admin.users.registrationDate'),
        width: 150,
        valueFormatter: (value: string) => formatDate(value, i18n.language),
      },
    ],
    [t, i18n.language],
  );
  const onView = useCallback((user: AdminUser) => setOpen({ kind: 'view', user }), []);
  const onEdit = useCallback((user: AdminUser) => setOpen({ kind: 'edit', user }), []);
  const canDelete = useCallback((user: AdminUser) => user.id !== selfId, [selfId]);

  return (
    <AdminPage
      title={t('admin.users.title')}
      description={t('admin.users.description')}
      add={{ label: t('admin.users.add'), onClick: () => setOpen({ kind: 'new' }) }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('admin.users.roleType')}
          value={roleType}
          onChange={(e) => setRoleType(e.target.value as Role | '')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('admin.users.allRoles')}</MenuItem>
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`admin.users.roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('admin.users.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as UserStatus | '')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('admin.users.allStatuses')}</MenuItem>
          {USER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`admin.users.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ServerDataGrid<AdminUser>
        resource={RESOURCE}
        listUrl={RESOURCE}
        filters={filters}
        label={t('admin.users.title')}
        columns={columns}
        sortable={SORTABLE}
        defaultSort={{ field: 'createdAt', sort: 'desc' }}
        onView={onView}
        onEdit={onEdit}
        onDelete={setDeleting}
        canDelete={canDelete}
      />
      {open?.kind === 'view' && (
        <UserDetailsDialog
          user={open.user}
          onClose={close}
          onEdit={() => setOpen({ kind: 'edit', user: open.user })}
        />
      )}
      {(open?.kind === 'edit' || open?.kind === 'new') && (
        <UserFormDialog
          user={open.kind === 'edit' ? open.user : null}
          selfId={selfId}
          onClose={close}
        />
      )}
      <ConfirmDeleteDialog
        resource={RESOURCE}
        target={deleting && { id: deleting.id, name: `${deleting.name} ${deleting.surname}` }}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
