import { useEffect } from 'react';
import { apiFetch } from '../../data/api-client';

const DEBOUNCE_MS = 400;

/**
 * Asks POST /api/auth/generate-username whenever the display name (2+ characters) settles and
 * hands the suggestion over; a failure is only logged (docs/product-rules.md).
 */
export function useUsernameSuggestion(displayName: string, onSuggestion: (name: string) => void) {
  useEffect(() => {
    if (displayName.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      apiFetch<{ suggestedUsername: string }>('/api/auth/generate-username', {
        method: 'POST',
        body: { displayName },
      })
        .then((reply) => {
          if (current) onSuggestion(reply.suggestedUsername);
        })
        .catch((error: unknown) => console.warn('Username suggestion failed', error));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [displayName, onSuggestion]);
}
