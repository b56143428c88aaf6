import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { buttonClass } from '../../ui/button';

/** 'Go to Admin' on home, for admins only. */
export function GoToAdminButton() {
  const { user } = useValue(sessionStore);
  if (!user?.isAdmin) return null;
  return (
    <Link to="/admin" className={buttonClass({ variant: 'outline' })}>
      <ShieldCheck className="size-4" aria-hidden /> Go to Admin
    </Link>
  );
}
