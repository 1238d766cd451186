import { CONSOLE_OPERATORS_API as API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { useOperatorMutation } from './get-operators';

/** POST /api-operator/operators/:id/disable or /enable. */
export const switchOperator = (o: { id: string; disabled: boolean }) =>
  callOperator(o.disabled ? API.disable : API.enable, { params: { id: o.id } });
export const useSwitchOperator = () => useOperatorMutation(switchOperator);
