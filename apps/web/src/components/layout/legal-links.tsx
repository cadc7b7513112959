import { lazy, Suspense, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { api } from '@/lib/api-client';
import { useT } from '@/lib/i18n';

/** The legal text dialog (and its HTML sanitiser) loads on the first click: it stays out of the page's first load. */
const LegalDialog = lazy(() => import('@/components/dialogs/legal-dialog').then((m) => ({ default: m.LegalDialog })));

type TLegalTexts = { termsAndConditions: string | null; privacyPolicy: string | null };

/** GET /settings/public under the home footer's query key: a text read on one page is not asked again on the other. */
const legalTextsQuery = () =>
  queryOptions({ queryKey: ['public-settings'], queryFn: () => api.get<TLegalTexts>('/settings/public'), staleTime: 60_000 });

type TDoc = 'privacy' | 'terms' | null;

/**
 * 'Política de Privacidade' and 'Termos de Uso' as the home's footer shows them: buttons that open the settings'
 * texts in a dialog (read on the first click). `sx`: the nav's layout.
 */
export const LegalLinks = ({ sx }: { sx?: SxProps<Theme> }) => {
  const t = useT();
  const [open, setOpen] = useState<TDoc>(null);
  const [opened, setOpened] = useState(false);
  if (open !== null && !opened) setOpened(true);
  const texts = useQuery({ ...legalTextsQuery(), enabled: open !== null });
  const html = open === 'privacy' ? texts.data?.privacyPolicy : texts.data?.termsAndConditions;
  const title = open === 'privacy' ? t('directory.footer.privacy') : t('directory.footer.terms');
  return (
    <Box component="nav" sx={sx} aria-label={t('directory.footer.links')}>
      <Button onClick={() => setOpen('privacy')}>{t('directory.footer.privacy')}</Button>
      <Button onClick={() => setOpen('terms')}>{t('directory.footer.terms')}</Button>
      {opened && (
        <Suspense fallback={null}>
          <LegalDialog open={open !== null} onClose={() => setOpen(null)} title={title} html={html} loading={texts.isLoading} />
        </Suspense>
      )}
    </Box>
  );
};
