import { useEffect, useState } from 'react';
import type { LeadSource } from '#core/leads';
import { currentLocale } from '#pwa/i18n/i18n';
import { fetchLeadFormCreator, sendPublicLead } from './data/leads';
import { LeadFormDialog } from './form/lead-form-dialog';

/**
 * 'Get this brochure by e-mail' on a shared link or an embed page: the creator's name is asked for
 * when it opens, and the lead is sent at once, without a session, in the page's language.
 */
export function ReaderLeadDialog(props: {
  flipbook: { id: string; title: string } | null;
  source: Exclude<LeadSource, 'kiosk'>;
  onClose: () => void;
}) {
  const { flipbook, source } = props;
  const [creatorName, setCreatorName] = useState<string | null | 'loading'>('loading');
  useEffect(() => {
    if (!flipbook) return;
    let live = true;
    setCreatorName('loading');
    void fetchLeadFormCreator(flipbook.id).then((name) => live && setCreatorName(name));
    return () => {
      live = false;
    };
  }, [flipbook]);
  return (
    <LeadFormDialog
      open={flipbook !== null}
      onClose={props.onClose}
      variant="reader"
      flipbookTitle={flipbook?.title ?? ''}
      creatorName={creatorName}
      send={(fields, attemptId) =>
        sendPublicLead(
          flipbook?.id ?? '',
          attemptId,
          { source, locale: currentLocale() },
          {
            email: fields.email,
            name: fields.name,
            company: fields.company,
            note: fields.note,
          },
        )
      }
    />
  );
}
