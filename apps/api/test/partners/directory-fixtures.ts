/**
 * Generated partner networks for the read-model tests: thousands of companies with the cases that
 * make ordering and filtering hard (names that fold alike, accents, punctuation, emoji and full-width
 * letters, equal coordinates, no coordinates, no lines, hidden statuses, city spellings with one slug).
 */
import { inArray, sql } from 'drizzle-orm';
import { PARTNER_RADII_KM, ZPublicPartnerListQuerySchema, type TPublicPartnerListQuery } from '@rede/domain';
import type { Database } from '../../src/db/client.ts';
import { companies, companyLines } from '../../src/db/schema/index.ts';
import type { Random } from '../../src/db/seed/prng.ts';

export type City = { uf: string; city: string; lat: number; lng: number };

/** Cities, with spellings that share a slug ('São José dos Pinhais' / 'Sao Jose dos Pinhais', 'Mogi-Mirim' / 'Mogi Mirim'). */
export const CITIES: City[] = [
  { uf: 'SP', city: 'São Paulo', lat: -23.5505, lng: -46.6333 },
  { uf: 'SP', city: 'Campinas', lat: -22.9099, lng: -47.0626 },
  { uf: 'SP', city: 'Mogi-Mirim', lat: -22.4319, lng: -46.9578 },
  { uf: 'SP', city: 'Mogi Mirim', lat: -22.4319, lng: -46.9578 },
  { uf: 'SP', city: "Santa Bárbara d'Oeste", lat: -22.7536, lng: -47.4136 },
  { uf: 'PR', city: 'Curitiba', lat: -25.4284, lng: -49.2733 },
  { uf: 'PR', city: 'São José dos Pinhais', lat: -25.535, lng: -49.206 },
  { uf: 'PR', city: 'Sao Jose dos Pinhais', lat: -25.535, lng: -49.206 },
  { uf: 'RJ', city: 'Rio de Janeiro', lat: -22.9068, lng: -43.1729 },
  { uf: 'MG', city: 'Belo Horizonte', lat: -19.9167, lng: -43.9345 },
  { uf: 'AM', city: 'Manaus', lat: -3.119, lng: -60.0217 },
  { uf: 'RS', city: 'Porto Alegre', lat: -30.0346, lng: -51.2177 },
  { uf: 'BA', city: 'São José', lat: -12.9714, lng: -38.5014 },
  { uf: 'SC', city: 'São José', lat: -27.6136, lng: -48.6366 },
];

const NAME_STARTS = [
  'Água',
  'agua',
  'AGUA',
  'Auto Peças',
  'Auto-Peças',
  'AUTO PECAS',
  'Élite',
  'Zé',
  'Ônix',
  'Baterias',
  '123 Baterias',
  'Loja',
  'Çaçador',
  '😀 Energia',
  'ｘ Full',
  'Ação',
  'Acao',
  'A',
  'Baterias 100%',
  'Loja_do_Zé',
];
const NAME_ENDS = ['', ' Baterias', ' Centro', ' & Filhos', ' Ltda', ' 2', ' São José', ' Moto'];
const DISTRICTS = ['Centro', 'Jardim América', 'Vila Nova', 'São José', 'Boa Vista', 'Água Verde'];

/** Search terms and city filters the random queries draw from (matching, accented, LIKE metacharacters, absent). */
export const SEARCH_TERMS = ['agua', 'AUTO', 'peças', 'centro', 'são', 'jose', '%', '_', 'zé', 'x', '😀', 'nova', 'ba', '  Loja ', 'zzz'];
const CITY_FILTERS = [
  'São Paulo',
  'sao-paulo',
  'SAO PAULO',
  'Mogi Mirim',
  'mogi-mirim',
  'Curitiba',
  'São José dos Pinhais',
  'sao jose dos pinhais',
  'São José',
  'Manaus',
  'Xique-Xique',
  "santa barbara d'oeste",
];

type CompanyValues = typeof companies.$inferInsert;

/** Notes that would break a hand-made JSON or the fragment offsets if they were not escaped. */
const NOTES = [null, 'Feriado municipal', 'Férias "coletivas"', ',"lines":[],"addressPosition":', 'Balanço </script>'];

/** Opening hours for about half of the companies (the public JSON carries them in the compact form). */
const randomHours = (random: Random): CompanyValues['openingHours'] => {
  if (random.chance(0.5)) return null;
  const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    intervals: random.chance(0.2)
      ? []
      : random.chance(0.5)
        ? [
            { open: '08:00', close: '12:00' },
            { open: '13:00', close: '18:00' },
          ]
        : [{ open: '09:00', close: '00:00' }],
  }));
  const exceptions = random.chance(0.3)
    ? [{ date: '2026-12-24', closed: random.chance(0.5), intervals: [] as { open: string; close: string }[], note: random.pick(NOTES) }]
    : [];
  for (const e of exceptions) if (!e.closed) e.intervals = [{ open: '08:00', close: '12:00' }];
  return { week, exceptions };
};

