/** The visitor pages a lead's mail links to (their routes and their addresses). */

/** The short privacy notice a lead's mail links from its consent line. */
export const LEAD_PRIVACY_PATH = '/privacy/leads';

export const leadPrivacyUrl = (origin: string) =>
  `${origin.replace(/\/+$/, '')}${LEAD_PRIVACY_PATH}`;

/** The page a lead's mail links to, where the visitor deletes what they left ('Forget me'). */
export const FORGET_ME_PATH = '/forget-me';

export function forgetMeUrl(origin: string, leadId: string, token: string): string {
  const query = `lead=${encodeURIComponent(leadId)}&token=${encodeURIComponent(token)}`;
  return `${origin.replace(/\/+$/, '')}${FORGET_ME_PATH}?${query}`;
}
