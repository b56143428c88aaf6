import { Mail, QrCode, Share2 } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../i18n/i18n';
import { LanguageMenu } from '../../i18n/language-menu';
import { Button } from '../../ui/button';
import { UNSAVED_SHARE_NOTE } from '../../ui/unsaved-share-note';

/**
 * The viewer's bottom bar: Share, QR Code, the views so far, and the lead form's button where the
 * page offers it (on phones, a row of its own above the others). A flipbook the server refused to
 * create (`unsaved`) has no link that opens: Share and QR wait, and say so.
 */
export function ViewerFooter(props: {
  views: number;
  onShare: () => void;
  onShowQr: () => void;
  leadAction?: { label: string; onClick: () => void };
  unsaved?: boolean;
}) {
  const { views, onShare, onShowQr, leadAction, unsaved = false } = props;
  const whyNot = useId();
  const t = useT();
  const waiting = { disabled: unsaved, 'aria-describedby': unsaved ? whyNot : undefined };
  return (
    <footer className="flex min-h-16 shrink-0 flex-wrap items-center justify-center gap-2 border-t border-border px-4 py-3">
      {leadAction && (
        <Button onClick={leadAction.onClick} className="w-full sm:order-last sm:w-auto">
          <Mail className="size-4" aria-hidden /> {leadAction.label}
        </Button>
      )}
      <Button variant="outline" onClick={onShare} {...waiting}>
        <Share2 className="size-4" aria-hidden /> {t('viewer.share')}
      </Button>
      <Button variant="outline" onClick={onShowQr} {...waiting}>
        <QrCode className="size-4" aria-hidden /> {t('viewer.qrCode')}
      </Button>
      {unsaved && (
        <p id={whyNot} className="order-last w-full text-center text-sm text-fg-muted">
          {UNSAVED_SHARE_NOTE}
        </p>
      )}
      {views > 0 && (
        <span
          className="rounded-full bg-primary px-3 py-1 text-sm font-medium text-primary-ink"
          data-testid="views-badge"
        >
          {t('viewer.views', { count: views })}
        </span>
      )}
      <LanguageMenu />
    </footer>
  );
}
