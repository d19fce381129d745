import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { CDN_ACCEPTED_FORMATS, type CdnFile, type CdnFileType } from '@yek/contracts/cdn';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEnvelope } from '../../../lib/api-error';
import { adminKeys } from '../api/admin-keys';
import { CDN_RESOURCE } from '../api/cdn-files';
import { uploadCdnFile } from '../api/upload-cdn-file';
import { formatFileSize } from '../utils/file-size';
import { FileDropZone } from './file-drop-zone';

interface Upload {
  key: number;
  name: string;
  size: number;
  /** 0 to 1 while the bytes go; the server may still be converting at 1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  /** The server's words: its message, then what it said about the file field. */
  errors: string[];
}

export interface FileUploaderProps {
  type: CdnFileType;
  convert?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  onUploaded?: (file: CdnFile) => void;
}

/** The picker's suggestion for a type: its formats' extensions, as the server lists them. */
export function acceptFor(type: CdnFileType): string {
  const extra: Record<string, string> = { jpg: '.jpeg', m4a: '.mp4', ogg: '.oga,.opus' };
  return CDN_ACCEPTED_FORMATS[type]
    .flatMap((f) => [`.${f}`, ...(extra[f] ? [extra[f]] : [])])
    .join(',');
}

/** What a refusal says, in the server's words: its message and each line about the file. */
function refusal(error: unknown, fallback: string): string[] {
  if (!isEnvelope(error)) return [fallback];
  const message = error.message ?? '';
  // A field line the message already says ("…not accepted." inside "…not accepted. Formats: …").
  const fields = Object.values(error.errors ?? {})
    .flat()
    .filter((line) => line && !message.includes(line));
  const lines = [...new Set([message, ...fields].filter(Boolean))];
  return lines.length ? lines : [fallback];
}

/**
 * Drop or choose files and send them one by one, each with its progress bar and, when the server
 * refuses it (wrong type, too large, unreadable), the server's reason under its name.
 */
export function FileUploader({
  type,
  convert = true,
  multiple,
  disabled,
  onUploaded,
}: FileUploaderProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = async (files: File[]) => {
    const batch = files.map((file) => ({ file, key: nextKey.current++ }));
    setUploads((list) => [
      ...list.filter((u) => u.status === 'uploading'),
      ...batch.map(({ file, key }) => ({
        key,
        name: file.name,
        size: file.size,
        progress: 0,
        status: 'uploading' as const,
        errors: [],
      })),
    ]);
    // One at a time: the server converts a few files at once and queues the rest.
    for (const { file, key } of batch) {
      try {
        const saved = await uploadCdnFile(file, {
          type,
          convert,
          onProgress: (progress) => update(key, { progress }),
        });
        update(key, { status: 'done', progress: 1 });
        onUploaded?.(saved);
      } catch (error) {
        update(key, { status: 'failed', errors: refusal(error, t('errors.generic')) });
      }
    }
    await client.invalidateQueries({ queryKey: adminKeys.resource(CDN_RESOURCE) });
  };

  const busy = uploads.some((u) => u.status === 'uploading');
  return (
    <Box>
      <FileDropZone
        multiple={multiple}
        accept={acceptFor(type)}
        disabled={disabled || (busy && !multiple)}
        onFiles={(files) => void start(files)}
        hint={t('admin.upload.hint', {
          formats: CDN_ACCEPTED_FORMATS[type].join(', ').toUpperCase(),
        })}
      />
      {uploads.length > 0 && (
        <Box
          component="ul"
          aria-label={t('admin.upload.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}
        >
          {uploads.map((u) => (
            <Box component="li" key={u.key} sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {u.status === 'done' && (
                  <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
                )}
                {u.status === 'failed' && (
                  <ErrorOutlineOutlined color="error" fontSize="small" aria-hidden />
                )}
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={u.name}>
                  {u.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {formatFileSize(u.size, i18n.language)}
                </Typography>
                {u.status !== 'uploading' && (
                  <IconButton
                    size="small"
                    aria-label={t('admin.upload.dismiss', { name: u.name })}
                    onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                )}
              </Box>
              {u.status === 'uploading' && (
                <LinearProgress
                  variant={u.progress < 1 ? 'determinate' : 'indeterminate'}
                  value={Math.round(u.progress * 100)}
                  aria-label={t('admin.upload.progress', { name: u.name })}
                  sx={{ mt: 0.5 }}
                />
              )}
              <Box role="status" aria-live="polite">
                {u.status === 'uploading' && u.progress >= 1 && (
                  <Typography variant="caption" color="text.secondary">
                    {t('admin.upload.processing')}
                  </Typography>
                )}
                {u.status === 'done' && (
                  <Typography variant="caption" color="success.main">
                    {t('admin.upload.done')}
                  </Typography>
                )}
              </Box>
              {u.status === 'failed' && (
                <Box role="alert">
                  {u.errors.map((line) => (
                    <Typography key={line} variant="body2" color="error">
                      {line}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
