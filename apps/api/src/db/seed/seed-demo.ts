import { asc, count, eq } from 'drizzle-orm';
import type { CompanyStatus, LogAction, TOpeningHours } from '@rede/domain';
import { hashPassword } from '../../lib/password.ts';
import { randomDemoPassword, type DemoAccount } from './demo-accounts.ts';
import type { Database } from '../client.ts';
import { companies, companyLines, companyLogs, lines, userCompanies, users } from '../schema/index.ts';
import { DEMO_CITIES, type DemoCity } from './demo-cities.ts';
import { FIRST_NAMES, STORE_PATTERNS, SURNAMES } from './demo-names.ts';
import { generateCnpj } from './generate-cnpj.ts';
import { createRandom, type Random } from './prng.ts';

export const DEMO_COMPANIES_PER_CITY = 4;
/** The first demo companies' users get documented addresses (README), to try the company side. */
export const DEMO_FIXED_ACCOUNTS = 3;
export const demoAccountEmail = (n: number): string => `parceiro${n}@demo.rededeparceiros.com.br`;
const SEED = 20240601;
/** Hours draw from their own sequence: the rest of the demo network stays what it was. */
const HOURS_SEED = 20240602;
/** The share of demo partners that inform opening hours (the rest show "sem horário informado"). */
const DEMO_HOURS_SHARE = 0.6;

/** Realistic hours of a Brazilian battery shop: weekdays with or without a lunch break, Saturday morning, or every day. */
const DEMO_HOURS: ((day: number) => { open: string; close: string }[])[] = [
  (day) => (day === 0 ? [] : day === 6 ? [{ open: '08:00', close: '12:00' }] : [{ open: '08:00', close: '18:00' }]),
  (day) =>
    day === 0
      ? []
      : day === 6
        ? [{ open: '08:00', close: '13:00' }]
        : [
            { open: '08:00', close: '12:00' },
            { open: '13:30', close: '18:00' },
          ],
  (day) => (day === 0 ? [{ open: '08:00', close: '12:00' }] : [{ open: '07:00', close: '19:00' }]),
  () => [{ open: '00:00', close: '00:00' }],
];

/** The demo opening hours of one partner, or null (not informed). */
export const demoOpeningHours = (random: Random): TOpeningHours | null => {
  if (!random.chance(DEMO_HOURS_SHARE)) return null;
  const pattern = random.pick(DEMO_HOURS);
  return { week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: pattern(day) })), exceptions: [] };
};
const KM_PER_DEGREE = 111.32;

