/**
 * schema.org structured data (JSON-LD) of the public pages: the partner (a LocalBusiness subtype) and the
 * breadcrumb trail, plus the serializer that makes the JSON safe inside <script type="application/ld+json">.
 */
import { expandOpeningHours, type TOpeningHours, type TOpeningHoursCompact } from '../opening-hours/compact.ts';
import { formatCep } from '../validators/cep.ts';
import { partnerPath } from '../validators/partner-path.ts';
import { telLink } from '../validators/tel-link.ts';

/** What the partner's structured data needs: the public partner details (API `TPublicPartnerDetails`) fit it. */
export type TPartnerForJsonLd = {
  id: number;
  name: string;
  logradouro: string;
  numero: string;
  complement?: string | null;
  neibor: string;
  city: string;
  uf: string;
  cep: string;
  phone?: string | null;
  whatsapp?: string | null;
  email?: string | null;
  logo?: string | null;
  photo?: string | null;
  addressPosition?: { latitude: number; longitude: number } | null;
  isAssistence?: boolean;
  /** The public answers' compact opening hours; null or absent: not informed. */
  hours?: TOpeningHoursCompact | null;
};

export type TBreadcrumbItem = { name: string; url: string };

/** Where the API serves uploaded images (GET /api/uploads/files/{name}). */
const UPLOADS_PATH = '/api/uploads/files/';

/**
 * An image reference as stored (an upload name such as '3f2a.png', a path such as '/api/uploads/files/3f2a.png',
 * or an absolute http(s) URL) as an absolute URL on the public site; null for nothing or anything else.
 */
export const absoluteImageUrl = (image: string | null | undefined, baseUrl: string): string | null => {
  const value = image?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  if (value.startsWith('/')) return `${baseUrl}${value}`;
  return `${baseUrl}${UPLOADS_PATH}${value.split('/').map(encodeURIComponent).join('/')}`;
};

/** '(41) 3333-4444' → '+554133334444' (the country code 55 unless the number starts with '+'). */
export const internationalPhone = (phone: string): string => telLink(phone).slice('tel:'.length);

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * The partner page's schema.org data: an AutoPartsStore (a LocalBusiness that sells the brand's batteries;
 * a technical-assistance partner is also an AutoRepair) with its PostalAddress, GeoCoordinates, telephone in
 * international form, canonical url (`baseUrl` + partnerPath) and image/logo when it has them.
 * `baseUrl`: the public site's address, no trailing slash ('https://parceiros.exemplo.com.br').
 */
export const partnerJsonLd = (partner: TPartnerForJsonLd, baseUrl: string): Record<string, unknown> => {
  const url = `${baseUrl}${partnerPath(partner)}`;
  const street = [`${clean(partner.logradouro)}, ${clean(partner.numero)}`, clean(partner.complement)].filter(Boolean).join(', ');
  const cep = clean(partner.cep);
  const phone = clean(partner.phone) || clean(partner.whatsapp);
  const logo = absoluteImageUrl(partner.logo, baseUrl);
  const images = [absoluteImageUrl(partner.photo, baseUrl), logo].filter((u): u is string => u !== null);
  const position = partner.addressPosition;
  return {
    '@context': 'https://schema.org',
    '@type': partner.isAssistence ? ['AutoPartsStore', 'AutoRepair'] : 'AutoPartsStore',
    '@id': `${url}#parceiro`,
    name: partner.name,
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clean(partner.neibor) ? `${street} - ${clean(partner.neibor)}` : street,
      addressLocality: clean(partner.city),
      addressRegion: clean(partner.uf).toUpperCase(),
      ...(cep ? { postalCode: formatCep(cep) } : {}),
      addressCountry: 'BR',
    },
    ...(position ? { geo: { '@type': 'GeoCoordinates', latitude: position.latitude, longitude: position.longitude } } : {}),
    ...(phone ? { telephone: internationalPhone(phone) } : {}),
    ...(clean(partner.email) ? { email: clean(partner.email) } : {}),
    ...(images.length ? { image: images.length === 1 ? images[0] : images } : {}),
    ...(logo ? { logo } : {}),
    ...(partner.hours ? { openingHoursSpecification: openingHoursSpecification(expandOpeningHours(partner.hours)) } : {}),
  };
};

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** schema.org has no 24:00: a closing at midnight is written 23:59 (Google's reading of an open-all-day day). */
const schemaClose = (close: string) => (close === '00:00' ? '23:59' : close);

/**
 * schema.org `openingHoursSpecification`: one entry per interval, the days sharing it together (Monday first;
 * days not listed are closed), then each exception date (`validFrom` = `validThrough` = the date; a closed
 * date is opens = closes = '00:00', as Google documents special closures). National holidays, closed by
 * default, are not listed (they change with the date the page is read on).
 */
export const openingHoursSpecification = (hours: TOpeningHours): Record<string, unknown>[] => {
  const byInterval = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    for (const interval of hours.week[day]?.intervals ?? []) {
      const key = `${interval.open}-${interval.close}`;
      const entry = byInterval.get(key) ?? { opens: interval.open, closes: schemaClose(interval.close), days: [] };
      entry.days.push(SCHEMA_DAYS[day]!);
      byInterval.set(key, entry);
    }
  }
  const week = [...byInterval.values()].map((e) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: e.days, opens: e.opens, closes: e.closes }));
  const exceptions = hours.exceptions.flatMap((e) =>
    (e.closed ? [{ open: '00:00', close: '00:00', closedDay: true }] : e.intervals.map((i) => ({ ...i, closedDay: false }))).map((i) => ({
      '@type': 'OpeningHoursSpecification',
      opens: i.open,
      closes: i.closedDay ? '00:00' : schemaClose(i.close),
      validFrom: e.date,
      validThrough: e.date,
    })),
  );
  return [...week, ...exceptions];
};

/** A BreadcrumbList of the given trail (first item: the home), positions from 1. */
export const breadcrumbJsonLd = (items: readonly TBreadcrumbItem[]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
});

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON text to put inside <script type="application/ld+json">…</script>: `<`, `>`, `&`, U+2028 and U+2029
 * are written as \u escapes (the same JSON value), so no '</script>' or '<!--' in a value can close or
 * change the script element. The result is not HTML-escaped otherwise: insert it as the element's raw text.
 */
export const jsonLdScript = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
