import Box from '@mui/material/Box';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { AppFooter } from '../../features/layout/components/app-footer';
import { AppHeader } from '../../features/layout/components/app-header';
import { StreakBadge } from '../../features/layout/components/streak-badge';
import { useTaskOverview } from '../../features/tasks/api/get-task-overview';
import { withTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useAuth } from '../auth/auth-context';
import { LEARNING_SUBSCRIPTION_STATUSES } from '../auth/auth-reducer';

// The dialog (and MUI's dialog, modal and radio code) arrives when the learner first opens it.
const LanguageDialog = lazyNamed(
  withTexts(() => import('../../features/language/components/language-dialog'), 'language'),
  'LanguageDialog',
);

interface MainLayoutProps {
  /** The guard renders the purchase message here in place of a learning page. */
  children?: ReactNode;
}

/** Header, page and footer of every signed-in page (spec §2, §9 paddings). */
export function MainLayout({ children }: MainLayoutProps) {
  const { user, logout, updateUser } = useAuth();
  const [languageOpen, setLanguageOpen] = useState(false);
  // Stays mounted once opened, so the dialog can play its closing transition.
  const [languageUsed, setLanguageUsed] = useState(false);
  // The streak rides on the day's overview, which the dashboard reads anyway: no extra request
  // there, one small read on other pages. Only learners with a plan can read it.
  const learning = !!user && LEARNING_SUBSCRIPTION_STATUSES.includes(user.subscriptionStatus);
  const overview = useTaskOverview({ enabled: learning });
  if (!user) return null;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        name={user.name}
        imageUrl={user.profileImagePath}
        onChangeLanguage={() => {
          setLanguageUsed(true);
          setLanguageOpen(true);
        }}
        onLogout={() => void logout()}
        showAdmin={user.role === 'editor' || user.role === 'admin'}
        streak={
          overview.data && (
            <StreakBadge days={overview.data.streakDays} to="/program-category?view=progress" />
          )
        }
      />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: '20px', lg: '40px', xl: '100px' } }}>
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <AppFooter />
      {languageUsed && (
        <Suspense fallback={null}>
          <LanguageDialog
            open={languageOpen}
            user={user}
            onClose={() => setLanguageOpen(false)}
            onSaved={updateUser}
          />
        </Suspense>
      )}
    </Box>
  );
}
