import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { endSessionWhenPossible } from '../data/session-end';
import { restoreSession } from '../features/account/session-restore';
import { AppFrame } from './app-frame';
import { AppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';

export function App() {
  useEffect(() => {
    // A sign-out made offline is sent before anything else this page asks of the server.
    endSessionWhenPossible();
    void restoreSession();
  }, []);
  return (
    <AppFrame
      routes={
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      }
      updates={<UpdatePrompt />}
    />
  );
}
