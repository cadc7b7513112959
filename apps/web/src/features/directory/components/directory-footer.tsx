import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { usePublicSettings } from '../api/get-public-settings';
import { telLink } from '@rede/domain/validators/tel-link';

/** The legal text dialog (and its HTML sanitiser) loads on the first click: it stays out of the home's first load. */
const LegalDialog = lazy(() => import('./legal-dialog').then((m) => ({ default: m.LegalDialog })));

type TDoc = 'privacy' | 'terms' | null;

/**
 * The home's footer: customer service (address, phone, e-mail from GET /api/config's `support`; each line only
 * when configured, the block only when one is) and Privacy Policies, Terms of Use (settings' texts), Fale Conosco
 * (the support e-mail, when configured), and the note that the site's statistics are anonymous.
 */
export const DirectoryFooter = () => {
  const t = useT();
  const { address, phone, email } = useAppConfig().support;
  const hasService = Boolean(address || phone || email);
  const [open, setOpen] = useState<TDoc>(null);
  const [opened, setOpened] = useState(false);
  if (open !== null && !opened) setOpened(true);
  const settings = usePublicSettings(open !== null);
  const html = open === 'privacy' ? settings.data?.privacyPolicy : settings.data?.termsAndConditions;
  const title = open === 'privacy' ? t('directory.footer.privacy') : t('directory.footer.terms');
  return (
    <Box
      component="section"
      aria-labelledby={hasService ? 'service-title' : undefined}
      sx={{ mt: 6, py: 4, px: { xs: 2, md: 4 }, bgcolor: 'action.hover', borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: hasService ? '2fr 1fr' : '1fr' } }}>
        {hasService && (
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography id="service-title" variant="h6" component="h2" gutterBottom>
              {t('directory.footer.title')}
            </Typography>
            {address && <Typography>{address}</Typography>}
            {phone && (
              <Typography>
                <Link href={telLink(phone)}>{phone}</Link>
              </Typography>
            )}
            {email && (
              <Typography>
                <Link href={`mailto:${email}`}>{email}</Link>
              </Typography>
            )}
          </Box>
        )}
        <Box
          component="nav"
          aria-label={t('directory.footer.links')}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
        >
          <Button onClick={() => setOpen('privacy')}>{t('directory.footer.privacy')}</Button>
          <Button onClick={() => setOpen('terms')}>{t('directory.footer.terms')}</Button>
          {email && <Button href={`mailto:${email}`}>{t('directory.footer.contact')}</Button>}
        </Box>
      </Box>
      {/* the engagement analytics (lib/analytics) are anonymous: said where the privacy policy is */}
      <Typography variant="body2" color="text.secondary" data-testid="analytics-notice" sx={{ maxWidth: 1100, mx: 'auto', mt: 3 }}>
        {t('directory.footer.analytics')}
      </Typography>
      {opened && (
        <Suspense fallback={null}>
          <LegalDialog open={open !== null} onClose={() => setOpen(null)} title={title} html={html} loading={settings.isLoading} />
        </Suspense>
      )}
    </Box>
  );
};
