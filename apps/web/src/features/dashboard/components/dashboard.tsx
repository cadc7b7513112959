import Typography from '@mui/material/Typography';
import { useUser } from '@/lib/auth';
import { useCan, useCondition } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { CompanyStatusCards } from './company-status-cards';
import { DashboardShortcuts } from './dashboard-shortcuts';
import { MyCompanyStatus } from './my-company-status';

/**
 * Dashboard (default route): administrators see the company status cards; others a placeholder, and company users
 * the status of their registrations not yet approved; everyone the shortcuts they may open.
 */
export const Dashboard = () => {
  const t = useT();
  const user = useUser();
  const isAdmin = useCondition('admin');
  const isCompanyUser = useCondition('companyUser');
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
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('pages.dashboard.placeholder', { name: user?.name ?? '' })}
          </Typography>
          {isCompanyUser ? <MyCompanyStatus /> : null}
        </>
      )}
      <DashboardShortcuts />
    </>
  );
};
