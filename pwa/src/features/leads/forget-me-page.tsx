import { CircleCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiCall, failureText } from '../../data/api-client';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-field';
import { PageCard } from '../../ui/page-card';

type Step = 'asking' | 'forgetting' | 'forgotten' | { failed: string };

/**
 * /forget-me?lead=…&token=…, the link of a lead's mail: the visitor deletes the address and the
 * details they left. It asks first, so a mail client opening links ahead deletes nothing.
 */
export function ForgetMePage() {
  const [params] = useSearchParams();
  const id = params.get('lead') ?? '';
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>('asking');

  async function forget() {
    setStep('forgetting');
    const result = await apiCall('/api/leads/forget', { method: 'POST', body: { id, token } });
    setStep(
      result.kind === 'ok'
        ? 'forgotten'
        : {
            failed: failureText(
              result,
              'Nothing was deleted. Check your connection and try again.',
            ),
          },
    );
  }

  if (step === 'forgotten') {
    return (
      <PageCard>
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="size-10 text-green-600 dark:text-green-400" aria-hidden />
          <h1 className="text-2xl font-semibold tracking-tight">You are forgotten</h1>
          <p className="text-sm text-fg-muted">
            The address and the details you left for the brochure have been deleted. Its creator no
            longer sees them.
          </p>
        </div>
      </PageCard>
    );
  }
  return (
    <PageCard>
      <UserX className="size-8 text-fg-muted" aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold tracking-tight">Forget me</h1>
      <p className="mt-2 text-sm text-fg-muted">
        You left your e-mail address to get a brochure. Delete it, with the name, company and note
        you left with it? The brochure’s creator will no longer see them, only that a lead was
        forgotten and when.
      </p>
      {typeof step === 'object' && (
        <div className="mt-4">
          <FormAlert>{step.failed}</FormAlert>
        </div>
      )}
      <Button
        size="lg"
        variant="destructive"
        className="mt-6 w-full"
        disabled={step === 'forgetting' || !id || !token}
        onClick={() => void forget()}
      >
        {step === 'forgetting' ? 'Deleting…' : 'Forget me'}
      </Button>
      {(!id || !token) && (
        <p className="mt-3 text-sm text-red-600 dark:text-red-400">
          This link is not complete. Copy the whole link from the e-mail.
        </p>
      )}
    </PageCard>
  );
}
