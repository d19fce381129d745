import { lazyNamed } from '../lib/lazy-named';

/** Every page and layout arrives on demand, so the first screen only loads what it shows. */
export const AuthLayout = lazyNamed(() => import('./layouts/auth-layout'), 'AuthLayout');
export const MainLayout = lazyNamed(() => import('./layouts/main-layout'), 'MainLayout');

export const LoginRoute = lazyNamed(() => import('./routes/login-route'), 'LoginRoute');
export const RegisterRoute = lazyNamed(() => import('./routes/register-route'), 'RegisterRoute');
export const ForgotPasswordRoute = lazyNamed(
  () => import('./routes/forgot-password-route'),
  'ForgotPasswordRoute',
);
export const DashboardRoute = lazyNamed(() => import('./routes/dashboard-route'), 'DashboardRoute');
export const ProfileRoute = lazyNamed(() => import('./routes/profile-route'), 'ProfileRoute');
export const SetupRoute = lazyNamed(() => import('./routes/setup-route'), 'SetupRoute');
export const WebglRoute = lazyNamed(() => import('./routes/webgl-route'), 'WebglRoute');
export const PreparingRoute = lazyNamed(() => import('./routes/preparing-route'), 'PreparingRoute');
export const NotFoundRoute = lazyNamed(() => import('./routes/not-found-route'), 'NotFoundRoute');
