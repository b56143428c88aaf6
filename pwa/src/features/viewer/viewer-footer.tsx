import { Mail, QrCode, Share2 } from 'lucide-react';
import { Button } from '../../ui/button';

/**
 * The viewer's bottom bar: Share, QR Code, the views so far, and the lead form's button where the
 * page offers it (on phones, a row of its own above the others).
 */
export function ViewerFooter(props: {
  views: number;
  onShare: () => void;
  onShowQr: () => void;
  leadAction?: { label: string; onClick: () => void };
}) {
  const { views, onShare, onShowQr, leadAction } = props;
  return (
    <footer className="flex min-h-16 shrink-0 flex-wrap items-center justify-center gap-2 border-t border-border px-4 py-3">
      {leadAction && (
        <Button onClick={leadAction.onClick} className="w-full sm:order-last sm:w-auto">
          <Mail className="size-4" aria-hidden /> {leadAction.label}
        </Button>
      )}
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
