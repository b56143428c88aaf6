import { Tooltip } from 'radix-ui';
import { RouterProvider } from 'react-router-dom';
import { AuthDialog } from '../features/auth/auth-dialog';
import { Toaster } from '../ui/toast';
import { router } from './routes';
import { UpdatePrompt } from './update-prompt';

export function App() {
  return (
    <Tooltip.Provider>
      <RouterProvider router={router} />
      <AuthDialog />
      <Toaster />
      <UpdatePrompt />
    </Tooltip.Provider>
  );
}
