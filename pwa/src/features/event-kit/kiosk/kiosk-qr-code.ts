import QRCode from 'qrcode';
import { QR_CODE } from '#core/qr-code';

/** The product's QR code, drawn as SVG on the device. */
const OPTIONS = { ...QR_CODE, type: 'svg' } as const;

/**
 * The QR code of a link as an SVG image's URL. Made on the device, so the kiosk shows it offline;
 * the visitor's phone opens the link with its own data.
 */
export function qrImageUrl(link: string): Promise<string> {
  let made = drawn.get(link);
  if (!made) {
    made = QRCode.toString(link, OPTIONS).then(
      (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    );
    drawn.set(link, made);
  }
  return made;
}

/** Each link's code is drawn once: the attract loop comes back to the same flipbooks all day. */
const drawn = new Map<string, Promise<string>>();
