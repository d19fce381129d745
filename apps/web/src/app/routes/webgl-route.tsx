import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title';

const YekverseTown = lazy(async () => ({
  default: (await import('../../features/yekverse/components/town/yekverse-town')).YekverseTown,
}));

/** Until the town's data arrives from the API, it shows with fixed places. */
const PLACES = [
  { id: 'cafe', name: 'Café', done: 2, total: 5 },
  { id: 'airport-checkin', name: 'Airport Check-in', done: 0, total: 5 },
  { id: 'hotel-reception', name: 'Hotel', done: 1, total: 5 },
  { id: 'doctors-surgery', name: "Doctor's Surgery", done: 0, total: 5 },
  { id: 'shop', name: 'Clothes Shop', done: 5, total: 5 },
  { id: 'train-station', name: 'Train Station', done: 0, total: 5 },
] satisfies { id: YekversePlaceId; name: string; done: number; total: number }[];

/** The virtual world runs full screen without the layout. */
export function WebglRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('sections.titles.webgl'));
  const [entered, setEntered] = useState<YekversePlaceId | null>(null);
  return (
    <Box component="main">
      <Typography
        variant="h1"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {t('sections.titles.webgl')}
      </Typography>
      <Suspense fallback={null}>
        <YekverseTown places={PLACES} paused={entered !== null} onEnterPlace={setEntered} />
      </Suspense>
      {entered && (
        <Box
          role="dialog"
          aria-label={entered}
          sx={{
            position: 'fixed',
            bottom: 24,
            left: '50%',
            transform: 'translateX(-50%)',
            bgcolor: 'white',
            p: 2,
            borderRadius: 2,
          }}
        >
          <Typography>{entered}</Typography>
          <Button onClick={() => setEntered(null)}>{t('common.ok')}</Button>
        </Box>
      )}
    </Box>
  );
}
