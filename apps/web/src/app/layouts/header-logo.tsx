import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '@portal/contract';
import { useStatus } from '../../features/status/api/get-status';
import { BrandLogo } from '../../components/ui/brand-logo';

/** The brand's logo and product title, linking home. */
export function HeaderLogo() {
  const brand = useStatus().data?.brand;
  if (!brand) return null;
  return (
    <UnstyledButton component={Link} to={ROUTES.root}>
      <Group gap="sm" wrap="nowrap">
        <BrandLogo svg={brand.logoSvg} name={brand.name} />
        <Text fw={700} size="lg" visibleFrom="xs" data-testid="product-title">
          {brand.productTitle}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
