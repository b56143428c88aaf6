import { UserX } from 'lucide-react';
import { LEAD_SOURCE_LABELS } from '#core/leads';
import { PRODUCT_NAME } from '#core/product';
import type { ForgottenLead } from '#core/schemas/leads';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The leads whose visitors asked to be forgotten ('Forget me' in their mail): nothing personal is
 * left, only the lead's id, flipbook, place and dates, so the creator can find and delete them in
 * any export made before.
 */
export function ForgottenLeads({ leads }: { leads: ForgottenLead[] }) {
  if (leads.length === 0) return null;
  return (
    <section aria-labelledby="forgotten-heading" className="mt-8 grid gap-3">
      <div>
        <h2 id="forgotten-heading" className="flex items-center gap-2 text-lg font-semibold">
          <UserX className="size-5 text-fg-muted" aria-hidden />
          Forgotten
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-fg-muted">
          These visitors asked to be forgotten, and their details are gone from {PRODUCT_NAME}. If
          you exported leads before, delete these rows from those files too: the CSV's ‘Lead id’
          column finds them.
        </p>
      </div>
      <ul className="grid gap-2">
        {leads.map((lead) => (
          <li
            key={lead.id}
            className="grid gap-1 rounded-2xl border border-border bg-surface px-4 py-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6"
          >
            <p className="font-medium">
              Forgotten on{' '}
              <time dateTime={lead.forgottenAt}>{day.format(new Date(lead.forgottenAt))}</time>
            </p>
            <p className="min-w-0 text-fg-muted break-words">
              {lead.flipbookTitle || 'A deleted flipbook'} · {LEAD_SOURCE_LABELS[lead.source]}
              {lead.event ? ` · ${lead.event}` : ''} · left{' '}
              <time dateTime={lead.capturedAt}>{day.format(new Date(lead.capturedAt))}</time>
            </p>
            <p className="font-mono text-xs text-fg-muted break-all sm:col-span-2">
              Lead id {lead.id}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
