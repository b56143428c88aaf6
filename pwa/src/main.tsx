import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { embedIdOf } from '../../core/product';
import { App } from './app/app';
import { applySessionAccent } from './state/accent';
import { setTheme, themeStore } from './state/theme';
import './styles.css';

applySessionAccent();
setTheme(themeStore.get());

// The embed page (/embed/{id}) runs in other sites' frames: the viewer alone, in a chunk of its
// own, without the app around it (no router, sign-in, library, toasts or service worker).
const EmbedScreen = lazy(() =>
  import('./features/viewer/embed-screen').then((m) => ({ default: m.EmbedScreen })),
);
const embedId = embedIdOf(location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      {embedId ? (
        <Suspense fallback={null}>
          <EmbedScreen id={embedId} />
        </Suspense>
      ) : (
        <App />
      )}
    </StrictMode>,
  );
// A shared link's page arrives with its first panel drawn by the server: that frame is painted
// before the app's first render takes the main thread (a task after the next frame's callbacks).
if (root.hasChildNodes()) requestAnimationFrame(() => setTimeout(render));
else render();
