import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { usePublicSettings } from '../api/get-public-settings';
import { telLink } from '@rede/domain/validators/tel-link';

/** The legal text dialog (and its HTML sanitiser) loads on the first click: it stays out of the home's first load. */
const LegalDialog = lazy(() => import('@/components/dialogs/legal-dialog').then((m) => ({ default: m.LegalDialog })));

type TSx = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

/** The footer's plain headings, paragraphs and links are styled from its grid. */
const SX = {
  root: { mt: 6, py: 4, px: { xs: 2, md: 4 }, bgcolor: 'action.hover', borderTop: 1, borderColor: 'divider' },
  grid: {
    maxWidth: 1100,
    mx: 'auto',
    display: 'grid',
    gap: 3,
    gridTemplateColumns: '1fr',
    '& > address': { fontStyle: 'normal' },
    '& h2': { typography: 'h6', m: 0, mb: '0.35em' },
    '& p': { typography: 'body1', m: 0 },
    // MUI's Link (underline always): never colour alone (WCAG 1.4.1)
    '& p > a': { color: 'primary.main', textDecoration: 'underline', textDecorationColor: 'currentColor' },
    '& > nav': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 },
  },
  withService: { gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } },
  notice: { typography: 'body2', color: 'text.secondary', maxWidth: 1100, mx: 'auto', mt: 3, mb: 0 },
} satisfies Record<string, TSx>;

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
    <Box component="section" aria-labelledby={hasService ? 'service-title' : undefined} sx={SX.root}>
      <Box sx={[SX.grid, hasService && SX.withService]}>
        {hasService && (
          <address>
            <h2 id="service-title">{t('directory.footer.title')}</h2>
            {address && <p>{address}</p>}
            {phone && (
              <p>
                <a href={telLink(phone)}>{phone}</a>
              </p>
            )}
            {email && (
              <p>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            )}
          </address>
        )}
        <nav aria-label={t('directory.footer.links')}>
          <Button onClick={() => setOpen('privacy')}>{t('directory.footer.privacy')}</Button>
          <Button onClick={() => setOpen('terms')}>{t('directory.footer.terms')}</Button>
          {email && <Button href={`mailto:${email}`}>{t('directory.footer.contact')}</Button>}
        </nav>
      </Box>
      {/* the engagement analytics (lib/analytics) are anonymous: said where the privacy policy is */}
      <Box component="p" sx={SX.notice} data-testid="analytics-notice">
        {t('directory.footer.analytics')}
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <LegalDialog open={open !== null} onClose={() => setOpen(null)} title={title} html={html} loading={settings.isLoading} />
        </Suspense>
      )}
    </Box>
  );
};
