import { UserX } from 'lucide-react';
import { PRODUCT_NAME } from '#core/product';
import type { ForgottenLead } from '#core/schemas/leads';
import { useLocale } from '#pwa/i18n/i18n';
import { RichText } from '#pwa/i18n/rich-text.tsx';
import { dayIn } from '../../../ui/days';
import { useLeadsT } from '../leads-texts';
import { SOURCE_MESSAGES } from './lead-where';

/**
 * The leads whose visitors asked to be forgotten ('Forget me' in their mail): nothing personal is
 * left, only the lead's id, flipbook, place and dates, so the creator can find and delete them in
 * any export made before.
 */
export function ForgottenLeads({ leads }: { leads: ForgottenLead[] }) {
  if (leads.length === 0) return null;
  return <ForgottenList leads={leads} />;
}

function ForgottenList({ leads }: { leads: ForgottenLead[] }) {
  const t = useLeadsT();
  const locale = useLocale();
  /** A day as a `time` of `iso`, for a message's marked part. */
  const dayOf = (iso: string) => (words: string) => <time dateTime={iso}>{words}</time>;
  return (
    <section aria-labelledby="forgotten-heading" className="mt-8 grid gap-3">
      <div>
        <h2 id="forgotten-heading" className="flex items-center gap-2 text-lg font-semibold">
          <UserX className="size-5 text-fg-muted" aria-hidden />
          {t('leads.forgotten.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-fg-muted">
          {t('leads.forgotten.explain', { product: PRODUCT_NAME })}
        </p>
      </div>
      <ul className="grid gap-2">
        {leads.map((lead) => (
          <li
            key={lead.id}
            className="grid gap-1 rounded-2xl border border-border bg-surface px-4 py-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6"
          >
            <p className="font-medium">
              <RichText
                text={t('leads.forgotten.on', { date: dayIn(locale, lead.forgottenAt) })}
                parts={[dayOf(lead.forgottenAt)]}
              />
            </p>
            <p className="min-w-0 text-fg-muted break-words">
              {lead.flipbookTitle || t('leads.forgotten.deletedFlipbook')} ·{' '}
              {t(SOURCE_MESSAGES[lead.source])}
              {lead.event ? ` · ${lead.event}` : ''} ·{' '}
              <RichText
                text={t('leads.forgotten.left', { date: dayIn(locale, lead.capturedAt) })}
                parts={[dayOf(lead.capturedAt)]}
              />
            </p>
            <p className="font-mono text-xs text-fg-muted break-all sm:col-span-2">
              {t('leads.forgotten.id', { id: lead.id })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
