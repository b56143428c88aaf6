import { useState } from 'react';
import { t } from '../../i18n/i18n';
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
    toast({ title: t('auth.verify.done') });
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
