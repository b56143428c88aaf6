import { useLiveQuery } from 'dexie-react-hooks';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { db } from '#offline/db';
import { Button } from '../../ui/button';
import { type NotedLead, notesShown } from './data/staff-notes';
import { useLeadsT } from './leads-texts';
import { StaffNotesDialog } from './notes/staff-notes-dialog';

/**
 * 'Staff note' on the kiosk, for the lead just left: a salesperson adds a note, a rating and tags
 * while the visitor's talk is fresh. It names no visitor (the next one may be looking) and goes
 * when the kiosk starts over for the next visit; the Leads page has every lead's notes.
 */
export function KioskStaffNote(props: { lead: NotedLead; ownerId: string; className?: string }) {
  const { lead } = props;
  const [open, setOpen] = useState(false);
  const local = useLiveQuery(() => db.staffNotes.get(lead.id), [lead.id]);
  const t = useLeadsT();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className={props.className}
        aria-label={t('leads.kioskNote.label')}
        onClick={() => setOpen(true)}
      >
        <NotebookPen className="size-4" aria-hidden /> {t('leads.kioskNote')}
      </Button>
      <StaffNotesDialog
        lead={open ? lead : null}
        ownerId={props.ownerId}
        shown={notesShown(null, local)}
        about={t('leads.kioskNote.about')}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
