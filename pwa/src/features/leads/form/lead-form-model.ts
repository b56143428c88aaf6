import { ERROR_CODES, type ErrorCode } from '#core/errors';
import { LEAD_LIMITS, LEAD_TEXTS } from '#core/leads';
import { type LeadFields, leadFields } from '#core/schemas/leads';
import type { MessageId, Worded } from '#pwa/i18n/i18n';
import type { LeadSendResult } from '../data/leads';

/**
 * The kiosk's form, for the visitors of a booth: it clears itself after sending. The reader's, on
 * the shared link and the embed page, stays with its thanks.
 */
export type LeadFormVariant = 'kiosk' | 'reader';

export interface LeadFormValues {
  email: string;
  name: string;
  company: string;
  note: string;
  consent: boolean;
}
export type LeadFormField = keyof LeadFormValues;

export interface LeadFormState {
  values: LeadFormValues;
  errors: Partial<Record<LeadFormField, Worded>>;
  status: 'editing' | 'sending' | 'sent';
  /** Why the last send did not go through, for the visitor to try again. */
  failure: LeadFailure | null;
}

/** Why a send failed: a message of the visitor's catalogue, or a reason as it came (a kiosk's). */
export type LeadFailure = { id: MessageId } | { text: string };

/**
 * Sends what the visitor filled in. `attemptId` is the same for every attempt with the same
 * entries (a send again after a lost reply is the same lead) and new once they change.
 */
export type SendLead = (fields: LeadFields, attemptId: string) => Promise<LeadSendResult>;

/**
 * The server's refusals a visitor can meet, told by their code in the page's language rather than
 * in the server's English (LEAD_TEXTS): too many addresses from one network, a form switched off.
 */
const REFUSALS: Partial<Record<ErrorCode, MessageId>> = {
  [ERROR_CODES.RATE_LIMITED]: 'lead.tooMany',
  [ERROR_CODES.FORBIDDEN]: 'lead.formOff',
};

/** Why a send did not go through, as the form tells the visitor. */
function failureOf(result: Exclude<LeadSendResult, { kind: 'sent' }>): LeadFailure {
  if (result.kind === 'network') return { id: 'lead.networkFailure' };
  const { message, code } = result;
  const id = code && REFUSALS[code];
  if (id) return { id };
  // The server checks consent too; of its validation refusals only that one has words here.
  if (code === ERROR_CODES.VALIDATION_FAILED && message.includes(LEAD_TEXTS.consentRefused))
    return { id: 'lead.consentRefused' };
  return { text: message };
}

const EMPTY: LeadFormState = {
  values: { email: '', name: '', company: '', note: '', consent: false },
  errors: {},
  status: 'editing',
  failure: null,
};

type Issue = { path: readonly PropertyKey[]; code: string; maximum?: unknown };

/**
 * What the server's schema refused in a field, told in the page's language: the schema's own
 * words are the API's English.
 */
function checkOf(field: LeadFormField, issue: Issue): Worded {
  if (field === 'email') return { id: 'lead.check.email' };
  if (field === 'consent') return { id: 'lead.consentRefused' };
  if (issue.code === 'too_big') return { id: 'lead.check.tooLong', values: { max: issue.maximum } };
  return { id: 'lead.check.oneLine' };
}

/** The schema's first refusal for each field it refused. */
function fieldErrors(issues: readonly Issue[]): LeadFormState['errors'] {
  const errors: LeadFormState['errors'] = {};
  for (const issue of issues) {
    const field = issue.path[0] as LeadFormField;
    errors[field] ??= checkOf(field, issue);
  }
  return errors;
}

/**
 * The lead form's state outside React, so its rules run in a plain test: the fields are checked
 * with the server's own schema, and a kiosk's form forgets everything `clearAfterMs` after sending,
 * so the next visitor never sees an earlier one's entries.
 */
export function createLeadForm(options: {
  variant: LeadFormVariant;
  send: SendLead;
  clearAfterMs?: number;
  /** Told when a kiosk's form has cleared itself. */
  onCleared?: () => void;
}) {
  let state = EMPTY;
  let attemptId = crypto.randomUUID();
  let attempted = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: LeadFormState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clear = () => {
    timer = null;
    attemptId = crypto.randomUUID();
    attempted = false;
    set(EMPTY);
    options.onCleared?.();
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit<F extends LeadFormField>(field: F, value: LeadFormValues[F]) {
      if (state.status !== 'editing') return;
      // Other entries are another lead: a send after this one must not pass for the last.
      if (attempted) {
        attemptId = crypto.randomUUID();
        attempted = false;
      }
      const errors = { ...state.errors };
      delete errors[field];
      set({ ...state, values: { ...state.values, [field]: value }, errors });
    },
    async submit(): Promise<void> {
      if (state.status !== 'editing') return;
      const parsed = leadFields.safeParse(state.values);
      if (!parsed.success) {
        set({ ...state, errors: fieldErrors(parsed.error.issues), failure: null });
        return;
      }
      set({ ...state, errors: {}, status: 'sending', failure: null });
      attempted = true;
      const result = await options.send(parsed.data, attemptId);
      if (result.kind === 'sent') {
        set({ ...state, status: 'sent' });
        if (options.variant === 'kiosk')
          timer = setTimeout(clear, options.clearAfterMs ?? LEAD_LIMITS.kioskClearMs);
        return;
      }
      set({ ...state, status: 'editing', failure: failureOf(result) });
    },
    /** Stops a pending clear (the form is going away, and its state with it). */
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
