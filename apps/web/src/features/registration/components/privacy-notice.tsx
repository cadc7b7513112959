import { lazy, Suspense, useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n';
import { useLegalTexts } from '../api/get-legal-texts';

/** The legal text dialog (and its HTML sanitiser) loads on the first click, as on the home's footer. */
const LegalDialog = lazy(() => import('@/components/dialogs/legal-dialog').then((m) => ({ default: m.LegalDialog })));

type TDoc = 'terms' | 'privacy' | null;

/**
 * Shown before the administrator's personal data is asked for (LGPD): registering means agreeing to the
 * terms of use and the privacy policy, each a button that opens its text (settings record 1) in a dialog.
 */
export const PrivacyNotice = () => {
  const t = useT();
  const [open, setOpen] = useState<TDoc>(null);
  const [opened, setOpened] = useState(false);
  if (open !== null && !opened) setOpened(true);
  const texts = useLegalTexts(opened);
  const html = open === 'privacy' ? texts.data?.privacyPolicy : texts.data?.termsAndConditions;
  const title = open === 'privacy' ? t('directory.footer.privacy') : t('directory.footer.terms');
  const docLink = (doc: Exclude<TDoc, null>, label: string) => (
    <Link component="button" type="button" variant="body2" onClick={() => setOpen(doc)} sx={{ verticalAlign: 'baseline' }}>
      {label}
    </Link>
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="privacy-notice">
        {t('registration.privacy.before')}
        {docLink('terms', t('registration.privacy.terms'))}
        {t('registration.privacy.between')}
        {docLink('privacy', t('registration.privacy.policy'))}
        {t('registration.privacy.after')}
      </Typography>
      {opened && (
        <Suspense fallback={null}>
          <LegalDialog open={open !== null} onClose={() => setOpen(null)} title={title} html={html} loading={texts.isLoading} />
        </Suspense>
      )}
    </>
  );
};
