import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { LEAD_LIMITS } from '#core/leads';
import { PRODUCT_NAME } from '#core/product';
import type { MessageId } from '../../i18n/i18n';
import { LanguageMenu } from '../../i18n/language-menu';
import { PageCard } from '../../ui/page-card';
import { useVisitorT } from './visitor-texts';

/** The notice's questions and answers, in the order a visitor asks them. */
const SECTIONS: Array<[MessageId, MessageId]> = [
  ['privacy.keptTerm', 'privacy.kept'],
  ['privacy.whoTerm', 'privacy.who'],
  ['privacy.getTerm', 'privacy.get'],
  ['privacy.howLongTerm', 'privacy.howLong'],
  ['privacy.forgetTerm', 'privacy.forget'],
];

/**
 * /privacy/leads: the short notice a lead's mail links from its consent line: what is kept of a
 * visitor who left their address, who sees it, for how long, and how to be forgotten.
 */
export function LeadPrivacyPage() {
  const t = useVisitorT();
  const title = t('privacy.title');
  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
  const values = { product: PRODUCT_NAME, count: LEAD_LIMITS.mailsPerAddressPerDay };
  return (
    <PageCard below={<LanguageMenu />}>
      <ShieldCheck className="size-8 text-fg-muted" aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-fg-muted">{t('privacy.intro', values)}</p>
      <dl className="mt-6 grid gap-4 text-sm">
        {SECTIONS.map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold">{t(term)}</dt>
            <dd className="mt-1 text-fg-muted">{t(text, values)}</dd>
          </div>
        ))}
      </dl>
    </PageCard>
  );
}
