import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type YekverseMode = 'town' | 'text';

interface Props {
  mode: YekverseMode;
  onModeChange: (mode: YekverseMode) => void;
  /** Without WebGL only the text mode exists, and the page says why. */
  webgl: boolean;
  level: string | null;
  children: ReactNode;
}

/** The full-screen frame: the way home, the page's name, the learner's level and the view switch. */
export function YekverseFrame({ mode, onModeChange, webgl, level, children }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          px: { xs: 2, md: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          <Button component={RouterLink} to="/" startIcon={<ArrowBack />}>
            {t('yekverse.backHome')}
          </Button>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
            <Typography variant="h5" component="h1">
              {t('sections.titles.webgl')}
            </Typography>
            {level && (
              <Typography variant="body2" color="text.secondary">
                {t('yekverse.level', { level })}
              </Typography>
            )}
          </Stack>
          {webgl && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={mode}
              aria-label={t('yekverse.mode.label')}
              onChange={(_e, value: YekverseMode | null) => value && onModeChange(value)}
            >
              <ToggleButton value="town">{t('yekverse.mode.town')}</ToggleButton>
              <ToggleButton value="text">{t('yekverse.mode.text')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
      </Box>
      {!webgl && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {t('yekverse.noWebgl')}
        </Alert>
      )}
      <Box
        component="main"
        sx={
          mode === 'town'
            ? { flexGrow: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }
            : { flexGrow: 1, width: '100%', maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }
        }
      >
        {children}
      </Box>
    </Box>
  );
}
