import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { QR_CODE, QR_CODE_IMAGE_WIDTH } from '#core/qr-code';
import { toast } from '../../ui/toast';

const QR_OPTIONS = { ...QR_CODE, width: QR_CODE_IMAGE_WIDTH };

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
