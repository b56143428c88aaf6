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
  /** The flipbook's thumbnail: a panel drawn this wide. */
  thumbnailWidth: 480,
} as const;

/** The tallest page the PDF rules take, as height over width (a ratio is rounded as shown). */
const TALLEST_PAGE = 1 / (PDF_LIMITS.minRatio - 0.005);
/** The largest panel the app draws: a tri-fold strip, a third of a portrait page 2400 px wide. */
const LARGEST_PANEL = {
  width: PDF_LIMITS.triFoldWidth / 3,
  height: Math.ceil(PDF_LIMITS.triFoldWidth * TALLEST_PAGE),
};
/** Room above what the app draws, for other converters and rounding. */
const PIXEL_MARGIN = 1.3;

/**
 * Pixels an image may hold, read from its header before it is decoded (decoding costs time and
 * memory by the pixel): what the app itself draws, with a margin. A panel is at most a tri-fold
 * strip of a portrait page, 800 × 3,721 px (3.0 million pixels; a 900 px page is 1.3 million);
 * a flipbook six of them and a thumbnail 480 px wide (19 million).
 */
export const PIXEL_LIMITS = {
  maxImagePixels: Math.ceil(LARGEST_PANEL.width * LARGEST_PANEL.height * PIXEL_MARGIN),
  maxRequestPixels: Math.ceil(
    (PDF_LIMITS.panelsPerSide * 2 * LARGEST_PANEL.width * LARGEST_PANEL.height +
      PDF_LIMITS.thumbnailWidth ** 2 * (LARGEST_PANEL.height / LARGEST_PANEL.width)) *
      PIXEL_MARGIN,
  ),
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
