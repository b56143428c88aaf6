import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { HomeRoute } from './home-route';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/** A screen loaded when its route is first visited, so shared links download only the viewer. */
function page(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<div className="min-h-[50dvh]" />}>
      <Screen />
    </Suspense>
  );
}

/** The route table (docs/product-rules.md). `/?view={id}` is handled by the home route. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        path: '/admin',
        element: page(async () => (await import('../features/admin/admin-page')).AdminPage),
      },
      {
        path: '/request-reset',
        element: page(
          async () =>
            (await import('../features/password-reset/request-reset-page')).RequestResetPage,
        ),
      },
      {
        path: '/reset-password',
        element: page(
          async () =>
            (await import('../features/password-reset/reset-password-page')).ResetPasswordPage,
        ),
      },
      {
        path: '/verify-email',
        element: page(
          async () => (await import('../features/verify-email/verify-email-page')).VerifyEmailPage,
        ),
      },
      {
        path: '/profile',
        element: page(async () => (await import('../features/profile/profile-page')).ProfilePage),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
