import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { ResourceEditPage } from '@/components/resource-edit-page/resource-edit-page';
import { useSelectedOwnerId } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { createCompanyLineInputSchema, useCreateCompanyLine } from '../api/create-company-line';
import { useCompanyLine } from '../api/get-company-line';
import { updateCompanyLineInputSchema, useUpdateCompanyLine } from '../api/update-company-line';
import { companyLineFormFields } from './company-line-fields';

/**
 * companyLine/{id?}: add a product line to one of the user's companies (Cadastrar), or change it
 * (Salvar); the company then waits for approval again, as the notice says.
 */
export const CompanyLineEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const ownerId = useSelectedOwnerId();
  const [openedAt] = useState(() => Date.now());
  const companyLine = useCompanyLine(id);
  const mutations = { create: useCreateCompanyLine(), update: useUpdateCompanyLine() };
  const currentLineId = companyLine.data?.lineId;
  const fields = useMemo(
    () => companyLineFormFields(t, { defaultCompanyId: ownerId && ownerId > 0 ? ownerId : null, currentLineId, openedAt }),
    [t, ownerId, currentLineId, openedAt],
  );
  return (
    <ResourceEditPage
      id={id}
      query={companyLine}
      listPath="/companyLines"
      texts="companyLines"
      recordTitle={(record) => record.line.name}
      form={{
        fields,
        // a change of the lines is an edit of the company: it waits for approval again (section 4)
        header: (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('companies.pendingInfo')}
          </Alert>
        ),
        schemas: { create: createCompanyLineInputSchema, update: updateCompanyLineInputSchema },
        mutations,
      }}
    />
  );
};
