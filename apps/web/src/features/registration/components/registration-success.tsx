import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { backofficeLoginUrl } from './backoffice-login-url';

export const REGISTRATION_SUCCESS_PATH = '/company_register/success';

/** What the form passes in the history entry; absent when the page is opened directly. */
export type TRegistrationSuccessState = { companyName: string | null; adminEmail: string | null };

const readState = (state: unknown): TRegistrationSuccessState => {
  const value = (state ?? {}) as Partial<Record<keyof TRegistrationSuccessState, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return { companyName: text(value.companyName), adminEmail: text(value.adminEmail) };
};

/**
 * The confirmation after a registration: the store is under review, the answer comes by e-mail, links to the
 * directory and to the partner area's login. Without the form's state (a link opened later) it says the same
 * in general words. The heading takes the focus, so a screen reader announces the new page.
 */
export const RegistrationSuccess = () => {
  const t = useT();
  const location = useLocation();
  const config = useAppConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  const { companyName, adminEmail } = readState(location.state);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={2}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 700, outline: 'none' }}
        >
          {t('registration.success')}
        </Typography>
        <Typography>
          {companyName ? t('registration.done.receivedNamed', { name: companyName }) : t('registration.done.received')}{' '}
          {t('registration.done.review')}
        </Typography>
        <Typography>{adminEmail ? t('registration.done.answerTo', { email: adminEmail }) : t('registration.done.answer')}</Typography>
        <Typography component="h2" variant="h6">
          {t('registration.done.nextTitle')}
        </Typography>
        <Typography component="ol" sx={{ pl: 3, m: 0, '& li + li': { mt: 1 } }}>
          <li>{t('registration.done.stepReceipt')}</li>
          <li>{t('registration.done.stepReview')}</li>
          <li>{t('registration.done.stepApproved')}</li>
          <li>{t('registration.done.stepLogin')}</li>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          <Button variant="contained" component={RouterLink} to="/">
            {t('registration.done.toDirectory')}
          </Button>
          <Button variant="outlined" href={backofficeLoginUrl(config.hosts.backoffice)}>
            {t('registration.done.toLogin')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
};
