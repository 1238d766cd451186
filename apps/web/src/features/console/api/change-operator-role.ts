import { CONSOLE_OPERATORS_API as API, type OperatorRole } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { useOperatorMutation } from './get-operators';

/** PUT /api-operator/operators/:id/role. */
export const changeOperatorRole = (o: { id: string; role: OperatorRole }) =>
  callOperator(API.role, { params: { id: o.id }, body: { role: o.role } });
export const useChangeOperatorRole = () => useOperatorMutation(changeOperatorRole);
