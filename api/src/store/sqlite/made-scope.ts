import type { MadeScope } from '../flipbooks';

/** The condition each shape of scope puts on the flipbooks `f` (a statement is prepared per shape). */
const MADE_SCOPE_SQL = {
  owner: ' AND f.owner_id = @ownerId',
  team: ' AND f.team_id = @teamId',
  member: ' AND f.team_id = @teamId AND f.owner_id = @ownerId',
} as const;

type Shape = keyof typeof MADE_SCOPE_SQL;

/** A scope's shape and the parameters of its condition. */
export function madeScope(scope: MadeScope): { shape: Shape; params: Record<string, string> } {
  if (!('teamId' in scope)) return { shape: 'owner', params: { ownerId: scope.ownerId } };
  if (scope.ownerId === undefined) return { shape: 'team', params: { teamId: scope.teamId } };
  return { shape: 'member', params: { teamId: scope.teamId, ownerId: scope.ownerId } };
}

/** One prepared statement per shape of scope, from the statement's text with its condition. */
export function perShape<T>(prepare: (where: string) => T): Record<Shape, T> {
  return {
    owner: prepare(MADE_SCOPE_SQL.owner),
    team: prepare(MADE_SCOPE_SQL.team),
    member: prepare(MADE_SCOPE_SQL.member),
  };
}
