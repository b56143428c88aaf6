import { Copy, RefreshCw } from 'lucide-react';
import { RichText } from '#pwa/i18n/rich-text.tsx';
import { Button } from '../../../ui/button';
import { copyWithToast } from '../../share/share-actions';
import { useProfileT } from '../profile-texts';

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
  const t = useProfileT();
  return (
    <div className="mt-6 grid gap-2">
      <h3 className="font-semibold">{t('profile.secret.heading')}</h3>
      {secret ? (
        <div
          role="status"
          className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/40"
        >
          <p className="text-sm">{t('profile.secret.once')}</p>
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
                  {
                    title: t('profile.secret.copied'),
                    description: t('profile.secret.copiedExplain'),
                  },
                  t('profile.secret.copyFailed'),
                )
              }
            >
              <Copy className="size-4" aria-hidden />
              {t('profile.secret.copy')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">
          <RichText
            text={t('profile.secret.hint', { hint })}
            parts={[
              (inner) => (
                <code className="rounded bg-surface-muted px-1.5 py-0.5 text-fg">{inner}</code>
              ),
            ]}
          />
        </p>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={rotating}
        onClick={onRotate}
      >
        <RefreshCw className="size-4" aria-hidden />
        {t(rotating ? 'profile.secret.rotating' : 'profile.secret.rotate')}
      </Button>
    </div>
  );
}
