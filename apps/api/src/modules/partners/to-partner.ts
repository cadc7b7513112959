import { getTableColumns } from 'drizzle-orm';
import { compactOpeningHours, formatCep, formatPhone, partnerPath, slugify, type TOpeningHours } from '@rede/domain';
import { companies } from '../../db/schema/index.ts';
import { companyLinesJson, parseLines } from '../company-record/company-record.ts';
import type { TPublicPartner, TPublicPartnerDetails } from './partner-schemas.ts';

/** The columns a public partner needs (never cnpj, admin fields, status). */
export const partnerSelection = () => {
  const c = getTableColumns(companies);
  return {
    id: c.id,
    name: c.name,
    logradouro: c.logradouro,
    numero: c.numero,
    complement: c.complement,
    neibor: c.neibor,
    city: c.city,
    uf: c.uf,
    cep: c.cep,
    phone: c.phone,
    whatsapp: c.whatsapp,
    email: c.email,
    photo: c.photo,
    logo: c.logo,
    openingHours: c.openingHours,
    latitude: c.latitude,
    longitude: c.longitude,
    isAssistence: c.isAssistence,
    lines: companyLinesJson(),
  };
};

export type PartnerRow = {
  id: number;
  name: string;
  logradouro: string;
  numero: string;
  complement: string | null;
  neibor: string;
  city: string;
  uf: string;
  cep: string;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  photo: string | null;
  logo: string | null;
  openingHours: TOpeningHours | null;
  latitude: number | null;
  longitude: number | null;
  isAssistence: boolean;
  lines: unknown;
  distanceKm?: number | null;
};

const masked = (value: string | null, format: (v: string) => string) => (value ? format(value) : null);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** What a public partner is made of: its columns, with its lines already as [{ id, name }] in the lines' order. */
export type PublicPartnerSource = Omit<PartnerRow, 'complement' | 'lines' | 'distanceKm'> & { lines: TPublicPartner['lines'] };

/**
 * THE public partner: phones and cep masked, hours compacted, slug and path. The details (from SQL, toPartner) and
 * the read model (its lists and map markers) both build it here, so the two paths cannot drift apart.
 */
export const toPublicPartner = (row: PublicPartnerSource): TPublicPartner => ({
  id: row.id,
  name: row.name,
  logradouro: row.logradouro,
  numero: row.numero,
  neibor: row.neibor,
  city: row.city,
  uf: row.uf,
  cep: formatCep(row.cep),
  phone: masked(row.phone, formatPhone),
  whatsapp: masked(row.whatsapp, formatPhone),
  email: row.email,
  photo: row.photo,
  logo: row.logo,
  hours: row.openingHours ? compactOpeningHours(row.openingHours) : null,
  lines: row.lines,
  addressPosition: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
  isAssistence: row.isAssistence,
  slug: slugify(row.name) || 'parceiro',
  path: partnerPath({ id: row.id, uf: row.uf, city: row.city, name: row.name }),
});

/** A row of SQL as the public sees it (toPublicPartner), with its distance rounded to 10 m when it has one. */
export const toPartner = (row: PartnerRow): TPublicPartner => ({
  ...toPublicPartner({ ...row, lines: parseLines(row.lines) }),
  ...(row.distanceKm !== undefined && row.distanceKm !== null ? { distanceKm: round2(Number(row.distanceKm)) } : {}),
});

export const toPartnerDetails = (row: PartnerRow): Omit<TPublicPartnerDetails, 'nearby'> => {
  const { distanceKm: _distance, ...partner } = toPartner(row);
  return { ...partner, complement: row.complement };
};
