import { useState } from 'react';
import { reloadAfterVerification } from '../../state/session';
import { toast } from '../../ui/toast';
import type { PendingVerification } from './pending-verification';
import { EMPTY_DRAFT, type SignupDraft } from './signup-draft';

/** The Sign Up tab's draft and the verification after the signup; the draft is kept until then. */
export function useSignupVerification() {
  const [draft, setDraft] = useState<SignupDraft>(EMPTY_DRAFT);
  const [pending, setPending] = useState<PendingVerification | null>(null);

  function verified() {
    setPending(null);
    setDraft(EMPTY_DRAFT);
    toast({ title: 'Email verified successfully!' });
    reloadAfterVerification();
  }

  return {
    draft,
    changeDraft: setDraft,
    pending,
    awaitVerification: setPending,
    verified,
    closeVerification: () => setPending(null),
  };
}
