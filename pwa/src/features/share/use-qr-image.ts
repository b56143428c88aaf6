import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { QR_CODE, QR_CODE_IMAGE_WIDTH } from '#core/qr-code';
import { t } from '../../i18n/i18n';
import { appTextsReady } from '../../ui/app-texts';
import { toast } from '../../ui/toast';

const QR_OPTIONS = { ...QR_CODE, width: QR_CODE_IMAGE_WIDTH };

/** The QR code of `url` as a PNG data URL, made when the modal opens with it; null until then. */
export function useQrImage(url: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    setImage(null);
    if (!url) return;
    QRCode.toDataURL(url, QR_OPTIONS).then(setImage, async () => {
      await appTextsReady();
      toast({ title: t('app.error'), description: t('share.qrFailed'), variant: 'destructive' });
    });
  }, [url]);
  return image;
}
