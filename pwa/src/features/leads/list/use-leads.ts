import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LeadList } from '#core/schemas/leads';
import { db, type LocalStaffNotes } from '#offline/db';
import type { WaitingLead } from './lead-rows';
import { fetchLeads } from './leads-calls';

export type ServerLeads = LeadList | 'loading' | 'failed';

/**
 * The server's leads, asked for again by `reload`, whenever a waiting lead has arrived, and
 * whenever staff notes edited here have: the list read before holds their old values.
 */
export function useServerLeads(
  waitingCount: number,
  notesWaiting: number,
): { leads: ServerLeads; reload: () => void } {
  const [leads, setLeads] = useState<ServerLeads>('loading');
  const [asked, setAsked] = useState(0);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of these asks again
  useEffect(() => {
    let live = true;
    void fetchLeads().then((result) => {
      // Offline, a list read before stays on show: asking again must not take it away.
      if (live)
        setLeads((shown) =>
          result.kind === 'ok' ? result.value : typeof shown === 'object' ? shown : 'failed',
        );
    });
    return () => {
      live = false;
    };
  }, [asked, waitingCount, notesWaiting]);
  return { leads, reload };
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
        failure: entry?.status === 'failed' ? (entry.error ?? 'Refused') : null,
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
