import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { LOGO_SRC } from './brand-logo';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Covers the screen while the app restores the session (spec §2): one turn of the logo a second. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('common.appLoading')}
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        backgroundImage: 'url(/loading-background.svg)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Box
        component="img"
        src={LOGO_SRC}
        alt=""
        sx={{ height: 100, width: 'auto', animation: `${spin} 1s linear infinite` }}
      />
    </Box>
  );
}
