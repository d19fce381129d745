import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionNav } from '../../components/section-nav';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { ExamsSection } from '../../features/exams/components/exams-section';
import { MetaLevelsSection } from '../../features/meta/components/meta-levels-section';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { LegalTextLinks } from '../../features/contracts/components/legal-text-links';
import { DataSection } from '../../features/profile/components/data-section';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { ProfileInfoForm } from '../../features/profile/components/profile-info-form';
import { ProfilePhoto } from '../../features/profile/components/profile-photo';
import {
  REMINDERS_ANCHOR,
  ReminderSection,
} from '../../features/profile/components/reminder-section';
import { useRegistrationState } from '../../features/registration/api/get-registration-state';
import { useUserPurchases } from '../../features/subscription/api/get-user-purchases';
import { CurrentPackage } from '../../features/subscription/components/current-package';
import { PurchaseHistory } from '../../features/subscription/components/purchase-history';
import { DictionarySection } from '../../features/tasks/components/dictionary-section';
import {
  DictionaryReviewActions,
  WordReviewState,
} from '../../features/review/components/word-review-state';
import { ProgressLinkCard } from '../../features/tasks/components/progress-link-card';
import { TaskHistorySection } from '../../features/tasks/components/task-history-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';

/** The sections of spec §2 "Profile sections", in the order the page shows them. */
const SECTIONS = [
  'info',
  'package',
  'invoices',
  'tasks',
  'exams',
  'meta',
  'dictionary',
  'password',
  'data',
] as const;
type Section = (typeof SECTIONS)[number];
const anchor = (section: Section) => `profile-${section}`;

/** A section the page's contents link to; the header's height is left above it on arrival. */
function Anchored({ section, children }: { section: Section; children: ReactNode }) {
  return (
    <Box id={anchor(section)} sx={{ scrollMarginTop: { xs: 72, md: 88 } }}>
      {children}
    </Box>
  );
}

export function ProfileRoute() {
  const { t } = useTranslation();
  const { user, endSession, updateUser } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const state = useRegistrationState();
  const purchases = useUserPurchases();
  useDocumentTitle(t('profile.title'));
  if (!user) return null;

  const status = state.data?.subscriptionStatus ?? user.subscriptionStatus;
  const running = purchases.data?.find((p) => p.status === 'Active');
  const startedAt = status === 'Trial' ? state.data?.trialStartedAt : running?.purchaseDate;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('profile.title')}
      </Typography>
      <SectionNav
        label={t('profile.sectionsNav')}
        links={SECTIONS.flatMap((s) => [
          { id: anchor(s), label: t(`profile.sections.${s}`) },
          // Right after the details, where the SMS consent is set; its own plain address,
          // /profile#reminders, is what the day's celebration links to.
          ...(s === 'info'
            ? [{ id: REMINDERS_ANCHOR, label: t('profile.sections.reminders') }]
            : []),
        ])}
      />
      <Anchored section="info">
        <Paper
          component="section"
          aria-labelledby="profile-info-title"
          sx={{ p: { xs: 2.5, md: 3 } }}
        >
          <Typography id="profile-info-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('profile.infoTitle')}
          </Typography>
          <ProfilePhoto
            user={user}
            onSaved={(saved) => {
              updateUser(saved);
              enqueueSnackbar(t('profile.photo.saved'), { variant: 'success' });
            }}
          />
          <ProfileDetails user={user} />
          <ProfileInfoForm
            user={user}
            onSaved={(saved) => {
              updateUser(saved);
              enqueueSnackbar(t('profile.saved'), { variant: 'success' });
            }}
          />
        </Paper>
      </Anchored>
      <Box id={REMINDERS_ANCHOR} sx={{ scrollMarginTop: { xs: 72, md: 88 } }}>
        <ReminderSection user={user} />
      </Box>
      <Anchored section="package">
        <CurrentPackage
          status={status}
          trialEndsAt={state.data?.trialEndsAt ?? null}
          subscriptionEndsAt={state.data?.subscriptionEndsAt ?? null}
          planName={running?.planName ?? purchases.data?.[0]?.planName ?? null}
          startedAt={startedAt ?? null}
          explain
        />
      </Anchored>
      <Anchored section="invoices">
        <PurchaseHistory />
      </Anchored>
      <Anchored section="tasks">
        <TaskHistorySection />
      </Anchored>
      <ProgressLinkCard variant="outlined" />
      <Anchored section="exams">
        <ExamsSection />
      </Anchored>
      <Anchored section="meta">
        <MetaLevelsSection />
      </Anchored>
      <Anchored section="dictionary">
        <DictionarySection
          wordExtra={(word, pageWords) => <WordReviewState word={word} pageWords={pageWords} />}
          actions={(pageWords) => <DictionaryReviewActions pageWords={pageWords} />}
        />
      </Anchored>
      <Anchored section="password">
        <ChangePasswordForm
          onChanged={(message) => {
            enqueueSnackbar(message ?? t('profile.password.changed'), { variant: 'success' });
            // Every session has ended on the server; the guard takes the learner to /login.
            endSession('logout');
          }}
        />
      </Anchored>
      <Anchored section="data">
        <DataSection
          legalTexts={<LegalTextLinks />}
          onDeleted={() => {
            enqueueSnackbar(t('profile.data.deleted'), { variant: 'success' });
            // The account and its sessions are gone; the guard takes the visitor to /login.
            endSession('logout');
          }}
        />
      </Anchored>
    </Stack>
  );
}
