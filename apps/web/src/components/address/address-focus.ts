/**
 * A small channel between the CEP field and the map picker of one form: when the CEP lookup fills the
 * address, the map centres on it (geocoding the address). Create one per form with `createAddressFocus()`.
 */
export type TAddressToFocus = { logradouro: string; neibor: string; city: string; uf: string; cep: string };

export type TAddressFocus = {
  emit: (address: TAddressToFocus) => void;
  subscribe: (listener: (address: TAddressToFocus) => void) => () => void;
};

export const createAddressFocus = (): TAddressFocus => {
  const listeners = new Set<(address: TAddressToFocus) => void>();
  return {
    emit: (address) => listeners.forEach((listener) => listener(address)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
