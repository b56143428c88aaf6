import { ChevronRight, Presentation } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LocalFlipbook, LocalLibrary } from '#offline/db';
import { Button } from '../../ui/button';
import { useKits } from './data/kit-hooks';
import { canManageKits } from './data/kit-library';
import { KitFormDialog } from './kits/kit-form-dialog';
import { useKitsT } from './kits-texts';

/**
 * Above the library's grid: its heading with 'Present at an event', which makes a new event kit of
 * the library shown (not offered to its presenters), and the library's kits this device keeps,
 * each opening its kit screen.
 */
export function EventKits(props: {
  library: LocalLibrary;
  flipbooks: LocalFlipbook[];
  heading: ReactNode;
}) {
  const { library, flipbooks, heading } = props;
  const kits = useKits(library.key);
  const [making, setMaking] = useState(false);
  const navigate = useNavigate();
  const t = useKitsT();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {heading}
        {flipbooks.length > 0 && canManageKits(library) && (
          <Button variant="outline" onClick={() => setMaking(true)}>
            <Presentation className="size-4" aria-hidden /> {t('kits.list.present')}
          </Button>
        )}
      </div>
      {kits && kits.length > 0 && (
        <section aria-labelledby="event-kits-heading" className="mb-6">
          <h3 id="event-kits-heading" className="mb-2 text-sm font-medium text-fg-muted">
            {t('kits.list.heading')}
          </h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {kits.map((kit) => (
              <li key={kit.id}>
                <Link
                  to={`/kits/${kit.id}`}
                  className="flex items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 hover:bg-surface-muted"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary text-primary-ink">
                    <Presentation className="size-4" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{kit.name}</span>
                    <span className="block text-sm text-fg-muted">
                      {t('kits.list.count', { count: kit.flipbooks.length })}
                    </span>
                  </span>
                  <ChevronRight className="size-4 text-fg-muted rtl:-scale-x-100" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <KitFormDialog
        open={making}
        kit={null}
        ownerId={library.key}
        library={flipbooks}
        onClose={() => setMaking(false)}
        onSaved={(kit) => {
          setMaking(false);
          void navigate(`/kits/${kit.id}`);
        }}
      />
    </>
  );
}
