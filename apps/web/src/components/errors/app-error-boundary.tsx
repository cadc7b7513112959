import { Component, type ErrorInfo, type ReactNode } from 'react';

type TState = { error: Error | null };

/** Last line of defence around the providers: a plain message and a reload link (no theme needed). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: Error): TState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Erro inesperado na aplicação.', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
        <h1>Algo deu errado</h1>
        <p>Ocorreu um erro inesperado ao exibir esta página.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Recarregar a página
        </button>
      </main>
    );
  }
}