export const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** A point within `radiusKm` of the city centre (uniform over the disc). */
export const jitter = (random: Random, city: Pick<DemoCity, 'latitude' | 'longitude' | 'radiusKm'>) => {
  const distance = city.radiusKm * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const latitude = city.latitude + (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const longitude = city.longitude + (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
};

export const digits = (random: Random, length: number) => Array.from({ length }, () => String(random.int(0, 9))).join('');

/** Razão social, phone and WhatsApp of the city's area code, e-mail of the domain and a CEP of the city's range. */
export const companyContact = (random: Random, city: { ddd: string; cep: readonly [number, number] }, surname: string, domain: string) => ({
  razaoSocial: `${surname} ${random.pick(['Comércio de Baterias', 'Auto Elétrica', 'Distribuidora de Baterias', 'Peças e Serviços Automotivos'])} Ltda`,
  phone: `${city.ddd}${random.int(2, 3)}${digits(random, 7)}`,
  whatsapp: `${city.ddd}9${random.int(8, 9)}${digits(random, 7)}`,
  email: `contato@${domain}`,
  cep: String(random.int(city.cep[0], city.cep[1])).padStart(5, '0') + digits(random, 3),
});

const status = (random: Random): CompanyStatus => {
  const roll = random.next();
  return roll < 0.75 ? 'approved' : roll < 0.9 ? 'pending' : 'disapproved';
};

/**
 * A realistic demo partner network (SEED_DEMO): 4 stores in each of 17 real cities of 13 states,
 * valid CNPJs, coordinates inside the cities, mixed statuses and lines, some technical-assistance
 * points; each store with its company user and its log ('create', plus the admin's decision).
 * Deterministic but for the passwords: every demo account gets its own random password (flagged
 * `is_demo`), returned once so the caller writes them to DATA_DIR/demo-accounts.txt (never to the
 * log). Runs only when there is no company. Returns the accounts created (one per company).
 */
export const seedDemo = async (db: Database): Promise<DemoAccount[]> => {
  const [existing] = await db.select({ total: count() }).from(companies);
  if ((existing?.total ?? 0) > 0) return [];

  const random = createRandom(SEED);
  const hoursRandom = createRandom(HOURS_SEED);
  const allLines = await db.select({ id: lines.id, name: lines.name }).from(lines).orderBy(asc(lines.id));
  const [admin] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .limit(1);
  const usedCnpjs = new Set<string>();
  const usedNames = new Set<string>();
  const now = Date.now();
  let created = 0;
  const accounts: DemoAccount[] = [];
  // scrypt runs in the thread pool: hash all the random passwords at once (~3 s for 68).
  const total = DEMO_CITIES.length * DEMO_COMPANIES_PER_CITY;
  const passwords = Array.from({ length: total }, () => randomDemoPassword());
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));

  await db.transaction(async (tx) => {
    for (const city of DEMO_CITIES) {
      for (let n = 0; n < DEMO_COMPANIES_PER_CITY; n++) {
        const firstName = random.pick(FIRST_NAMES);
        const surname = random.pick(SURNAMES);
        const district = random.pick(city.districts);
        let name = random.pick(STORE_PATTERNS).replace('{surname}', surname).replace('{city}', city.city).replace('{district}', district);
        if (usedNames.has(name)) name = `${name} ${city.city}`;
        if (usedNames.has(name)) name = `${name} ${n + 1}`;
        usedNames.add(name);

        let cnpj = generateCnpj(random);
        while (usedCnpjs.has(cnpj)) cnpj = generateCnpj(random);
        usedCnpjs.add(cnpj);

        const domain = `${slug(name).slice(0, 30)}.com.br`;
        const ownerName = `${firstName} ${surname}`;
        const ownerEmail = created < DEMO_FIXED_ACCOUNTS ? demoAccountEmail(created + 1) : `${slug(firstName)}.${slug(surname)}@${domain}`;
        const companyStatus = status(random);
        const isActive = companyStatus !== 'approved' || random.chance(0.93);
        const registeredAt = new Date(now - random.int(20, 540) * 86_400_000 - random.int(0, 86_399) * 1000);
        const decidedAt = new Date(registeredAt.getTime() + random.int(1, 10) * 86_400_000);
        const chosenLines = random.sample(allLines, random.int(1, Math.min(4, allLines.length)));
        const position = jitter(random, city);

        const [user] = await tx
          .insert(users)
          .values({
            name: ownerName,
            email: ownerEmail,
            passwordHash: hashes[created]!,
            type: 'company',
            isAdmin: false,
            isActive: true,
            canDeleteItself: true,
            isDemo: true,
            dtRegister: registeredAt,
            dtUpdate: registeredAt,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('demo user insert returned no row');

        const company = {
          name,
          cnpj,
          ...companyContact(random, city, surname, domain),
          isActive,
          latitude: position.latitude,
          longitude: position.longitude,
          logradouro: random.pick(city.streets),
          numero: String(random.int(10, 2999)),
          complement: random.chance(0.3) ? random.pick(['Loja 1', 'Sala 2', 'Galpão 3', 'Fundos', 'Box 4']) : null,
          neibor: district,
          city: city.city,
          uf: city.uf,
          adminName: ownerName,
          adminEmail: ownerEmail,
          userAdminId: user.id,
          isAssistence: random.chance(0.3),
          status: companyStatus,
          dtRegister: registeredAt,
          dtUpdate: companyStatus === 'pending' ? registeredAt : decidedAt,
        };
        const [row] = await tx
          .insert(companies)
          .values({ ...company, openingHours: demoOpeningHours(hoursRandom) })
          .returning({ id: companies.id });
        if (!row) throw new Error('demo company insert returned no row');

        await tx.update(users).set({ companyId: row.id }).where(eq(users.id, user.id));
        await tx.insert(userCompanies).values({ userId: user.id, companyId: row.id, createdAt: registeredAt });
        await tx
          .insert(companyLines)
          .values(chosenLines.map((line) => ({ companyId: row.id, lineId: line.id, dtRegister: registeredAt, dtUpdate: registeredAt })));

        const { userAdminId: _userAdminId, dtRegister: _dtRegister, dtUpdate: _dtUpdate, ...snapshot } = company;
        const lineNames = chosenLines.map((line) => line.name);
        const lineIds = chosenLines.map((line) => line.id);
        const logs: { typeAction: LogAction; at: Date; status: CompanyStatus; by: { id: number; name: string; email: string } }[] = [
          { typeAction: 'create', at: registeredAt, status: 'pending', by: { id: user.id, name: ownerName, email: ownerEmail } },
        ];
        if (companyStatus !== 'pending' && admin) {
          logs.push({ typeAction: companyStatus === 'approved' ? 'approved' : 'rejected', at: decidedAt, status: companyStatus, by: admin });
        }
        await tx.insert(companyLogs).values(
          logs.map((log) => ({
            ...snapshot,
            companyId: row.id,
            userAdminId: user.id,
            status: log.status,
            lineNames,
            lineIds,
            typeAction: log.typeAction,
            userExecuteActionId: log.by.id,
            userActionName: log.by.name,
            userActionEmail: log.by.email,
            createdAt: log.at,
          })),
        );
        accounts.push({ email: ownerEmail, password: passwords[created]!, company: name });
        created += 1;
      }
    }
  });
  return accounts;
};
