import { useState } from 'react';
import { passwordCheck } from '#core/password-rules';
import { apiCall, failureText } from '#pwa/data/api-client';
import { t } from '#pwa/i18n/i18n';
import { PASSWORDS_DIFFER, PROBLEM_TEXTS } from '#pwa/ui/password-texts';

/** The first problem, in the order of the password rules (docs/product-rules.md). */
function resetProblem(password: string, confirm: string): string | null {
  if (!password || !confirm) return t('auth.reset.bothRequired');
  const problem = passwordCheck(password);
  const worded = problem ? PROBLEM_TEXTS[problem] : password === confirm ? null : PASSWORDS_DIFFER;
  return worded && t(worded.id, worded.values);
}

/** Checks the new password, then sends it with the link's token; the error is the form's to show. */
export function usePasswordReset(token: string, onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function reset(password: string, confirm: string) {
    const problem = resetProblem(password, confirm);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const result = await apiCall('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: password },
    });
    setSaving(false);
    if (result.kind === 'ok') onDone();
    else setError(failureText(result, t('auth.reset.failed')));
  }

  return { error, saving, reset };
}
