import type { PublicUser } from './auth';
import type { TeamSummary } from './teams';

/**
 * What a sign-in or a sign-up answers. A sign-in's reply also lists the person's teams
 * (`GET /api/teams`'s items), so a fresh device reads its team libraries at once; a sign-up's has
 * none.
 */
export type AuthReply = { user: PublicUser; authToken: string; teams?: TeamSummary[] };
