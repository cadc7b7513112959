import { useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ZCompanyRegisterSchema, type TFormValues } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { useNavigate } from 'react-router';
import { createAddressFocus } from '@/components/address/address-focus';
import { FormEngine } from '@/components/form/form-engine';
import { useAppConfig } from '@/lib/config';
import { PageHead } from '@/lib/seo';
import { useT } from '@/lib/i18n';
import { registerCompany, useRegistrationFormToken } from '../api/register-company';
import { backofficeLoginUrl } from './backoffice-login-url';
import { PRIVACY_NOTICE_PROPERTY, registrationFields, registrationSteps } from './registration-fields';
import { REGISTRATION_SUCCESS_PATH, type TRegistrationSuccessState } from './registration-success';

/**
 * company_register: a partner company registers itself (pending approval) with its administrator
 * account, in four steps on the form engine (the opening hours optional). A honeypot input, hidden from people and assistive
 * technology, and the form-open time the server signed (formToken) let the API drop robots.
 */
export const CompanyRegister = () => {
  const t = useT();
  const navigate = useNavigate();
  const config = useAppConfig();
  const focus = useMemo(() => createAddressFocus(), []);
  const loginUrl = backofficeLoginUrl(config.hosts.backoffice);
  const fields = useMemo(() => registrationFields(t, { focus, loginUrl }), [t, focus, loginUrl]);
  const steps = useMemo(() => registrationSteps(t), [t]);
  // the server signs when the form opened; a form sent faster than a person could fill it is a robot's
  const formToken = useRegistrationFormToken();
  const honeypot = useRef<HTMLInputElement>(null);

  const onSave = ({ [PRIVACY_NOTICE_PROPERTY]: _notice, ...company }: TFormValues) =>
    registerCompany({ company, website: honeypot.current?.value ?? '', formToken: formToken.data?.formToken ?? '' });

  // the confirmation page; what it names (store, e-mail) rides in the history entry, so a reload keeps it
  const onSaved = (_result: unknown, payload: TFormValues) => {
    const state: TRegistrationSuccessState = {
      companyName: typeof payload.name === 'string' ? payload.name : null,
      adminEmail: typeof payload.adminEmail === 'string' ? payload.adminEmail : null,
    };
    void navigate(REGISTRATION_SUCCESS_PATH, { replace: true, state });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={MESSAGES.pageHeads.register} description={MESSAGES.pageHeads.registerDescription} path="/company_register" />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 700 }}>
        {t('registration.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('registration.subtitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {t('registration.haveAccount')} <Link href={loginUrl}>{t('registration.goToLogin')}</Link>
      </Typography>
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
    </Container>
  );
};
