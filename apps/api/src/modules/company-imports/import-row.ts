import {
  COMPANY_IMPORT_COLUMNS,
  COMPANY_IMPORT_IGNORED_COLUMNS,
  formatMessage,
  MESSAGES,
  normalizeCnpj,
  onlyDigits,
  ZCompanyCreateSchema,
  type CompanyImportColumn,
  type CompanyImportColumnKey,
  type TCompanyImportIssue,
  type TPosition,
} from '@rede/domain';
import { badRequest } from '../../lib/app-error.ts';
import { looksLikeFormula } from '../../lib/list/export-cell.ts';
import { foldText } from '../../lib/list/fold-text.ts';
import { municipalityName } from '../../lib/municipalities.ts';
import type { RawCell } from './read-spreadsheet.ts';

const M = MESSAGES.companyImport;

/** A header as compared: folded, letters and digits only ('Razão Social' → 'razaosocial', 'E-mail' → 'email'). */
const headerKey = (text: string): string => foldText(text).replace(/[^a-z0-9]/g, '');

/** Other spellings a header may have. */
const ALIASES: Record<string, CompanyImportColumnKey> = {
  ativo: 'isActive',
  situacao: 'isActive',
  assistencia: 'isAssistence',
  rua: 'logradouro',
  endereco: 'logradouro',
  numeroendereco: 'numero',
  linhasdeprodutos: 'lines',
  whats: 'whatsapp',
  celular: 'whatsapp',
  fone: 'phone',
  lat: 'latitude',
  lng: 'longitude',
  lon: 'longitude',
};
const BY_HEADER = new Map<string, CompanyImportColumn>([
  ...COMPANY_IMPORT_COLUMNS.map((c) => [headerKey(c.label), c] as const),
  ...COMPANY_IMPORT_COLUMNS.map((c) => [headerKey(c.key), c] as const),
  ...Object.entries(ALIASES).map(([alias, key]) => [alias, COMPANY_IMPORT_COLUMNS.find((c) => c.key === key)!] as const),
]);
const IGNORED = new Map<string, string>(COMPANY_IMPORT_IGNORED_COLUMNS.map((label) => [headerKey(label), label]));
const COLUMN_BY_KEY = new Map(COMPANY_IMPORT_COLUMNS.map((c) => [c.key, c]));

/** The file's columns: where each known column is, and the headers it carries that the import ignores. */
export type ImportHeader = { columns: { index: number; column: CompanyImportColumn }[]; ignored: string[] };

const headerText = (cell: RawCell): string => {
  if (cell === null) return '';
  if (typeof cell === 'object') return 'formula' in cell ? cell.formula : cell.date;
  return String(cell).trim();
};

/**
 * Reads the header row: every column must be known (the template's, by header folded, or one of a few
 * other spellings), none repeated, every required one present; the company export's ID and Status are
 * accepted and ignored; blank headers are skipped. 400 naming each missing, unknown or repeated column.
 */
export const resolveHeader = (cells: readonly RawCell[]): ImportHeader => {
  const columns: ImportHeader['columns'] = [];
  const ignored: string[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  cells.forEach((cell, index) => {
    const text = headerText(cell);
    if (!text) return;
    const key = headerKey(text);
    const column = BY_HEADER.get(key);
    if (column) {
      if (columns.some((c) => c.column.key === column.key)) repeated.push(columns.find((c) => c.column.key === column.key)!.column.label);
      else columns.push({ index, column });
    } else if (IGNORED.has(key)) ignored.push(IGNORED.get(key)!);
    else unknown.push(text.slice(0, 60));
  });
  // each column named once in the message, however many times the file carries it
  const once = (names: string[]) => [...new Set(names)];
  if (columns.length === 0 && ignored.length === 0 && unknown.length === 0) throw badRequest(M.empty, { file: M.empty });
  const missing = COMPANY_IMPORT_COLUMNS.filter((c) => c.required && !columns.some((found) => found.column.key === c.key)).map((c) => c.label);
  const messages = [
    missing.length > 0 ? formatMessage(M.missingColumns, { columns: missing.join(', ') }) : null,
    unknown.length > 0 ? formatMessage(M.unknownColumns, { columns: once(unknown).join(', ') }) : null,
    repeated.length > 0 ? formatMessage(M.repeatedColumns, { columns: once(repeated).join(', ') }) : null,
  ].filter((m): m is string => m !== null);
  if (messages.length > 0) {
    const message = `${messages.join(' ')} ${M.columnsHint}`;
    throw badRequest(message, { file: message, missingColumns: missing, unknownColumns: once(unknown), repeatedColumns: once(repeated) });
  }
  return { columns, ignored: once(ignored) };
};

/** The normalised company of a row, as stored with it (a key left out: the file has no such column, the field stays as it is). */
export type ImportInput = {
  name: string;
  /** 14 characters, upper case. */
  cnpj: string;
  razaoSocial?: string | null;
  email?: string | null;
  /** Digits. */
  phone?: string | null;
  whatsapp?: string | null;
  isActive?: boolean;
  isAssistence?: boolean;
  /** 8 digits. */
  cep: string;
  logradouro: string;
  numero: string;
  complement?: string | null;
  neibor: string;
  /** The IBGE name of the municipality. */
  city: string;
  uf: string;
  lineIds: number[];
  lineNames: string[];
  /** From the file; null: resolved from the CEP while importing. */
  position: TPosition | null;
};

/** The product lines by folded name. */
export type LinesByName = ReadonlyMap<string, { id: number; name: string }>;

export type ParsedRow = {
  /** The cells as text, by column key (the failed-rows report gives them back). */
  cells: Record<string, string>;
  input: ImportInput | null;
  errors: TCompanyImportIssue[];
};

/**
 * Text a spreadsheet would run as a formula: '=', '@', a tab or CR first, or '+' / '-' first unless the
 * whole text is a number ('-23.55' is a latitude; '+cmd|…' and '-2+3' are not numbers).
 */
export const isFormulaText = (text: string): boolean => /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-]?\d+([.,]\d+)?$/.test(text));

