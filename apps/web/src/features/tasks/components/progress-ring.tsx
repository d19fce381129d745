import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ProgressRingProps {
  /** 0–100. */
  value: number;
  size?: number;
  /** Theme colour of the filled arc (a palette key such as 'success.light'). */
  color: string;
  /** What the ring means, for screen readers (the ring itself is a picture). */
  label: string;
  children: ReactNode;
}

/** A ring that fills to a value, with its figure in the middle. */
export function ProgressRing({ value, size = 112, color, label, children }: ProgressRingProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={5}
        aria-hidden
        sx={{ color: 'action.selected', position: 'absolute', inset: 0 }}
      />
      <CircularProgress
        variant="determinate"
        value={clamped}
        size={size}
        thickness={5}
        aria-hidden
        sx={{ color, position: 'absolute', inset: 0, '& circle': { strokeLinecap: 'round' } }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size / 4.5, lineHeight: 1 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}
