import { directionsLink } from '@rede/domain/validators/directions-link';
import { partnerPath } from '@rede/domain/validators/partner-path';
import { whatsappLink } from '@rede/domain/validators/whatsapp-link';
import type { TMapMarker, TPublicPartner } from '../api/types';

/** 'Ir para Loja': directions to the store by its name and address (the maps app shows the store). */
export const partnerDirections = (partner: TPublicPartner): string => directionsLink(partner);

/** 'Whatsapp': the messaging link with the prefilled message (55 unless the number starts with +); null without a number. */
export const partnerWhatsapp = (partner: TPublicPartner, message: string): string | null => {
  const number = partner.whatsapp || partner.phone;
  return number ? whatsappLink(number, message) : null;
};

/** 'Ver Detalhes': the partner's SEO route /{uf}/{municipio}/{nome}/{id}. */
export const partnerDetailsPath = (partner: TMapMarker): string => partner.path || partnerPath(partner);

/** Street, number and district. */
export const addressLine = (partner: TMapMarker): string =>
  [[partner.logradouro, partner.numero].filter(Boolean).join(', '), partner.neibor].filter(Boolean).join(' – ');