/**
 * Whether a cell's text is refused as a formula. Only the coordinates may start with a sign (as numbers);
 * every other column (names, addresses, contacts: text the directory shows and the exports carry) is
 * refused when it starts with '=', '+', '-' or '@' whatever follows, as the exports neutralise them.
 */
const isRefusedFormula = (raw: RawCell, text: string, column: CompanyImportColumn): boolean => {
  if (raw !== null && typeof raw === 'object') return 'formula' in raw;
  if (typeof raw === 'string' && /^[\t\r]/.test(raw)) return true;
  return column.kind === 'decimal' ? isFormulaText(text) : looksLikeFormula(text);
};

/** A cell as text: numbers of documents padded with the zeros Excel drops, booleans as a person writes them. */
const cellText = (cell: RawCell, column: CompanyImportColumn): string => {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') {
    if (column.kind === 'cnpj' && Number.isInteger(cell)) return String(cell).padStart(14, '0');
    if (column.kind === 'cep' && Number.isInteger(cell)) return String(cell).padStart(8, '0');
    return String(cell);
  }
  if (typeof cell === 'boolean') return column.kind === 'active' ? MESSAGES.active[cell ? 'true' : 'false'] : MESSAGES.yesNo[cell ? 'true' : 'false'];
  return 'formula' in cell ? cell.formula : cell.date;
};

const TRUE_WORDS = new Set(['sim', 's', 'ativo', 'ativa', 'true', 'verdadeiro', '1', 'x']);
const FALSE_WORDS = new Set(['nao', 'n', 'inativo', 'inativa', 'false', 'falso', '0']);

const parseBoolean = (text: string): boolean | null => {
  const word = foldText(text).trim();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
};

