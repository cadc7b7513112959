import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import { ResourceEditPage } from '@/components/resource-edit-page/resource-edit-page';
import { ResourceForm } from '@/components/resource-edit-page/resource-form';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useSelectedOwnerId } from '@/lib/auth';
import { useCondition } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { createCompanyLineInputSchema, useCreateCompanyLine } from '../api/create-company-line';
import { useCompanyLine } from '../api/get-company-line';
import { isLineProposal } from '../api/line-proposals';
import { updateCompanyLineInputSchema, useUpdateCompanyLine } from '../api/update-company-line';
import { companyLineFormFields } from './company-line-fields';

const LIST_PATH = '/companyLines';

/**
 * companyLine/{id?}: add a product line to one of the user's companies (Cadastrar), or change it
 * (Salvar). In an approved company the change waits for approval while the approved lines stay
 * published; any other company waits for approval again, as the notice says.
 */
export const CompanyLineEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const ownerId = useSelectedOwnerId();
  const searchAllCompanies = useCondition('admin');
  const [openedAt] = useState(() => Date.now());
  const companyLine = useCompanyLine(id);
  const create = useCreateCompanyLine();
  const update = useUpdateCompanyLine();
  // what the last save answered: a proposal (202) is told apart from a written link
  const answer = useRef<unknown>(null);
  const mutations = useMemo(
    () => ({
      create: { mutateAsync: async (input: never) => (answer.current = await create.mutateAsync(input)) },
      update: { mutateAsync: async (input: never) => (answer.current = await update.mutateAsync(input)) },
    }),
    [create, update],
  );
  const currentLineId = companyLine.data?.lineId;
  const fields = useMemo(
    () => companyLineFormFields(t, { defaultCompanyId: ownerId && ownerId > 0 ? ownerId : null, searchAllCompanies, currentLineId, openedAt }),
    [t, ownerId, searchAllCompanies, currentLineId, openedAt],
  );
  return (
    <ResourceEditPage
      id={id}
      query={companyLine}
      listPath={LIST_PATH}
      texts="companyLines"
      recordTitle={(record) => record.line.name}
      form={({ record, onSaved, onCancel, onReload }) => (
        <ResourceForm
          form={{
            fields,
            // a change of the lines is an edit of the company (section 4): proposed in an approved one, pending otherwise
            header: (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('companyLines.approvalInfo')}
              </Alert>
            ),
            schemas: { create: createCompanyLineInputSchema, update: updateCompanyLineInputSchema },
            mutations,
          }}
          {...(id !== undefined ? { id } : {})}
          record={record}
          onSaved={() => {
            const result = answer.current;
            if (!isLineProposal(result)) return onSaved();
            showSnackbar(t(result.pendingChange ? 'companyLines.proposed' : 'companyLines.withdrawn'), { variant: 'alert', severity: 'info' });
            void navigate(LIST_PATH);
          }}
          onCancel={onCancel}
          onReload={onReload}
        />
      )}
    />
  );
};
