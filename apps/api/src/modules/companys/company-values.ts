import { normalizeCnpj, onlyDigits, type TCompanyCreate, type TCompanyRegister, type TCompanyUpdate, type TPosition } from '@rede/domain';
import type { companies } from '../../db/schema/index.ts';
import type { CompanyRecord } from '../company-record/company-record.ts';
import { municipalityName } from '../../lib/municipalities.ts';

type CompanyInsert = typeof companies.$inferInsert;
type Optional<T> = T | null | undefined;

/** undefined stays undefined (column untouched), null clears, a value is normalised. */
const normalised = <T>(value: Optional<string>, normalise: (v: string) => T): T | null | undefined =>
  value === undefined ? undefined : value === null ? null : normalise(value);

const position = (value: Optional<TPosition>) =>
  value === undefined ? {} : { latitude: value?.latitude ?? null, longitude: value?.longitude ?? null };

/**
 * The company columns a create or update payload sets, stored normalised: cnpj 14 characters upper
 * case, cep and phones digits. Images, lines, status, isActive and the administrator are handled apart.
 */
export const companyColumns = (input: TCompanyCreate | TCompanyUpdate | TCompanyRegister) =>
  ({
    name: input.name,
    cnpj: normalised(input.cnpj, normalizeCnpj),
    razaoSocial: input.razaoSocial,
    phone: normalised(input.phone, onlyDigits),
    whatsapp: normalised(input.whatsapp, onlyDigits),
    email: input.email,
    cep: onlyDigits(input.cep),
    ...position(input.addressPosition),
    logradouro: input.logradouro,
    numero: input.numero,
    complement: input.complement,
    neibor: input.neibor,
    // the municipality's own name (the caller checked it is one: assertCityIsMunicipality)
    city: municipalityName(input.uf, input.city) ?? input.city,
    uf: input.uf,
    isAssistence: input.isAssistence,
    visualIdentityColor: 'visualIdentityColor' in input ? input.visualIdentityColor : undefined,
    /** undefined: untouched; null: cleared. */
    openingHours: input.openingHours,
  }) satisfies Partial<CompanyInsert>;

/** Columns that change with any write and say nothing about what was edited. */
const IGNORED_IN_COMPARISON = new Set(['openingHours', 'dtUpdate', 'status']);

/**
 * True when the edit between `before` and `after` (the same company, read in the writing transaction)
 * changed the opening hours and nothing else (lines compared by id).
 */
export const onlyOpeningHoursChanged = (before: CompanyRecord, after: CompanyRecord): boolean => {
  if (JSON.stringify(before.openingHours ?? null) === JSON.stringify(after.openingHours ?? null)) return false;
  const ids = (record: CompanyRecord) =>
    record.lines
      .map((line) => line.id)
      .sort((a, b) => a - b)
      .join(',');
  if (ids(before) !== ids(after)) return false;
  return (Object.keys(after) as (keyof CompanyRecord)[]).every(
    (key) => key === 'lines' || IGNORED_IN_COMPARISON.has(key) || JSON.stringify(before[key]) === JSON.stringify(after[key]),
  );
};
