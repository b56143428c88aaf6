import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { restoreSession } from '../features/account/session-restore';
import { Toaster } from '../ui/toast';
import { router } from './routes';
import { UpdatePrompt } from './update-prompt';

export function App() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
      <UpdatePrompt />
    </>
  );
}
