import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { AppGate } from './app-gate';
import { BrandThemeProvider } from './brand-theme-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider>
        <AppGate>{children}</AppGate>
      </BrandThemeProvider>
    </QueryClientProvider>
  );
}
