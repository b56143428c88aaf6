import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { closeAuthDialog } from '../../state/auth-dialog';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { FormField, PasswordField } from '../../ui/form-field';

/** The Sign In tab; the parent makes the call and reports the error. */
export function SignInForm({
  loading,
  onSubmit,
}: {
  loading: boolean;
  onSubmit: (identifier: string, password: string) => void;
}) {
  const t = useAppT();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const empty = !identifier.trim() || !password;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!empty && !loading) onSubmit(identifier.trim(), password);
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField
        label={t('auth.identifier')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        required
      />
      <div className="grid gap-1.5">
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Link
          to="/request-reset"
          onClick={closeAuthDialog}
          className="justify-self-end rounded text-sm font-medium text-fg-muted underline-offset-4 hover:text-fg hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={empty || loading} className="w-full">
        {t(loading ? 'auth.signingIn' : 'auth.signIn')}
      </Button>
    </form>
  );
}
