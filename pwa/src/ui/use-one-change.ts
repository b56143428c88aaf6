import { useState } from 'react';
import { type ApiResult, failureText } from '../data/api-client';
import { t } from '../i18n/i18n';
import { appTextsReady } from './app-texts';
import { toast } from './toast';

/** Sends a call, then `done` with its value; `key` names it in `busy` meanwhile. */
export type RunChange<K extends string> = <T>(
  key: K,
  call: () => Promise<ApiResult<T>>,
  failure: string,
  done: (value: T) => void | Promise<void>,
) => Promise<void>;

/**
 * One change at a time on a screen of online-only settings: `busy` names the change under way
 * (its controls wait), and a refusal or no answer says why in a toast titled `failure`.
 */
export function useOneChange<K extends string>() {
  const [busy, setBusy] = useState<K | null>(null);
  const run: RunChange<K> = async (key, call, failure, done) => {
    setBusy(key);
    const outcome = await call();
    setBusy(null);
    if (outcome.kind === 'ok') await done(outcome.value);
    else {
      await appTextsReady();
      toast({
        title: failure,
        description: failureText(outcome, t('app.checkConnection')),
        variant: 'destructive',
      });
    }
  };
  return { busy, run };
}
