import type { SignupDraft } from './signup-draft';

/** Sets one field of the sign-up draft; the form hands it to the parts that edit several fields. */
export type SetDraftField = <K extends keyof SignupDraft>(key: K, value: SignupDraft[K]) => void;
