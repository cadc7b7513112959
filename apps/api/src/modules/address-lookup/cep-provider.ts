/** An address found for a CEP (the address lookup result of section 3). */
export type CepAddress = { cep: string; logradouro: string; bairro: string; localidade: string; uf: string };

/**
 * A postal-code service: the address of an 8-digit CEP, null when the CEP does not exist; throws
 * CepProviderError when the service fails or cannot be reached.
 */
export type CepProvider = (cep: string) => Promise<CepAddress | null>;

/** The service failed or could not be reached (answered 502 'Erro ao buscar CEP: …'). */
export class CepProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CepProviderError';
  }
}
