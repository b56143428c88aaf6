import { CircleCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiCall, failureText } from '../../data/api-client';
import { LanguageMenu } from '../../i18n/language-menu';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-field';
import { PageCard } from '../../ui/page-card';
import { useVisitorT } from './visitor-texts';

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
  const t = useVisitorT();

  async function forget() {
    setStep('forgetting');
    const result = await apiCall('/api/leads/forget', { method: 'POST', body: { id, token } });
    setStep(
      result.kind === 'ok'
        ? 'forgotten'
        : {
            failed: failureText(result, t('forget.failed')),
          },
    );
  }

  if (step === 'forgotten') {
    return (
      <PageCard below={<LanguageMenu />}>
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="size-10 text-green-600 dark:text-green-400" aria-hidden />
          <h1 className="text-2xl font-semibold tracking-tight">{t('forget.done')}</h1>
          <p className="text-sm text-fg-muted">{t('forget.doneExplain')}</p>
        </div>
      </PageCard>
    );
  }
  return (
    <PageCard below={<LanguageMenu />}>
      <UserX className="size-8 text-fg-muted" aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold tracking-tight">{t('forget.title')}</h1>
      <p className="mt-2 text-sm text-fg-muted">{t('forget.explain')}</p>
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
        {t(step === 'forgetting' ? 'forget.deleting' : 'forget.button')}
      </Button>
      {(!id || !token) && (
        <p className="mt-3 text-sm text-red-600 dark:text-red-400">{t('forget.incomplete')}</p>
      )}
    </PageCard>
  );
}
