/**
 * The local database moved to shared/db.ts (the service worker runs it too). This re-export keeps
 * the viewer's imports working while another branch changes those files; new code imports
 * shared/db.ts, and this file goes once the viewer does.
 */
export type { LocalFlipbook } from '../../../shared/db';
