import type { TeamRole } from '#core/team-roles';
import {
  type Catalogue,
  domainReady,
  type MessageId,
  registerDomain,
  t,
  useT,
} from '#pwa/i18n/i18n';

// Profile → Team's and the invitation page's texts load with them, English included.
registerDomain(
  'teams',
  import.meta.glob<Catalogue>('./*.ts', {
    base: '../../../../core/i18n/compiled/teams',
    import: 'default',
  }),
);

/** `t` for Profile → Team and the invitation page: waits (Suspense) until their texts are here. */
export const useTeamsT = () => useT('teams');

/** `t` for a text built after a call (a toast, a refusal), once these texts are here. */
export async function teamsT(): Promise<typeof t> {
  await domainReady('teams');
  return t;
}

/** Each role's name, as the tab, the invitation page and the toasts show it. */
export const ROLE_NAME: Record<TeamRole, MessageId> = {
  owner: 'teams.role.owner',
  admin: 'teams.role.admin',
  editor: 'teams.role.editor',
  presenter: 'teams.role.presenter',
};

/** What each role may do, in a line (core/team-roles.ts holds the rules themselves). */
export const ROLE_DOES: Record<TeamRole, MessageId> = {
  owner: 'teams.roleDoes.owner',
  admin: 'teams.roleDoes.admin',
  editor: 'teams.roleDoes.editor',
  presenter: 'teams.roleDoes.presenter',
};
