import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { ClientDetailScreen } from '../../features/partner-data/components/client-detail-screen';

export function Component() {
  const { clientId = '' } = useParams();
  return <ClientDetailScreen key={clientId} clientId={clientId} />;
}
