import Typography from '@mui/material/Typography';
import { useUser } from '@/lib/auth';
import { useCan, useCondition } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { CompanyStatusCards } from './company-status-cards';
import { DashboardShortcuts } from './dashboard-shortcuts';

/** Dashboard (default route): administrators see the company status cards; others a placeholder; everyone the shortcuts they may open. */
export const Dashboard = () => {
  const t = useT();
  const user = useUser();
  const isAdmin = useCondition('admin');
  const canListCompanies = useCan('COMPANY:LIST');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('pages.dashboard.title')}
      </Typography>
      {isAdmin ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('pages.dashboard.adminIntro')}
          </Typography>
          {canListCompanies ? <CompanyStatusCards /> : null}
        </>
      ) : (
        <Typography color="text.secondary">{t('pages.dashboard.placeholder', { name: user?.name ?? '' })}</Typography>
      )}
      <DashboardShortcuts />
    </>
  );
};
