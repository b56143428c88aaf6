import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { consentIn } from '#core/i18n/consent';
import { LEAD_LIMITS } from '#core/leads';
import type { MessageId, Worded } from '#pwa/i18n/i18n';
import { Button } from '#pwa/ui/button.tsx';
import { cn } from '#pwa/ui/cn';
import { FormAlert, FormField, inputClass } from '#pwa/ui/form-field.tsx';
import { useVisitorT } from '../visitor-texts';
import {
  createLeadForm,
  type LeadFormState,
  type LeadFormVariant,
  type SendLead,
} from './lead-form-model';

/** What each part of the form draws from: the form, its state, and whether it is a kiosk's. */
interface PartProps {
  form: ReturnType<typeof createLeadForm>;
  state: LeadFormState;
  kiosk: boolean;
}

// A kiosk's browser must not offer the last visitor's address to the next one.
const remembered = (kiosk: boolean, token: string) => (kiosk ? 'off' : token);

/**
 * 'Send me this brochure' (kiosk) or 'Get this brochure by e-mail' (shared link, embed): the
 * visitor's address, name, company and note, and consent worded with the creator's name. The
 * kiosk's clears itself 10 s after sending and lets no browser suggest an earlier visitor's
 * entries; `onCleared` is told when it has.
 */
/** A field's check in the page's language. */
const told = (t: (id: MessageId, values?: Record<string, unknown>) => string, check?: Worded) =>
  check && t(check.id, check.values);

export function LeadForm(props: {
  variant: LeadFormVariant;
  creatorName: string;
  send: SendLead;
  onCleared?: () => void;
}) {
  const { variant, creatorName } = props;
  const [form] = useState(() =>
    createLeadForm({ variant, send: props.send, onCleared: props.onCleared }),
  );
  useEffect(() => () => form.dispose(), [form]);
  const state = useSyncExternalStore(form.subscribe, form.get, form.get);
  const { values, errors, status, failure } = state;
  const kiosk = variant === 'kiosk';
  const t = useVisitorT();

  if (status === 'sent') return <LeadSent kiosk={kiosk} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={submit}
      noValidate
      autoComplete={remembered(kiosk, 'on')}
    >
      <FormField
        label={t('lead.email')}
        name={kiosk ? 'visitor-email' : 'email'}
        type="email"
        inputMode="email"
        autoComplete={remembered(kiosk, 'email')}
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.email}
        error={told(t, errors.email)}
        onChange={(e) => form.edit('email', e.target.value)}
      />
      <NameAndCompany form={form} state={state} kiosk={kiosk} />
      <NoteField form={form} state={state} kiosk={kiosk} />
      <ConsentField form={form} state={state} creatorName={creatorName} />
      {failure && <FormAlert>{'id' in failure ? t(failure.id) : failure.text}</FormAlert>}
      <Button type="submit" size="lg" disabled={status === 'sending'} className="w-full">
        {t(status === 'sending' ? 'lead.sending' : 'lead.send')}
      </Button>
    </form>
  );
}

/** The thanks once the lead is sent (or, offline on a kiosk, kept to be sent). */
function LeadSent({ kiosk }: { kiosk: boolean }) {
  const t = useVisitorT();
  return (
    <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
      <MailCheck className="size-10 text-green-600 dark:text-green-400" aria-hidden />
      <p className="text-lg font-semibold">
        {t(kiosk && !navigator.onLine ? 'lead.thanksOffline' : 'lead.thanks')}
      </p>
      {kiosk && <p className="text-sm text-fg-muted">{t('lead.clears')}</p>}
    </div>
  );
}

/** Who the visitor is, if they care to say. */
function NameAndCompany({ form, state: { values, errors }, kiosk }: PartProps) {
  const t = useVisitorT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('lead.name')}
        name={kiosk ? 'visitor-name' : 'name'}
        autoComplete={remembered(kiosk, 'name')}
        maxLength={LEAD_LIMITS.nameMaxChars}
        value={values.name}
        error={told(t, errors.name)}
        onChange={(e) => form.edit('name', e.target.value)}
      />
      <FormField
        label={t('lead.company')}
        name={kiosk ? 'visitor-company' : 'organization'}
        autoComplete={remembered(kiosk, 'organization')}
        maxLength={LEAD_LIMITS.companyMaxChars}
        value={values.company}
        error={told(t, errors.company)}
        onChange={(e) => form.edit('company', e.target.value)}
      />
    </div>
  );
}

/** The visitor's note, with how much of its length is used. */
function NoteField({ form, state: { values, errors }, kiosk }: PartProps) {
  const noteId = useId();
  const t = useVisitorT();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={noteId} className="text-sm font-medium">
        {t('lead.note')}
      </label>
      <textarea
        id={noteId}
        name={kiosk ? 'visitor-note' : 'note'}
        rows={3}
        maxLength={LEAD_LIMITS.noteMaxChars}
        value={values.note}
        aria-invalid={errors.note ? true : undefined}
        aria-describedby={`${noteId}-count`}
        onChange={(e) => form.edit('note', e.target.value)}
        className={cn(inputClass, 'h-auto resize-y py-2')}
      />
      <p id={`${noteId}-count`} className="text-end text-xs text-fg-muted">
        {values.note.length} / {LEAD_LIMITS.noteMaxChars}
      </p>
      {errors.note && (
        <p className="text-sm text-red-600 dark:text-red-400">{told(t, errors.note)}</p>
      )}
    </div>
  );
}

/**
 * The visitor's consent, worded with the creator's name by the rule the server stores it by. The
 * box's one refusal is told in the page's language.
 */
function ConsentField(props: Omit<PartProps, 'kiosk'> & { creatorName: string }) {
  const { form, state, creatorName } = props;
  const { values, errors } = state;
  const consentId = useId();
  const t = useVisitorT();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={consentId} className="flex cursor-pointer items-start gap-3 text-sm">
        <input
          id={consentId}
          type="checkbox"
          required
          checked={values.consent}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${consentId}-error` : undefined}
          onChange={(e) => form.edit('consent', e.target.checked)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-fg"
        />
        <span>{consentIn(t, creatorName)}</span>
      </label>
      {errors.consent && (
        <p id={`${consentId}-error`} className="text-sm text-red-600 dark:text-red-400">
          {told(t, errors.consent)}
        </p>
      )}
    </div>
  );
}
