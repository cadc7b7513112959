import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '@/lib/i18n';
import { ICON_PATHS } from '@/components/ui/icon-paths';
import type { TPublicPartner } from '../api/types';
import { imageUrl } from '@/lib/upload-url';
import { addressLine, partnerDetailsPath, partnerDirections, partnerWhatsapp } from './partner-links';
import { telLink } from '@rede/domain/validators/tel-link';
import { formatKm } from '@rede/domain/validators/distance-km';
import { track } from '@/lib/analytics/track';
import { useOpenStatus } from '@/components/opening-hours/use-open-status';

type TPartnerCardProps = {
  partner: TPublicPartner;
  selected: boolean;
  onSelect: (id: number) => void;
};

const Icon = ({ name }: { name: keyof typeof ICON_PATHS }) => (
  <svg className="pc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={ICON_PATHS[name]} />
  </svg>
);

/**
 * The cards' look: one rule set on the list for the cards' plain elements. A page shows ten or more cards, and each
 * MUI component in a card (buttons, chips, icons) would serialise its styles on every render, on the server and again
 * while the browser hydrates. The actions and the badge have the looks of MUI's small outlined/contained Button and
 * small Chip, with the theme's focus ring.
 */
const button = (theme: Theme, color: 'primary' | 'success') => ({
  color: (theme.vars || theme).palette[color].main,
  borderColor: theme.alpha((theme.vars || theme).palette[color].main, 0.5),
  '@media (hover: hover)': {
    '&:hover': {
      borderColor: (theme.vars || theme).palette[color].main,
      backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.hoverOpacity),
    },
  },
});

const LIST_SX: SxProps<Theme> = (theme) => ({
  // two columns of cards from a tablet's width until the map takes the right half (md), photo above the text there
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1fr)' },
  gap: 1.5,
  p: 0,
  m: 0,
  listStyle: 'none',
  '& .pc-card': {
    display: 'flex',
    height: '100%',
    boxSizing: 'border-box',
    flexDirection: { xs: 'column', md: 'row' },
    cursor: 'pointer',
    overflow: 'hidden',
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 2,
    borderColor: 'divider',
    borderRadius: `${theme.shape.borderRadius}px`,
    transition: 'border-color 150ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    '&:hover': { borderColor: 'primary.light' },
    '&[data-selected="true"], &[data-selected="true"]:hover': { borderColor: 'warning.main' },
  },
  '& .pc-icon': { width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', fontSize: '1.5rem' },
  '& .pc-photo': {
    width: { xs: '100%', md: 140 },
    height: { xs: 140, md: 'auto' },
    minHeight: { md: 140 },
    flexShrink: 0,
    bgcolor: 'action.hover',
    overflow: 'hidden',
  },
  '& .pc-photo img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '& .pc-main': { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  '& .pc-content': { p: 2, pb: 1, overflowWrap: 'anywhere' },
  '& .pc-head': { display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' },
  '& .pc-name': { typography: 'h6', fontSize: '1.05rem', lineHeight: 1.3, m: 0 },
  '& .pc-name button': { all: 'unset', cursor: 'pointer', '&:focus-visible': { ...theme.focusVisible, borderRadius: 0.5 } },
  '& .pc-distance': { typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' },
  '& .pc-text': { typography: 'body2', m: 0 },
  '& .pc-address': { mt: 1 },
  '& .pc-city': { color: 'text.secondary' },
  '& .pc-phone': { display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, '& a': { color: 'inherit' }, '& .pc-icon': { fontSize: 'inherit' } },
  // MUI's small filled success Chip with its icon
  '& .pc-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'middle',
    height: 24,
    m: 0,
    mt: 0.5,
    pl: '4px',
    pr: 1,
    gap: '4px',
    borderRadius: '12px',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
    bgcolor: 'success.main',
    color: 'success.contrastText',
    '& .pc-icon': { fontSize: 18 },
  },
  // opening hours: the line keeps its place from the server's HTML on (the text comes after hydration)
  '& .pc-hours': { mt: 0.5, fontWeight: 500, color: 'text.secondary', minHeight: '1.43em' },
  // the dark green reads on white; on the dark theme's paper only the light green reaches 4.5:1
  '& .pc-hours[data-open="true"]': { color: 'success.dark', ...theme.applyStyles('dark', { color: 'success.light' }) },
  // the lines as outlined small chips (MUI's Chip look), in a plain list
  '& .pc-lines': { display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, p: 0, mb: 0, listStyle: 'none' },
  '& .pc-lines li': {
    typography: 'body2',
    fontSize: '0.8125rem',
    lineHeight: '22px',
    px: '7px',
    border: 1,
    borderColor: 'divider',
    borderRadius: '12px',
    color: 'text.primary',
    whiteSpace: 'nowrap',
  },
  '& .pc-actions': { mt: 'auto', display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 1 },
  // MUI's small Button: outlined (primary, success) and contained (primary), with its start icon
  '& .pc-btn': {
    fontFamily: theme.typography.button.fontFamily,
    fontWeight: theme.typography.button.fontWeight,
    lineHeight: theme.typography.button.lineHeight,
    letterSpacing: theme.typography.button.letterSpacing,
    textTransform: theme.typography.button.textTransform,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 64,
    padding: '3px 9px',
    border: '1px solid',
    borderRadius: `${theme.shape.borderRadius}px`,
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    '&:focus-visible': theme.focusVisible || { outline: '2px solid', outlineOffset: 2 },
    '& .pc-icon': { fontSize: 18, ml: '-2px', mr: 1 },
    ...button(theme, 'primary'),
  },
  '& .pc-btn-success': button(theme, 'success'),
  '& .pc-btn-contained': {
    padding: '4px 10px',
    border: 0,
    color: (theme.vars || theme).palette.primary.contrastText,
    backgroundColor: (theme.vars || theme).palette.primary.main,
    '@media (hover: hover)': { '&:hover': { backgroundColor: (theme.vars || theme).palette.primary.dark } },
  },
});

type TPartnerListProps = {
  partners: readonly TPublicPartner[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  label: string;
};

/** The list of partner cards (the directory's results); memoized: it renders again only when the list changes. */
export const PartnerList = memo(function PartnerList({ partners, selectedId, onSelect, label }: TPartnerListProps) {
  return (
    <Box component="ul" aria-label={label} sx={LIST_SX}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} selected={selectedId === partner.id} onSelect={onSelect} />
        </li>
      ))}
    </Box>
  );
});

