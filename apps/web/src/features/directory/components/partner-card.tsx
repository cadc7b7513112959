import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import DirectionsIcon from '@mui/icons-material/Directions';
import PhoneIcon from '@mui/icons-material/Phone';
import VerifiedIcon from '@mui/icons-material/Build';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useT } from '@/lib/i18n';
import type { TPublicPartner } from '../api/types';
import { addressLine, imageUrl, partnerDetailsPath, partnerDirections, partnerWhatsapp } from './partner-links';
import { telLink } from '@rede/domain/validators/tel-link';
import { formatKm } from '@rede/domain/validators/distance-km';
import { track } from '@/lib/analytics/track';
import { useOpenStatus } from '@/components/opening-hours/use-open-status';

type TPartnerCardProps = {
  partner: TPublicPartner;
  selected: boolean;
  onSelect: (id: number) => void;
};

/**
 * The partner card (section 2): photo (when there is one), name, address and district, city-state, phone, whether it is
 * open now (issue #18, after hydration: it depends on the clock), product chips,
 * the technical-assistance badge, 'Ir para Loja', 'Whatsapp', 'Ver Detalhes'. Clicking the card (or
 * Enter / Space on it) selects the partner and its marker. The phone, 'Ir para Loja', 'Whatsapp' and 'Ver Detalhes'
 * clicks are counted (anonymous engagement analytics, lib/analytics).
 */
/**
 * The card's look as one set of rules on the card (its parts are plain elements with class names): a page
 * shows ten or more cards, and every styled MUI element costs a style serialisation on each server render
 * and again while the browser hydrates. Buttons and the assistance badge stay MUI components.
 */
const CARD_SX: SxProps<Theme> = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  cursor: 'pointer',
  borderWidth: 2,
  borderColor: 'divider',
  transition: 'border-color 150ms',
  '&:hover': { borderColor: 'primary.light' },
  '&[data-selected="true"], &[data-selected="true"]:hover': { borderColor: 'warning.main' },
  '& .pc-photo': {
    width: { xs: '100%', sm: 140 },
    height: { xs: 140, sm: 'auto' },
    minHeight: { sm: 140 },
    flexShrink: 0,
    bgcolor: 'action.hover',
    overflow: 'hidden',
  },
  '& .pc-photo img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '& .pc-main': { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  '& .pc-content': { p: 2, pb: 1, overflowWrap: 'anywhere' },
  '& .pc-head': { display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' },
  '& .pc-name': { typography: 'h6', fontSize: '1.05rem', lineHeight: 1.3, m: 0 },
  '& .pc-name button': {
    all: 'unset',
    cursor: 'pointer',
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
  },
  '& .pc-distance': { typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' },
  '& .pc-text': { typography: 'body2', m: 0 },
  '& .pc-address': { mt: 1 },
  '& .pc-city': { color: 'text.secondary' },
  '& .pc-phone': { display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, '& a': { color: 'inherit' }, '& svg': { fontSize: 'inherit' } },
  '& .pc-badge': { mt: 0.5 },
  // opening hours: the line keeps its place from the server's HTML on (the text comes after hydration)
  '& .pc-hours': { mt: 0.5, fontWeight: 500, color: 'text.secondary', minHeight: '1.43em' },
  '& .pc-hours[data-open="true"]': { color: 'success.dark' },
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
};

export const PartnerCard = memo(({ partner, selected, onSelect }: TPartnerCardProps) => {
  const t = useT();
  const photo = imageUrl(partner.photo);
  const whatsapp = partnerWhatsapp(partner, t('directory.whatsappMessage', { name: partner.name }));
  const titleId = `partner-${partner.id}-name`;
  const hours = useOpenStatus(partner.hours, partner.uf, partner.city);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-partner-id={partner.id}
      data-selected={selected ? 'true' : 'false'}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a,button')) return;
        onSelect(partner.id);
      }}
      sx={CARD_SX}
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
            <Chip className="pc-badge" icon={<VerifiedIcon />} label={t('directory.assistanceBadge')} color="success" size="small" />
          )}
          <p className="pc-text pc-address">{addressLine(partner)}</p>
          <p className="pc-text pc-city">
            {partner.city} - {partner.uf}
          </p>
          {partner.phone && (
            <p className="pc-text pc-phone">
              <PhoneIcon aria-hidden />
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
          <Button
            size="small"
            variant="outlined"
            startIcon={<DirectionsIcon />}
            href={partnerDirections(partner)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="directions-link"
            onClick={() => track({ type: 'directions_click', partnerId: partner.id })}
          >
            {t('directory.goToStore')}
          </Button>
          {whatsapp && (
            <Button
              size="small"
              variant="outlined"
              color="success"
              startIcon={<WhatsAppIcon />}
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="whatsapp-link"
              onClick={() => track({ type: 'whatsapp_click', partnerId: partner.id })}
            >
              {t('directory.whatsapp')}
            </Button>
          )}
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={partnerDetailsPath(partner)}
            aria-label={`${t('directory.details')}: ${partner.name}`}
            onClick={() => track({ type: 'details_click', partnerId: partner.id })}
          >
            {t('directory.details')}
          </Button>
        </div>
      </div>
    </Card>
  );
});
PartnerCard.displayName = 'PartnerCard';
