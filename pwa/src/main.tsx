import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/root';
import { setTheme, themeStore } from './state/theme';
import './styles.css';

setTheme(themeStore.get());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
// A page that arrives drawn (a shared link's first panel, the signed-out home page) is painted
// before the app's first render takes the main thread (a task after the next frame's callbacks).
if (root.hasChildNodes()) requestAnimationFrame(() => setTimeout(() => startTransition(render)));
else render();
