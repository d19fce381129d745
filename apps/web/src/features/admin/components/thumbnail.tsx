import Box from '@mui/material/Box';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A small picture in a table row; an address that does not load shows a crossed-out image. */
export function Thumbnail({ src, width = 64 }: { src: string; width?: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src)
    return (
      <ImageNotSupportedOutlined
        color="disabled"
        titleAccess={t('admin.sliders.imageBroken')}
        sx={{ mt: 1.5 }}
      />
    );
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailed(src)}
      sx={{ width, height: 36, objectFit: 'cover', borderRadius: 1, mt: 1, display: 'block' }}
    />
  );
}
