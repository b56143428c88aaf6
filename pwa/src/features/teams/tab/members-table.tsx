import type { TeamDetail } from '#core/schemas/teams';
import type { Question } from './confirm-dialog';
import { MemberRow } from './member-row';
import { memberControls } from './team-controls';
import type { TeamActions } from './use-team-actions';

/** The team's members, in a table scrolled sideways on a phone. */
export function MembersTable(props: {
  team: TeamDetail;
  meId: string;
  online: boolean;
  actions: TeamActions;
  ask: (question: Question) => void;
}) {
  const { team, meId, online, actions, ask } = props;
  const rows = team.members.map((member) => ({
    member,
    controls: memberControls(team.role, member, meId),
  }));
  const withActions = rows.some(({ controls }) => controls.removable || controls.handOver);
  const columns = ['Name', 'E-mail', 'Role', 'Joined', ...(withActions ? ['Actions'] : [])];
  return (
    <section
      aria-label={`Members of ${team.name}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region wider than a phone is scrolled by keys once focused
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-xl border border-border focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Members of {team.name}</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ member, controls }) => (
            <MemberRow
              key={member.userId}
              member={member}
              teamName={team.name}
              me={member.userId === meId}
              controls={controls}
              enabled={online && actions.busy === null}
              actions={actions}
              ask={ask}
              withActions={withActions}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
