import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { restoreSession } from '../features/account/session-restore';
import { AppFrame } from './app-frame';
import { AppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';

export function App() {
  useEffect(() => {
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
