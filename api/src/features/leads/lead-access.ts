import { mayHandleLead } from '#core/library-access';
import { teamCan } from '#core/team-roles';
import { notFound } from '../../http-errors';
import type { FlipbookRecord } from '../../store/flipbooks';
import type { LeadRecord } from '../../store/leads';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { roleForbids, roleInLibraryOf } from '../teams/access';

const leadNotFound = () => notFound('Lead not found');

/**
 * A live lead the caller may handle (its staff notes, its deletion; core/library-access.ts): of
 * their personal flipbook, or of a team flipbook where they own or run the team or captured it.
 * A member who may not gets a 403; anyone else the 404 of an unknown id, so no call tells that
 * another's lead exists.
 */
export async function handledLead(store: Store, user: UserRecord, id: string): Promise<LeadRecord> {
  const lead = await store.leads.get(id);
  if (!lead || lead.deletedAt !== null) throw leadNotFound();
  const flipbook = await store.flipbooks.get(lead.flipbookId);
  const role = await roleInLibraryOf(store, flipbook, user.id);
  if (mayHandleLead(lead, flipbook?.teamId ?? null, user.id, role)) return lead;
  throw role ? roleForbids() : leadNotFound();
}

/** Who captured a kiosk's lead, and whether they had left the team before it was sent. */
export interface KioskCapture {
  capturedBy: string;
  sentAfterRemoval: boolean;
}

/**
 * Whether `user`'s kiosk may send a lead left at `capturedAt` for `flipbook`: their own personal
 * flipbook, or a team flipbook while they are a member (any role captures leads), or one captured
 * during their last stay in the team, sent after they left or were removed. Anything else answers
 * as a missing flipbook.
 */
export async function kioskCapture(
  store: Store,
  flipbook: FlipbookRecord,
  user: UserRecord,
  capturedAt: string,
): Promise<KioskCapture | null> {
  const capture = (sentAfterRemoval: boolean) => ({ capturedBy: user.id, sentAfterRemoval });
  if (flipbook.teamId === null) return flipbook.ownerId === user.id ? capture(false) : null;
  const member = await store.teams.membership(flipbook.teamId, user.id);
  if (member) return teamCan(member.role, 'captureLeads') ? capture(false) : null;
  const left = await store.teams.departure(flipbook.teamId, user.id);
  const at = Date.parse(capturedAt);
  const during = left && at >= Date.parse(left.joinedAt) && at < Date.parse(left.leftAt);
  return during ? capture(true) : null;
}
