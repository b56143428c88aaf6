import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FORGET_ME_PATH } from '#core/leads';
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

const AdminPage = page(async () => (await import('../features/admin/admin-page')).AdminPage);
const RequestResetPage = page(
  async () => (await import('../features/password-reset/request-reset-page')).RequestResetPage,
);
const ResetPasswordPage = page(
  async () => (await import('../features/password-reset/reset-password-page')).ResetPasswordPage,
);
const VerifyEmailPage = page(
  async () => (await import('../features/verify-email/verify-email-page')).VerifyEmailPage,
);
const ProfilePage = page(
  async () => (await import('../features/profile/profile-page')).ProfilePage,
);
const LeadsPage = page(async () => (await import('../features/leads/leads-page')).LeadsPage);
const ForgetMePage = page(
  async () => (await import('../features/forget-me/forget-me-page')).ForgetMePage,
);

/**
 * The route table (docs/product-rules.md), inside whichever router draws it: the browser's, or
 * at build time a static one for the landing. `/?view={id}` is handled by the home route.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/admin" element={AdminPage} />
        <Route path="/request-reset" element={RequestResetPage} />
        <Route path="/reset-password" element={ResetPasswordPage} />
        <Route path="/verify-email" element={VerifyEmailPage} />
        <Route path="/profile" element={ProfilePage} />
        <Route path="/leads" element={LeadsPage} />
        <Route path={FORGET_ME_PATH} element={ForgetMePage} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
