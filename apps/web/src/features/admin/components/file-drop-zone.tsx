import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileDropZoneProps {
  /** The files dropped or chosen; one at most unless `multiple`. */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** What the file picker offers first (the `accept` attribute); the server still decides. */
  accept?: string;
  disabled?: boolean;
  /** The line under the button: which files fit here. */
  hint?: string;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Where files are dropped, with a "choose files" button for the keyboard and for phones. It only
 * hands the files on: what is accepted is the server's answer, shown by the caller.
 */
export function FileDropZone({ onFiles, multiple, accept, disabled, hint }: FileDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const hand = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <Box
      data-testid="file-drop-zone"
      onDragEnter={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) hand(e.dataTransfer.files);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        px: 2,
        py: 3,
        textAlign: 'center',
        transition: 'border-color 150ms, background-color 150ms',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <CloudUploadOutlined aria-hidden sx={{ fontSize: 36, color: 'text.secondary' }} />
      <Typography sx={{ mt: 0.5, mb: 1.5 }}>
        {multiple ? t('admin.upload.dropMany') : t('admin.upload.dropOne')}
      </Typography>
      <Button
        variant="outlined"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={hint ? hintId : undefined}
      >
        {multiple ? t('admin.upload.chooseMany') : t('admin.upload.chooseOne')}
      </Button>
      {hint && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {hint}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        multiple={multiple}
        accept={accept}
        data-testid="file-drop-zone-input"
        onChange={(e) => {
          hand(e.target.files);
          // The same file chosen again is a new upload.
          e.target.value = '';
        }}
      />
    </Box>
  );
}
