import type { MessageId } from '#pwa/i18n/i18n';
import { useProfileT } from '../profile/profile-texts';
import type { StreamState } from './use-admin-analytics';

const STATES: Record<StreamState, MessageId> = {
  live: 'admin.live',
  connecting: 'admin.connecting',
  reconnecting: 'admin.reconnecting',
};

/** Whether the live figures are live, or on their way. */
export function StreamStateBadge({ state }: { state: StreamState }) {
  const t = useProfileT();
  return (
    <span
      className="inline-flex items-center gap-2 text-sm text-fg-muted"
      role="status"
      data-testid="stream-state"
    >
      <span
        className={`size-2 rounded-full ${state === 'live' ? 'bg-green-500' : 'bg-amber-500'}`}
        aria-hidden
      />
      {t(STATES[state])}
    </span>
  );
}