/**
 * The partner card (section 2): photo (when there is one), name, address and district, city-state, phone, whether it is
 * open now (after hydration: it depends on the clock), product chips,
 * the technical-assistance badge, 'Ir para Loja', 'Whatsapp', 'Ver Detalhes'. Clicking the card (or
 * Enter / Space on it) selects the partner and its marker. The phone, 'Ir para Loja', 'Whatsapp' and 'Ver Detalhes'
 * clicks are counted (anonymous engagement analytics, lib/analytics).
 */
export const PartnerCard = memo(({ partner, selected, onSelect }: TPartnerCardProps) => {
  const t = useT();
  const photo = imageUrl(partner.photo);
  const whatsapp = partnerWhatsapp(partner, t('directory.whatsappMessage', { name: partner.name }));
  const titleId = `partner-${partner.id}-name`;
  const hours = useOpenStatus(partner.hours, partner.uf, partner.city);
  return (
    <article
      className="pc-card"
      aria-labelledby={titleId}
      data-partner-id={partner.id}
      data-selected={selected ? 'true' : 'false'}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a,button')) return;
        onSelect(partner.id);
      }}
    >
      {/* no photo, no placeholder: the card starts with its name */}
      {photo ? (
        <div className="pc-photo">
          <img src={photo} alt={t('directory.photoOf', { name: partner.name })} loading="lazy" decoding="async" width={140} height={140} />
        </div>
      ) : null}
      <div className="pc-main">
        <div className="pc-content">
          <div className="pc-head">
            <h3 id={titleId} className="pc-name">
              <button type="button" aria-pressed={selected} onClick={() => onSelect(partner.id)}>
                {partner.name}
              </button>
            </h3>
            {typeof partner.distanceKm === 'number' && (
              <span className="pc-distance">{t('directory.distance', { distance: formatKm(partner.distanceKm) })}</span>
            )}
          </div>
          {partner.isAssistence && (
            <p className="pc-badge">
              <Icon name="build" />
              {t('directory.assistanceBadge')}
            </p>
          )}
          <p className="pc-text pc-address">{addressLine(partner)}</p>
          <p className="pc-text pc-city">
            {partner.city} - {partner.uf}
          </p>
          {partner.phone && (
            <p className="pc-text pc-phone">
              <Icon name="phone" />
              <a href={telLink(partner.phone)} onClick={() => track({ type: 'phone_click', partnerId: partner.id })}>
                {partner.phone}
              </a>
            </p>
          )}
          {partner.hours && (
            <p className="pc-text pc-hours" data-open={hours ? String(hours.open) : undefined} data-testid="partner-hours">
              {hours?.text ?? '\u00a0'}
            </p>
          )}
          {partner.lines.length > 0 && (
            <ul className="pc-lines" aria-label={t('partner.lines')}>
              {partner.lines.map((line) => (
                <li key={line.id}>{line.name}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="pc-actions">
          <a
            className="pc-btn"
            href={partnerDirections(partner)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="directions-link"
            aria-label={t('directory.goToStoreOf', { name: partner.name })}
            onClick={() => track({ type: 'directions_click', partnerId: partner.id })}
          >
            <Icon name="directions" />
            {t('directory.goToStore')}
          </a>
          {whatsapp && (
            <a
              className="pc-btn pc-btn-success"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="whatsapp-link"
              aria-label={t('directory.whatsappOf', { name: partner.name })}
              onClick={() => track({ type: 'whatsapp_click', partnerId: partner.id })}
            >
              <Icon name="whatsapp" />
              {t('directory.whatsapp')}
            </a>
          )}
          <RouterLink
            className="pc-btn pc-btn-contained"
            to={partnerDetailsPath(partner)}
            aria-label={`${t('directory.details')}: ${partner.name}`}
            onClick={() => track({ type: 'details_click', partnerId: partner.id })}
          >
            {t('directory.details')}
          </RouterLink>
        </div>
      </div>
    </article>
  );
});
PartnerCard.displayName = 'PartnerCard';
