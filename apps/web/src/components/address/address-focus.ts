/**
 * A small channel between the CEP field and the map picker of one form: when the CEP lookup fills the
 * address, the map centres on it (geocoding the address). Create one per form with `createAddressFocus()`.
 * The picker loads lazily: an address found before it listens is kept and handed to the first listener (once),
 * so a CEP typed quickly still centres the map; one already delivered is never replayed (a picker shown again
 * keeps the position the user chose).
 */
export type TAddressToFocus = { logradouro: string; neibor: string; city: string; uf: string; cep: string };

export type TAddressFocus = {
  emit: (address: TAddressToFocus) => void;
  subscribe: (listener: (address: TAddressToFocus) => void) => () => void;
};

export const createAddressFocus = (): TAddressFocus => {
  const listeners = new Set<(address: TAddressToFocus) => void>();
  let pending: TAddressToFocus | null = null;
  return {
    emit: (address) => {
      if (listeners.size === 0) pending = address;
      else listeners.forEach((listener) => listener(address));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (pending) {
        const address = pending;
        pending = null;
        listener(address);
      }
      return () => listeners.delete(listener);
    },
  };
};
