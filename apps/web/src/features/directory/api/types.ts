import type { TLocationOption, TPartnerRadiusKm, TPublicPartner, TPublicPartnerList } from '@rede/domain';

/** A partner of the public list (GET /companys/listfiltred/open): the domain's ZPublicPartnerSchema. */
export type { TPublicPartner } from '@rede/domain';

/** A page of the public list: the domain's ZPublicPartnerListSchema. */
export type TPartnerPage = TPublicPartnerList;

export type TLocationItem = TLocationOption;

export type TLatLng = { latitude: number; longitude: number };

/**
 * The filters of the public list: state, city (name), lines, assistance only, open now ("Aberto agora", evaluated
 * by the server at the request's moment), and the place the list is
 * sorted from (a CEP, city or address as typed: ?local=, resolved by GET /companys/listfiltred/place) and the radius
 * around it.
 */
export type TDirectoryFilters = {
  uf: string | null;
  city: string | null;
  lines: number[];
  isAssistence: boolean;
  openNow: boolean;
  place: string | null;
  /** With a position only: the list limited to this many km around it (?raio=25). */
  radiusKm?: TPartnerRadiusKm | null;
};

/** A partner on the map (a list partner, or a single partner of GET /companys/listfiltred/map): what the info window shows. */
export type TMapMarker = Pick<TPublicPartner, 'id' | 'name' | 'addressPosition' | 'isAssistence' | 'city' | 'uf' | 'logradouro' | 'phone'> &
  Partial<Pick<TPublicPartner, 'neibor' | 'numero' | 'path' | 'whatsapp'>>;
