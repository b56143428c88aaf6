import { LEAD_TEXTS, type LeadFilter, matchesForgottenLead, matchesLeadFilter } from '#core/leads';
import { mayHandleLead } from '#core/library-access';
import type { LeadScope } from '#core/schemas/leads';
import { teamCan } from '#core/team-roles';
import { notFound } from '../../http-errors';
import type { FlipbookRecord } from '../../store/flipbooks';
import type { LeadRecord } from '../../store/leads';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { placeIn, roleForbids } from '../teams/access';

/** A lead of a list, with its flipbook's title, whether its mail was held back, its capturer. */
export interface ListedLead {
  lead: LeadRecord;
  flipbookTitle: string;
  notMailed: boolean;
  capturedBy: { userId: string; name: string } | null;
}

export interface ListedLeads {
  leads: ListedLead[];
  /** Leads their visitors had forgotten, with nothing personal left. */
  forgotten: Array<Pick<ListedLead, 'lead' | 'flipbookTitle'>>;
  /** The title of the flipbook the filter names, if it names one. */
  flipbookTitle: string | null;
}

/** Which leads a list may show, before its filter: a library's, as the caller may see them. */
interface LeadSource {
  leads(): Promise<LeadRecord[]>;
  forgotten(): Promise<LeadRecord[]>;
  /** Whether the lead, of `flipbook` (null when it is gone), is shown. */
  shows(lead: LeadRecord, flipbook: FlipbookRecord | null): boolean;
  /** Whether a filter may name the flipbook. */
  holds(flipbook: FlipbookRecord): boolean;
}

/** The leads of the caller's personal flipbooks: a team flipbook's are the team's. */
const personalSource = (store: Store, user: UserRecord): LeadSource => ({
  leads: () => store.leads.listByOwner(user.id),
  forgotten: () => store.leads.listForgottenByOwner(user.id),
  shows: (_lead, flipbook) => (flipbook?.teamId ?? null) === null,
  holds: (flipbook) => flipbook.ownerId === user.id && flipbook.teamId === null,
});

/**
 * A team's leads (404 to a non-member): owners and admins see every one, narrowed to one
 * member's captures by `member`; other members their own captures, and another's `member` is a 403.
 */
async function teamSource(
  store: Store,
  user: UserRecord,
  { team: teamId, member }: LeadScope & { team: string },
): Promise<LeadSource> {
  const { me } = await placeIn(store, teamId, user.id);
  if (member && member !== user.id && !teamCan(me.role, 'seeAllLeads')) throw roleForbids();
  return {
    leads: () => store.leads.listByTeam(teamId),
    forgotten: () => store.leads.listForgottenByTeam(teamId),
    shows: (lead) =>
      mayHandleLead(lead, teamId, user.id, me.role) && (!member || lead.capturedBy === member),
    holds: (flipbook) => flipbook.teamId === teamId,
  };
}

/** Each lead's flipbook, looked up once a flipbook (null for one gone). */
async function flipbooksOf(store: Store, leads: LeadRecord[]) {
  const ids = [...new Set(leads.map((lead) => lead.flipbookId))];
  const found = await Promise.all(ids.map((id) => store.flipbooks.get(id)));
  return new Map(ids.map((id, i) => [id, found[i] ?? null]));
}

/** The leads no mail reached because of a daily limit, from the budgets of each owner. */
async function limitedLeads(store: Store, leads: LeadRecord[]): Promise<Set<string>> {
  const owners = [...new Set(leads.map((lead) => lead.ownerId))];
  const limited = await Promise.all(owners.map((id) => store.mailOutbox.limitedLeads(id)));
  return new Set(limited.flat());
}

/**
 * Each capturer's display name, all in one lookup ('Deleted account' once their account is
 * gone).
 */
async function capturersOf(store: Store, leads: LeadRecord[]) {
  const names = await store.users.namesOf([...new Set(leads.flatMap((l) => l.capturedBy ?? []))]);
  return (lead: LeadRecord) =>
    lead.capturedBy === null
      ? null
      : { userId: lead.capturedBy, name: names.get(lead.capturedBy) ?? LEAD_TEXTS.capturerGone };
}

/**
 * The leads a list or an export shows (docs/teams.md, "Leads"): a team's (`scope.team`) or the
 * caller's personal flipbooks', as `filter` leaves them, each with its flipbook's title, and
 * those their visitors had forgotten that the filter's flipbook, event, place and days would show
 * (a search cannot find them: their address is gone). A filter naming a flipbook of another
 * library answers as a missing one.
 */
export async function listLeads(
  store: Store,
  user: UserRecord,
  filter: LeadFilter,
  scope: LeadScope,
): Promise<ListedLeads> {
  const { team } = scope;
  const source = team
    ? await teamSource(store, user, { ...scope, team })
    : personalSource(store, user);
  const flipbook = filter.flipbookId ? await store.flipbooks.get(filter.flipbookId) : null;
  if (filter.flipbookId && !(flipbook && source.holds(flipbook)))
    throw notFound('Flipbook not found');
  const [all, allForgotten] = await Promise.all([source.leads(), source.forgotten()]);
  const flipbooks = await flipbooksOf(store, [...all, ...allForgotten]);
  const of = (lead: LeadRecord) => flipbooks.get(lead.flipbookId) ?? null;
  const leads = all.filter((l) => source.shows(l, of(l)) && matchesLeadFilter(l, filter));
  const forgotten = allForgotten.filter(
    (l) => source.shows(l, of(l)) && matchesForgottenLead(l, filter),
  );
  const [limited, capturer] = [await limitedLeads(store, leads), await capturersOf(store, leads)];
  const title = (lead: LeadRecord) => of(lead)?.title ?? '';
  return {
    leads: leads.map((lead) => ({
      lead,
      flipbookTitle: title(lead),
      notMailed: limited.has(lead.id),
      capturedBy: capturer(lead),
    })),
    forgotten: forgotten.map((lead) => ({ lead, flipbookTitle: title(lead) })),
    flipbookTitle: flipbook?.title ?? null,
  };
}
