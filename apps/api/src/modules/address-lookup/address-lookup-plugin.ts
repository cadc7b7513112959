import fp from 'fastify-plugin';
import { createCachedCepLookup, type CepLookup } from './cached-cep-lookup.ts';
import { createCepPromiseProvider } from './cep-promise-provider.ts';
import type { CepProvider } from './cep-provider.ts';
import { createViaCepProvider } from './via-cep-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** CEP → address through the configured provider, with an in-process cache. */
    cepLookup: CepLookup;
  }
}

export type AddressLookupOptions = {
  /** Injected provider (tests); wins over the others. */
  provider?: CepProvider | undefined;
  /** CEP_PROVIDER_URL: a ViaCEP-compatible base URL to query instead of cep-promise. */
  providerUrl?: string | null | undefined;
};

/** Decorates `app.cepLookup`: the injected provider, else CEP_PROVIDER_URL, else cep-promise; cached. */
export const addressLookupPlugin = fp<AddressLookupOptions>(
  async (app, { provider, providerUrl }) => {
    const chosen = provider ?? (providerUrl ? createViaCepProvider(providerUrl) : createCepPromiseProvider());
    app.decorate('cepLookup', createCachedCepLookup(chosen, { clock: app.clock }));
  },
  { name: 'address-lookup' },
);
