import { CepProviderError, type CepProvider } from './cep-provider.ts';
import { CEP_PROVIDER_TIMEOUT_MS } from './via-cep-provider.ts';

type CepPromiseFailure = { type?: string; message?: string; errors?: { message?: string; service?: string }[] };

/** Services whose 'não encontrado' means the CEP does not exist (BrasilAPI says it for any failure). */
const AUTHORITATIVE = new Set(['viacep', 'correios', 'correios-alt', 'widenet']);

/**
 * The default provider: cep-promise (ViaCEP, BrasilAPI, Correios… in failover; the first answer wins).
 * Unknown CEP → null; offline or every service failing → CepProviderError.
 */
export const createCepPromiseProvider =
  ({ timeoutMs = CEP_PROVIDER_TIMEOUT_MS }: { timeoutMs?: number } = {}): CepProvider =>
  async (value) => {
    try {
      // loaded on the first lookup (~2.6 MB of heap a server that never looks up a CEP does without)
      const { default: cep } = await import('cep-promise');
      const found = await cep(value, { timeout: timeoutMs });
      return {
        cep: found.cep.replace(/\D/g, ''),
        logradouro: found.street ?? '',
        bairro: found.neighborhood ?? '',
        localidade: found.city ?? '',
        uf: found.state ?? '',
      };
    } catch (error) {
      const failure = (error ?? {}) as CepPromiseFailure;
      const notFound = (failure.errors ?? []).some((e) => AUTHORITATIVE.has(e.service ?? '') && /n[aã]o encontrado/i.test(e.message ?? ''));
      if (notFound) return null;
      throw new CepProviderError(failure.message || 'serviço de CEP indisponível', { cause: error });
    }
  };
