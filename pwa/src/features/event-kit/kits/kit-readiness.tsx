import { CircleAlert, CircleCheck, Download, HardDrive, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { mediaNamesOf } from '#core/media-names';
import { db, type LocalFlipbook } from '#offline/db';
import { useLocale } from '#pwa/i18n/i18n';
import { Button } from '#pwa/ui/button.tsx';
import { fileSizeIn } from '#pwa/ui/file-size';
import { type FetchProgress, fetchKitMedia } from '../data/kit-media';
import { useKitsT } from '../kits-texts';
import { KitCover } from './kit-cover';
import { StorageSummary } from './storage-summary';
import { type KitReadiness, shellCached } from './use-kit-readiness';

/** What a flipbook still lacks here, or null when it is ready offline. */
function missingText(
  flipbook: LocalFlipbook,
  readiness: KitReadiness,
  t: ReturnType<typeof useKitsT>,
): string | null {
  const missing = readiness.media?.missing.get(flipbook.id) ?? [];
  const total = mediaNamesOf(flipbook).length;
  const parts = [
    missing.length > 0 && t('kits.ready.missingImages', { missing: missing.length, total }),
    !shellCached(readiness.shell) && t('kits.ready.missingApp'),
  ].filter(Boolean);
  return parts.length ? t('kits.ready.missing', { parts: parts.join('; ') }) : null;
}

/**
 * Each flipbook of the kit, 'Ready offline' or what it lacks; 'Make ready' fetches the missing
 * images with a progress bar in files and bytes, and asks again to keep the data.
 */
export function KitReadinessList(props: { flipbooks: LocalFlipbook[]; readiness: KitReadiness }) {
  const { flipbooks, readiness } = props;
  const [progress, setProgress] = useState<FetchProgress | null>(null);
  const [failed, setFailed] = useState(0);
  const t = useKitsT();
  const checking = readiness.media === undefined || readiness.shell === undefined;
  const lacking = flipbooks.filter((f) => missingText(f, readiness, t) !== null);

  const makeReady = async () => {
    const names = [...new Set(flipbooks.flatMap((f) => readiness.media?.missing.get(f.id) ?? []))];
    setFailed(0);
    setProgress({ files: 0, totalFiles: names.length, bytes: 0 });
    setFailed((await fetchKitMedia(db, names, setProgress)).length);
    setProgress(null);
    readiness.refresh();
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm" aria-live="polite">
        {checking
          ? t('kits.ready.checking')
          : lacking.length === 0
            ? t('kits.ready.all')
            : t('kits.ready.some', {
                ready: flipbooks.length - lacking.length,
                total: flipbooks.length,
              })}
      </p>
      <ul className="grid gap-2">
        {flipbooks.map((flipbook) => {
          const missing = checking ? null : missingText(flipbook, readiness, t);
          return (
            <li
              key={flipbook.id}
              className="flex items-center gap-3 rounded-xl border border-border bg-surface p-2.5"
              data-testid="kit-flipbook"
            >
              <KitCover flipbook={flipbook} className="h-14 w-10" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{flipbook.title}</p>
                {checking ? (
                  <p className="text-sm text-fg-muted">{t('kits.ready.checkingOne')}</p>
                ) : missing ? (
                  <p className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300">
                    <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                    {missing}
                  </p>
                ) : (
                  <p className="flex items-center gap-1.5 text-sm text-green-800 dark:text-green-300">
                    <CircleCheck className="size-4 shrink-0" aria-hidden />
                    {t('kits.ready.flipbookReady')}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void makeReady()}
          disabled={checking || progress !== null || lacking.length === 0}
        >
          {progress ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Download className="size-4" aria-hidden />
          )}
          {t('kits.ready.makeReady')}
        </Button>
        {progress && <FetchBar progress={progress} />}
        {!progress && failed > 0 && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('kits.ready.failed', { count: failed })}
          </p>
        )}
      </div>
      <StorageSummary bytes={readiness.media?.bytes} readiness={readiness} />
      {readiness.shell === null && !('serviceWorker' in navigator) && (
        <p className="flex items-start gap-2 text-sm text-fg-muted">
          <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('kits.ready.noOfflineApp')}
        </p>
      )}
    </div>
  );
}

function FetchBar({ progress }: { progress: FetchProgress }) {
  const { files, totalFiles, bytes } = progress;
  const t = useKitsT();
  const locale = useLocale();
  const text = t('kits.ready.progress', { files, totalFiles, size: fileSizeIn(locale, bytes) });
  return (
    <div className="flex min-w-56 flex-1 items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('kits.ready.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={totalFiles}
        aria-valuenow={files}
        aria-valuetext={text}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${totalFiles ? (100 * files) / totalFiles : 100}%` }}
        />
      </div>
      <span className="text-sm whitespace-nowrap text-fg-muted tabular-nums">{text}</span>
    </div>
  );
}
