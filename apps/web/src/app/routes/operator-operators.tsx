import '../../styles/mantine-later.css';
import { OperatorsScreen } from '../../features/console/components/operators-screen';
import { RequirePermission, useConsoleOperator } from './operator';

export function Component() {
  const me = useConsoleOperator();
  return (
    <RequirePermission permission="operators.manage">
      <OperatorsScreen me={me} />
    </RequirePermission>
  );
}
