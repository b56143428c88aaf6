/** Names and keys that every part of Flipfold shows or stores. */
export const PRODUCT_NAME = 'Flipfold';
export const PRODUCT_SUBTITLE = 'Flipbook Creator';
export const PRODUCT_TAGLINE =
  'Turn your PDF brochures into interactive flipbooks you can share by link or QR code.';

/** Browser storage keys, each with the product's prefix (docs/product-rules.md). */
export const STORAGE_KEYS = {
  user: 'flipfold:user',
  authToken: 'flipfold:authToken',
  /** Written by earlier versions, now only removed at sign-out. */
  isLoggedIn: 'flipfold:isLoggedIn',
  theme: 'flipfold:theme',
} as const;

export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'light';

/** The six pastel accents; one is picked per session and becomes the primary colour. */
export const ACCENTS = [
  { name: 'pink', light: '#f9a8d4', dark: '#f472b6', ink: '#500724' },
  { name: 'blue', light: '#93c5fd', dark: '#60a5fa', ink: '#172554' },
  { name: 'mint', light: '#86efac', dark: '#4ade80', ink: '#052e16' },
  { name: 'yellow', light: '#fde68a', dark: '#facc15', ink: '#422006' },
  { name: 'purple', light: '#c4b5fd', dark: '#a78bfa', ink: '#2e1065' },
  { name: 'peach', light: '#fdba74', dark: '#fb923c', ink: '#431407' },
] as const;
export type Accent = (typeof ACCENTS)[number];

export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

/** The viewer link (docs/product-rules.md): origin plus ?view={id}. */
export function viewerUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/?view=${encodeURIComponent(id)}`;
}
