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
import { useProfileT } from './profile-texts';

/** The Danger Zone tab: account deletion, confirmed by the password. */
export function DangerZoneTab() {
  const t = useProfileT();
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
      setError(outcome.error.serverError || t('profile.danger.failed'));
      toast({ title: t('profile.danger.failed'), variant: 'destructive' });
    } else {
      toast({ title: t('profile.danger.error'), variant: 'destructive' });
    }
  }

  return (
    <div>
      <h2 className="text-lg font-semibold text-red-700 dark:text-red-400">
        {t('profile.danger.heading')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 rounded-xl border border-red-300 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-red-900">
        <div>
          <h3 className="font-semibold">{t('profile.danger.deleteHeading')}</h3>
          <p className="mt-1 text-sm text-fg-muted">{t('profile.danger.deleteExplain')}</p>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)} className="shrink-0">
          {t('profile.danger.delete')}
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
                  {t('profile.danger.confirmTitle')}
                </AlertDialog.Title>
                <AlertDialog.Description className="mt-1 text-sm text-fg-muted">
                  {t('profile.danger.confirmExplain')}
                </AlertDialog.Description>
              </div>
            </div>
            <form className="mt-5 grid gap-4" onSubmit={submit}>
              {error && <FormAlert>{error}</FormAlert>}
              <PasswordField
                label={t('profile.danger.password')}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline">{t('profile.danger.cancel')}</Button>
                </AlertDialog.Cancel>
                <Button type="submit" variant="destructive" disabled={!password || deleting}>
                  {t(deleting ? 'profile.danger.deleting' : 'profile.danger.confirm')}
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
