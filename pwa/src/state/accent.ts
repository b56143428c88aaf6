import { ACCENTS, type Accent } from '../../../core/product';

const SESSION_KEY = 'flipfold:accent';

/** Picks one of the six pastels per browser session and applies it as the primary colour. */
export function applySessionAccent(random: () => number = Math.random): Accent {
  let name: string | null = null;
  try {
    name = sessionStorage.getItem(SESSION_KEY);
  } catch {
    name = null;
  }
  const accent =
    ACCENTS.find((a) => a.name === name) ??
    ACCENTS[Math.floor(random() * ACCENTS.length)] ??
    ACCENTS[0];
  try {
    sessionStorage.setItem(SESSION_KEY, accent.name);
  } catch {
    // Without session storage the accent simply changes on the next load.
  }
  const root = document.documentElement;
  root.style.setProperty('--accent', accent.light);
  root.style.setProperty('--accent-ink', accent.ink);
  root.dataset.accent = accent.name;
  return accent;
}
