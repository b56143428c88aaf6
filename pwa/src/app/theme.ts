import { createExternalStore } from '../state/external-store';
import { STORAGE_KEYS } from '../state/storage-keys';

export type Theme = 'light' | 'dark';
const DEFAULT_THEME: Theme = 'light';

/** The saved theme, or on a first visit the system's (as theme-boot.js applies it). */
function readTheme(): Theme {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.theme);
    if (saved === 'dark' || saved === 'light') return saved;
    return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

// The build draws the landing light; a dark page's toggle is relabelled once the app has taken over.
export const themeStore = createExternalStore<Theme>(readTheme(), DEFAULT_THEME);

/** Applies the theme to the page and saves it at once (docs/product-rules.md). */
export function setTheme(theme: Theme) {
  themeStore.set(theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Private mode may refuse storage; the theme still applies for this visit.
  }
}

export function toggleTheme() {
  setTheme(themeStore.get() === 'dark' ? 'light' : 'dark');
}
