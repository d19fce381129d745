import Box from '@mui/material/Box';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { AppFooter } from '../../features/layout/components/app-footer';
import { AppHeader } from '../../features/layout/components/app-header';
import { withTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useAuth } from '../auth/auth-context';

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
