import Typography from '@mui/material/Typography';
import { useCondition } from '@/lib/authorization';
import { useUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';

/**
 * Dashboard (default route). Admins: the overview title (the status cards come with the companies
 * feature); others: a placeholder.
 */
const DashboardRoute = () => {
  const t = useT();
  const user = useUser();
  const isAdmin = useCondition('admin');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('pages.dashboard.title')}
      </Typography>
      {isAdmin ? (
        <Typography color="text.secondary">{t('pages.dashboard.adminIntro')}</Typography>
      ) : (
        <Typography color="text.secondary">{t('pages.dashboard.placeholder', { name: user?.name ?? '' })}</Typography>
      )}
    </>
  );
};

export { DashboardRoute as Component };
