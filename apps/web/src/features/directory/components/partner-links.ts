import { API_BASE_URL } from '@/lib/api-client';
import { directionsLink } from '@rede/domain/validators/directions-link';
import { partnerPath } from '@rede/domain/validators/partner-path';
import { whatsappLink } from '@rede/domain/validators/whatsapp-link';
import type { TMapMarker, TPublicPartner } from '../api/types';

/** URL of a stored image (GET /api/uploads/files/<name>); absolute URLs and paths pass through. */
export const imageUrl = (name: string | null | undefined): string | null => {
  if (!name) return null;
  if (/^(https?:|data:)/i.test(name) || name.startsWith('/')) return name;
  return `${API_BASE_URL}/uploads/files/${name.split('/').map(encodeURIComponent).join('/')}`;
};

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
