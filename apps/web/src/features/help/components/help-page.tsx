import { useEffect, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { slugify } from '@rede/domain';
import { HELP_TEXTS } from '@/lib/i18n/pt-br/help';
import { useT, type TTranslationKey } from '@/lib/i18n';

type TSectionId = keyof typeof HELP_TEXTS.sections;

/** The sections, in catalogue order. */
const SECTION_IDS = Object.keys(HELP_TEXTS.sections) as TSectionId[];

/** The screen each section explains (null: every logged user's): a section shows to whom that screen opens. */
const HELP_SECTION_SCREENS: Record<TSectionId, string | null> = {
  approveCompanies: '/companys',
  usersAndRoles: '/settings/users',
  productLines: '/lines',
  appContent: '/banners',
  exportLists: null,
  resetPassword: null,
  companyHistory: '/settings/companyLogs',
  partnerCompanies: '/myCompanys',
};

const stepKeysOf = (id: TSectionId): string[] => Object.keys(HELP_TEXTS.sections[id].steps).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

const TOC_ID = 'help-toc';

/** Scrolls to an anchor inside the page (the router keeps the path; the hash is put in the URL for sharing). */
const scrollToAnchor = (anchor: string): boolean => {
  const target = document.getElementById(anchor);
  if (!target) return false;
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
};

const jumpTo = (anchor: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!scrollToAnchor(anchor)) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${anchor}`);
};

/**
 * help: the back-office's main tasks explained in pt-BR, one section per task with numbered steps
 * and a tip, a table of contents of anchor links, and a way back to it after each section.
 * Texts come through useT from the help catalogue; the catalogue's shape gives the sections and steps.
 */
export const HelpPage = ({ canOpen }: { canOpen: (screen: string) => boolean }) => {
  const t = useT();
  const sectionIds = SECTION_IDS.filter((id) => {
    const screen = HELP_SECTION_SCREENS[id];
    return screen === null || canOpen(screen);
  });
  const { hash } = useLocation();
  const text = (key: string) => t(key as TTranslationKey);
  /** A section's anchor: its title as a slug ('Redefinir a senha' → 'redefinir-a-senha'). */
  const anchorOf = (id: TSectionId) => slugify(text(`help.sections.${id}.title`));

  // opened with an anchor (a shared link '/help#redefinir-a-senha'): go to that section once it is on screen
  useEffect(() => {
    if (hash.length > 1) scrollToAnchor(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('help.title')}
        </Typography>
        <Typography color="text.secondary">{t('help.intro')}</Typography>
      </div>

      <Paper component="nav" variant="outlined" aria-labelledby={TOC_ID} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={TOC_ID} tabIndex={-1} variant="h6" component="h2" gutterBottom sx={{ scrollMarginTop: 80, '&:focus': { outline: 'none' } }}>
          {t('help.tocTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {sectionIds.map((id) => (
            <li key={id}>
              <Link href={`#${anchorOf(id)}`} onClick={jumpTo(anchorOf(id))}>
                {text(`help.sections.${id}.title`)}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>

      {sectionIds.map((id) => {
        const anchor = anchorOf(id);
        const hasTip = 'tip' in HELP_TEXTS.sections[id];
        return (
          <Paper key={id} component="section" variant="outlined" aria-labelledby={`${anchor}-title`} sx={{ p: { xs: 2, md: 3 } }}>
            <Typography
              id={anchor}
              tabIndex={-1}
              variant="h5"
              component="h2"
              gutterBottom
              sx={{ scrollMarginTop: 80, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
            >
              <span id={`${anchor}-title`}>{text(`help.sections.${id}.title`)}</span>
            </Typography>
            <Typography sx={{ mb: 2 }}>{text(`help.sections.${id}.intro`)}</Typography>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {t('help.stepsLabel')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
              {stepKeysOf(id).map((step) => (
                <li key={step}>
                  <Typography component="span">{text(`help.sections.${id}.steps.${step}`)}</Typography>
                </li>
              ))}
            </Box>
            {hasTip ? (
              <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', borderLeft: 4, borderColor: 'primary.main' }}>
                <Typography>
                  <strong>{t('help.tipLabel')}</strong> {text(`help.sections.${id}.tip`)}
                </Typography>
              </Box>
            ) : null}
            <Box sx={{ mt: 2 }}>
              <Link href={`#${TOC_ID}`} onClick={jumpTo(TOC_ID)} variant="body2">
                {t('help.backToTop')}
              </Link>
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
};
