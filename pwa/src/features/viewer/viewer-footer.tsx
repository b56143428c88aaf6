import { QrCode, Share2 } from 'lucide-react';
import { Button } from '../../ui/button';

/** The viewer's bottom bar: Share, QR Code, and the views so far. */
export function ViewerFooter(props: { views: number; onShare: () => void; onShowQr: () => void }) {
  const { views, onShare, onShowQr } = props;
  return (
    <footer className="flex h-16 shrink-0 items-center justify-center gap-2 border-t border-border px-4">
      <Button variant="outline" onClick={onShare}>
        <Share2 className="size-4" aria-hidden /> Share
      </Button>
      <Button variant="outline" onClick={onShowQr}>
        <QrCode className="size-4" aria-hidden /> QR Code
      </Button>
      {views > 0 && (
        <span
          className="rounded-full bg-primary px-3 py-1 text-sm font-medium text-primary-ink"
          data-testid="views-badge"
        >
          {views} views
        </span>
      )}
    </footer>
  );
}
