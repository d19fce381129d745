import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, trTR } from '@mui/x-data-grid/locales';
import { PAGE_SIZES, type SortDirection } from '@yek/contracts/paging';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { usePagedList } from '../api/get-paged-list';

export interface ServerDataGridProps<T extends GridValidRowModel & { id: number }> {
  /** The API resource: rows come from `{resource}/getpagedlist` unless `listUrl` says otherwise. */
  resource: string;
  listUrl?: string;
  /** The list's own filters (chosen above the table), sent with every page. */
  filters?: Record<string, string | number | boolean | undefined>;
  /** Names the table for screen readers. */
  label: string;
  columns: GridColDef<T>[];
  /** The columns the server sorts on (its contract's allow-list); the others cannot be sorted. */
  sortable: readonly string[];
  defaultSort: { field: string; sort: SortDirection };
  /** Row actions; a column of buttons appears when any is given. */
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** Rows the server would refuse to delete (one's own account) offer no delete button. */
  canDelete?: (row: T) => boolean;
  /** What the edit button says where editing means something else (publishing a new version). */
  editLabel?: string;
}

const GRID_TEXTS = {
  tr: trTR.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
};

/**
 * A management table whose paging, sorting and search happen on the server, through the shared
 * paged-list contract. A new table is its columns and its resource.
 */
export function ServerDataGrid<T extends GridValidRowModel & { id: number }>({
  resource,
  listUrl,
  filters,
  label,
  columns,
  sortable,
  defaultSort,
  onView,
  onEdit,
  onDelete,
  canDelete,
  editLabel,
}: ServerDataGridProps<T>) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = useState<GridSortModel>([defaultSort]);
  const [searchText, setSearchText] = useState('');
  // New filters start again from the first page (adjusted while rendering, as React advises).
  const filterKey = JSON.stringify(filters ?? {});
  const [shownFilters, setShownFilters] = useState(filterKey);
  if (shownFilters !== filterKey) {
    setShownFilters(filterKey);
    setPagination((p) => ({ ...p, page: 0 }));
  }
  // On a tablet the columns scroll sideways: the row's buttons come first so they stay in reach.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const sort = sortModel[0] ?? defaultSort;
  const query = usePagedList<T>(
    resource,
    {
      pageNumber: pagination.page + 1,
      pageSize: pagination.pageSize,
      searchText: searchText || undefined,
      orderBy: sort.field,
      orderDirection: sort.sort ?? 'asc',
      filters,
    },
    listUrl,
  );

  const allColumns = useMemo(() => {
    const list: GridColDef<T>[] = columns.map((c) => ({
      ...c,
      sortable: sortable.includes(c.field),
    }));
    if (onView || onEdit || onDelete) {
      list[narrow ? 'unshift' : 'push']({
        field: 'actions',
        type: 'actions',
        headerName: t('admin.grid.actions'),
        width: 110 + (onView ? 40 : 0),
        getActions: ({ row }) => [
          ...(onView
            ? [
                <GridActionsCellItem
                  key="view"
                  icon={<VisibilityOutlined />}
                  label={t('admin.grid.view')}
                  onClick={() => onView(row)}
                />,
              ]
            : []),
          ...(onEdit
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditOutlined />}
                  label={editLabel ?? t('admin.grid.edit')}
                  onClick={() => onEdit(row)}
                />,
              ]
            : []),
          ...(onDelete && (canDelete?.(row) ?? true)
            ? [
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteOutlined />}
                  label={t('admin.grid.delete')}
                  onClick={() => onDelete(row)}
                />,
              ]
            : []),
        ],
      });
    }
    return list;
  }, [columns, sortable, onView, onEdit, onDelete, canDelete, editLabel, narrow, t]);

  const onFilterModelChange = (model: GridFilterModel) => {
    setSearchText((model.quickFilterValues ?? []).join(' ').trim());
    setPagination((p) => ({ ...p, page: 0 }));
  };

  return (
    <>
      {query.isError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Alert>
      )}
      <DataGrid<T>
        aria-label={label}
        rows={query.data?.items ?? []}
        rowCount={query.data?.totalCount ?? 0}
        columns={allColumns}
        loading={query.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model);
          setPagination((p) => ({ ...p, page: 0 }));
        }}
        onFilterModelChange={onFilterModelChange}
        disableColumnFilter
        disableRowSelectionOnClick
        showToolbar
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: { debounceMs: 400 },
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
        localeText={i18n.language === 'tr' ? GRID_TEXTS.tr : GRID_TEXTS.en}
        autoHeight
        sx={{ bgcolor: 'background.paper' }}
      />
    </>
  );
}
