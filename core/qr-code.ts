/**
 * The product's QR code, wherever it is drawn (the share dialog's PNG, the kiosk's SVG) and read
 * back in the journeys: a quiet zone of 2 modules, error correction M, black on white.
 */
export const QR_CODE = {
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/** The share dialog's image, in pixels. */
export const QR_CODE_IMAGE_WIDTH = 256;
