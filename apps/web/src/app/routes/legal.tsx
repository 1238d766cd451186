import '../../styles/mantine-later.css';
import { LegalIndex } from '../../features/legal/components/legal-index';
import { useStatus } from '../../features/status/api/get-status';

/** /legal: links to the three legal documents. */
export function Component() {
  const brand = useStatus().data?.brand;
  return <LegalIndex brandName={brand?.name ?? ''} productTitle={brand?.productTitle ?? ''} />;
}
