import { ResourceEditPage, type TResourceFormContext } from '@/components/resource-edit-page/resource-edit-page';
import { useCreateCompany } from '../api/create-company';
import { useCompany } from '../api/get-company';
import type { TCompanyRecord } from '../api/types';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm } from './company-form';

/** company/{id?}: the administrators' three-step company form. */
export const CompanyEdit = ({ id }: { id?: number }) => {
  const createCompany = useCreateCompany();
  const updateCompany = useUpdateCompany();
  const form = ({ record, isEdit, onSaved, onCancel, onReload }: TResourceFormContext<TCompanyRecord>) => (
    <CompanyForm
      variant="admin"
      id={id}
      record={record}
      onSave={(payload) => (isEdit ? updateCompany.mutateAsync(payload) : createCompany.mutateAsync(payload))}
      onSaved={onSaved}
      onCancel={onCancel}
      onReload={onReload}
    />
  );
  return (
    <ResourceEditPage
      id={id}
      query={useCompany(id)}
      listPath="/companys"
      texts="companies"
      recordTitle={(company) => company.name}
      framed={false}
      form={form}
    />
  );
};
