import { createBrowserRouter } from 'react-router-dom';
import { RequestResetPage } from '../features/password-reset/request-reset-page';
import { ResetPasswordPage } from '../features/password-reset/reset-password-page';
import { ProfilePage } from '../features/profile/profile-page';
import { VerifyEmailPage } from '../features/verify-email/verify-email-page';
import { HomeRoute } from './home-route';
import { Layout } from './layout';
import { NotReady } from './not-ready';

/** The spec's route table. `/?view={id}` is handled by the home route. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/admin', element: <NotReady title="Admin Dashboard" /> },
      { path: '/request-reset', element: <RequestResetPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '*', element: <NotReady title="Page not found" /> },
    ],
  },
]);
