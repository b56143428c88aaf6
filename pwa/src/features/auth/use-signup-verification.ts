import { useState } from 'react';
import {
  closeVerificationDialog,
  openVerificationDialog,
  verificationDialogStore,
} from '../../state/auth-dialog';
import { useValue } from '../../state/external-store';
import { reloadAfterVerification } from '../../state/session';
import { toast, toastsLoaded } from '../../ui/toast';
import { EMPTY_DRAFT, type SignupDraft } from './signup-draft';

/** The Sign Up tab's draft and the verification after the signup; the draft is kept until then. */
export function useSignupVerification() {
  const [draft, setDraft] = useState<SignupDraft>(EMPTY_DRAFT);
  const pending = useValue(verificationDialogStore);

  function verified() {
    const email = pending?.email ?? '';
    closeVerificationDialog();
    setDraft(EMPTY_DRAFT);
    toast({ title: 'Email verified successfully!' });
    reloadAfterVerification(email, toastsLoaded());
  }

  return {
    draft,
    changeDraft: setDraft,
    pending,
    awaitVerification: openVerificationDialog,
    verified,
    closeVerification: closeVerificationDialog,
  };
}
