import Box from '@mui/material/Box';
import { useState } from 'react';
import { SLIDER_FALLBACK_IMAGE } from '../utils/slides';

/** A slide's picture; one that fails to load gives way to the drawn background. */
export function SlideImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="img"
      src={failed ? SLIDER_FALLBACK_IMAGE : src}
      alt=""
      onError={() => setFailed(true)}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
