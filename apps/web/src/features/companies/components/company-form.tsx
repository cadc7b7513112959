import { useMemo, type ReactNode } from 'react';
import { ZCompanyCreateSchema, ZCompanyUpdateSchema, type TFormValues } from '@rede/domain';
import { createAddressFocus } from '@/components/address/address-focus';
import { FormEngine, type TFormEngineProps } from '@/components/form/form-engine';
import { useCan } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import type { TCompanyRecord } from '../api/types';
import { companyFormFields, companySteps, type TCompanyFormVariant } from './company-fields';

export type TCompanyFormProps = {
  variant: TCompanyFormVariant;
  id?: number;
  record?: TCompanyRecord;
  onSave: (payload: TFormValues) => Promise<unknown>;
  onSaved?: TFormEngineProps['onSaved'];
  onCancel?: () => void;
  /** 'Recarregar' after a save refused because someone else changed the company. */
  onReload?: () => void;
  header?: ReactNode;
  /** Tests replace the line choices. */
  loadLines?: () => Promise<{ value: number; label: string }[]>;
};

/**
 * The company form (company/{id?} and myCompany/{id?}): three steps for administrators (general data,
 * address data, administrator data), the first two for company users, whose status and situation the
 * server sets. Cadastrar without an id, Salvar with one.
 */
export const CompanyForm = ({ variant, id, record, onSave, onSaved, onCancel, onReload, header, loadLines }: TCompanyFormProps) => {
  const t = useT();
  const focus = useMemo(() => createAddressFocus(), []);
  const adminUserId = record?.userAdminId ?? null;
  // the API changes another user's account only for holders of USER:UPDATE (same rule as the user form)
  const canChangeAdminAccount = useCan('USER:UPDATE');
  // and gives a company without administrator its login account only for holders of USER:CREATE
  const canCreateAdminAccount = useCan('USER:CREATE');
  const fields = useMemo(
    () => companyFormFields(t, { variant, focus, companyId: id ?? null, adminUserId, canChangeAdminAccount, canCreateAdminAccount, loadLines }),
    [t, variant, focus, id, adminUserId, canChangeAdminAccount, canCreateAdminAccount, loadLines],
  );
  const steps = useMemo(() => companySteps(t, variant), [t, variant]);
  return (
    <FormEngine
      fields={fields}
      steps={steps}
      schema={id === undefined ? ZCompanyCreateSchema : ZCompanyUpdateSchema}
      id={id ?? null}
      record={record}
      isAdmin={variant === 'admin'}
      onSave={(payload) => onSave(payload)}
      onSaved={onSaved}
      onCancel={onCancel}
      onReload={onReload}
      header={header}
    />
  );
};
