import { Loader2, PenLine } from 'lucide-react';
import type { KeptPdf } from '#offline/db';
import { Button } from '../../ui/button';
import { useLibraryT } from './library-texts';

/**
 * 'Annotate PDF' when this device kept the flipbook's PDF; else why it cannot be annotated here
 * (nothing while the kept PDFs are still being looked up).
 */
export function AnnotateAgain({
  kept,
  remaking,
  onOpen,
}: {
  kept: KeptPdf | null | undefined;
  remaking: boolean;
  onOpen: () => void;
}) {
  const t = useLibraryT();
  if (kept === undefined) return null;
  if (kept === null) {
    return <p className="mt-4 text-xs text-fg-muted">{t('library.annotateAgain.elsewhere')}</p>;
  }
  return (
    <Button variant="outline" className="mt-4 self-start" disabled={remaking} onClick={onOpen}>
      {remaking ? (
        <Loader2 className="size-4 animate-spin" aria-hidden />
      ) : (
        <PenLine className="size-4" aria-hidden />
      )}
      {remaking ? t('library.annotateAgain.remaking') : t('library.annotateAgain.open')}
    </Button>
  );
}
