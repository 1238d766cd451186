import type { RouteDescriptor } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { operatorSessionStore } from './operator-session';

/**
 * `call()` with the operator's token only (an empty one when signed out: never the partner's). A 401 of
 * that token ends the console session; the layout then shows the sign-in.
 */
export async function callOperator<R extends RouteDescriptor>(route: R, input: Parameters<typeof call<R>>[1]) {
  const token = operatorSessionStore.token() ?? '';
  try {
    return await call(route, { ...input, token } as Parameters<typeof call<R>>[1]);
  } catch (err) {
    if (isApiError(err) && err.status === 401 && token && token === operatorSessionStore.token()) operatorSessionStore.clear();
    throw err;
  }
}
