import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * MUI's Alert, fetched when first shown: the directory shows it only for an empty result or a failure, so it
 * stays out of the home's first load. Its text arrives a moment later, announced as usual (role="alert").
 */
export const LazyAlert = (props: AlertProps) => (
  <Suspense fallback={null}>
    <Alert {...props} />
  </Suspense>
);
