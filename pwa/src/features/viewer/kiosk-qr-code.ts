import QRCode from 'qrcode';

/** The spec's QR code (margin 2, error correction M, black on white), drawn as SVG on the device. */
const OPTIONS = {
  type: 'svg',
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/**
 * The QR code of a link as an SVG image's URL. Made on the device, so the kiosk shows it offline;
 * the visitor's phone opens the link with its own data.
 */
export async function qrImageUrl(link: string): Promise<string> {
  const svg = await QRCode.toString(link, OPTIONS);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
