import { useLiveQuery } from 'dexie-react-hooks';
import { AlertDialog } from 'radix-ui';
import { Suspense } from 'react';
import { db } from '#offline/db';
import { type WaitingChange, waitingChanges } from '../../data/account-data';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { changeLine, changesAtSignOut, signOutSummary } from './sign-out-summary';

type Props = {
  ownerId: string;
  /** The changes waiting when the user chose Sign Out; null while not asking. */
  asked: WaitingChange[] | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asked before signing out with changes waiting: what becomes of each, kept up to date while the
 * question is open (a reply that comes meanwhile turns 'no reply yet' into 'saved').
 */
export function SignOutDialog(props: Props) {
  // Its words load with the app's texts; meanwhile the page that holds it stays as it is.
  return (
    <Suspense fallback={null}>
      <SignOutQuestion {...props} />
    </Suspense>
  );
}

function SignOutQuestion({ ownerId, asked, onCancel, onConfirm }: Props) {
  const t = useAppT();
  const now = useLiveQuery(
    async () => (asked ? waitingChanges(db, ownerId) : null),
    [asked, ownerId],
  );
  const changes = asked ? changesAtSignOut(asked, now ?? asked) : [];
  const atRisk = changes.some((change) => change.fate !== 'reached');
  return (
    <AlertDialog.Root open={asked !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('signOut.title')}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 grid gap-2 text-sm text-fg-muted" aria-live="polite">
              {signOutSummary(changes).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </AlertDialog.Description>
          <ul className="mt-4 grid min-h-0 gap-2 overflow-y-auto" aria-label={t('signOut.changes')}>
            {changes.map((change) => {
              const line = changeLine(change);
              return (
                <li
                  key={change.seq}
                  className="rounded-lg border border-border px-3 py-2 text-sm"
                  data-fate={change.fate}
                >
                  <span className="block font-medium break-words">{line.title}</span>
                  <span className="block text-fg-muted">
                    {line.what} · {line.fate}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('signOut.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={atRisk ? 'destructive' : 'primary'} onClick={onConfirm}>
                {t(atRisk ? 'signOut.anyway' : 'signOut.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
