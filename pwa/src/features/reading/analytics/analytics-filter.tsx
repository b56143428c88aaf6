import { useId } from 'react';
import type { TeamMember } from '#core/schemas/teams';
import type { LocalLibrary } from '#offline/db';
import { useLibraryT } from '../../library/library-texts';
import type { AnalyticsChoice } from './use-user-analytics';

const SELECT =
  'h-9 max-w-56 min-w-0 truncate rounded-lg border border-border bg-surface px-2 text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fg';

function Choice(props: {
  label: string;
  testId: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-fg-muted">
        {props.label}
      </label>
      <select
        id={id}
        data-testid={props.testId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={SELECT}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Which figures the Analytics tab shows, for a person in teams: everything they made, or a team's
 * library, and in a team's, the part one member made. Nothing for a person in no team.
 */
export function AnalyticsFilter(props: {
  libraries: readonly LocalLibrary[];
  members: readonly TeamMember[];
  choice: AnalyticsChoice;
  onChange: (choice: AnalyticsChoice) => void;
}) {
  const t = useLibraryT();
  const teams = props.libraries.filter((library) => library.teamId !== null);
  if (teams.length === 0) return null;
  const { teamId, memberId } = props.choice;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Choice
        label={t('library.analytics.library')}
        testId="analytics-library"
        value={teamId ?? ''}
        options={[
          // The person's own choice: everything they made, in their library and their teams'.
          { value: '', label: t('library.analytics.everythingMine') },
          ...teams.map((team) => ({ value: team.teamId ?? '', label: team.name })),
        ]}
        onChange={(value) => props.onChange({ teamId: value || null, memberId: null })}
      />
      {teamId && props.members.length > 0 && (
        <Choice
          label={t('library.analytics.madeBy')}
          testId="analytics-member"
          value={memberId ?? ''}
          options={[
            { value: '', label: t('library.analytics.everyone') },
            ...props.members.map((m) => ({ value: m.userId, label: m.name })),
          ]}
          onChange={(value) => props.onChange({ teamId, memberId: value || null })}
        />
      )}
    </div>
  );
}
