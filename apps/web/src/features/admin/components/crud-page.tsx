import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { type ReactNode, useState } from 'react';
import { AdminPage } from './admin-page';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ServerDataGrid, type ServerDataGridProps } from './server-data-grid';

interface CrudPageProps<T extends GridValidRowModel & { id: number }> extends Pick<
  ServerDataGridProps<T>,
  'resource' | 'listUrl' | 'sortable' | 'defaultSort' | 'canDelete' | 'filters'
> {
  title: string;
  description: string;
  columns: GridColDef<T>[];
  /**
   * The add button's label; without it there is no add button (rows are edited and deleted only),
   * and without `canEdit` the page only lists.
   */
  addLabel?: string;
  canEdit?: boolean;
  /** What the delete confirmation calls a row. */
  nameOf: (row: T) => string;
  /** The form for a row, or for a new one (null); it calls `close` when done. */
  form: (row: T | null, close: () => void) => ReactNode;
  /** Shown above the table. */
  children?: ReactNode;
}

/**
 * A management page of one resource: its server-paged table, an add button, the edit form in a
 * dialog and a confirmation before a delete. A page gives its columns, its form and its names.
 */
export function CrudPage<T extends GridValidRowModel & { id: number }>({
  title,
  description,
  resource,
  listUrl,
  columns,
  sortable,
  defaultSort,
  canDelete,
  filters,
  addLabel,
  canEdit = true,
  nameOf,
  form,
  children,
}: CrudPageProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const close = () => setEditing(null);
  return (
    <AdminPage
      title={title}
      description={description}
      add={canEdit && addLabel ? { label: addLabel, onClick: () => setEditing('new') } : undefined}
    >
      {children}
      <ServerDataGrid<T>
        resource={resource}
        listUrl={listUrl}
        label={title}
        columns={columns}
        sortable={sortable}
        defaultSort={defaultSort}
        filters={filters}
        onEdit={canEdit ? setEditing : undefined}
        onDelete={canEdit ? setDeleting : undefined}
        canDelete={canDelete}
      />
      {editing && form(editing === 'new' ? null : editing, close)}
      <ConfirmDeleteDialog
        resource={resource}
        target={deleting && { id: deleting.id, name: nameOf(deleting) }}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
