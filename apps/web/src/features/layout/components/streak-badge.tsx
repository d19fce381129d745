import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';

/**
 * The learner's streak in the header: the flame and the number of days, linking to the progress
 * charts. The rule for missed days is its hover text and, for screen readers, its description.
 */
export function StreakBadge({ days, to }: { days: number; to: string }) {
  const { t } = useTranslation();
  const ruleId = useId();
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      aria-label={t('layout.streak.label', { count: days })}
      aria-describedby={ruleId}
      title={t('layout.streak.rule')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderRadius: 5,
        fontWeight: 700,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <LocalFireDepartmentRounded
        aria-hidden
        sx={{ color: days > 0 ? '#ff9d4d' : 'text.secondary' }}
      />
      <span aria-hidden>{days}</span>
      <Box component="span" id={ruleId} sx={VISUALLY_HIDDEN}>
        {t('layout.streak.rule')}
      </Box>
    </Link>
  );
}
