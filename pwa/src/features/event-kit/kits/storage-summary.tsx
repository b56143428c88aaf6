import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useLocale } from '#pwa/i18n/i18n';
import { RichText } from '#pwa/i18n/rich-text.tsx';
import { fileSizeIn } from '#pwa/ui/file-size';
import { useKitsT } from '../kits-texts';
import type { KitReadiness } from './use-kit-readiness';

/** The storage the kit takes here, the browser's estimate, and whether the browser keeps it. */
export function StorageSummary(props: { bytes: number | undefined; readiness: KitReadiness }) {
  const { bytes, readiness } = props;
  const { estimate, kept } = readiness;
  const t = useKitsT();
  const locale = useLocale();
  const size = (n: number) => fileSizeIn(locale, n);
  return (
    <div className="grid gap-1.5 rounded-xl border border-border bg-surface-muted/60 p-3 text-sm">
      <p>
        <RichText
          text={t('kits.storage.takes', {
            size: bytes === undefined ? '…' : size(bytes),
          })}
          parts={[(size) => <strong>{size}</strong>]}
        />{' '}
        {estimate && (
          <span className="text-fg-muted">
            {t('kits.storage.estimate', {
              usage: size(estimate.usage),
              quota: size(estimate.quota),
            })}
          </span>
        )}
      </p>
      {kept !== undefined && (
        <p className="flex items-center gap-1.5 font-medium" data-testid="storage-kept">
          {kept ? (
            <ShieldCheck className="size-4 text-green-700 dark:text-green-300" aria-hidden />
          ) : (
            <ShieldAlert className="size-4 text-amber-700 dark:text-amber-300" aria-hidden />
          )}
          {kept ? t('kits.storage.kept') : t('kits.storage.clearable')}
        </p>
      )}
    </div>
  );
}
