import { ShieldCheck } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { buttonClass } from '../../ui/button';
import { useProfileT } from '../profile/profile-texts';

/**
 * 'Go to Admin' on home, for admins only: it waits for its words on its own, so the library
 * around it never does (and others' pages never load them).
 */
export function GoToAdminButton() {
  const { user } = useValue(sessionStore);
  if (!user?.isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <GoToAdminLink />
    </Suspense>
  );
}

function GoToAdminLink() {
  const t = useProfileT();
  return (
    <Link to="/admin" className={buttonClass({ variant: 'outline' })}>
      <ShieldCheck className="size-4" aria-hidden /> {t('admin.goTo')}
    </Link>
  );
}
