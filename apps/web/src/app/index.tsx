import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole app. A server-rendered page hands in the query client and router it hydrates with. */
export const App = ({ queryClient: given, router }: { queryClient?: QueryClient; router?: DataRouter } = {}) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // <html data-app-ready>: the app is running (a server-rendered page is hydrated): the controls that need it show
  // (the phone's list/map switch), and browser tests wait for it
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
};
