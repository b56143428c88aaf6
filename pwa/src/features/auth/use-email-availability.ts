import { useEffect, useState } from 'react';
import { apiFetch } from '../../data/api-client';

export type EmailAvailability = 'unknown' | 'checking' | 'available' | 'taken';

const DEBOUNCE_MS = 400;

/**
 * Asks POST /api/auth/check-email once typing pauses, and only for a value containing '@'.
 * A failed check shows nothing (docs/product-rules.md).
 */
export function useEmailAvailability(email: string): EmailAvailability {
  const [state, setState] = useState<{ email: string; result: EmailAvailability }>({
    email: '',
    result: 'unknown',
  });
  const value = email.trim();
  useEffect(() => {
    if (!value.includes('@')) return;
    let current = true;
    const timer = setTimeout(() => {
      setState({ email: value, result: 'checking' });
      apiFetch<{ available: boolean }>('/api/auth/check-email', {
        method: 'POST',
        body: { email: value },
      })
        .then((reply) => {
          if (current) setState({ email: value, result: reply.available ? 'available' : 'taken' });
        })
        .catch(() => {
          if (current) setState({ email: value, result: 'unknown' });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value]);
  return value.includes('@') && state.email === value ? state.result : 'unknown';
}
