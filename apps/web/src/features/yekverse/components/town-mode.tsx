import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import type { YekverseWorld } from '@yek/contracts/yekverse';
import { Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { YekverseTownProps } from './town/yekverse-town';
import { inLanguage } from '../utils/bilingual';
import { townPlaces } from '../utils/town-places';
import { PlaceVisit } from './place-visit';

interface Props {
  world: YekverseWorld;
  /** The 3D town, loaded apart from this page (the route hands it over lazily). */
  Town: ComponentType<YekverseTownProps>;
}

/**
 * The 3D town with a place's scenarios and the conversation over it. The town waits (paused)
 * while a place is open, and a note covers it until its first frame is drawn.
 */
export function TownMode({ world, Town }: Props) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery((th: Theme) => th.breakpoints.down('sm'), { noSsr: true });
  const [ready, setReady] = useState(false);
  const [placeId, setPlaceId] = useState<YekversePlaceId | null>(null);
  const place = world.places.find((p) => p.id === placeId);
  const places = useMemo(() => townPlaces(world, i18n.language), [world, i18n.language]);
  const onReady = useCallback(() => setReady(true), []);
  const leave = () => setPlaceId(null);

  const loading = (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>{t('yekverse.loadingTown')}</Typography>
    </Box>
  );

  return (
    <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
      <Suspense fallback={loading}>
        {/* The town fills the space below the header; its canvas sizes itself to this box. */}
        <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
          <Town
            places={places}
            onEnterPlace={setPlaceId}
            paused={place !== undefined}
            onReady={onReady}
          />
        </Box>
        {!ready && loading}
      </Suspense>
      <Dialog
        open={place !== undefined}
        onClose={leave}
        fullScreen={narrow}
        fullWidth
        maxWidth="md"
        // The name belongs on the element with the dialog role (the paper), not the backdrop's root.
        slotProps={{
          paper: { 'aria-label': place ? inLanguage(place.name, i18n.language) : undefined },
        }}
      >
        {/* On a phone the dialog fills the screen; the way back stays in reach at its top. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
          <IconButton onClick={leave} aria-label={t('common.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <DialogContent sx={{ pt: 0 }}>
          {place && <PlaceVisit place={place} recommended={world.recommended} onLeave={leave} />}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
