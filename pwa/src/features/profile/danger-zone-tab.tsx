import { TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { db } from '#offline/db';
import { clearAccountData } from '../../data/account-data';
import { clearSession, sessionStore } from '../../state/session';
import { Button } from '../../ui/button';
import { FormAlert, PasswordField } from '../../ui/form-field';
import { toast } from '../../ui/toast';
import { profileCall } from './profile-calls';

/** The Danger Zone tab: account deletion, confirmed by the password. */
export function DangerZoneTab() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || deleting) return;
    setDeleting(true);
    setError(null);
    const user = sessionStore.get().user;
    const outcome = await profileCall('/api/user/delete-account', { password });
    setDeleting(false);
    if (outcome.kind === 'ok') {
      if (user) await clearAccountData(db, user.id);
      clearSession();
      setOpen(false);
      void navigate('/', { replace: true });
    } else if (outcome.kind === 'refused') {
      setError(outcome.error.serverError || 'Failed to delete account');
      toast({ title: 'Failed to delete account', variant: 'destructive' });
    } else {
      toast({ title: 'Error deleting account', variant: 'destructive' });
    }
  }

  return (
    <div>
      <h2 className="text-lg font-semibold text-red-700 dark:text-red-400">Danger Zone</h2>
      <div className="mt-4 flex flex-col gap-4 rounded-xl border border-red-300 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-red-900">
        <div>
          <h3 className="font-semibold">Delete account</h3>
          <p className="mt-1 text-sm text-fg-muted">
            Your account and all your flipbooks are removed for good. This cannot be undone.
          </p>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)} className="shrink-0">
          Delete account
        </Button>
      </div>

      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(null);
          }
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl">
            <div className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
                <TriangleAlert className="size-5" aria-hidden />
              </span>
              <div>
                <AlertDialog.Title className="text-lg font-semibold">
                  Delete your account?
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-1 text-sm text-fg-muted">
                  Enter your password to confirm. Your account and flipbooks will be deleted.
                </AlertDialog.Description>
              </div>
            </div>
            <form className="mt-5 grid gap-4" onSubmit={submit}>
              {error && <FormAlert>{error}</FormAlert>}
              <PasswordField
                label="Password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline">Cancel</Button>
                </AlertDialog.Cancel>
                <Button type="submit" variant="destructive" disabled={!password || deleting}>
                  {deleting ? 'Deleting...' : 'Delete my account'}
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
