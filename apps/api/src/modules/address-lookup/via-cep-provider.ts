import { ZAddressLookupSchema, onlyDigits } from '@rede/domain';
import { CepProviderError, type CepProvider } from './cep-provider.ts';

export const CEP_PROVIDER_TIMEOUT_MS = 8000;

/**
 * A ViaCEP-compatible service at `baseUrl` (e.g. https://viacep.com.br/ws): GET <baseUrl>/<cep>/json/
 * answers { cep, logradouro, bairro, localidade, uf } or { erro: true } for an unknown CEP.
 * CEP_PROVIDER_URL selects it (the browser tests point it at a local fake).
 */
export const createViaCepProvider =
  (baseUrl: string, { timeoutMs = CEP_PROVIDER_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): CepProvider =>
  async (cep) => {
    const url = `${baseUrl.replace(/\/+$/, '')}/${cep}/json/`;
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new CepProviderError('serviço de CEP indisponível', { cause: error });
    }
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new CepProviderError(`o serviço de CEP respondeu ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new CepProviderError('resposta inválida do serviço de CEP', { cause: error });
    }
    const parsed = ZAddressLookupSchema.safeParse(body);
    if (!parsed.success) throw new CepProviderError('resposta inválida do serviço de CEP');
    const { erro, ...address } = parsed.data;
    if (erro === true || erro === 'true') return null;
    return { ...address, cep: onlyDigits(address.cep) || cep };
  };
