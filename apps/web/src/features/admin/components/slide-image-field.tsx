import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { FileUploader } from './file-uploader';
import { FormTextField } from '../../../components/form-text-field';

interface SlideImageFieldProps<V extends FieldValues, O extends FieldValues> {
  form: UseFormReturn<V, unknown, O>;
  /** The field keeping the image's address (`/cdn/<name>`, as the upload returns it). */
  name: Path<V>;
}

/**
 * A slide's picture: a preview of what the sign-in page will show, an upload that fills in the
 * address, and the address itself for a picture already uploaded.
 */
export function SlideImageField<V extends FieldValues, O extends FieldValues>({
  form,
  name,
}: SlideImageFieldProps<V, O>) {
  const { t } = useTranslation();
  const value = String(form.watch(name) ?? '').trim();
  const [broken, setBroken] = useState<string | null>(null);
  const set = (next: string) =>
    form.setValue(name, next as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldValidate: true,
    });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('admin.sliders.image')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box>
          {value && broken !== value ? (
            <Box
              component="img"
              src={value}
              alt={t('admin.sliders.imagePreview')}
              onError={() => setBroken(value)}
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                borderRadius: 2,
                bgcolor: 'action.hover',
              }}
            />
          ) : (
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                aspectRatio: '4 / 3',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                p: 1.5,
                textAlign: 'center',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {value ? t('admin.sliders.imageBroken') : t('admin.sliders.noImage')}
              </Typography>
            </Box>
          )}
          {value && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => set('')}
              sx={{ mt: 1 }}
            >
              {t('admin.sliders.removeImage')}
            </Button>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <FileUploader type="Image" onUploaded={(file) => set(file.fileUrl)} />
        </Box>
      </Box>
      <FormTextField
        form={form}
        name={name}
        label={t('admin.sliders.imageFilePath')}
        helperText={t('admin.sliders.imageHelp')}
        // The upload fills the field from outside the input: the label must not sit on the value.
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