const parseDecimal = (text: string): number | null => {
  const normalised = text.replace(/\s/g, '').replace(',', '.');
  if (!/^[+-]?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
};

/** Which column a form field's issue belongs to. */
const COLUMN_OF_FIELD: Record<string, CompanyImportColumnKey> = { addressPosition: 'latitude', lines: 'lines' };

/**
 * One data row → its cells as text, the normalised company and its problems (each with the column's header),
 * validated by the company form's own schema (ZCompanyCreateSchema: CNPJ, CEP, e-mail, phones, UF, lengths),
 * plus what the file adds: a CNPJ (required here: it matches the company), the city among the state's
 * IBGE municipalities (stored under its official name), the lines by name, Ativo/Inativo and Sim/Não,
 * latitude and longitude together, and no formulas in any cell.
 */
export const parseImportRow = (header: ImportHeader, rawCells: readonly RawCell[], lines: LinesByName): ParsedRow => {
  const cells: Record<string, string> = {};
  const errors = new Map<CompanyImportColumnKey, string>();
  const has = (key: CompanyImportColumnKey) => header.columns.some((c) => c.column.key === key);
  for (const { index, column } of header.columns) {
    const raw = rawCells[index] ?? null;
    const text = cellText(raw, column);
    cells[column.key] = text;
    if (isRefusedFormula(raw, text, column)) errors.set(column.key, M.formula);
    // no column is a date: a date is a value Excel converted ('12/3' typed in Número), never imported as its serial
    else if (raw !== null && typeof raw === 'object' && 'date' in raw) errors.set(column.key, formatMessage(M.dateCell, { date: raw.date }));
  }
  const text = (key: CompanyImportColumnKey) => (errors.has(key) ? '' : (cells[key] ?? ''));
  const optional = (key: CompanyImportColumnKey) => (has(key) ? text(key) : undefined);

  // CNPJ: required by the import
  if (!errors.has('cnpj') && !text('cnpj')) errors.set('cnpj', MESSAGES.validation.required);

  // lines by name
  const lineIds: number[] = [];
  const lineNames: string[] = [];
  if (!errors.has('lines')) {
    const names = text('lines')
      .split(/[,;|]/)
      .map((name) => name.trim())
      .filter(Boolean);
    const missing: string[] = [];
    for (const name of names) {
      const line = lines.get(foldText(name));
      if (!line) missing.push(name);
      else if (!lineIds.includes(line.id)) {
        lineIds.push(line.id);
        lineNames.push(line.name);
      }
    }
    if (names.length === 0) errors.set('lines', MESSAGES.validation.required);
    else if (missing.length > 0) errors.set('lines', formatMessage(M.lineNotFound, { names: missing.join(', ') }));
  }

  // booleans
  const booleanOf = (key: 'isActive' | 'isAssistence', message: string): boolean | undefined => {
    const value = optional(key);
    if (!value) return undefined;
    const parsed = parseBoolean(value);
    if (parsed === null) {
      errors.set(key, message);
      return undefined;
    }
    return parsed;
  };
  const isActive = booleanOf('isActive', M.activeValue);
  const isAssistence = booleanOf('isAssistence', M.yesNoValue);

  // position: both or none
  let position: TPosition | null = null;
  const latitudeText = optional('latitude') ?? '';
  const longitudeText = optional('longitude') ?? '';
  if (!errors.has('latitude') && !errors.has('longitude') && (latitudeText || longitudeText)) {
    if (!latitudeText || !longitudeText) errors.set(latitudeText ? 'longitude' : 'latitude', M.positionPair);
    else {
      const latitude = parseDecimal(latitudeText);
      const longitude = parseDecimal(longitudeText);
      if (latitude === null) errors.set('latitude', MESSAGES.validation.position);
      if (longitude === null) errors.set('longitude', MESSAGES.validation.position);
      if (latitude !== null && longitude !== null) position = { latitude, longitude };
    }
  }

  // the company form's schema
  const uf = text('uf').toUpperCase();
  const candidate = {
    name: text('name'),
    cnpj: text('cnpj') || null,
    razaoSocial: optional('razaoSocial'),
    phone: optional('phone'),
    whatsapp: optional('whatsapp'),
    email: optional('email'),
    lines: lineIds.length > 0 ? lineIds : [1],
    isAssistence: isAssistence ?? false,
    isActive: isActive ?? true,
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complement: optional('complement'),
    neibor: text('neibor'),
    city: text('city'),
    uf,
    addressPosition: position,
  };
  const parsed = ZCompanyCreateSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const key = (COLUMN_OF_FIELD[field] ?? field) as CompanyImportColumnKey;
      if (COLUMN_BY_KEY.has(key) && !errors.has(key)) errors.set(key, issue.message);
    }
  }

  // the city among the state's municipalities (IBGE), under its official name
  let city = candidate.city;
  if (!errors.has('uf') && !errors.has('city') && city) {
    const municipality = municipalityName(uf, city);
    if (!municipality) errors.set('city', formatMessage(M.cityNotFound, { uf }));
    else city = municipality;
  }

  const issues = COMPANY_IMPORT_COLUMNS.filter((c) => errors.has(c.key)).map((c) => ({ column: c.label, message: errors.get(c.key)! }));
  if (issues.length > 0 || !parsed.success) return { cells, input: null, errors: issues };
  const data = parsed.data;
  const input: ImportInput = {
    name: data.name,
    cnpj: normalizeCnpj(data.cnpj),
    ...(has('razaoSocial') ? { razaoSocial: data.razaoSocial ?? null } : {}),
    ...(has('email') ? { email: data.email ?? null } : {}),
    ...(has('phone') ? { phone: data.phone ? onlyDigits(data.phone) : null } : {}),
    ...(has('whatsapp') ? { whatsapp: data.whatsapp ? onlyDigits(data.whatsapp) : null } : {}),
    ...(isActive !== undefined ? { isActive } : {}),
    ...(isAssistence !== undefined ? { isAssistence } : {}),
    cep: onlyDigits(data.cep),
    logradouro: data.logradouro,
    numero: data.numero,
    ...(has('complement') ? { complement: data.complement ?? null } : {}),
    neibor: data.neibor,
    city,
    uf: data.uf,
    lineIds,
    lineNames,
    position,
  };
  return { cells, input, errors: [] };
};

/** Whether every cell of a row is empty (such rows are skipped, like a spreadsheet's blank lines). */
export const isBlankRow = (cells: readonly RawCell[]): boolean =>
  cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
