import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applySessionAccent } from './state/accent';
import { setTheme, themeStore } from './state/theme';
import './styles.css';

applySessionAccent();
setTheme(themeStore.get());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
