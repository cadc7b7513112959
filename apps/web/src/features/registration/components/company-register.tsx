import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ZCompanyRegisterSchema, type TFormValues } from '@rede/domain';
import { AUTH_REDIRECT_DELAY_MS } from '@rede/domain/constants';
import { useNavigate } from 'react-router';
import { createAddressFocus } from '@/components/address/address-focus';
import { FormEngine } from '@/components/form/form-engine';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { registerCompany, useRegistrationFormToken } from '../api/register-company';
import { registrationFields, registrationSteps } from './registration-fields';

/** The back-office host's login (the same host when none is configured). */
const backofficeLoginUrl = (host: string | null): string => {
  if (!host) return '/login';
  const clean = host.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  return clean && clean !== window.location.host ? `${window.location.protocol}//${clean}/login` : '/login';
};

/**
 * company_register: a partner company registers itself (pending approval) with its administrator
 * account, in four steps on the form engine (the opening hours optional). A honeypot input, hidden from people and assistive
 * technology, and the form-open time the server signed (formToken) let the API drop robots.
 */
export const CompanyRegister = () => {
  const t = useT();
  const navigate = useNavigate();
  const config = useAppConfig();
  const { showSnackbar } = useSnackbar();
  const focus = useMemo(() => createAddressFocus(), []);
  const fields = useMemo(() => registrationFields(t, { focus }), [t, focus]);
  const steps = useMemo(() => registrationSteps(t), [t]);
  // the server signs when the form opened; a form sent faster than a person could fill it is a robot's
  const formToken = useRegistrationFormToken();
  const honeypot = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState(false);
  const loginUrl = backofficeLoginUrl(config.hosts.backoffice);

  const onSave = (payload: TFormValues) =>
    registerCompany({ company: payload, website: honeypot.current?.value ?? '', formToken: formToken.data?.formToken ?? '' });

  const onSaved = () => {
    setDone(true);
    showSnackbar(t('registration.success'), { variant: 'alert', severity: 'success' });
    window.setTimeout(() => void navigate('/login'), AUTH_REDIRECT_DELAY_MS);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 700 }}>
        {t('registration.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('registration.subtitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {t('registration.haveAccount')} <Link href={loginUrl}>{t('registration.goToLogin')}</Link>
      </Typography>
      {done ? (
        <Alert severity="success" role="status">
          {t('registration.success')}
        </Alert>
      ) : (
        <FormEngine
          fields={fields}
          schema={ZCompanyRegisterSchema}
          steps={steps}
          onSave={onSave}
          onSaved={onSaved}
          header={
            // honeypot: off-screen, hidden from assistive technology, out of the tab order, never autofilled
            <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
              <label htmlFor="register-website">{t('registration.honeypot')}</label>
              <input ref={honeypot} id="register-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </Box>
          }
        />
      )}
    </Container>
  );
};
