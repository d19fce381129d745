import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The learner's streak in the header: the flame and the number of days, linking to the progress
 * charts. The rule for missed days is its hover text, which screen readers read as its description
 * (the name comes from aria-label).
 */
export function StreakBadge({ days, to }: { days: number; to: string }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      color="inherit"
      aria-label={t('layout.streak.label', { count: days })}
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
    </Link>
  );
}
