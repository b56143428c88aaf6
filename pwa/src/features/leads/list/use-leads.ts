import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { teamLibraryPrefix } from '#core/library-key';
import type { LeadList, LeadScope } from '#core/schemas/leads';
import { db, type LocalStaffNotes } from '#offline/db';
import { filterQuery, type WaitingLead } from './lead-rows';
import { fetchLeads } from './leads-calls';

export type ServerLeads = LeadList | 'loading' | 'failed';

/**
 * The server's leads of `scope` (the person's own, a team's, one member's captures), asked for
 * again by `reload`, whenever the scope changes, a waiting lead has arrived, and whenever staff
 * notes edited here have: the list read before holds their old values.
 */
export function useServerLeads(
  scope: LeadScope,
  waitingCount: number,
  notesWaiting: number,
): { leads: ServerLeads; reload: () => void } {
  const key = filterQuery({}, scope);
  const [shown, setShown] = useState<{ key: string; leads: ServerLeads }>({
    key,
    leads: 'loading',
  });
  const [asked, setAsked] = useState(0);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of these asks again
  useEffect(() => {
    let live = true;
    void fetchLeads(scope).then((result) => {
      // Offline, a list of the same scope read before stays on show: asking again must not
      // take it away.
      if (live)
        setShown((before) => {
          const kept = before.key === key && typeof before.leads === 'object' ? before.leads : null;
          return { key, leads: result.kind === 'ok' ? result.value : (kept ?? 'failed') };
        });
    });
    return () => {
      live = false;
    };
  }, [key, asked, waitingCount, notesWaiting]);
  return { leads: shown.key === key ? shown.leads : 'loading', reload };
}

const NO_TEAM_FLIPBOOKS: ReadonlyMap<string, string> = new Map();

/** The library key of each flipbook of `userId`'s team libraries on this device, by id, live. */
export function useTeamFlipbookLibraries(userId: string): ReadonlyMap<string, string> {
  const found = useLiveQuery(async () => {
    const items = await db.flipbooks
      .where('ownerId')
      .startsWith(teamLibraryPrefix(userId))
      .toArray();
    return new Map(items.map((f) => [f.id, f.ownerId]));
  }, [userId]);
  return found ?? NO_TEAM_FLIPBOOKS;
}

/** The account's leads still on this device, with how their sending stands, live. */
export function useWaitingLeads(ownerId: string): WaitingLead[] | undefined {
  return useLiveQuery(async () => {
    const leads = await db.leads.where('ownerId').equals(ownerId).toArray();
    const entries = await db.outbox.where('ownerId').equals(ownerId).toArray();
    return leads.map((lead) => {
      const entry = entries.find((e) => e.leadId === lead.id);
      return {
        ...lead,
        sent: entry?.sentAt !== undefined,
        // '': refused with no reason given, which the page words itself.
        failure: entry?.status === 'failed' ? (entry.error ?? '') : null,
      };
    });
  }, [ownerId]);
}

/** The staff notes edited on this device that the server has not taken yet, by lead, live. */
export function useLocalStaffNotes(ownerId: string): ReadonlyMap<string, LocalStaffNotes> {
  const notes = useLiveQuery(
    () => db.staffNotes.where('ownerId').equals(ownerId).toArray(),
    [ownerId],
  );
  return useMemo(() => new Map((notes ?? []).map((n) => [n.leadId, n])), [notes]);
}
