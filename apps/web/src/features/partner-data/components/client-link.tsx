import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DETAIL_ROUTES } from '../lib/paths';

/** A client id that opens the client detail. */
export function ClientLink({ clientId }: { clientId: string }) {
  return (
    <Anchor component={Link} to={DETAIL_ROUTES.client(clientId)}>
      {clientId}
    </Anchor>
  );
}
