import { useSearchParams, type RouteObject } from 'react-router';
import { ProtectedRoute } from './guards/protected-route';
import {
  AdminRoute,
  AuthLayout,
  CertificateRoute,
  DashboardRoute,
  ExamReviewRoute,
  LevelExamRoute,
  LevelResultRoute,
  PlacementRoute,
  ProgramCategoryRoute,
  LectureRoute,
  LibraryDetailRoute,
  LibraryRoute,
  MetaDetailRoute,
  MetaRoute,
  MetaTaskRoute,
  LecturesRoute,
  PartRoute,
  TaskDetailRoute,
  TaskListRoute,
  ForgotPasswordRoute,
  LoginRoute,
  MainLayout,
  NotFoundRoute,
  ProfileRoute,
  PurchaseRoute,
  RegisterRoute,
  ReviewRoute,
  SetupRoute,
  WebglRoute,
} from './lazy-pages';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * /task/writing/{id} and /task/speaking/{id}: a day's part, or with ?level={levelId} the writing
 * or speaking section of that level's paper in progress.
 */
function ProductiveRoute({ section }: { section: 'writing' | 'speaking' }) {
  const level = Number(useSearchParams()[0].get('level'));
  return level ? <LevelExamRoute section={section} level={level} /> : <PartRoute />;
}

/** The pages of spec §2 inside the main layout. */
const LEARNING_ROUTES: RouteObject[] = [
  { index: true, element: <DashboardRoute /> },
  { path: 'profile', element: <ProfileRoute /> },
  { path: 'review', element: <ReviewRoute /> },
  { path: 'exams/:id', element: <ExamReviewRoute /> },
  { path: 'placement-test', element: <PlacementRoute /> },
  { path: 'program-category', element: <ProgramCategoryRoute /> },
  { path: 'purchase', element: <PurchaseRoute /> },
  { path: 'meta', element: <MetaRoute /> },
  { path: 'meta/:id', element: <MetaDetailRoute /> },
  { path: 'meta/:id/task', element: <MetaTaskRoute /> },
  { path: 'library', element: <LibraryRoute /> },
  { path: 'library/:id', element: <LibraryDetailRoute /> },
  { path: 'level/:levelId', element: <LevelExamRoute /> },
  { path: 'level/:levelId/reading/:id', element: <LevelExamRoute section="reading" /> },
  { path: 'level/:levelId/reading/:id/questions', element: <LevelExamRoute section="reading" /> },
  { path: 'level/:levelId/listening/:id', element: <LevelExamRoute section="listening" /> },
  { path: 'level/:levelId/:levelCode/result/:isSuccess', element: <LevelResultRoute /> },
  { path: 'task', element: <TaskListRoute /> },
  { path: 'task/reading/:id', element: <PartRoute mode="reading" /> },
  { path: 'task/reading/:id/questions', element: <PartRoute mode="questions" /> },
  { path: 'task/writing/:id', element: <ProductiveRoute section="writing" /> },
  { path: 'task/grammer/:id', element: <PartRoute /> },
  { path: 'task/listening/:id', element: <PartRoute /> },
  { path: 'task/speaking/:id', element: <ProductiveRoute section="speaking" /> },
  { path: 'task/vocabulary/:id', element: <PartRoute /> },
  { path: 'task/lecturing', element: <LecturesRoute /> },
  { path: 'task/:taskId/lecture/:lectureId', element: <LectureRoute /> },
  { path: 'task/:id', element: <TaskDetailRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];

export const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: 'login', element: <LoginRoute /> },
          { path: 'register', element: <RegisterRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordRoute /> },
        ],
      },
      // Anyone checks a certificate by its code, signed in or not.
      { path: 'certificate/:code', element: <CertificateRoute /> },
      {
        element: <ProtectedRoute requireCompleteRegistration={false} />,
        children: [{ path: 'setup', element: <SetupRoute /> }],
      },
      {
        element: <ProtectedRoute requireCompleteRegistration staffOnly />,
        children: [
          {
            element: <MainLayout />,
            // The area's own routes come with it (routes/admin-routes.tsx), out of the first download.
            children: [{ path: 'admin/*', element: <AdminRoute /> }],
          },
        ],
      },
      {
        element: <ProtectedRoute requireCompleteRegistration />,
        children: [
          { path: 'webgl', element: <WebglRoute /> },
          { element: <MainLayout />, children: LEARNING_ROUTES },
        ],
      },
    ],
  },
];