/** A random company (not yet inserted); `previous` lends its coordinates sometimes (equal distances). */
export const randomCompany = (random: Random, n: number, previous: CompanyValues[]): CompanyValues => {
  const place = random.pick(CITIES);
  const located = random.chance(0.95);
  const twin = located && previous.length > 0 && random.chance(0.1) ? random.pick(previous) : null;
  const latitude = twin?.latitude != null ? twin.latitude : located ? place.lat + (random.next() - 0.5) * 0.6 : null;
  const longitude = twin?.longitude != null ? twin.longitude : located ? place.lng + (random.next() - 0.5) * 0.6 : null;
  const roll = random.next();
  return {
    name: `${random.pick(NAME_STARTS)}${random.pick(NAME_ENDS)}${random.chance(0.3) ? ` ${n % 97}` : ''}`,
    cep: String(10_000_000 + random.int(0, 89_999_999)),
    logradouro: 'Rua das Baterias',
    numero: String(random.int(1, 9999)),
    neibor: random.pick(DISTRICTS),
    city: place.city,
    uf: place.uf,
    phone: random.chance(0.8) ? `11${random.int(30_000_000, 39_999_999)}` : null,
    whatsapp: random.chance(0.5) ? `119${random.int(80_000_000, 99_999_999)}` : null,
    email: random.chance(0.7) ? `loja${n}@exemplo.com.br` : null,
    latitude: latitude === null ? null : Math.round(latitude * 1e6) / 1e6,
    longitude: longitude === null ? null : Math.round(longitude * 1e6) / 1e6,
    isAssistence: random.chance(0.3),
    status: roll < 0.75 ? 'approved' : roll < 0.9 ? 'pending' : 'disapproved',
    isActive: random.chance(0.9),
    openingHours: randomHours(random),
  };
};

/** Inserts `count` random companies with 0–3 of `lineIds` each; returns their ids. */
export const insertRandomCompanies = async (db: Database, random: Random, count: number, lineIds: readonly number[]): Promise<number[]> => {
  const ids: number[] = [];
  const previous: CompanyValues[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const values = randomCompany(random, start + i, previous);
      previous.push(values);
      return values;
    });
    const rows = await db.insert(companies).values(batch).returning({ id: companies.id });
    const links = rows.flatMap((row) =>
      random.sample(lineIds, random.chance(0.02) ? 0 : random.int(1, 3)).map((lineId) => ({ companyId: row.id, lineId })),
    );
    if (links.length) await db.insert(companyLines).values(links);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
};

/** Random changes made behind the API's back (as SQL): status, activity, name, place, position, assistance, lines, deletion. */
export const mutateRandomCompanies = async (
  db: Database,
  random: Random,
  ids: number[],
  count: number,
  lineIds: readonly number[],
): Promise<number[]> => {
  const touched = random.sample(ids, count);
  for (const id of touched) {
    const change = random.int(0, 7);
    const other = randomCompany(random, id, []);
    if (change === 0)
      await db
        .update(companies)
        .set({ status: other.status })
        .where(sql`${companies.id} = ${id}`);
    else if (change === 1)
      await db
        .update(companies)
        .set({ isActive: !random.chance(0.5) })
        .where(sql`${companies.id} = ${id}`);
    else if (change === 2)
      await db
        .update(companies)
        .set({ name: other.name })
        .where(sql`${companies.id} = ${id}`);
    else if (change === 3)
      await db
        .update(companies)
        .set({ city: other.city, uf: other.uf, latitude: other.latitude, longitude: other.longitude })
        .where(sql`${companies.id} = ${id}`);
    else if (change === 4)
      await db
        .update(companies)
        .set({ isAssistence: other.isAssistence, neibor: other.neibor, openingHours: other.openingHours })
        .where(sql`${companies.id} = ${id}`);
    else if (change === 5) {
      await db.delete(companyLines).where(sql`${companyLines.companyId} = ${id}`);
      const links = random.sample(lineIds, random.int(1, 3)).map((lineId) => ({ companyId: id, lineId }));
      await db.insert(companyLines).values(links);
    } else if (change === 6) await db.delete(companies).where(sql`${companies.id} = ${id}`);
    else
      await db
        .update(companies)
        .set({ status: 'approved', isActive: true })
        .where(sql`${companies.id} = ${id}`);
  }
  const deleted = new Set((await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, touched))).map((r) => r.id));
  for (let i = ids.length - 1; i >= 0; i--) if (!deleted.has(ids[i]!)) ids.splice(i, 1);
  return touched;
};

const point = (random: Random) => {
  if (random.chance(0.15)) return { lat: -33 + random.next() * 38, lng: -73 + random.next() * 40 };
  const place = random.pick(CITIES);
  return { lat: place.lat + (random.next() - 0.5) * 0.8, lng: place.lng + (random.next() - 0.5) * 0.8 };
};

/** A random public list query as the route receives it (the raw query string values), parsed by the route's schema. */
export const randomListQuery = (random: Random, lineIds: readonly number[]): { raw: Record<string, string>; query: TPublicPartnerListQuery } => {
  const raw: Record<string, string> = {};
  const place = random.pick(CITIES);
  if (random.chance(0.4)) raw.uf = random.chance(0.9) ? place.uf : 'TO';
  if (random.chance(0.3)) raw.city = random.chance(0.5) ? place.city : random.pick(CITY_FILTERS);
  if (random.chance(0.4)) raw.line = [...random.sample(lineIds, random.int(1, 2)), ...(random.chance(0.05) ? [9999] : [])].join(',');
  if (random.chance(0.3)) raw.isAssistence = random.chance(0.6) ? 'true' : 'false';
  if (random.chance(0.15)) raw.searchTerm = random.pick(SEARCH_TERMS);
  if (random.chance(0.5)) {
    const { lat, lng } = point(random);
    raw.lat = lat.toFixed(4);
    raw.lng = lng.toFixed(4);
    if (random.chance(0.3)) raw.fallbackNearest = 'true';
    if (random.chance(0.3)) raw.radiusKm = String(random.pick(PARTNER_RADII_KM));
  }
  raw.pageSize = String(random.chance(0.6) ? 10 : random.int(1, 100));
  const page = random.next();
  raw.pageIndex = String(page < 0.55 ? 0 : page < 0.9 ? random.int(1, 5) : random.int(6, 400));
  return { raw, query: ZPublicPartnerListQuerySchema.parse(raw) };
};
