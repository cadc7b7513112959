import type { CompanyStatus } from '@rede/domain';
import { FIRST_NAMES, STORE_PATTERNS, SURNAMES } from '../../apps/api/src/db/seed/demo-names.ts';
import { generateCnpj } from '../../apps/api/src/db/seed/generate-cnpj.ts';
import { companyContact, jitter, slug } from '../../apps/api/src/db/seed/seed-demo.ts';
import { createRandom, type Random } from '../../apps/api/src/db/seed/prng.ts';
import { BENCH_CITIES, BENCH_DISTRICTS, BENCH_STREETS, type BenchCity } from './cities.ts';

/** One generated partner company: the values of a `companies` row plus its line ids. */
export type BenchCompany = {
  id: number;
  name: string;
  cnpj: string;
  razaoSocial: string;
  phone: string;
  whatsapp: string;
  email: string;
  isActive: boolean;
  cep: string;
  latitude: number | null;
  longitude: number | null;
  logradouro: string;
  numero: string;
  complement: string | null;
  neibor: string;
  city: string;
  uf: string;
  adminName: string;
  adminEmail: string;
  isAssistence: boolean;
  status: CompanyStatus;
  dtRegister: Date;
  lineIds: number[];
};

export const BENCH_SEED = 20261122;
/** Share of companies registered without coordinates (an address the geocoder did not find). */
const NO_POSITION_SHARE = 0.03;

/** Mostly approved; some pending and rejected. */
const pickStatus = (random: Random): CompanyStatus => {
  const roll = random.next();
  return roll < 0.78 ? 'approved' : roll < 0.9 ? 'pending' : 'disapproved';
};

/** Picks a city with probability proportional to its population. */
const cityPicker = (random: Random) => {
  const cumulative: number[] = [];
  let sum = 0;
  for (const city of BENCH_CITIES) cumulative.push((sum += city.population));
  return (): BenchCity => {
    const target = random.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return BENCH_CITIES[lo]!;
  };
};

/**
 * `count` partner companies, deterministic for a seed: valid unique CNPJs, the 27 states (cities
 * weighted by population, so SP has the largest share), coordinates inside the cities (3 % without),
 * the city's phone area code and CEP range, 1–4 of `lineIds`, mixed statuses (78 % approved, of which
 * 93 % active), 30 % technical-assistance points, registered over the last two years. Ids 1..count.
 */
export function* generateCompanies(count: number, lineIds: readonly number[], seed = BENCH_SEED, now = Date.now()): Generator<BenchCompany> {
  const random = createRandom(seed);
  const pickCity = cityPicker(random);
  const usedCnpjs = new Set<string>();
  for (let id = 1; id <= count; id++) {
    const city = pickCity();
    const surname = random.pick(SURNAMES);
    const firstName = random.pick(FIRST_NAMES);
    const district = random.pick(BENCH_DISTRICTS);
    const name = random.pick(STORE_PATTERNS).replace('{surname}', surname).replace('{city}', city.city).replace('{district}', district);
    let cnpj = generateCnpj(random);
    while (usedCnpjs.has(cnpj)) cnpj = generateCnpj(random);
    usedCnpjs.add(cnpj);
    const domain = `${slug(name).slice(0, 24)}${id}.com.br`;
    const status = pickStatus(random);
    const position = random.chance(NO_POSITION_SHARE) ? null : jitter(random, city);
    yield {
      id,
      name,
      cnpj,
      ...companyContact(random, city, surname, domain),
      isActive: status !== 'approved' || random.chance(0.93),
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      logradouro: random.pick(BENCH_STREETS),
      numero: String(random.int(10, 4999)),
      complement: random.chance(0.25) ? random.pick(['Loja 1', 'Sala 2', 'Galpão 3', 'Fundos', 'Box 4']) : null,
      neibor: district,
      city: city.city,
      uf: city.uf,
      adminName: `${firstName} ${surname}`,
      adminEmail: `${slug(firstName)}.${slug(surname)}@${domain}`,
      isAssistence: random.chance(0.3),
      status,
      dtRegister: new Date(now - random.int(1, 730) * 86_400_000 - random.int(0, 86_399) * 1000),
      lineIds: random.sample(lineIds, random.int(1, Math.min(4, lineIds.length))).sort((a, b) => a - b),
    };
  }
}
