import { withTexts } from '../lib/i18n';
import { lazyNamed } from '../lib/lazy-named';

/** Every page and layout arrives on demand, so the first screen only loads what it shows. */
export const AuthLayout = lazyNamed(() => import('./layouts/auth-layout'), 'AuthLayout');
export const MainLayout = lazyNamed(
  withTexts(() => import('./layouts/main-layout'), 'layout'),
  'MainLayout',
);

export const LoginRoute = lazyNamed(() => import('./routes/login-route'), 'LoginRoute');
export const RegisterRoute = lazyNamed(
  withTexts(() => import('./routes/register-route'), 'contracts'),
  'RegisterRoute',
);
export const ForgotPasswordRoute = lazyNamed(
  () => import('./routes/forgot-password-route'),
  'ForgotPasswordRoute',
);
export const DashboardRoute = lazyNamed(
  withTexts(() => import('./routes/dashboard-route'), 'tasks', 'dashboard', 'layout', 'exams'),
  'DashboardRoute',
);
export const TaskListRoute = lazyNamed(
  withTexts(() => import('./routes/task-list-route'), 'tasks'),
  'TaskListRoute',
);
export const ProgramCategoryRoute = lazyNamed(
  withTexts(() => import('./routes/program-category-route'), 'tasks'),
  'ProgramCategoryRoute',
);
export const TaskDetailRoute = lazyNamed(
  withTexts(() => import('./routes/task-detail-route'), 'tasks', 'exams'),
  'TaskDetailRoute',
);
export const LectureRoute = lazyNamed(
  withTexts(() => import('./routes/lecture-route'), 'tasks'),
  'LectureRoute',
);
export const LecturesRoute = lazyNamed(
  withTexts(() => import('./routes/lectures-route'), 'tasks'),
  'LecturesRoute',
);
export const PartRoute = lazyNamed(
  // The vocabulary part brings due words back with the review's exercises.
  withTexts(() => import('./routes/part-route'), 'tasks', 'review'),
  'PartRoute',
);
export const ReviewRoute = lazyNamed(
  withTexts(() => import('./routes/review-route'), 'review'),
  'ReviewRoute',
);
export const ProfileRoute = lazyNamed(
  withTexts(
    () => import('./routes/profile-route'),
    'tasks',
    'profile',
    'exams',
    'meta',
    'subscription',
    'review',
  ),
  'ProfileRoute',
);
export const PlacementRoute = lazyNamed(
  withTexts(() => import('./routes/placement-route'), 'exams'),
  'PlacementRoute',
);
export const LevelExamRoute = lazyNamed(
  withTexts(() => import('./routes/level-exam-route'), 'exams', 'tasks'),
  'LevelExamRoute',
);
export const LevelResultRoute = lazyNamed(
  withTexts(() => import('./routes/level-result-route'), 'exams'),
  'LevelResultRoute',
);
export const ExamReviewRoute = lazyNamed(
  withTexts(() => import('./routes/exam-review-route'), 'exams'),
  'ExamReviewRoute',
);
/** The public certificate check: no sign-in, its own small frame. */
export const CertificateRoute = lazyNamed(
  withTexts(() => import('./routes/certificate-route'), 'exams'),
  'CertificateRoute',
);
export const SetupRoute = lazyNamed(
  withTexts(() => import('./routes/setup-route'), 'setup', 'subscription', 'layout'),
  'SetupRoute',
);
export const PurchaseRoute = lazyNamed(
  withTexts(() => import('./routes/purchase-route'), 'subscription'),
  'PurchaseRoute',
);
export const SubscriptionEndedRoute = lazyNamed(
  withTexts(() => import('./routes/subscription-ended-route'), 'subscription'),
  'SubscriptionEndedRoute',
);
export const ContractApprovalRoute = lazyNamed(
  withTexts(() => import('./routes/contract-approval-route'), 'contracts'),
  'ContractApprovalRoute',
);
export const LibraryRoute = lazyNamed(
  withTexts(() => import('./routes/library-route'), 'library'),
  'LibraryRoute',
);
export const LibraryDetailRoute = lazyNamed(
  withTexts(() => import('./routes/library-detail-route'), 'library', 'tasks'),
  'LibraryDetailRoute',
);
export const MetaRoute = lazyNamed(
  withTexts(() => import('./routes/meta-route'), 'meta'),
  'MetaRoute',
);
export const MetaDetailRoute = lazyNamed(
  withTexts(() => import('./routes/meta-detail-route'), 'meta', 'tasks'),
  'MetaDetailRoute',
);
export const MetaTaskRoute = lazyNamed(
  withTexts(() => import('./routes/meta-task-route'), 'meta', 'tasks'),
  'MetaTaskRoute',
);
export const WebglRoute = lazyNamed(
  // The player's recorder reads the speaking texts of the tasks.
  withTexts(() => import('./routes/webgl-route'), 'yekverse', 'tasks'),
  'WebglRoute',
);
export const NotFoundRoute = lazyNamed(() => import('./routes/not-found-route'), 'NotFoundRoute');
export const NoAccessRoute = lazyNamed(
  withTexts(() => import('./routes/no-access-route'), 'admin'),
  'NoAccessRoute',
);
/** The management area and its pages: editors and admins download them, learners never do. */
export const AdminRoute = lazyNamed(
  withTexts(() => import('./routes/admin-route'), 'admin'),
  'AdminRoute',
);
