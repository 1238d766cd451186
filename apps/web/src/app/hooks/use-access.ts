import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { useStatus } from '../../features/status/api/get-status';
import { useMe } from '../../features/user/api/get-me';
import { decideAccess, type Access } from '../lib/access';
import { useEnvironment } from '../../lib/environment';

/** Combines the session check, the signed-in user and the signed-in status. */
export function useAccess(): Access {
  const { state } = useSessionCheck();
  const me = useMe({ enabled: state === 'loggedIn' });
  const status = useStatus();
  const statusReady = status.data !== undefined && !status.isPlaceholderData;
  return decideAccess({
    session: state,
    standing: me.data?.partnerStanding,
    wlpId: statusReady ? status.data.wlpId : undefined,
    failed: me.isError,
    environment: useEnvironment(),
  });
}
