import { useMemo, useState } from 'react';
import { matchesForgottenLead } from '#core/leads';
import type { PublicUser } from '#core/schemas/auth';
import { teamCan } from '#core/team-roles';
import type { LocalLibrary } from '#offline/db';
import { useLibrary } from '#pwa/data/library-hooks';
import { useTeamMembers } from '../../teams/use-team-members';
import {
  capturerChoices,
  type FilterFields,
  type LeadRow,
  leadFilter,
  leadRows,
  leadScope,
  NO_FILTER,
  waitingInLibrary,
} from './lead-rows';
import {
  useLocalStaffNotes,
  useServerLeads,
  useTeamFlipbookLibraries,
  useWaitingLeads,
} from './use-leads';

/** What the filters offer: the library's flipbooks and those of leads, and the leads' events. */
function filterChoices(
  library: Array<{ id: string; title: string }>,
  leads: Array<{ flipbookId: string; flipbookTitle: string; event?: string | null }>,
) {
  const titles = new Map<string, string>();
  for (const f of library) titles.set(f.id, f.title);
  for (const lead of leads)
    if (!titles.has(lead.flipbookId)) titles.set(lead.flipbookId, lead.flipbookTitle);
  const flipbooks = [...titles]
    .map(([id, title]) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const events = [...new Set(leads.flatMap((lead) => lead.event ?? []))].sort((a, b) =>
    a.localeCompare(b),
  );
  return { flipbooks, events };
}

/**
 * The leads of the library shown (docs/teams.md, "Leads"): a team's, with who captured each, and
 * for its owners and admins the members to narrow them to; or the person's own.
 */
function useLeadsLibrary(user: PublicUser, library: LocalLibrary, fields: FilterFields) {
  const teamId = library.teamId;
  const seesAll = library.role !== null && teamCan(library.role, 'seeAllLeads');
  const members = useTeamMembers(teamId && seesAll ? teamId : null);
  const waiting = useWaitingLeads(user.id);
  const libraryOf = useTeamFlipbookLibraries(user.id);
  const scope = leadScope(teamId, seesAll ? fields : NO_FILTER);
  const shownWaiting = useMemo(
    () => waitingInLibrary(waiting ?? [], libraryOf, library),
    [waiting, libraryOf, library],
  );
  return { teamId, seesAll, members, waiting: shownWaiting, scope };
}

/**
 * The page's state: the leads (the server's, those waiting, their notes) of the library shown,
 * the filter and the rows it leaves, and the lead a dialog is open on.
 */
export function useLeadsPage(user: PublicUser, library: LocalLibrary) {
  const [fields, setFields] = useState<FilterFields>(NO_FILTER);
  const { teamId, seesAll, members, waiting, scope } = useLeadsLibrary(user, library, fields);
  const notes = useLocalStaffNotes(user.id);
  const { leads, reload } = useServerLeads(scope, waiting.length, notes.size);
  const flipbooks = useLibrary(library.key);
  const [deleting, setDeleting] = useState<LeadRow | null>(null);
  const [noting, setNoting] = useState<LeadRow | null>(null);
  const filter = useMemo(() => leadFilter(fields), [fields]);
  const server = typeof leads === 'object' ? leads.items : [];
  const me = { userId: user.id, name: user.name };
  const rows = leadRows(server, waiting, filter, notes, { me, scope });
  const choices = useMemo(
    () => filterChoices(flipbooks ?? [], [...server, ...waiting]),
    [flipbooks, server, waiting],
  );
  const forgotten =
    typeof leads === 'object'
      ? leads.forgotten.filter((lead) => matchesForgottenLead(lead, filter))
      : [];
  return {
    ...{ leads, reload, fields, setFields, deleting, setDeleting, noting, setNoting },
    ...{ filter, scope, rows, choices, forgotten },
    team: teamId ? { seesAll, capturers: seesAll ? capturerChoices(members, server) : [] } : null,
    waitingCount: waiting.length,
    notMailed: rows.filter((row) => row.notMailed === 'daily-limit').length,
  };
}
