import { STORAGE_KEYS } from './storage-keys';

/** The six pastel accents; one is picked per session and becomes the primary colour. */
export const ACCENTS = [
  { name: 'pink', light: '#f9a8d4', dark: '#f472b6', ink: '#500724' },
  { name: 'blue', light: '#93c5fd', dark: '#60a5fa', ink: '#172554' },
  { name: 'mint', light: '#86efac', dark: '#4ade80', ink: '#052e16' },
  { name: 'yellow', light: '#fde68a', dark: '#facc15', ink: '#422006' },
  { name: 'purple', light: '#c4b5fd', dark: '#a78bfa', ink: '#2e1065' },
  { name: 'peach', light: '#fdba74', dark: '#fb923c', ink: '#431407' },
] as const;
type Accent = (typeof ACCENTS)[number];

/** Picks one of the six pastels per browser session and applies it as the primary colour. */
export function applySessionAccent(random: () => number = Math.random): Accent {
  let name: string | null = null;
  try {
    name = sessionStorage.getItem(STORAGE_KEYS.accent);
  } catch {
    name = null;
  }
  const accent =
    ACCENTS.find((a) => a.name === name) ??
    ACCENTS[Math.floor(random() * ACCENTS.length)] ??
    ACCENTS[0];
  try {
    sessionStorage.setItem(STORAGE_KEYS.accent, accent.name);
  } catch {
    // Without session storage the accent simply changes on the next load.
  }
  const root = document.documentElement;
  root.style.setProperty('--accent', accent.light);
  root.style.setProperty('--accent-ink', accent.ink);
  root.dataset.accent = accent.name;
  return accent;
}
