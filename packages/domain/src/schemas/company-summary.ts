/** Company summary row (section 3): the company export columns, in order, and the mapping from a company. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { displayedCompanyStatus, type TCompany } from './company.ts';
import { joinLineNames } from './log-export-row.ts';
import { openingHoursText } from '../opening-hours/format-hours.ts';
import { openingHoursOrNull } from './opening-hours.ts';

export const COMPANY_SUMMARY_COLUMNS = ['id', 'nome', 'cnpj', 'uf', 'cidade', 'email', 'contato', 'linhas', 'status'] as const;

export const ZCompanySummaryRowSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cnpj: z.string(),
  uf: z.string(),
  cidade: z.string(),
  email: z.string(),
  contato: z.string(),
  linhas: z.string(),
  status: z.string(),
});
export type TCompanySummaryRow = z.infer<typeof ZCompanySummaryRowSchema>;

export type TCompanySummarySource = Pick<TCompany, 'id' | 'name' | 'cnpj' | 'uf' | 'city' | 'email' | 'phone' | 'whatsapp' | 'lines' | 'status'> &
  Partial<Pick<TCompany, 'review'>>;

/**
 * contato is the phone (or the WhatsApp number when there is no phone); status is the pt-BR label of the
 * status the back-office shows (an approved company with a proposed change: 'Pendente', as the list filter).
 */
export const toCompanySummaryRow = (company: TCompanySummarySource): TCompanySummaryRow => ({
  id: company.id,
  nome: company.name,
  cnpj: company.cnpj ?? '',
  uf: company.uf,
  cidade: company.city,
  email: company.email ?? '',
  contato: company.phone ?? company.whatsapp ?? '',
  linhas: joinLineNames(company.lines),
  status: MESSAGES.companyStatus[displayedCompanyStatus(company)],
});

/**
 * The company export (GET /companys/company/export): the summary row's data plus whether the company is active,
 * under pt-BR headers like the other exports. `columns=` names them by the row's names or by the company list's
 * column keys (what the list screen sends: its visible columns in screen order).
 */
export const COMPANY_EXPORT_COLUMNS = [
  { key: 'id', label: 'ID', listKey: 'id' },
  { key: 'nome', label: 'Nome', listKey: 'name' },
  { key: 'cnpj', label: 'CNPJ', listKey: 'cnpj' },
  { key: 'uf', label: 'UF', listKey: 'uf' },
  { key: 'cidade', label: 'Cidade', listKey: 'city' },
  { key: 'email', label: 'E-mail', listKey: 'email' },
  { key: 'contato', label: 'Contato', listKey: 'phone' },
  { key: 'linhas', label: 'Linhas', listKey: 'lines' },
  { key: 'status', label: 'Status', listKey: 'status' },
  { key: 'ativo', label: 'Ativo/Inativo', listKey: 'isActive' },
  { key: 'horario', label: MESSAGES.openingHours.title, listKey: 'openingHours' },
] as const;

export type TCompanyExportRow = TCompanySummaryRow & { ativo: string; horario: string };

/** The summary row plus 'Ativo' / 'Inativo' and the opening hours in one readable line (openingHoursText). */
export const toCompanyExportRow = (
  company: TCompanySummarySource & Pick<TCompany, 'isActive'> & Partial<Pick<TCompany, 'openingHours'>>,
): TCompanyExportRow => ({
  ...toCompanySummaryRow(company),
  ativo: MESSAGES.active[company.isActive ? 'true' : 'false'],
  horario: openingHoursText(openingHoursOrNull(company.openingHours)),
});
