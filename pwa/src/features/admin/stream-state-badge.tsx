import type { StreamState } from './use-admin-analytics';

/** Whether the live figures are live, or on their way. */
export function StreamStateBadge({ state }: { state: StreamState }) {
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
      {state === 'live' ? 'Live' : state === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
    </span>
  );
}
