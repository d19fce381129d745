import { Navigate, type RouteObject } from 'react-router';
import { withTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useAuth } from '../auth/auth-context';
import { AdminOnly } from './admin-only';
import { NotFoundRoute } from './not-found-route';

// Each page arrives when opened; the area's frame and table component come with the first one.
const SlidersPage = lazyNamed(
  () => import('../../features/admin/components/pages/sliders-page'),
  'SlidersPage',
);
const ContractsPage = lazyNamed(
  () => import('../../features/admin/components/pages/contracts-page'),
  'ContractsPage',
);
const LanguagesPage = lazyNamed(
  () => import('../../features/admin/components/pages/languages-page'),
  'LanguagesPage',
);
const PlansPage = lazyNamed(
  () => import('../../features/admin/components/pages/plans-page'),
  'PlansPage',
);
const PromoCodesPage = lazyNamed(
  () => import('../../features/admin/components/pages/promo-codes-page'),
  'PromoCodesPage',
);
const RegistrationResultsPage = lazyNamed(
  () => import('../../features/admin/components/pages/registration-results-page'),
  'RegistrationResultsPage',
);
const JobsPage = lazyNamed(
  () => import('../../features/admin/components/pages/jobs-page'),
  'JobsPage',
);
const UsersPage = lazyNamed(
  () => import('../../features/admin/components/pages/users-page'),
  'UsersPage',
);
const AuditLogPage = lazyNamed(
  () => import('../../features/admin/components/pages/audit-log-page'),
  'AuditLogPage',
);
const QuestionGroupsPage = lazyNamed(
  () => import('../../features/admin/components/pages/question-groups-page'),
  'QuestionGroupsPage',
);
const BooksPage = lazyNamed(
  () => import('../../features/admin/components/pages/books-page'),
  'BooksPage',
);
const BookGenresPage = lazyNamed(
  () => import('../../features/admin/components/pages/book-genres-page'),
  'BookGenresPage',
);

const MetaCoursesPage = lazyNamed(
  () => import('../../features/admin/components/pages/meta-courses-page'),
  'MetaCoursesPage',
);
const FilesPage = lazyNamed(
  withTexts(() => import('../../features/admin/components/pages/files-page'), 'files'),
  'FilesPage',
);

/** Languages are the admins' to change (the server's rule); editors see the list. */
function LanguagesRoute() {
  const { user } = useAuth();
  return <LanguagesPage canEdit={user?.role === 'admin'} />;
}

/** Users are the admins' alone (the server's rule); an admin keeps their own role and status. */
function UsersRoute() {
  const { user } = useAuth();
  return <UsersPage selfId={user?.id ?? null} />;
}

/** The pages under /admin; the area opens on the slides, which every editor works with. */
export const ADMIN_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="sliders" replace /> },
  { path: 'sliders', element: <SlidersPage /> },
  { path: 'contracts', element: <ContractsPage /> },
  { path: 'languages', element: <LanguagesRoute /> },
  { path: 'plans', element: <PlansPage /> },
  { path: 'promo-codes', element: <PromoCodesPage /> },
  { path: 'registration-results', element: <RegistrationResultsPage /> },
  { path: 'question-groups', element: <QuestionGroupsPage /> },
  { path: 'jobs', element: <JobsPage /> },
  {
    path: 'users',
    element: (
      <AdminOnly>
        <UsersRoute />
      </AdminOnly>
    ),
  },
  {
    path: 'audit-log',
    element: (
      <AdminOnly>
        <AuditLogPage />
      </AdminOnly>
    ),
  },
  { path: 'meta-courses', element: <MetaCoursesPage /> },
  { path: 'books', element: <BooksPage /> },
  { path: 'book-genres', element: <BookGenresPage /> },
  { path: 'files', element: <FilesPage /> },
  { path: '*', element: <NotFoundRoute /> },
];
