import { WifiOff } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import type { PublicUser } from '#core/schemas/auth';
import { Button } from '../../ui/button';
import { inputClass } from '../../ui/form-field';
import { useOnline } from '../../ui/use-online';
import { NameForm } from './tab/name-form';
import { TeamPanel } from './tab/team-panel';
import { useTeams } from './tab/use-teams';
import { teamCalls } from './team-calls';
import { ROLE_NAME, useTeamsT } from './team-texts';

function OfflineNote() {
  const t = useTeamsT();
  return (
    <p
      role="status"
      className="mt-3 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      {t('teams.tab.offline')}
    </p>
  );
}

type Teams = ReturnType<typeof useTeams>;

function TeamChooser({ teams, chosen, choose }: Pick<Teams, 'teams' | 'chosen' | 'choose'>) {
  const t = useTeamsT();
  if (!teams || teams.length < 2) return null;
  return (
    <label className="mt-4 grid gap-1.5 text-sm font-medium sm:w-80">
      {t('teams.chooser.label')}
      <select
        value={chosen ?? ''}
        onChange={(e) => choose(e.target.value)}
        className={`${inputClass} font-normal`}
      >
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {t('teams.chooser.option', { team: team.name, role: t(ROLE_NAME[team.role]) })}
          </option>
        ))}
      </select>
    </label>
  );
}

function CreateTeam({ online, apply }: { online: boolean; apply: Teams['apply'] }) {
  const t = useTeamsT();
  return (
    <div className="mt-4">
      <h3 className="font-semibold">{t('teams.create.title')}</h3>
      <p className="mt-1 mb-3 text-sm text-fg-muted">{t('teams.create.explain')}</p>
      <NameForm
        label={t('teams.name.label')}
        initial=""
        submit={t('teams.create.title')}
        enabled={online}
        save={teamCalls.create}
        done={(team) => t('teams.create.done', { team: team.name })}
        onSaved={apply}
      />
    </div>
  );
}

function TeamBody(props: { state: Teams; online: boolean; meId: string; refocus: () => void }) {
  const t = useTeamsT();
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
          {t('teams.retry')}
        </Button>
      </div>
    );
  if (teams === null) return <p className="mt-4 text-sm text-fg-muted">{t('teams.loading')}</p>;
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
        <p className="mt-4 text-sm text-fg-muted">{t('teams.loading')}</p>
      )}
    </>
  );
}

function TeamTabBody({ user }: { user: PublicUser }) {
  const t = useTeamsT();
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
        {t('teams.tab.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('teams.tab.explain')}</p>
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

/**
 * Profile → Team: the caller's teams, their members and invitations (docs/teams.md). Its texts
 * load when the tab is first opened: meanwhile only the tab's panel waits, not the whole profile.
 */
export function TeamTab({ user }: { user: PublicUser }) {
  return (
    <Suspense fallback={<div className="min-h-24" />}>
      <TeamTabBody user={user} />
    </Suspense>
  );
}
