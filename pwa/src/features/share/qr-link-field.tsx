import { Copy } from 'lucide-react';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { copyWithToast } from './share-actions';

/** The flipbook's URL, selected on focus, with its copy button (larger screens). */
export function QrLinkField({ url }: { url: string }) {
  const t = useAppT();
  return (
    <div className="flex items-center gap-2">
      <input
        readOnly
        value={url}
        aria-label={t('share.url')}
        className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface-muted px-3 text-sm"
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant="outline"
        size="icon"
        onClick={() =>
          void copyWithToast(
            url,
            { title: t('share.copied'), description: t('share.urlCopied') },
            t('share.copyUrlFailed'),
          )
        }
        aria-label={t('share.copyUrl')}
      >
        <Copy className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
