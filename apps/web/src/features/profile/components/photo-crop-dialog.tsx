import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';

interface PhotoCropDialogProps {
  /** An object URL of the chosen picture. */
  src: string;
  saving: boolean;
  /** The server's or the browser's message when saving failed. */
  error: string | null;
  onCancel: () => void;
  onSave: (area: Area) => void;
}

/** Frames the chosen picture as a square (the header shows it round); only the square is sent. */
export function PhotoCropDialog({ src, saving, error, onCancel, onSave }: PhotoCropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const zoomLabelId = useId();
  const helpId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={saving ? undefined : onCancel}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('profile.photo.cropTitle')}</DialogTitle>
      <DialogContent>
        <FormAlert message={error} />
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('profile.photo.cropHelp')}
        </Typography>
        <Box
          sx={{
            position: 'relative',
            height: { xs: 260, sm: 340 },
            bgcolor: 'background.default',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
            // The frame takes the arrow keys (it moves the picture): an application region, so a
            // screen reader hands them over, named and described by the help above.
            cropperProps={{
              role: 'application',
              'aria-label': t('profile.photo.cropArea'),
              'aria-describedby': helpId,
            }}
            mediaProps={{ alt: '' }}
          />
        </Box>
        <Typography id={zoomLabelId} variant="body2" sx={{ mt: 2 }}>
          {t('profile.photo.zoom')}
        </Typography>
        <Slider
          value={zoom}
          min={1}
          max={3}
          step={0.05}
          onChange={(_event, value) => setZoom(value)}
          aria-labelledby={zoomLabelId}
          getAriaValueText={(value) => `${Math.round(value * 100)}%`}
          valueLabelDisplay="off"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={saving}
          disabled={!area}
          onClick={() => area && onSave(area)}
        >
          {t('profile.photo.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
