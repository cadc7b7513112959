import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

const AppErrorFallback = () => (
  <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
    <h1>Algo deu errado</h1>
    <p>Ocorreu um erro inesperado ao exibir esta página.</p>
    <button type="button" onClick={() => window.location.reload()}>
      Recarregar a página
    </button>
  </main>
);

/** Last line of defence around the providers: a plain message and a reload link (no theme needed). */
export const AppErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary
    FallbackComponent={AppErrorFallback}
    onError={(error, info) => console.error('Erro inesperado na aplicação.', error, info.componentStack)}
  >
    {children}
  </ErrorBoundary>
);
