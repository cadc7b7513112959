/**
 * PLACEHOLDER for the screens later issues build (companies, users, lines, app content, public
 * directory, registration…). The route table points those routes here; replace the route's `load`
 * in routes-config.ts with the real screen. It shows no data.
 */
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { StatusPage } from '@/components/errors/status-page';
import { useHomePath } from '@/components/errors/not-found';
import { useT } from '@/lib/i18n';
import { useRouteHandle } from '@/lib/route-handle';

const UnderConstructionRoute = () => {
  const t = useT();
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey) : t('pages.underConstruction.title');
  return (
    <StatusPage
      badge={<ConstructionOutlinedIcon fontSize="inherit" />}
      title={`${title} – ${t('pages.underConstruction.title')}`}
      text={t('pages.underConstruction.text', { title })}
      linkTo={useHomePath()}
      linkText={t('pages.underConstruction.back')}
      titleComponent={handle?.name.startsWith('settings') ? 'h2' : 'h1'}
    />
  );
};

export { UnderConstructionRoute as Component };
