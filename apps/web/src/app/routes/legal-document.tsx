import '../../styles/mantine-later.css';
import { useLocation } from 'react-router';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { legalDocOf } from '../../features/legal/lib/documents';
import { useStatus } from '../../features/status/api/get-status';
import { NotFoundScreen } from '../../components/ui/not-found-screen';

/**
 * /legal/{terms,privacypolicy,amlpolicy} (public) and /terms, /privacypolicy, /amlpolicy
 * (signed in): the version the status object's brand names, in the reader's language.
 */
export function Component() {
  const doc = legalDocOf(useLocation().pathname);
  const brand = useStatus().data?.brand;
  if (!doc || !brand) return <NotFoundScreen />;
  return <LegalDocument doc={doc} version={brand.legalVersion} brand={brand} />;
}
