import {
  type InvitationPreview,
  type InviteInput,
  isInvitationPreview,
  isTeamDetail,
  isTeamList,
  isTeamSummary,
  type TeamSummary,
} from '#core/schemas/teams';
import type { GrantableRole } from '#core/team-roles';
import { type ApiRequest, type ApiResult, apiCall } from '../../data/api-client';

/**
 * A call whose reply is checked against its schema: a reply of another shape is no usable
 * answer, as if none had come (the API is built apart from the page; a mismatch must not crash it).
 */
async function checked<T>(
  path: string,
  request: ApiRequest,
  isValue: (value: unknown) => value is T,
): Promise<ApiResult<T>> {
  const result = await apiCall<unknown>(path, request);
  if (result.kind !== 'ok') return result;
  return isValue(result.value) ? { kind: 'ok', value: result.value } : { kind: 'network' };
}

const team = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}`;
const signedIn = (request: Omit<ApiRequest, 'bearer'> = {}): ApiRequest => ({
  ...request,
  bearer: true,
});

/** The team calls of the signed-in person (docs/teams.md; the rules in core/team-roles.ts). */
export const teamCalls = {
  list: async (): Promise<ApiResult<TeamSummary[]>> => {
    const result = await checked('/api/teams', signedIn(), isTeamList);
    return result.kind === 'ok' ? { kind: 'ok', value: result.value.items } : result;
  },
  create: (name: string) =>
    checked('/api/teams', signedIn({ method: 'POST', body: { name } }), isTeamDetail),
  read: (teamId: string) => checked(team(teamId), signedIn(), isTeamDetail),
  rename: (teamId: string, name: string) =>
    checked(team(teamId), signedIn({ method: 'PATCH', body: { name } }), isTeamDetail),
  invite: (teamId: string, input: InviteInput): Promise<ApiResult<unknown>> =>
    apiCall(`${team(teamId)}/invitations`, signedIn({ method: 'POST', body: input })),
  withdraw: (teamId: string, invitationId: string): Promise<ApiResult<unknown>> =>
    apiCall(
      `${team(teamId)}/invitations/${encodeURIComponent(invitationId)}`,
      signedIn({ method: 'DELETE' }),
    ),
  changeRole: (teamId: string, userId: string, role: GrantableRole) =>
    checked(
      `${team(teamId)}/members/${encodeURIComponent(userId)}`,
      signedIn({ method: 'PUT', body: { role } }),
      isTeamDetail,
    ),
  /** Removes a member; with one's own id, leaves the team. */
  remove: (teamId: string, userId: string): Promise<ApiResult<unknown>> =>
    apiCall(
      `${team(teamId)}/members/${encodeURIComponent(userId)}`,
      signedIn({ method: 'DELETE' }),
    ),
  handOver: (teamId: string, userId: string) =>
    checked(
      `${team(teamId)}/hand-over`,
      signedIn({ method: 'POST', body: { userId } }),
      isTeamDetail,
    ),
};

/** An invitation's link: its preview is public, accepting needs the invited address signed in. */
export const invitationCalls = {
  preview: (token: string): Promise<ApiResult<InvitationPreview>> =>
    checked('/api/invitations/preview', { method: 'POST', body: { token } }, isInvitationPreview),
  accept: (token: string): Promise<ApiResult<TeamSummary>> =>
    checked(
      '/api/invitations/accept',
      signedIn({ method: 'POST', body: { token } }),
      isTeamSummary,
    ),
};
