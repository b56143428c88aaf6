import { Copy, RefreshCw } from 'lucide-react';
import { WEBHOOK_TEXTS } from '#core/webhooks';
import { Button } from '../../../ui/button';
import { copyWithToast } from '../../share/share-actions';

/**
 * The signing secret: whole, with Copy, in the reply that made it (it is never shown again), else
 * its start and end; 'Rotate secret' makes a new one.
 */
export function SecretPanel({
  hint,
  secret,
  rotating,
  onRotate,
}: {
  hint: string;
  secret: string | null;
  rotating: boolean;
  onRotate: () => void;
}) {
  return (
    <div className="mt-6 grid gap-2">
      <h3 className="font-semibold">Signing secret</h3>
      {secret ? (
        <div
          role="status"
          className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/40"
        >
          <p className="text-sm">{WEBHOOK_TEXTS.secretOnce}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 rounded-md bg-surface px-2 py-1.5 text-sm break-all">
              {secret}
            </code>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void copyWithToast(
                  secret,
                  { title: 'Copied!', description: 'Signing secret copied to clipboard' },
                  'Failed to copy the secret',
                )
              }
            >
              <Copy className="size-4" aria-hidden />
              Copy secret
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">
          <code className="rounded bg-surface-muted px-1.5 py-0.5 text-fg">{hint}</code> — shown in
          full only when it was made.
        </p>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={rotating}
        onClick={onRotate}
      >
        <RefreshCw className="size-4" aria-hidden />
        {rotating ? 'Rotating…' : 'Rotate secret'}
      </Button>
    </div>
  );
}
