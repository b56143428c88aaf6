import { useCallback, useEffect, useState } from 'react';
import { invitationCalls } from '../team-calls';
import { useTeamsT } from '../team-texts';
import { type PreviewState, previewState } from './invitation-state';

/** The invitation behind `token`, previewed when the page opens and on 'Try again'. */
export function useInvitation(token: string) {
  const t = useTeamsT();
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    setState(previewState(await invitationCalls.preview(token), t));
  }, [token, t]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, retry: load };
}
