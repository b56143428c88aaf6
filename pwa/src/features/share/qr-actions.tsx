import { Download, Link2, Share2 } from 'lucide-react';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { copyLink, downloadQr, shareFlipbook } from './share-actions';

/** Download QR and Share, and on phones Copy Link. */
export function QrActions(props: {
  flipbook: { title: string; url: string };
  image: string | null;
  mobile: boolean;
}) {
  const { flipbook, image, mobile } = props;
  const t = useAppT();
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button
        variant="outline"
        onClick={() => image && downloadQr(image, flipbook.title)}
        disabled={!image}
      >
        <Download className="size-4" aria-hidden /> {t('share.downloadQr')}
      </Button>
      <Button onClick={() => void shareFlipbook(flipbook)}>
        <Share2 className="size-4" aria-hidden /> {t('share.share')}
      </Button>
      {mobile && (
        <Button
          variant="outline"
          className="col-span-2"
          onClick={() => void copyLink(flipbook.url)}
        >
          <Link2 className="size-4" aria-hidden /> {t('share.copyLink')}
        </Button>
      )}
    </div>
  );
}
