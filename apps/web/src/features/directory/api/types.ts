import type { TLocationOption, TPartner } from '@rede/domain';
import type { TOpeningHoursCompact } from '@rede/domain/opening-hours/compact';

/** A partner of the public list (GET /companys/listfiltred/open): the public view of section 3 plus what the card and links need. */
export type TPublicPartner = TPartner & {
  numero?: string | null;
  cep?: string | null;
  logo?: string | null;
  slug?: string | null;
  /** The partner page: '/sp/sao-paulo/loja-do-ze/12'. */
  path?: string | null;
  /** With lat/lng: the distance in km from the visitor. */
  distanceKm?: number | null;
  /** Opening hours, compact (issue #18); null: not informed. */
  hours?: TOpeningHoursCompact | null;
};

export type TPartnerPage = { data: TPublicPartner[]; total: number; nearest?: TPublicPartner[] };

export type TLocationItem = TLocationOption;

export type TLatLng = { latitude: number; longitude: number };

/**
 * The filters of the public list: state, city (name), lines, assistance only, open now ("Aberto agora", evaluated
 * by the server at the request's moment), and the place the list is
 * sorted from (a CEP, city or address as typed: ?local=, resolved by GET /companys/listfiltred/place).
 */
export type TDirectoryFilters = { uf: string | null; city: string | null; lines: number[]; isAssistence: boolean; openNow: boolean; place: string | null };

/** A partner on the map (a list partner, or a single partner of GET /companys/listfiltred/map): what the info window shows. */
export type TMapMarker = Pick<TPublicPartner, 'id' | 'name' | 'addressPosition' | 'isAssistence' | 'city' | 'uf' | 'logradouro' | 'phone'> &
  Partial<Pick<TPublicPartner, 'neibor' | 'numero' | 'path'>>;
