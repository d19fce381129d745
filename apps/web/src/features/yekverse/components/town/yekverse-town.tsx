// A stand-in for the 3D town with the same props, so the page around it builds and can be tested;
// the town itself replaces this file when it lands.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import type { JSX } from 'react';
import { useEffect } from 'react';

export interface YekverseTownProps {
  places: { id: YekversePlaceId; name: string; done: number; total: number }[];
  onEnterPlace: (id: YekversePlaceId) => void;
  paused: boolean;
  onReady?: () => void;
}

export function YekverseTown({
  places,
  onEnterPlace,
  paused,
  onReady,
}: YekverseTownProps): JSX.Element {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <Stack spacing={1} sx={{ p: 3, pt: 10 }}>
      {places.map((p) => (
        <Button key={p.id} variant="outlined" disabled={paused} onClick={() => onEnterPlace(p.id)}>
          {`${p.name} (${p.done}/${p.total})`}
        </Button>
      ))}
    </Stack>
  );
}
