import { openingHoursText, type TCompanyLog, type TCompanyLogChange, type TLogValue } from '@rede/domain';
/** The snapshot fields compared between two entries, in the order the details screen shows them. */
export const COMPARED_LOG_FIELDS = [
  'name',
  'logo',
  'photo',
  'cnpj',
  'razaoSocial',
  'phone',
  'whatsapp',
  'email',
  'lines',
  'isAssistence',
  'isActive',
  'status',
  'cep',
  'addressPosition',
  'logradouro',
  'numero',
  'complement',
  'neibor',
  'city',
  'uf',
  'adminName',
  'adminEmail',
  'visualIdentityColor',
  'openingHours',
] as const satisfies readonly (keyof TCompanyLog)[];

const valueOf = (log: TCompanyLog | null, field: (typeof COMPARED_LOG_FIELDS)[number]): TLogValue => {
  if (!log) return null;
  // a set: the same lines in another order are no change
  if (field === 'lines') return log.lines.map((line) => line.name).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  // compared and shown as one readable line ('Seg a Sex 08:00–18:00; Sáb fechado; …')
  if (field === 'openingHours') return log.openingHours ? openingHoursText(log.openingHours) : null;
  const value = log[field];
  return value === undefined ? null : value;
};

const same = (a: TLogValue, b: TLogValue): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between the previous entry and this one, as { field, before, after }.
 * Without a previous entry (the first one), every field that has a value counts as changed from null.
 */
export const diffCompanyLogs = (previous: TCompanyLog | null, current: TCompanyLog): TCompanyLogChange[] =>
  COMPARED_LOG_FIELDS.flatMap((field) => {
    const before = valueOf(previous, field);
    const after = valueOf(current, field);
    if (same(before, after)) return [];
    if (!previous && (after === null || (Array.isArray(after) && after.length === 0))) return [];
    return [{ field, before, after }];
  });
