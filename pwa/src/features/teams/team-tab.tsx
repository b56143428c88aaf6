import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PublicUser } from '#core/schemas/auth';
import { TEAM_ROLE_LABELS } from '#core/team-roles';
import { Button } from '../../ui/button';
import { inputClass } from '../../ui/form-field';
import { useOnline } from '../../ui/use-online';
import { NameForm } from './tab/name-form';
import { TeamPanel } from './tab/team-panel';
import { useTeams } from './tab/use-teams';
import { teamCalls } from './team-calls';

function OfflineNote() {
  return (
    <p
      role="status"
      className="mt-3 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      You are offline. Teams need a connection: changes are off until you are back online.
    </p>
  );
}

type Teams = ReturnType<typeof useTeams>;

function TeamChooser({ teams, chosen, choose }: Pick<Teams, 'teams' | 'chosen' | 'choose'>) {
  if (!teams || teams.length < 2) return null;
  return (
    <label className="mt-4 grid gap-1.5 text-sm font-medium sm:w-80">
      Team
      <select
        value={chosen ?? ''}
        onChange={(e) => choose(e.target.value)}
        className={`${inputClass} font-normal`}
      >
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name} ({TEAM_ROLE_LABELS[team.role]})
          </option>
        ))}
      </select>
    </label>
  );
}

function CreateTeam({ online, apply }: { online: boolean; apply: Teams['apply'] }) {
  return (
    <div className="mt-4">
      <h3 className="font-semibold">Create a team</h3>
      <p className="mt-1 mb-3 text-sm text-fg-muted">
        You are in no team yet. Make one and invite the people you work with, or ask for an
        invitation to theirs.
      </p>
      <NameForm
        label="Team name"
        initial=""
        submit="Create a team"
        enabled={online}
        save={teamCalls.create}
        done={(team) => `${team.name} created`}
        onSaved={apply}
      />
    </div>
  );
}

function TeamBody(props: { state: Teams; online: boolean; meId: string; refocus: () => void }) {
  const { state, online } = props;
  const { teams, detail, failed } = state;
  if (failed)
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failed}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void state.reload().then(state.readChosen)}
        >
          Try again
        </Button>
      </div>
    );
  if (teams === null) return <p className="mt-4 text-sm text-fg-muted">Loading...</p>;
  if (teams.length === 0) return <CreateTeam online={online} apply={state.apply} />;
  return (
    <>
      <TeamChooser teams={teams} chosen={state.chosen} choose={state.choose} />
      {detail ? (
        <TeamPanel
          team={detail}
          meId={props.meId}
          online={online}
          apply={state.apply}
          readTeam={state.readChosen}
          readList={state.reload}
          refocus={props.refocus}
        />
      ) : (
        <p className="mt-4 text-sm text-fg-muted">Loading...</p>
      )}
    </>
  );
}

/** Profile → Team: the caller's teams, their members and invitations (docs/teams.md). */
export function TeamTab({ user }: { user: PublicUser }) {
  const online = useOnline();
  const state = useTeams();
  const heading = useRef<HTMLHeadingElement>(null);
  const { reload } = state;
  const wasOnline = useRef(online);
  // Back online: read again, so an error or a list read before the connection went is not left.
  useEffect(() => {
    if (online && !wasOnline.current) void reload();
    wasOnline.current = online;
  }, [online, reload]);
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Team
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        The people you share a library with, and what each of them may do.
      </p>
      {!online && <OfflineNote />}
      <TeamBody
        state={state}
        online={online}
        meId={user.id}
        refocus={() => heading.current?.focus()}
      />
    </div>
  );
}
