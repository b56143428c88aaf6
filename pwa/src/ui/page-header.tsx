import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from './button';

/**
 * The top of a page the header's menu or the library opens (Profile, Leads, an event kit, the
 * Admin Dashboard): the way back to the library, the page's title, a line about it and its actions.
 */
export function PageHeader({
  back,
  eyebrow,
  title,
  description,
  actions,
}: {
  /** The back link's words. */
  back: string;
  /** A word above the title that says what kind of page it is. */
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <Link to="/" className={buttonClass({ variant: 'ghost' }, '-ms-3 w-fit')}>
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {back}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {eyebrow && <p className="text-sm font-medium text-fg-muted">{eyebrow}</p>}
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
