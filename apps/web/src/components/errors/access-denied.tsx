import { useT } from '@/lib/i18n';
import { useHomePath } from './not-found';
import { StatusPage } from './status-page';

/** The 403 page of the route guard: the user lacks the route's LIST permission or display condition. */
export const AccessDenied = () => {
  const t = useT();
  return (
    <StatusPage
      badge="403"
      title={t('pages.accessDenied.title')}
      text={t('pages.accessDenied.text')}
      linkTo={useHomePath()}
      linkText={t('pages.accessDenied.back')}
    />
  );
};
