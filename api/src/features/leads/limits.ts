import { LEAD_LIMITS } from '#core/leads';
import { DAY, HOUR, type Limit } from '../../rate-limits/rate-limiter';

/** Taking leads and mailing their visitors (docs/security.md, "Limits" and "Leads"). */
export const LEAD_RATE_LIMITS = {
  publicLeadsPerIp: { max: LEAD_LIMITS.publicPerIpPerHour, windowMs: HOUR },
  /** Not a refusal: mails over the budget wait for the next window (lead-mails.ts). */
  leadMailsPerAccount: { max: LEAD_LIMITS.mailsPerAccountPerDay, windowMs: DAY },
  leadMailsPerFlipbook: { max: LEAD_LIMITS.mailsPerFlipbookPerDay, windowMs: DAY },
  /** Not refused either: a mail over them is not sent (the lead is kept). */
  leadMailsPerAddress: { max: LEAD_LIMITS.mailsPerAddressPerDay, windowMs: DAY },
  sameBrochureToAddress: { max: 1, windowMs: DAY },
} satisfies Record<string, Limit>;
