import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { STORAGE_KEPT_TEXT } from '#core/event-kit';
import { formatFileSize } from '#core/limit-texts';
import type { KitReadiness } from './use-kit-readiness';

/** The storage the kit takes here, the browser's estimate, and whether the browser keeps it. */
export function StorageSummary(props: { bytes: number | undefined; readiness: KitReadiness }) {
  const { bytes, readiness } = props;
  const { estimate, kept } = readiness;
  return (
    <div className="grid gap-1.5 rounded-xl border border-border bg-surface-muted/60 p-3 text-sm">
      <p>
        This kit takes <strong>{bytes === undefined ? '…' : formatFileSize(bytes)}</strong> on this
        device.{' '}
        {estimate && (
          <span className="text-fg-muted">
            The browser estimates {formatFileSize(estimate.usage)} used of{' '}
            {formatFileSize(estimate.quota)} available.
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
          {kept ? STORAGE_KEPT_TEXT.persisted : STORAGE_KEPT_TEXT.clearable}
        </p>
      )}
    </div>
  );
}
