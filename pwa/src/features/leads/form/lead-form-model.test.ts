import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_LIMITS, LEAD_TEXTS } from '#core/leads';
import type { LeadFields } from '#core/schemas/leads';
import type { LeadSendResult } from '../data/leads';
import { createLeadForm, type LeadFormVariant } from './lead-form-model';

function formWith(variant: LeadFormVariant, results: LeadSendResult[] = []) {
  const sent: Array<{ fields: LeadFields; attemptId: string }> = [];
  const cleared = vi.fn();
  const form = createLeadForm({
    variant,
    send: async (fields, attemptId) => {
      sent.push({ fields, attemptId });
      return results.shift() ?? { kind: 'sent' };
    },
    onCleared: cleared,
  });
  const fill = () => {
    form.edit('email', 'ada@example.com');
    form.edit('name', 'Ada');
    form.edit('note', 'Call me');
    form.edit('consent', true);
  };
  return { form, sent, cleared, fill };
}

describe('the lead form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on a kiosk, thanks the visitor, then clears itself 10 s after sending for the next one', async () => {
    const { form, sent, cleared, fill } = formWith('kiosk');
    fill();
    await form.submit();
    expect(sent.map((s) => s.fields)).toEqual([
      { email: 'ada@example.com', name: 'Ada', company: null, note: 'Call me', consent: true },
    ]);
    expect(form.get().status).toBe('sent');
    // The thanks stay up while the visitor reads them, with their entries out of sight.
    vi.advanceTimersByTime(9_999);
    expect(form.get().status).toBe('sent');
    expect(cleared).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(form.get()).toEqual({
      values: { email: '', name: '', company: '', note: '', consent: false },
      errors: {},
      status: 'editing',
      failure: null,
    });
    expect(cleared).toHaveBeenCalledOnce();
    // The next visitor's lead is a lead of its own.
    fill();
    await form.submit();
    expect(sent[1]?.attemptId).not.toBe(sent[0]?.attemptId);
  });

  it('on a shared link, keeps its thanks: there is no next visitor', async () => {
    const { form, cleared, fill } = formWith('reader');
    fill();
    await form.submit();
    vi.advanceTimersByTime(60_000);
    expect(form.get().status).toBe('sent');
    expect(cleared).not.toHaveBeenCalled();
  });

  it('says what is wrong with each field, with the server’s rules, and sends nothing', async () => {
    const { form, sent } = formWith('reader');
    form.edit('email', 'ada@');
    form.edit('company', 'c'.repeat(101));
    await form.submit();
    expect(sent).toEqual([]);
    expect(form.get().errors).toEqual({
      email: { id: 'lead.check.email' },
      company: { id: 'lead.check.tooLong', values: { max: 100 } },
      consent: { id: 'lead.consentRefused' },
    });
    form.edit('email', 'ada@example.com');
    expect(form.get().errors.email).toBeUndefined();
  });

  it('tells a name that holds a line break and a note too long by messages of the page’s language', async () => {
    const { form, sent } = formWith('reader');
    form.edit('email', 'ada@example.com');
    form.edit('name', 'Ada\nLovelace');
    form.edit('note', 'n'.repeat(LEAD_LIMITS.noteMaxChars + 1));
    form.edit('consent', true);
    await form.submit();
    expect(sent).toEqual([]);
    expect(form.get().errors).toEqual({
      name: { id: 'lead.check.oneLine' },
      note: { id: 'lead.check.tooLong', values: { max: LEAD_LIMITS.noteMaxChars } },
    });
  });

  it('sends the same lead again after a lost reply, and another once the entries change', async () => {
    const { form, sent, fill } = formWith('reader', [{ kind: 'network' }, { kind: 'network' }]);
    fill();
    await form.submit();
    expect(form.get()).toMatchObject({
      status: 'editing',
      failure: { id: 'lead.networkFailure' },
    });
    await form.submit();
    expect(sent[1]?.attemptId).toBe(sent[0]?.attemptId);
    form.edit('email', 'ada.l@example.com');
    await form.submit();
    expect(sent[2]?.attemptId).not.toBe(sent[1]?.attemptId);
    expect(form.get().status).toBe('sent');
  });

  it('tells the server’s refusals a visitor can meet by their code, in the page’s words', async () => {
    const refusals: LeadSendResult[] = [
      { kind: 'refused', message: LEAD_TEXTS.tooMany, code: 'RATE_LIMITED' },
      { kind: 'refused', message: LEAD_TEXTS.formOff, code: 'FORBIDDEN' },
      {
        kind: 'refused',
        message: `consent: ${LEAD_TEXTS.consentRefused}`,
        code: 'VALIDATION_FAILED',
      },
      { kind: 'refused', message: 'name: A name cannot hold that', code: 'VALIDATION_FAILED' },
      { kind: 'refused', message: 'This device could not keep the address. Try again.' },
    ];
    const { form, fill } = formWith('reader', [...refusals]);
    fill();
    const failures = [];
    for (const _ of refusals) {
      await form.submit();
      failures.push(form.get().failure);
    }
    expect(failures).toEqual([
      { id: 'lead.tooMany' },
      { id: 'lead.formOff' },
      { id: 'lead.consentRefused' },
      { text: 'name: A name cannot hold that' },
      { text: 'This device could not keep the address. Try again.' },
    ]);
  });

  it('forgets a pending clear once it is disposed', async () => {
    const { form, cleared, fill } = formWith('kiosk');
    fill();
    await form.submit();
    form.dispose();
    vi.advanceTimersByTime(10_000);
    expect(cleared).not.toHaveBeenCalled();
  });
});
