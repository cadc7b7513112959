/**
 * Company import: the spreadsheet's columns (the template), the import job and its rows as
 * the API answers them, the commit body and the rows' query.
 */
import { z } from 'zod';
import { ZListQuerySchema } from '../api.ts';
import {
  COMPANY_IMPORT_ACTIONS,
  COMPANY_IMPORT_FORMATS,
  COMPANY_IMPORT_RESULTS,
  COMPANY_IMPORT_STATES,
  COMPANY_IMPORT_STATUSES,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { zQueryEnum } from './query-fields.ts';

/**
 * How a column's cells are read: text (trimmed), a document kept as typed (a number cell is padded
 * with leading zeros: Excel drops them), a decimal (point or comma), Ativo/Inativo, Sim/Não, or the
 * line names separated by commas.
 */
export type CompanyImportColumnKind = 'text' | 'cnpj' | 'cep' | 'decimal' | 'active' | 'yesNo' | 'lines';

export type CompanyImportColumn = {
  /** The company form's field the column fills. */
  key: CompanyImportColumnKey;
  /** The header (the company export's where it has the column). */
  label: string;
  required: boolean;
  kind: CompanyImportColumnKind;
  /** The template's example row. */
  example: string;
  /** What to write in it (the template's instructions). */
  help: string;
};

export const COMPANY_IMPORT_COLUMN_KEYS = [
  'name',
  'cnpj',
  'razaoSocial',
  'uf',
  'city',
  'email',
  'phone',
  'whatsapp',
  'lines',
  'isActive',
  'isAssistence',
  'cep',
  'logradouro',
  'numero',
  'complement',
  'neibor',
  'latitude',
  'longitude',
] as const;
export type CompanyImportColumnKey = (typeof COMPANY_IMPORT_COLUMN_KEYS)[number];

/**
 * The template's columns, in order. The company export's headers (Nome, CNPJ, UF, Cidade, E-mail, Linhas,
 * Ativo/Inativo) keep their names and order; its 'Contato' is split into Telefone and WhatsApp; the address
 * and the coordinates follow. The export's ID and Status are accepted and ignored (COMPANY_IMPORT_IGNORED_COLUMNS):
 * companies are matched by CNPJ and the status is chosen for the batch.
 */
export const COMPANY_IMPORT_COLUMNS: readonly CompanyImportColumn[] = [
  { key: 'name', label: 'Nome', required: true, kind: 'text', example: 'Baterias Exemplo Centro', help: 'Nome da loja como aparece no diretório.' },
  {
    key: 'cnpj',
    label: 'CNPJ',
    required: true,
    kind: 'cnpj',
    example: '11.222.333/0001-81',
    help: 'Com ou sem pontuação. Identifica a empresa: um CNPJ já cadastrado atualiza a empresa.',
  },
  { key: 'razaoSocial', label: 'Razão social', required: false, kind: 'text', example: 'Baterias Exemplo Ltda', help: 'Opcional.' },
  { key: 'uf', label: 'UF', required: true, kind: 'text', example: 'SP', help: 'Sigla do estado (SP, RJ, MG…).' },
  { key: 'city', label: 'Cidade', required: true, kind: 'text', example: 'São Paulo', help: 'Nome do município, como no IBGE (acentos opcionais).' },
  {
    key: 'email',
    label: 'E-mail',
    required: false,
    kind: 'text',
    example: 'contato@bateriasexemplo.com.br',
    help: 'E-mail de contato da loja. Opcional.',
  },
  { key: 'phone', label: 'Telefone', required: false, kind: 'text', example: '(11) 3333-4444', help: '(DD) 0000-0000 ou (DD) 00000-0000. Opcional.' },
  { key: 'whatsapp', label: 'WhatsApp', required: false, kind: 'text', example: '(11) 98888-7777', help: '(DD) 00000-0000. Opcional.' },
  {
    key: 'lines',
    label: 'Linhas',
    required: true,
    kind: 'lines',
    example: 'Moto, Carro',
    help: 'Nomes das linhas de produtos cadastradas, separados por vírgula.',
  },
  {
    key: 'isActive',
    label: 'Ativo/Inativo',
    required: false,
    kind: 'active',
    example: 'Ativo',
    help: 'Ativo ou Inativo. Vazio: ativa ao cadastrar, sem mudança ao atualizar.',
  },
  {
    key: 'isAssistence',
    label: 'Assistência técnica',
    required: false,
    kind: 'yesNo',
    example: 'Não',
    help: 'Sim ou Não. Vazio: Não ao cadastrar, sem mudança ao atualizar.',
  },
  { key: 'cep', label: 'CEP', required: true, kind: 'cep', example: '01310-100', help: '8 dígitos, com ou sem hífen.' },
  { key: 'logradouro', label: 'Logradouro', required: true, kind: 'text', example: 'Avenida Paulista', help: 'Rua, avenida…' },
  { key: 'numero', label: 'Número', required: true, kind: 'text', example: '1000', help: 'Número do endereço (ou S/N).' },
  { key: 'complement', label: 'Complemento', required: false, kind: 'text', example: 'Loja 2', help: 'Opcional.' },
  { key: 'neibor', label: 'Bairro', required: true, kind: 'text', example: 'Bela Vista', help: 'Bairro do endereço.' },
  {
    key: 'latitude',
    label: 'Latitude',
    required: false,
    kind: 'decimal',
    example: '-23.5614',
    help: 'Posição no mapa (ponto ou vírgula decimal). Vazias: buscadas pelo CEP durante a importação.',
  },
  { key: 'longitude', label: 'Longitude', required: false, kind: 'decimal', example: '-46.6559', help: 'Junto com a latitude.' },
];

/**
 * Columns a file may carry that the import ignores: the company export's ID and Status (matched by CNPJ; status
 * chosen for the batch) and the failed-rows report's Linha and Erros, so that report goes back in once fixed.
 */
export const COMPANY_IMPORT_IGNORED_COLUMNS = ['ID', 'Status', MESSAGES.companyImport.rowColumn, MESSAGES.companyImport.errorsColumn] as const;

/** A problem of a row: the column's header (null: the whole row) and the pt-BR message. */
export const ZCompanyImportIssueSchema = z.object({ column: z.string().nullable(), message: z.string() });
export type TCompanyImportIssue = z.infer<typeof ZCompanyImportIssueSchema>;

/** One data row of an import: what the dry run planned, and (after the commit) what was done. */
export const ZCompanyImportRowSchema = z.object({
  /** The row's number in the spreadsheet (the header is row 1). */
  rowNumber: z.number().int(),
  action: z.enum(COMPANY_IMPORT_ACTIONS),
  /** The company the CNPJ matched (update, skip) or the one created. */
  companyId: z.number().int().nullable(),
  name: z.string(),
  cnpj: z.string(),
  city: z.string(),
  uf: z.string(),
  /** Headers of the columns an update changes. */
  changes: z.array(z.string()),
  errors: z.array(ZCompanyImportIssueSchema),
  warnings: z.array(ZCompanyImportIssueSchema),
  result: z.enum(COMPANY_IMPORT_RESULTS).nullable(),
});
export type TCompanyImportRow = z.infer<typeof ZCompanyImportRowSchema>;

const count = () => z.number().int().nonnegative();

/** An import job: the file, the dry run's counts, the progress of the background run and its result. */
export const ZCompanyImportSchema = z.object({
  id: z.number().int(),
  state: z.enum(COMPANY_IMPORT_STATES),
  fileName: z.string(),
  format: z.enum(COMPANY_IMPORT_FORMATS),
  /** Data rows of the file. */
  rows: count(),
  /** Headers of the file's columns that are ignored (ID, Status). */
  ignoredColumns: z.array(z.string()),
  /** The status chosen for the companies it creates (null until confirmed). */
  companyStatus: z.enum(COMPANY_IMPORT_STATUSES).nullable(),
  /** The dry run: rows to create, to update, unchanged (skip) and with errors. */
  planned: z.object({ create: count(), update: count(), skip: count(), error: count() }),
  /** The background run: rows done of the rows without errors, as a whole percentage. */
  progress: z.object({ processed: count(), total: count(), percent: z.number().int().min(0).max(100) }),
  /** What the run did; failed counts the dry run's rows with errors too. */
  result: z.object({
    created: count(),
    updated: count(),
    skipped: count(),
    failed: count(),
    positionsFromCep: count(),
    positionsMissing: count(),
  }),
  createdBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  committedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TCompanyImport = z.infer<typeof ZCompanyImportSchema>;

/** POST /companys/import (the dry run): the job and the first page of its rows (errors first). */
export const ZCompanyImportPreviewSchema = ZCompanyImportSchema.extend({
  preview: z.object({ data: z.array(ZCompanyImportRowSchema), total: count() }),
});
export type TCompanyImportPreview = z.infer<typeof ZCompanyImportPreviewSchema>;

/** POST /companys/import/{id}/commit body: `{ import: { companyStatus } }`. */
export const ZCompanyImportCommitSchema = z.object({
  companyStatus: z.enum(COMPANY_IMPORT_STATUSES, {
    error: (issue) => (issue.input == null || issue.input === '' ? MESSAGES.validation.required : MESSAGES.validation.invalid),
  }),
});
export type TCompanyImportCommit = z.infer<typeof ZCompanyImportCommitSchema>;

/** GET /companys/import/{id}/rows: a page of the rows, optionally of one planned action or one result. */
export const ZCompanyImportRowsQuerySchema = ZListQuerySchema.pick({ pageSize: true, pageIndex: true }).extend({
  action: zQueryEnum(COMPANY_IMPORT_ACTIONS),
  result: zQueryEnum(COMPANY_IMPORT_RESULTS),
});
export type TCompanyImportRowsQuery = z.infer<typeof ZCompanyImportRowsQuerySchema>;

/** GET /companys/import/template: the template as .xlsx (default) or .csv. */
export const ZCompanyImportTemplateQuerySchema = z.object({ format: zQueryEnum(COMPANY_IMPORT_FORMATS) });
export type TCompanyImportTemplateQuery = z.infer<typeof ZCompanyImportTemplateQuerySchema>;
