import type { RouteObject } from 'react-router';
import { ProtectedRoute } from './guards/protected-route';
import {
  AuthLayout,
  DashboardRoute,
  LectureRoute,
  LibraryDetailRoute,
  LibraryRoute,
  LecturesRoute,
  PartRoute,
  TaskDetailRoute,
  TaskListRoute,
  ForgotPasswordRoute,
  LoginRoute,
  MainLayout,
  NotFoundRoute,
  PreparingRoute,
  ProfileRoute,
  PurchaseRoute,
  RegisterRoute,
  SetupRoute,
  WebglRoute,
} from './lazy-pages';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';
import type { PreparingSection } from './routes/preparing-sections';

function preparing(path: string, section: PreparingSection): RouteObject {
  return { path, element: <PreparingRoute section={section} /> };
}

/** The pages of spec §2; those whose content comes later say so honestly. */
const LEARNING_ROUTES: RouteObject[] = [
  { index: true, element: <DashboardRoute /> },
  { path: 'profile', element: <ProfileRoute /> },
  preparing('exams/:id', 'examDetail'),
  { path: 'program-category', element: <TaskListRoute sectionsOnly /> },
  { path: 'purchase', element: <PurchaseRoute /> },
  preparing('meta', 'meta'),
  preparing('meta/:id', 'metaDetail'),
  preparing('meta/:id/task', 'metaTask'),
  { path: 'library', element: <LibraryRoute /> },
  { path: 'library/:id', element: <LibraryDetailRoute /> },
  preparing('level/:levelId', 'levelExam'),
  preparing('level/:levelId/reading/:id', 'levelReading'),
  preparing('level/:levelId/reading/:id/questions', 'levelReadingQuestions'),
  preparing('level/:levelId/listening/:id', 'levelListening'),
  preparing('level/:levelId/:levelCode/result/:isSuccess', 'levelResult'),
  { path: 'task', element: <TaskListRoute /> },
  { path: 'task/reading/:id', element: <PartRoute mode="reading" /> },
  { path: 'task/reading/:id/questions', element: <PartRoute mode="questions" /> },
  { path: 'task/writing/:id', element: <PartRoute /> },
  { path: 'task/grammer/:id', element: <PartRoute /> },
  { path: 'task/listening/:id', element: <PartRoute /> },
  { path: 'task/speaking/:id', element: <PartRoute /> },
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
      {
        element: <ProtectedRoute requireCompleteRegistration={false} />,
        children: [{ path: 'setup', element: <SetupRoute /> }],
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
