import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/root';
import { setTheme, themeStore } from './app/theme';
import { showIn, startingLocale } from './i18n/i18n';
import './styles.css';

setTheme(themeStore.get());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <Root />
  </StrictMode>
);
// The build's drawn landing, when it is the page to show (theme-boot.js hides it elsewhere).
const landing = document.documentElement.dataset.hideLanding === undefined;
const drawn = root.querySelector<HTMLElement>(':scope > [data-landing]');
// A page that arrives drawn (the landing, a shared link's first panel) is painted before the app
// takes the main thread (a task after the next frame's callbacks). The landing is the app's own
// markup, taken over as it is; anything else drawn is replaced. Both happen in a transition, so that
// React's work is cut into short tasks (outside one, hydration is a single long task).
// From here on clicks are React's: theme-boot.js stops keeping them for the landing to replay.
// An error React recovered from is told by its cause: React's wrapper ('error during concurrent
// rendering', #520) names neither the error nor where it happened.
const options = {
  onRecoverableError: (error: unknown) => reportError((error as Error).cause ?? error),
};
const start = (render: () => void) => {
  document.documentElement.dataset.appStarted = '';
  render();
};
const locale = startingLocale();
// English is in the page: it starts at once. Another language starts with its catalogue, which
// replaces the build's English drawing of the landing rather than take it over.
if (locale !== 'en')
  void showIn(locale)
    .catch(() => {})
    .finally(() => start(() => createRoot(root, options).render(app)));
else if (drawn && landing)
  requestAnimationFrame(() =>
    setTimeout(() => start(() => startTransition(() => void hydrateRoot(drawn, app, options)))),
  );
else if (root.hasChildNodes())
  requestAnimationFrame(() =>
    setTimeout(() => start(() => startTransition(() => createRoot(root, options).render(app)))),
  );
else start(() => createRoot(root, options).render(app));
