import { useEffect, useState } from 'react';
import type { AdminAnalytics } from '#core/schemas/flipbooks';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

/**
 * Live figures from the admin stream. The browser's EventSource sends the session cookie and
 * reconnects by itself after a drop (the server asks for 3 s); a refused stream (signed out, not
 * an admin) is closed for good (docs/product-rules.md).
 */
export function useAdminAnalytics(): { analytics: AdminAnalytics | null; state: StreamState } {
  const [analytics, setAnalytics] = useState<AdminAnalytics | null>(null);
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    const source = new EventSource('/api/admin/analytics/stream', { withCredentials: true });
    source.addEventListener('analytics', (event) => {
      setAnalytics(JSON.parse((event as MessageEvent<string>).data) as AdminAnalytics);
      setState('live');
    });
    source.onerror = () => {
      // CLOSED means the server refused the stream; CONNECTING means it is trying again.
      if (source.readyState === EventSource.CLOSED) source.close();
      setState('reconnecting');
    };
    return () => source.close();
  }, []);
  return { analytics, state };
}
