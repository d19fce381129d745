import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { CDN_FILE_TYPES, CDN_SORTABLE, type CdnFile, type CdnFileType } from '@yek/contracts/cdn';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { formatDateTime } from '../../../../lib/dates';
import { CDN_LIST_URL, CDN_RESOURCE, cdnAbsoluteUrl, cdnDownloadUrl } from '../../api/cdn-files';
import { formatFileSize } from '../../utils/file-size';
import { AdminPage } from '../admin-page';
import { CdnDeleteDialog } from '../cdn-delete-dialog';
import { FileUploader } from '../file-uploader';
import { ServerDataGrid } from '../server-data-grid';
import { Thumbnail } from '../thumbnail';

const isImage = (file: CdnFile) => file.contentType.startsWith('image/');
const isAudio = (file: CdnFile) => file.contentType.startsWith('audio/');
/** The narrowest copy is enough for a thumbnail. */
const thumbnailUrl = (file: CdnFile) => file.variants[0]?.fileUrl ?? file.fileUrl;
const shownName = (file: CdnFile) => file.originalName ?? file.fileName;

function duration(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A file's picture, player or document link, in a dialog. */
function PreviewDialog({ file, onClose }: { file: CdnFile | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={file !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {file && shownName(file)}
      </DialogTitle>
      {file && (
        <DialogContent>
          {isImage(file) && (
            <Box
              component="img"
              src={file.fileUrl}
              alt={t('admin.files.previewAlt', { name: shownName(file) })}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', mx: 'auto' }}
            />
          )}
          {isAudio(file) && (
            <Box
              component="audio"
              controls
              preload="metadata"
              src={file.fileUrl}
              aria-label={t('admin.files.player', { name: shownName(file) })}
              sx={{ width: '100%', minWidth: { sm: 400 } }}
            />
          )}
          {!isImage(file) && !isAudio(file) && (
            <Button href={file.fileUrl} target="_blank" rel="noopener" variant="outlined">
              {t('admin.files.open')}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {[
              t(`files.types.${file.cdnFileType}`),
              formatFileSize(file.size, i18n.language),
              file.width && file.height ? `${file.width} × ${file.height} px` : null,
              file.durationSeconds ? duration(file.durationSeconds) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>
            {file.fileUrl}
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Editors' files: upload by dropping or choosing, preview, copy the link, download, delete. */
export function FilesPage() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [filter, setFilter] = useState<CdnFileType | ''>('');
  const [uploadType, setUploadType] = useState<CdnFileType>('Image');
  const [convert, setConvert] = useState(true);
  const [previewing, setPreviewing] = useState<CdnFile | null>(null);
  const [deleting, setDeleting] = useState<CdnFile | null>(null);
  // On a tablet the row's buttons come first, as in every management table.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });

  const copyLink = async (file: CdnFile) => {
    try {
      await navigator.clipboard.writeText(cdnAbsoluteUrl(file.fileUrl));
      enqueueSnackbar(t('admin.files.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('admin.files.copyFailed'), { variant: 'error' });
    }
  };

  const columns = useMemo<GridColDef<CdnFile>[]>(() => {
    const actions: GridColDef<CdnFile> = {
      field: 'actions',
      type: 'actions',
      headerName: t('admin.grid.actions'),
      width: 160,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="preview"
          icon={<VisibilityOutlined />}
          label={t('admin.files.preview')}
          onClick={() => setPreviewing(row)}
        />,
        <GridActionsCellItem
          key="copy"
          icon={<ContentCopyOutlined />}
          label={t('admin.files.copyLink')}
          onClick={() => void copyLink(row)}
        />,
        <GridActionsCellItem
          key="download"
          icon={<DownloadOutlined />}
          label={t('admin.files.download')}
          onClick={() => window.location.assign(cdnDownloadUrl(row.fileUrl))}
        />,
        <GridActionsCellItem
          key="delete"
          icon={<DeleteOutlined />}
          label={t('admin.grid.delete')}
          onClick={() => setDeleting(row)}
        />,
      ],
    };
    const list: GridColDef<CdnFile>[] = [
      {
        field: 'preview',
        headerName: t('admin.files.preview'),
        width: 72,
        sortable: false,
        renderCell: ({ row }) =>
          isImage(row) ? (
            <Thumbnail src={thumbnailUrl(row)} width={48} />
          ) : isAudio(row) ? (
            <AudioFileOutlined color="action" sx={{ mt: 1.5 }} />
          ) : (
            <DescriptionOutlined color="action" sx={{ mt: 1.5 }} />
          ),
      },
      {
        field: 'originalName',
        headerName: t('admin.files.name'),
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => shownName(row),
      },
      {
        field: 'cdnFileType',
        headerName: t('admin.files.type'),
        width: 90,
        valueGetter: (_v, row) => t(`files.types.${row.cdnFileType}`),
      },
      {
        field: 'size',
        headerName: t('admin.files.size'),
        width: 160,
        valueGetter: (_v, row) =>
          [
            formatFileSize(row.size, i18n.language),
            row.width && row.height
              ? `${row.width} × ${row.height}`
              : row.durationSeconds
                ? duration(row.durationSeconds)
                : null,
          ]
            .filter(Boolean)
            .join(' · '),
      },
      {
        field: 'createdDate',
        headerName: t('admin.files.uploadedAt'),
        width: 170,
        valueGetter: (_v, row) => formatDateTime(row.createdDate, i18n.language),
      },
      {
        field: 'uploadedByName',
        headerName: t('admin.files.uploadedBy'),
        minWidth: 120,
        flex: 0.5,
      },
    ];
    return narrow ? [actions, ...list] : [...list, actions];
    // copyLink reads only stable values (t, the snackbar).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, narrow]);

  const filters = useMemo(() => ({ cdnFileType: filter || undefined }), [filter]);

  return (
    <AdminPage title={t('admin.files.title')} description={t('admin.files.description')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('admin.files.uploadTitle')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            mb: 2,
          }}
        >
          <TextField
            select
            size="small"
            label={t('admin.files.uploadType')}
            value={uploadType}
            onChange={(e) => setUploadType(e.target.value as CdnFileType)}
            sx={{ minWidth: 180 }}
          >
            {CDN_FILE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`files.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={convert} onChange={(e) => setConvert(e.target.checked)} />}
            label={t('admin.files.convert')}
          />
        </Box>
        <FileUploader type={uploadType} convert={convert} multiple />
      </Paper>
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('admin.files.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value as CdnFileType | '')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('admin.files.allTypes')}</MenuItem>
          {CDN_FILE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`files.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ServerDataGrid<CdnFile>
        resource={CDN_RESOURCE}
        listUrl={CDN_LIST_URL}
        filters={filters}
        label={t('admin.files.title')}
        columns={columns}
        sortable={CDN_SORTABLE}
        defaultSort={{ field: 'createdDate', sort: 'desc' }}
      />
      <PreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
      <CdnDeleteDialog file={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
