/** A store as the maps links name it: its name and address (and its position, used only without an address). */
export type TStoreForLink = {
  name: string;
  logradouro?: string | null;
  numero?: string | null;
  neibor?: string | null;
  city?: string | null;
  uf?: string | null;
  cep?: string | null;
  addressPosition?: { latitude: number; longitude: number } | null;
};

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * 'Baterias do Zé, Rua das Flores, 100, Centro, São Paulo - SP, 01001-000': what the maps app is asked
 * for, so it shows the store by its name and address instead of a bare pin; the coordinates only when
 * there is no address at all.
 */
export const storeDestination = (store: TStoreForLink): string => {
  const street = [clean(store.logradouro), clean(store.numero)].filter(Boolean).join(', ');
  const place = [clean(store.city), clean(store.uf)].filter(Boolean).join(' - ');
  const address = [street, clean(store.neibor), place, clean(store.cep)].filter(Boolean);
  if (address.length === 0 && store.addressPosition) return `${store.addressPosition.latitude},${store.addressPosition.longitude}`;
  return [clean(store.name), ...address].filter(Boolean).join(', ');
};

/** Google Maps directions to the store ('Ir para Loja'): https://www.google.com/maps/dir/?api=1&destination=<name, address> */
export const directionsLink = (store: TStoreForLink): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(storeDestination(store))}`;

/** Google Maps search of the store ('Ver no Google Maps'). */
export const mapsLink = (store: TStoreForLink): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(storeDestination(store))}`;
