import { notFound } from '../../http-errors';
import type { LeadRecord, LeadStore } from '../../store/leads';
import type { UserRecord } from '../../store/users';

/**
 * The caller's live lead, or the 404 of a missing one: another account's lead answers as an
 * unknown id does, so no call tells that it exists.
 */
export async function ownLiveLead(
  leads: LeadStore,
  user: UserRecord,
  id: string,
): Promise<LeadRecord> {
  const lead = await leads.get(id);
  if (!lead || lead.deletedAt !== null || lead.ownerId !== user.id)
    throw notFound('Lead not found');
  return lead;
}
