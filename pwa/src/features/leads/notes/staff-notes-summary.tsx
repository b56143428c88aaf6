import type { StaffNotesItem } from '#core/schemas/leads';
import type { LeadRating } from '#core/staff-notes';
import { cn } from '../../../ui/cn';
import { useLeadsT } from '../leads-texts';

/** Each rating as the page names it. */
export const RATING_MESSAGES = {
  hot: 'leads.rating.hot',
  warm: 'leads.rating.warm',
  cold: 'leads.rating.cold',
} as const satisfies Record<LeadRating, string>;

const RATING_LOOKS: Record<LeadRating, string> = {
  hot: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  warm: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  cold: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

/** A lead's rating, tags and staff note as a row shows them; a dash when there are none. */
export function StaffNotesSummary({ notes }: { notes: StaffNotesItem }) {
  const { rating, tags, staffNote } = notes;
  if (!rating && tags.length === 0 && !staffNote) return <span className="text-fg-muted">—</span>;
  return <NotesShown notes={notes} />;
}

function NotesShown({ notes }: { notes: StaffNotesItem }) {
  const { rating, tags, staffNote } = notes;
  const t = useLeadsT();
  return (
    <div className="grid justify-items-start gap-1.5">
      {(rating || tags.length > 0) && (
        <ul className="flex flex-wrap gap-1" aria-label={t('leads.notes.ratingAndTags')}>
          {rating && (
            <li
              className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', RATING_LOOKS[rating])}
            >
              {t(RATING_MESSAGES[rating])}
            </li>
          )}
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-border px-2 py-0.5 text-xs whitespace-nowrap"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
      {staffNote && <p className="break-words whitespace-pre-line">{staffNote}</p>}
    </div>
  );
}
