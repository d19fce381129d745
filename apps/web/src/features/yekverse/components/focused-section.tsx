import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  title: string;
  /** The reader's focus moves to the title whenever this changes (a new place, a new run). */
  focusKey: string | number;
  /** Shown under the title, inside the section's header. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * A panel of the town named by its heading: arriving at it moves the reader's focus to that
 * heading, not left on the button that opened it.
 */
export function FocusedSection({ title, focusKey, header, children }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [focusKey]);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <div>
          <Typography
            id={headingId}
            ref={heading}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {title}
          </Typography>
          {header}
        </div>
        {children}
      </Stack>
    </Box>
  );
}
