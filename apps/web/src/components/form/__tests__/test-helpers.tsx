import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FormServicesProvider, type TFormServices } from '../form-services';

/** Shared CI machines are slow: give async queries time. */
configure({ asyncUtilTimeout: 5000 });

const baseServices = () =>
  ({
    isAdmin: true as boolean,
    uploadFiles: vi.fn(async (files: File[], onProgress: (percent: number) => void) => {
      onProgress(100);
      return files.map((_, i) => `stored-${i + 1}.png`);
    }),
    fileUrl: (name: string) => `/api/uploads/files/${name}`,
    showError: vi.fn((_message: string) => {}),
  }) satisfies TFormServices;

export const makeFormServices = (overrides: Partial<ReturnType<typeof baseServices>> = {}) => ({ ...baseServices(), ...overrides });

export const renderForm = (ui: ReactElement, options: { services?: ReturnType<typeof makeFormServices> } = {}) => {
  const services = options.services ?? makeFormServices();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <FormServicesProvider value={services}>{ui}</FormServicesProvider>
    </QueryClientProvider>,
  );
  return { ...result, services, queryClient, user: userEvent.setup() };
};
