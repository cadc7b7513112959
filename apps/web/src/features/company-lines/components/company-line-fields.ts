import type { ReactNode } from 'react';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFieldOption, TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import type { TCompanyLine } from '@rede/domain';
import { getCompanyOptions, searchCompanyOptions } from '../api/get-company-options';
import { getLineOptions, getLinesOfCompany } from '../api/get-line-options';

/**
 * The line choices for a company: every line (GET /lines/list/newUser), the ones the company already
 * has shown but disabled ('Moto (já associada)'), except the line being edited.
 */
export const lineChoicesFor = async (t: TTranslate, companyId: unknown, currentLineId: unknown): Promise<TFieldOption[]> => {
  const [all, linked] = await Promise.all([getLineOptions(), companyId ? getLinesOfCompany(Number(companyId)) : Promise.resolve([])]);
  const taken = new Set(linked.map((l) => l.id));
  return all.map((line) => {
    const disabled = taken.has(line.id) && line.id !== Number(currentLineId);
    return { value: line.id, label: disabled ? t('companyLines.alreadyLinked', { name: line.name }) : line.name, disabled };
  });
};

/** companyLine/{id?}: the company (any, for an administrator; one of the user's otherwise) and the product line. */
export const companyLineFormFields = (
  t: TTranslate,
  options: { defaultCompanyId: number | null; searchAllCompanies: boolean; currentLineId?: number; openedAt: number },
): TFormField[] => [
  {
    property: 'companyId',
    type: 'fk',
    label: t('companyLines.fields.company'),
    required: true,
    // an administrator searches every company on the server; a company user picks among their own few
    ...(options.searchAllCompanies
      ? { searchOptions: (_values, searchTerm) => searchCompanyOptions(searchTerm, options.defaultCompanyId) }
      : { loadOptions: getCompanyOptions }),
    ...(options.defaultCompanyId ? { defaultValue: options.defaultCompanyId } : {}),
  },
  {
    property: 'lineId',
    type: 'fk',
    label: t('companyLines.fields.line'),
    required: true,
    loadOptions: (values) => lineChoicesFor(t, values.companyId, options.currentLineId),
    optionsDependOn: ['companyId'],
    // read afresh each time the form opens (which lines are taken changes as lines are added)
    optionsKey: [options.currentLineId ?? 'new', options.openedAt],
  },
];

export const companyLineColumns = (t: TTranslate, render: { line: (row: TCompanyLine) => ReactNode }): TDataTableColumn<TCompanyLine>[] => [
  { key: 'line', label: t('companyLines.fields.line'), minWidth: 160, render: render.line },
  { key: 'company', label: t('companyLines.fields.company'), minWidth: 160 },
  { key: 'dtRegister', label: t('companyLines.fields.dtRegister'), display: 'date' },
];
