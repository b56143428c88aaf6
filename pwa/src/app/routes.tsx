import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { FORGET_ME_PATH, LEAD_PRIVACY_PATH } from '#core/lead-links';
import { loadKioskScreen } from '../features/event-kit/kiosk-chunk';
import { HomeRoute } from './home-route';
import { Layout } from './layout';

/** A screen loaded when its route is first visited, so shared links download only the viewer. */
function page(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<div className="min-h-[50dvh]" />}>
      <Screen />
    </Suspense>
  );
}

// Reached only by a wrong address: its words load with the app's texts, not with every page.
const NotFoundPage = page(async () => (await import('./not-found-page')).NotFoundPage);
const AdminPage = page(async () => (await import('../features/admin/admin-page')).AdminPage);
const RequestResetPage = page(
  async () => (await import('../features/auth/request-reset-page')).RequestResetPage,
);
const ResetPasswordPage = page(
  async () => (await import('../features/auth/reset-password-page')).ResetPasswordPage,
);
const VerifyEmailPage = page(
  async () => (await import('../features/auth/verify-email-page')).VerifyEmailPage,
);
const InvitePage = page(async () => (await import('../features/teams/invite-page')).InvitePage);
const ProfilePage = page(
  async () => (await import('../features/profile/profile-page')).ProfilePage,
);
const LeadsPage = page(async () => (await import('../features/leads/leads-page')).LeadsPage);
const ForgetMePage = page(
  async () => (await import('../features/leads/forget-me-page')).ForgetMePage,
);
const LeadPrivacyPage = page(
  async () => (await import('../features/leads/lead-privacy-page')).LeadPrivacyPage,
);
const EventKitsPage = page(async () => {
  // Presenting starts from a kit's screen: the kiosk's code comes ahead, to start at once offline.
  void loadKioskScreen();
  return (await import('../features/event-kit/event-kits-page')).EventKitsPage;
});

/** A kiosk's address once the kiosk has ended (in another tab): its kit's screen. */
function EndedKiosk() {
  const { kitId = '' } = useParams();
  return <Navigate to={`/kits/${kitId}`} replace />;
}

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
        <Route path="/invite" element={InvitePage} />
        <Route path="/kits/:kitId" element={EventKitsPage} />
        <Route path="/kiosk/:kitId" element={<EndedKiosk />} />
        <Route path="/leads" element={LeadsPage} />
        <Route path={FORGET_ME_PATH} element={ForgetMePage} />
        <Route path={LEAD_PRIVACY_PATH} element={LeadPrivacyPage} />
        <Route path="*" element={NotFoundPage} />
      </Route>
    </Routes>
  );
}
