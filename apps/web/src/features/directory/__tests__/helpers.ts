import { partnerPath } from '@rede/domain/validators/partner-path';
import type { TPublicPartner } from '../api/types';

/** A public list partner as the API answers it (ZPublicPartnerSchema), its `path` following its id, state, city and name. */
export const makePartner = (over: Partial<TPublicPartner> = {}): TPublicPartner => {
  const partner = {
    id: 12,
    name: 'Baterias do Zé',
    logradouro: 'Rua das Flores',
    numero: '100',
    neibor: 'Centro',
    city: 'São Paulo',
    uf: 'SP',
    phone: '(11) 3333-4444',
    email: 'ze@exemplo.com.br',
    photo: null,
    logo: null,
    whatsapp: '(11) 98888-7777',
    lines: [{ id: 1, name: 'Moto' }],
    addressPosition: { latitude: -23.55, longitude: -46.63 },
    isAssistence: false,
    cep: '01001-000',
    slug: 'baterias-do-ze',
    hours: null,
    ...over,
  };
  return { ...partner, path: over.path ?? partnerPath(partner) };
};
