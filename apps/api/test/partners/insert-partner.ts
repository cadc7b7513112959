import type { Database } from '../../src/db/client.ts';
import { companies, companyLines } from '../../src/db/schema/index.ts';
import { tag } from '../company-helpers.ts';

export type PartnerInput = {
  name: string;
  uf: string;
  city: string;
  lat?: number | null;
  lng?: number | null;
  lines?: number[];
  isAssistence?: boolean;
  status?: 'approved' | 'pending' | 'disapproved';
  isActive?: boolean;
};

export type InsertedPartner = { id: number; name: string; uf: string; city: string };

/** A company with every public field (Curitiba's street and position unless told), inserted directly. */
export const insertPartner = async (db: Database, p: PartnerInput): Promise<InsertedPartner> => {
  const [row] = await db
    .insert(companies)
    .values({
      name: p.name,
      cep: '80010000',
      logradouro: 'Rua XV de Novembro',
      numero: '100',
      complement: 'Sala 1',
      neibor: 'Centro',
      city: p.city,
      uf: p.uf,
      phone: '4133334444',
      whatsapp: '41988887777',
      email: `contato.${tag()}@loja.com.br`,
      latitude: p.lat === undefined ? -25.4284 : p.lat,
      longitude: p.lng === undefined ? -49.2733 : p.lng,
      isAssistence: p.isAssistence ?? false,
      status: p.status ?? 'approved',
      isActive: p.isActive ?? true,
    })
    .returning({ id: companies.id, name: companies.name, uf: companies.uf, city: companies.city });
  for (const lineId of p.lines ?? []) await db.insert(companyLines).values({ companyId: row!.id, lineId });
  return row!;
};
