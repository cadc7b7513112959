import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeContractViolations } from './api-contracts';
import { setViewportWidth } from './media';
// The whole catalogue, as the areas' layout routes register it in the app: components are also rendered alone here.
import '../lib/i18n/register-areas';

// Lazy route modules are transformed on first use: give findBy* room on slow machines.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  window.localStorage.clear();
  setViewportWidth(1440);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`Resposta falsa fora do contrato da API (@rede/domain):\n${violations.join('\n')}`);
});
