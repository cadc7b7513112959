import { Link as RouterLink } from 'react-router';
import { inStateName } from '@rede/domain/seo/place-names';
import { cityPath, statePath } from '@rede/domain/validators/partner-path';
import { useT } from '@/lib/i18n';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TLocationItem } from '../api/types';
import { stateCodeOf } from './search-hero';

type TLocationLinksProps = { uf: string | null; city: string | null; states: readonly TLocationItem[]; cities: readonly TLocationItem[] };

/** One rule set on the nav for its plain heading and links: a state can list hundreds of cities. */
const ROOT_SX: SxProps<Theme> = {
  maxWidth: 1280,
  mx: 'auto',
  px: { xs: 2, md: 3 },
  mt: 5,
  mb: 3,
  '& > h2': { typography: 'h6', m: 0, mb: 1.5 },
  '& > ul': { listStyle: 'none', p: 0, m: 0, columnWidth: 200, columnGap: 3 },
  '& li': { breakInside: 'avoid', py: 0.25 },
  '& a': { display: 'inline-block', minHeight: 24, py: 0.25, typography: 'body1', color: 'primary.main', textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '& a:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

/**
 * The directory as links (what search engines follow, and a way through without the filters): the home
 * names every state with partners, a state page every city with partners; a city page's partner cards
 * (and its 'Carregar mais' pages) link every partner, so every partner page has a link to it.
 */
export const LocationLinks = ({ uf, city, states, cities }: TLocationLinksProps) => {
  const t = useT();
  if (city) return null;
  const inState = uf ? inStateName(uf) : null;
  const items = uf
    ? cities.map((c) => ({ key: String(c.id), href: cityPath(uf, c.nome), label: c.nome }))
    : states.map((s) => ({ key: String(s.id), href: statePath(stateCodeOf(s)), label: s.nome }));
  if (items.length === 0) return null;
  const title = inState ? t('directory.locations.citiesTitle', { inState }) : t('directory.locations.statesTitle');
  return (
    <Box component="nav" aria-labelledby="location-links-title" sx={ROOT_SX}>
      <h2 id="location-links-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <RouterLink to={item.href}>{item.label}</RouterLink>
          </li>
        ))}
      </ul>
    </Box>
  );
};
