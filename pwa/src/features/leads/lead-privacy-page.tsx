import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { LEAD_LIMITS } from '#core/leads';
import { PRODUCT_NAME } from '#core/product';
import { PageCard } from '../../ui/page-card';

const SECTIONS: Array<[string, string]> = [
  [
    'What is kept',
    'The e-mail address you left, and the name, company and note if you gave them; the brochure you asked for, when, where (an event stand, a shared link or a page that shows it), and the words you agreed to. Nothing about your browser or device, and not your IP address.',
  ],
  [
    'Who sees it',
    `Only the brochure's creator, who may contact you about it. ${PRODUCT_NAME} uses it for nothing else: no advertising, no lists, no one else.`,
  ],
  [
    'What you get',
    `One e-mail with the brochure's link. The same brochure is sent to an address at most once a day, and at most ${LEAD_LIMITS.mailsPerAddressPerDay} brochures a day in all.`,
  ],
  [
    'For how long',
    "Until you ask to be forgotten, the creator deletes it, or the creator's account is deleted.",
  ],
  [
    'How to be forgotten',
    "Use 'Forget me' at the end of the e-mail: your address and details are deleted at once. The creator is told only that a lead was forgotten, and when, so they can remove it from lists they exported before.",
  ],
];

/**
 * /privacy/leads: the short notice a lead's mail links from its consent line: what is kept of a
 * visitor who left their address, who sees it, for how long, and how to be forgotten.
 */
export function LeadPrivacyPage() {
  useEffect(() => {
    document.title = `Your address and this brochure — ${PRODUCT_NAME}`;
  }, []);
  return (
    <PageCard>
      <ShieldCheck className="size-8 text-fg-muted" aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold tracking-tight">Your address and this brochure</h1>
      <p className="mt-2 text-sm text-fg-muted">
        You left your e-mail address to get a brochure made with {PRODUCT_NAME}. This is what
        happens to it.
      </p>
      <dl className="mt-6 grid gap-4 text-sm">
        {SECTIONS.map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd className="mt-1 text-fg-muted">{text}</dd>
          </div>
        ))}
      </dl>
    </PageCard>
  );
}
