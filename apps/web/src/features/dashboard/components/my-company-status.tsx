import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@rede/domain';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useMyCompanyStatus, type TMyCompanyStatus } from '../api/get-my-company-statuses';

/**
 * A company user's registrations still waiting for a decision or rejected (approved ones need nothing):
 * since when it is under review, or that it was rejected and where to correct it. Nothing while loading,
 * on failure or when every company is approved.
 */
export const MyCompanyStatus = () => {
  const t = useT();
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
          {t('dashboard.myStatus.pending', { date: formatDate(company.dtRegister) })} {t('dashboard.myStatus.pendingNext')}
        </Alert>
      ))}
      {rejectedRows.map((company) => (
        <Alert key={company.id} severity="warning" data-testid={`company-status-${company.id}`}>
          <AlertTitle>{company.name}</AlertTitle>
          {t('dashboard.myStatus.rejected')} <Link to={`/myCompany/${company.id}`}>{t('dashboard.myStatus.fix')}</Link>
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
