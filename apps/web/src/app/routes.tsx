import type { RouteObject } from 'react-router';
import { ProtectedRoute } from './guards/protected-route';
import {
  AuthLayout,
  DashboardRoute,
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
  preparing('program-category', 'programCategory'),
  { path: 'purchase', element: <PurchaseRoute /> },
  preparing('meta', 'meta'),
  preparing('meta/:id', 'metaDetail'),
  preparing('meta/:id/task', 'metaTask'),
  preparing('library', 'library'),
  preparing('library/:id', 'libraryDetail'),
  preparing('level/:levelId', 'levelExam'),
  preparing('level/:levelId/reading/:id', 'levelReading'),
  preparing('level/:levelId/reading/:id/questions', 'levelReadingQuestions'),
  preparing('level/:levelId/listening/:id', 'levelListening'),
  preparing('level/:levelId/:levelCode/result/:isSuccess', 'levelResult'),
  preparing('task', 'tasks'),
  preparing('task/reading/:id', 'taskReading'),
  preparing('task/reading/:id/questions', 'taskQuestions'),
  preparing('task/writing/:id', 'taskWriting'),
  preparing('task/grammer/:id', 'taskGrammar'),
  preparing('task/listening/:id', 'taskListening'),
  preparing('task/speaking/:id', 'taskSpeaking'),
  preparing('task/lecturing', 'taskLecturing'),
  preparing('task/:taskId/lecture/:lectureId', 'lectureDetail'),
  preparing('task/:id', 'taskDetail'),
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
