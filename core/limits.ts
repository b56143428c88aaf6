/** Limits that client and server share (docs/product-rules.md). */
export const MEDIA_LIMITS = {
  maxImageBytes: 3 * 1024 * 1024,
  maxRequestBytes: 20 * 1024 * 1024,
  maxImageSide: 4096,
  /** A request may carry up to 6 images a side, every one checked; the first 3 fill the slots. */
  maxPanelsPerSide: 6,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp'] as const,
} as const;

export type ImageType = (typeof MEDIA_LIMITS.acceptedTypes)[number];

/** What a panel carries from its PDF besides the picture (core/panel-content.ts). */
export const CONTENT_LIMITS = {
  maxTextChars: 5000,
  maxLinksPerPanel: 50,
  maxUrlChars: 2000,
} as const;

export const IMAGE_EXTENSIONS: Record<ImageType, 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const PDF_LIMITS = {
  maxPages: 6,
  minRatio: 0.65,
  maxRatio: 0.8,
  normalWidth: 900,
  triFoldWidth: 2400,
  triFoldMaxPages: 2,
  panelsPerSide: 3,
} as const;

export const ACCOUNT_LIMITS = {
  verificationCodeDigits: 6,
  verificationCodeTtlMs: 10 * 60 * 1000,
  verificationCodeMaxAttempts: 5,
  verificationLinkTtlMs: 24 * 60 * 60 * 1000,
  resendCooldownMs: 60 * 1000,
  resendPerHour: 5,
  resetTokenTtlMs: 60 * 60 * 1000,
  bcryptCost: 12,
} as const;

export const CREATE_TIMEOUT_MS = 60_000;
/** Views one offline batch (one key) may carry. */
export const OFFLINE_VIEWS_MAX = 1000;
/**
 * Offline views a flipbook gains per UTC day, whatever the keys: about one a minute around the
 * clock, more than any device presenting it can have shown.
 */
export const OFFLINE_VIEWS_PER_DAY = 1000;
