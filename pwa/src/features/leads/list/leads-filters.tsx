import { Search } from 'lucide-react';
import { LEAD_LIMITS, LEAD_SOURCES } from '#core/leads';
import type { TeamMember } from '#core/schemas/teams';
import { inputClass } from '#pwa/ui/form-field.tsx';
import { useLeadsT } from '../leads-texts';
import type { FilterFields } from './lead-rows';
import { SOURCE_MESSAGES } from './lead-where';

/** A member whose captures the member filter offers. */
type Capturer = Pick<TeamMember, 'userId' | 'name'>;

const selectClass = `${inputClass} min-w-0 font-normal`;
const labelClass = 'grid gap-1.5 text-sm font-medium';

/** The search of addresses, names and companies: narrower beside the member filter. */
function SearchField(props: {
  value: string;
  narrow: boolean;
  onChange: (search: string) => void;
}) {
  const t = useLeadsT();
  return (
    <label
      className={`${labelClass} col-span-2 ${props.narrow ? 'lg:col-span-4' : 'lg:col-span-5'}`}
    >
      {t('leads.filter.search')}
      <span className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-fg-muted"
          aria-hidden
        />
        <input
          type="search"
          value={props.value}
          maxLength={LEAD_LIMITS.searchMaxChars}
          placeholder={t('leads.filter.searchHint')}
          onChange={(e) => props.onChange(e.target.value)}
          className={`${selectClass} ps-9`}
        />
      </span>
    </label>
  );
}

/** A team's owners and admins narrow its leads to what one member captured. */
function CapturerFilter(props: {
  capturers: Capturer[];
  value: string;
  onChange: (member: string) => void;
}) {
  const t = useLeadsT();
  return (
    <label className={`${labelClass} col-span-2 lg:col-span-1`}>
      {t('leads.filter.capturedBy')}
      <select
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={selectClass}
      >
        <option value="">{t('leads.filter.everyone')}</option>
        {props.capturers.map((c) => (
          <option key={c.userId} value={c.userId}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The Leads page's filters: a search of addresses, names and companies; in a team's leads, for
 * its owners and admins (`capturers`), one member's captures or everyone's; one flipbook or all,
 * one event or all, one place or all; and a range of days.
 */
export function LeadsFilters(props: {
  fields: FilterFields;
  flipbooks: Array<{ id: string; title: string }>;
  events: string[];
  /** The members to narrow a team's leads to; null where there is no such filter. */
  capturers: Capturer[] | null;
  onChange: (fields: FilterFields) => void;
}) {
  const { fields, flipbooks, events, capturers, onChange } = props;
  const set = (change: Partial<FilterFields>) => onChange({ ...fields, ...change });
  const t = useLeadsT();
  return (
    <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <legend className="sr-only">{t('leads.filter.legend')}</legend>
      <SearchField
        value={fields.search}
        narrow={capturers !== null}
        onChange={(search) => set({ search })}
      />
      {capturers && (
        <CapturerFilter
          capturers={capturers}
          value={fields.member}
          onChange={(member) => set({ member })}
        />
      )}
      <label className={`${labelClass} col-span-2 lg:col-span-1`}>
        {t('leads.filter.flipbook')}
        <select
          value={fields.flipbookId}
          onChange={(e) => set({ flipbookId: e.target.value })}
          className={selectClass}
        >
          <option value="">{t('leads.filter.allFlipbooks')}</option>
          {flipbooks.map((f) => (
            <option key={f.id} value={f.id}>
              {f.title || t('leads.filter.untitled')}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t('leads.filter.event')}
        <select
          value={fields.event}
          onChange={(e) => set({ event: e.target.value })}
          className={selectClass}
        >
          <option value="">{t('leads.filter.allEvents')}</option>
          {events.map((event) => (
            <option key={event} value={event}>
              {event}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t('leads.filter.where')}
        <select
          value={fields.source}
          onChange={(e) => set({ source: e.target.value })}
          className={selectClass}
        >
          <option value="">{t('leads.filter.anywhere')}</option>
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(SOURCE_MESSAGES[source])}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t('leads.filter.from')}
        <input
          type="date"
          value={fields.from}
          max={fields.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
          className={selectClass}
        />
      </label>
      <label className={labelClass}>
        {t('leads.filter.to')}
        <input
          type="date"
          value={fields.to}
          min={fields.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
          className={selectClass}
        />
      </label>
    </fieldset>
  );
}
