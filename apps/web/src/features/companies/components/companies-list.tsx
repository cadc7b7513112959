import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import { displayedCompanyStatus } from '@rede/domain';
import { createAddressFocus } from '@/components/address/address-focus';
import { DataTable } from '@/components/data-table/data-table';
import type { TRowAction } from '@/components/data-table/types';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useLoading } from '@/components/loading/loading-provider';
import { Authorization } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { useApproveCompany } from '../api/approve-company';
import { useDeactivateCompany } from '../api/deactivate-company';
import { companiesResource } from '../api/get-companies';
import { getLineOptions } from '../api/get-line-options';
import { useReactivateCompany } from '../api/reactivate-company';
import { useRejectCompany } from '../api/reject-company';
import type { TCompanyRecord } from '../api/types';
import { useBulkDecisions } from './bulk-decisions';
import { companyColumns, companyDetailFields, companySteps } from './company-fields';
import { CompanyReview } from './company-review';
import { RejectDialog } from './reject-dialog';

/** The list's filter of companies whose city is not a municipality of their state (saved before the city was checked). */
const UNKNOWN_CITY = 'unknownCity';
const EXTRA_FILTERS = [UNKNOWN_CITY] as const;

/**
 * companys: the administrators' company list (name, city, uf, status, lines) with the filters status
 * (the `status` query parameter is its default), uf, city, lines and 'Cidade não reconhecida', search, export,
 * and the workflow row actions approve, reject (with its required reason), deactivate and reactivate, each confirmed; and
 * bulk decisions (approve, reject with one reason, deactivate) on the rows selected in the checkbox column.
 */
export const CompaniesList = () => {
  const t = useT();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const loading = useLoading();
  const approve = useApproveCompany();
  const reject = useRejectCompany();
  const deactivate = useDeactivateCompany();
  const reactivate = useReactivateCompany();
  const [rejecting, setRejecting] = useState<TCompanyRecord | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const bulk = useBulkDecisions({ focusAfter: () => heading.current?.focus() });
  const [searchParams, setSearchParams] = useSearchParams();
  const unknownCity = searchParams.get(UNKNOWN_CITY) === 'true';
  const toggleUnknownCity = (on: boolean) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set(UNKNOWN_CITY, 'true');
      else next.delete(UNKNOWN_CITY);
      next.delete('pageIndex');
      return next;
    });

  const lines = useQuery({ queryKey: ['lines', 'options'], queryFn: getLineOptions, staleTime: 60_000 });
  const lineOptions = useMemo(() => (lines.data ?? []).map((o) => ({ value: String(o.value), label: o.label })), [lines.data]);
  const columns = useMemo(() => companyColumns(t, lineOptions), [t, lineOptions]);
  const focus = useMemo(() => createAddressFocus(), []);
  const detailFields = useMemo(() => companyDetailFields(t, focus), [t, focus]);
  const steps = useMemo(() => companySteps(t, 'admin'), [t]);

  const run = async (action: Promise<unknown>, done: string) => {
    try {
      await loading.track(action);
      showSnackbar(done, { variant: 'alert', severity: 'success' });
    } catch (error) {
      void dialogs.showApiError(error);
    }
  };

  const confirmed = async (message: string, confirmColor?: 'error') => dialogs.confirm({ message, ...(confirmColor ? { confirmColor } : {}) });

  /** Approves the company, or its proposed change, after one confirmation (the row action and the details panel). */
  const approveConfirmed = async (c: TCompanyRecord) => {
    const isChange = c.review?.kind === 'change';
    if (await confirmed(t(isChange ? 'companies.confirm.approveChange' : 'companies.confirm.approve', { name: c.name })))
      await run(approve.mutateAsync(c), t(isChange ? 'companies.done.approveChange' : 'companies.done.approve'));
  };

  const rowActions: TRowAction<TCompanyRecord>[] = [
    {
      key: 'approve',
      label: t('companies.actions.approve'),
      icon: <CheckCircleOutlineIcon color="success" />,
      permission: 'COMPANY:UPDATE',
      // an approved company with a proposed change waits for its approval too
      show: (c) => displayedCompanyStatus(c) !== 'approved',
      onClick: approveConfirmed,
    },
    {
      key: 'reject',
      label: t('companies.actions.reject'),
      icon: <HighlightOffIcon color="error" />,
      permission: 'COMPANY:UPDATE',
      show: (c) => c.status !== 'disapproved',
      onClick: (c) => setRejecting(c),
    },
    {
      key: 'deactivate',
      label: t('companies.actions.deactivate'),
      icon: <BlockIcon />,
      permission: 'COMPANY:UPDATE',
      show: (c) => c.isActive,
      onClick: async (c) => {
        if (await confirmed(t('companies.confirm.deactivate', { name: c.name }), 'error'))
          await run(deactivate.mutateAsync(c.id), t('companies.done.deactivate'));
      },
    },
    {
      key: 'reactivate',
      label: t('companies.actions.reactivate'),
      icon: <RestoreIcon />,
      permission: 'COMPANY:UPDATE',
      show: (c) => !c.isActive,
      onClick: async (c) => {
        if (await confirmed(t('companies.confirm.reactivate', { name: c.name })))
          await run(reactivate.mutateAsync(c.id), t('companies.done.reactivate'));
      },
    },
  ];

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ outline: 'none' }} ref={heading} tabIndex={-1}>
          {t('companies.title')}
        </Typography>
        <Authorization permission="COMPANY:CREATE">
          <Button component={RouterLink} to="/companys/import" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('companyImport.importLink')}
          </Button>
        </Authorization>
      </Stack>
      <DataTable
        resource={companiesResource}
        title={t('companies.title')}
        hideTitle
        columns={columns}
        filterRow
        createPath="/company"
        editPath={(company) => `/company/${company.id}`}
        details={{
          fields: detailFields,
          steps,
          title: (company) => company.name || t('companies.detailsTitle'),
          summary: (company) => <CompanyReview company={company} onApprove={(c) => void approveConfirmed(c)} onReject={setRejecting} />,
        }}
        rowActions={rowActions}
        storageKey="companys"
        selection={bulk.selection}
        extraFilterParams={EXTRA_FILTERS}
        toolbar={
          <FormControlLabel
            control={<Switch checked={unknownCity} onChange={(event) => toggleUnknownCity(event.target.checked)} />}
            label={t('companies.unknownCityFilter')}
          />
        }
      />
      {bulk.view}
      <RejectDialog
        companyName={rejecting?.name ?? null}
        isChange={rejecting?.review?.kind === 'change'}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          const company = rejecting;
          if (!company) return;
          const done = t(company.review?.kind === 'change' ? 'companies.done.rejectChange' : 'companies.done.reject');
          void run(reject.mutateAsync({ id: company.id, reason, expectedUpdatedAt: company.dtUpdate }), done).then(() => setRejecting(null));
        }}
      />
    </>
  );
};
