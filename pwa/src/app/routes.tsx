import { createBrowserRouter } from 'react-router-dom';
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
      { path: '/request-reset', element: <NotReady title="Reset your password" /> },
      { path: '/reset-password', element: <NotReady title="Set a new password" /> },
      { path: '/verify-email', element: <NotReady title="Verify your email" /> },
      { path: '/profile', element: <NotReady title="Profile" /> },
      { path: '*', element: <NotReady title="Page not found" /> },
    ],
  },
]);
