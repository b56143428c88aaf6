import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/root';
import { applySessionAccent } from './state/accent';
import { setTheme, themeStore } from './state/theme';
import './styles.css';

applySessionAccent();
setTheme(themeStore.get());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
// A shared link's page arrives with its first panel drawn by the server: that frame is painted
// before the app's first render takes the main thread (a task after the next frame's callbacks).
if (root.hasChildNodes()) requestAnimationFrame(() => setTimeout(render));
else render();
