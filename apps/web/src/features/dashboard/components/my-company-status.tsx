import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/link';
import { useCan } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { formatScreenDate } from '@/lib/i18n/dates';
import { useMyCompanyStatus, useRejectionReason, type TMyCompanyStatus } from '../api/get-my-company-statuses';

/** The reason of the company's latest rejection, as the administrator wrote it (nothing while loading or without one). */
const RejectionReason = ({ companyId }: { companyId: number }) => {
  const t = useT();
  const reason = useRejectionReason(companyId).data;
  if (!reason) return null;
  return (
    <Typography component="span" sx={{ display: 'block', my: 0.5, whiteSpace: 'pre-line' }} data-testid={`rejection-reason-${companyId}`}>
      <strong>{t('dashboard.myStatus.reason')}</strong> {reason}
    </Typography>
  );
};

/**
 * A company user's registrations still waiting for a decision or rejected (approved ones need nothing):
 * since when it is under review, or that it was rejected and where to correct it. Nothing while loading,
 * on failure or when every company is approved.
 */
export const MyCompanyStatus = () => {
  const t = useT();
  // the way to correct is offered only to a profile that may change the company (MYCOMPANY:UPDATE)
  const canFix = useCan('MYCOMPANY:UPDATE');
  const pending = useMyCompanyStatus('pending', true);
  const rejected = useMyCompanyStatus('disapproved', true);
  const pendingRows: TMyCompanyStatus[] = pending.data?.data ?? [];
  const rejectedRows: TMyCompanyStatus[] = rejected.data?.data ?? [];
  const hidden = (pending.data?.total ?? 0) + (rejected.data?.total ?? 0) - pendingRows.length - rejectedRows.length;
  if (pendingRows.length === 0 && rejectedRows.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="my-company-status-title" spacing={1.5} sx={{ mb: 3 }}>
      <Typography id="my-company-status-title" component="h2" variant="h6">
        {t('dashboard.myStatus.title')}
      </Typography>
      {pendingRows.map((company) => (
        <Alert key={company.id} severity="info" data-testid={`company-status-${company.id}`}>
          <AlertTitle>{company.name}</AlertTitle>
          {t('dashboard.myStatus.pending', { date: formatScreenDate(company.dtRegister) })} {t('dashboard.myStatus.pendingNext')}
        </Alert>
      ))}
      {rejectedRows.map((company) => (
        <Alert key={company.id} severity="warning" data-testid={`company-status-${company.id}`}>
          <AlertTitle>{company.name}</AlertTitle>
          {t('dashboard.myStatus.rejected')}
          <RejectionReason companyId={company.id} />
          {canFix ? <Link to={`/myCompany/${company.id}`}>{t('dashboard.myStatus.fix')}</Link> : null}
        </Alert>
      ))}
      {hidden > 0 ? (
        <Typography>
          <Link to="/myCompanys">{t('dashboard.myStatus.more', { count: hidden })}</Link>
        </Typography>
      ) : null}
    </Stack>
  );
};
