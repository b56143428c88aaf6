import { useId } from 'react';
import { useLibraryT } from '../../library/library-texts';

/**
 * 'All events' or one event, from those the period counted apart: every figure is then that
 * event's alone. Shown once there is an event to choose.
 */
export function EventChoice(props: {
  events: readonly string[];
  value: string | null;
  onChange: (event: string | null) => void;
}) {
  const t = useLibraryT();
  const id = useId();
  const events =
    props.value !== null && !props.events.includes(props.value)
      ? [props.value, ...props.events]
      : props.events;
  if (events.length === 0) return null;
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-fg-muted">
        {t('library.stats.event')}
      </label>
      <select
        id={id}
        data-testid="event-filter"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
        className="h-9 max-w-56 min-w-0 truncate rounded-lg border border-border bg-surface px-2 text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fg"
      >
        <option value="">{t('library.stats.allEvents')}</option>
        {events.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
