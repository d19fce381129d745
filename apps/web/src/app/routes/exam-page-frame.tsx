import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The frame of the exam pages: their title as the page's heading and the document title. */
export function ExamPageFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
