import '../../styles/mantine-later.css';
import { SupportScreen } from './support-screen';
import { useMe } from '../../features/user/api/get-me';
import { PageLoader } from '../../components/ui/page-loader';

/** /support: the FAQ is fetched in the interface language and the user's country (customer-portal §7). */
export function Component() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  return <SupportScreen country={me.data?.country ?? me.data?.companyCountry ?? null} />;
}
