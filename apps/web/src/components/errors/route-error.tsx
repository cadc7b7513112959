import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '@/lib/i18n';
import { AccessDenied } from './access-denied';
import { NotFound } from './not-found';
import { StatusPage } from './status-page';

/** errorElement of the router: 404 → not found, 403 → access denied, anything else → a reload offer. */
export const RouteError = () => {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  console.error(error);
  return (
    <StatusPage title={t('errors.unexpectedTitle')} text={t('errors.unexpectedText')}>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </StatusPage>
  );
};
