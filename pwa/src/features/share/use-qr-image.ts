import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toast';

/** The product's QR code: 256 px, margin 2, error correction M, black on white. */
const QR_OPTIONS = {
  width: 256,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/** The QR code of `url` as a PNG data URL, made when the modal opens with it; null until then. */
export function useQrImage(url: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    setImage(null);
    if (!url) return;
    QRCode.toDataURL(url, QR_OPTIONS).then(setImage, () =>
      toast({ title: 'Error', description: 'Failed to generate QR code', variant: 'destructive' }),
    );
  }, [url]);
  return image;
}
