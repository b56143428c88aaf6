import { Contact, Download } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { LEAD_LIMITS, type LeadFilter } from '#core/leads';
import type { PublicUser } from '#core/schemas/auth';
import type { LeadScope } from '#core/schemas/leads';
import { NO_STAFF_NOTES } from '#core/staff-notes';
import { db } from '#offline/db';
import { t } from '#pwa/i18n/i18n';
import { RichText } from '#pwa/i18n/rich-text.tsx';
import { ownLibrary, useCurrentLibrary } from '../../data/libraries';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-field';
import { PageHeader } from '../../ui/page-header';
import { toast } from '../../ui/toast';
import { deleteWaitingLead } from './data/leads';
import { useLeadsT } from './leads-texts';
import { DeleteLeadDialog } from './list/delete-lead-dialog';
import { ForgottenLeads } from './list/forgotten-leads';
import type { LeadRow } from './list/lead-rows';
import { deleteServerLead, downloadLeadsCsv } from './list/leads-calls';
import { LeadsFilters } from './list/leads-filters';
import { LeadsTable } from './list/leads-table';
import { useLeadsPage } from './list/use-leads-page';
import { StaffNotesDialog } from './notes/staff-notes-dialog';

/** /leads: signed-in only, otherwise back to /. */
export function LeadsPage() {
  const { user } = useValue(sessionStore);
  if (!user) return <Navigate to="/" replace />;
  return <Leads user={user} />;
}

/** What the page says it lists: the person's own leads, or a team's as their role sees them. */
function descriptionOf(team: { name: string; seesAll: boolean } | null): string {
  if (!team) return t('leads.description.own');
  return t(team.seesAll ? 'leads.description.teamAll' : 'leads.description.teamOwn', {
    team: team.name,
  });
}

/**
 * The leads of the library shown (the person's own, or a team's): the server's and those still
 * waiting on this device, filtered by member, flipbook, event, place and days and searched, each
 * deletable, and the filtered ones exported as CSV; then those their visitors had forgotten.
 */
function Leads({ user }: { user: PublicUser }) {
  const t = useLeadsT();
  const library = useCurrentLibrary() ?? ownLibrary(user.id);
  const page = useLeadsPage(user, library);
  const { leads, reload, rows, filter, scope, noting, setNoting, deleting, setDeleting } = page;
  const team = page.team && { ...page.team, name: library.name };
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={t('leads.back')}
        title={t('leads.title')}
        description={descriptionOf(team)}
        actions={
          <Button
            variant="outline"
            onClick={() => void exportCsv(filter, scope)}
            disabled={leads === 'failed'}
          >
            <Download className="size-4" aria-hidden />
            {t('leads.export')}
          </Button>
        }
      />
      <div className="mt-6 rounded-2xl border border-border bg-surface p-4 sm:p-5">
        <LeadsFilters
          fields={page.fields}
          flipbooks={page.choices.flipbooks}
          events={page.choices.events}
          capturers={team?.seesAll ? team.capturers : null}
          onChange={page.setFields}
        />
      </div>
      <LeadsNotices waiting={page.waitingCount} notMailed={page.notMailed} />
      <LeadsList page={page} />
      <ForgottenLeads leads={page.forgotten} />
      <StaffNotesDialog
        lead={noting}
        ownerId={user.id}
        shown={(noting && rows.find((row) => row.id === noting.id)) || NO_ROW_NOTES}
        about={t('leads.notesAbout', {
          email: noting?.email ?? '',
          flipbook: noting?.flipbookTitle ?? '',
        })}
        onClose={() => setNoting(null)}
      />
      <DeleteLeadDialog
        lead={deleting}
        onConfirm={(row) => {
          setDeleting(null);
          void removeLead(row, reload);
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/**
 * Deletes a lead, the server's or one still waiting on this device, and says how it went (the
 * page that calls it has loaded its texts).
 */
async function removeLead(row: LeadRow, reload: () => void) {
  if (row.waiting) {
    const gone = await deleteWaitingLead(db, row.id);
    toast(
      gone
        ? { title: t('leads.deleted'), description: t('leads.deletedHere', { email: row.email }) }
        : { title: t('leads.notDeletedYet'), description: t('leads.notDeletedWhileSent') },
    );
    return;
  }
  const result = await deleteServerLead(row.id);
  if (result.kind === 'ok') {
    toast({
      title: t('leads.deleted'),
      description: t('leads.deletedServer', { email: row.email }),
    });
    reload();
  } else {
    toast({
      title: t('leads.error'),
      description: t('leads.deleteFailed'),
      variant: 'destructive',
    });
  }
}

/** Downloads the filtered leads as a CSV file, or says it could not. */
async function exportCsv(filter: LeadFilter, scope: LeadScope) {
  if (!(await downloadLeadsCsv(filter, scope)))
    toast({
      title: t('leads.error'),
      description: t('leads.exportFailed'),
      variant: 'destructive',
    });
}

/** What waits on this device, and what the daily limits held back. */
function LeadsNotices({ waiting, notMailed }: { waiting: number; notMailed: number }) {
  const t = useLeadsT();
  return (
    <>
      {waiting > 0 && (
        <p role="status" className="mt-4 text-sm text-fg-muted">
          {t('leads.waiting', { count: waiting })}
        </p>
      )}
      {notMailed > 0 && (
        <p role="status" className="mt-4 text-sm text-fg-muted">
          <RichText
            text={t('leads.notMailed', {
              count: notMailed,
              perFlipbook: LEAD_LIMITS.mailsPerFlipbookPerDay,
              perAccount: LEAD_LIMITS.mailsPerAccountPerDay,
              perAddress: LEAD_LIMITS.mailsPerAddressPerDay,
            })}
            parts={[(words) => <span className="font-medium text-fg">{words}</span>]}
          />
        </p>
      )}
    </>
  );
}

/** The table of leads, or while none are in, their loading, their failure or their absence. */
function LeadsList({ page }: { page: ReturnType<typeof useLeadsPage> }) {
  const { leads, rows, team } = page;
  const t = useLeadsT();
  return (
    <div className="mt-4 grid gap-4" aria-busy={leads === 'loading'}>
      {leads === 'failed' && (
        <FormAlert>
          <RichText
            text={t('leads.loadFailed')}
            parts={[
              (words) => (
                <button type="button" className="font-medium underline" onClick={page.reload}>
                  {words}
                </button>
              ),
            ]}
          />
        </FormAlert>
      )}
      {leads === 'loading' && rows.length === 0 ? (
        <div className="h-40 animate-pulse rounded-2xl bg-surface-muted" />
      ) : rows.length > 0 ? (
        <LeadsTable
          rows={rows}
          showCapturer={team !== null}
          onDelete={page.setDeleting}
          onNotes={page.setNoting}
        />
      ) : (
        leads !== 'failed' && (
          <NoLeads filtered={Object.keys(page.filter).length > 0 || page.fields.member !== ''} />
        )
      )}
    </div>
  );
}

/** The notes a dialog starts from when its row has gone meanwhile: none. */
const NO_ROW_NOTES = { ...NO_STAFF_NOTES, staffStamps: {} };

function NoLeads({ filtered }: { filtered: boolean }) {
  const t = useLeadsT();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <Contact className="mb-3 size-10 text-fg-muted" aria-hidden />
      <h2 className="text-lg font-semibold">{t(filtered ? 'leads.noneMatch' : 'leads.noneYet')}</h2>
      <p className="mt-1 max-w-md text-sm text-fg-muted">
        {t(filtered ? 'leads.noneMatchHint' : 'leads.noneYetHint')}
      </p>
    </div>
  );
}
