import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';

interface AdminPageProps {
  title: string;
  description?: string;
  /** The add button; left out where the page only shows. */
  add?: { label: string; onClick: () => void };
  children: ReactNode;
}

/** A management page: its heading, what it is for, the add button, then its table. */
export function AdminPage({ title, description, add, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <Box component="section" aria-labelledby="admin-page-title">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="admin-page-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
              {description}
            </Typography>
          )}
        </Box>
        {add && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </Box>
      {children}
    </Box>
  );
}
