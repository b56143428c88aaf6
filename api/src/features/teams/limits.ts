import { HOUR, type Limit, MINUTE } from '../../rate-limits/rate-limiter';

/** Invitations and their links (docs/security.md, "Limits"). */
export const TEAM_RATE_LIMITS = {
  /**
   * Each invitation mails an address nobody has proved: room to invite a department in an
   * afternoon, never a mail cannon.
   */
  invitesPerAccount: { max: 30, windowMs: HOUR },
  /** A link's secret has 256 bits, so this only keeps a client from hammering the lookup. */
  previewsPerAddress: { max: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;
