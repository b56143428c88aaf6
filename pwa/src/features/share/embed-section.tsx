import { Code, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { embedCode } from './embed-code';
import { copyWithToast } from './share-actions';

/** 'Embed': the `<iframe>` code for another site, shown on demand, to select or copy. */
export function EmbedSection({ flipbook }: { flipbook: { id: string; title: string } }) {
  const [open, setOpen] = useState(false);
  const codeId = useId();
  const t = useAppT();
  const code = embedCode(location.origin, flipbook);

  return (
    <div>
      <Button
        variant="ghost"
        className="w-full"
        aria-expanded={open}
        aria-controls={open ? codeId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Code className="size-4" aria-hidden /> {t('share.embed')}
      </Button>
      {open && (
        <div className="mt-2 grid gap-2">
          <label htmlFor={codeId} className="text-sm font-medium">
            {t('share.embedCode')}
          </label>
          <textarea
            id={codeId}
            readOnly
            rows={4}
            value={code}
            spellCheck={false}
            className="w-full resize-none rounded-lg border border-border bg-surface-muted p-3 font-mono text-xs break-all"
            onFocus={(e) => e.target.select()}
          />
          <p className="text-xs text-fg-muted">{t('share.embedHint')}</p>
          <Button
            variant="outline"
            onClick={() =>
              void copyWithToast(
                code,
                { title: t('share.copied'), description: t('share.embedCopied') },
                t('share.embedCopyFailed'),
              )
            }
          >
            <Copy className="size-4" aria-hidden /> {t('share.copyEmbed')}
          </Button>
        </div>
      )}
    </div>
  );
}
