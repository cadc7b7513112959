import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsIcon from '@mui/icons-material/Directions';
import PhoneIcon from '@mui/icons-material/Phone';
import VerifiedIcon from '@mui/icons-material/Build';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useT } from '@/lib/i18n';
import type { TPublicPartner } from '../api/types';
import { addressLine, imageUrl, partnerDetailsPath, partnerDirections, partnerWhatsapp } from './partner-links';
import { telLink } from '@rede/domain/validators/tel-link';
import { track } from '@/lib/analytics/track';

type TPartnerCardProps = {
  partner: TPublicPartner;
  selected: boolean;
  onSelect: (id: number) => void;
};

const formatKm = (km: number) => km.toLocaleString('pt-BR', { maximumFractionDigits: km < 10 ? 1 : 0 });

/**
 * The partner card (section 2): photo (when there is one), name, address and district, city-state, phone, product chips,
 * the technical-assistance badge, 'Ir para Loja', 'Whatsapp', 'Ver Detalhes'. Clicking the card (or
 * Enter / Space on it) selects the partner and its marker. The phone, 'Ir para Loja', 'Whatsapp' and 'Ver Detalhes'
 * clicks are counted (anonymous engagement analytics, lib/analytics).
 */
export const PartnerCard = memo(({ partner, selected, onSelect }: TPartnerCardProps) => {
  const t = useT();
  const photo = imageUrl(partner.photo);
  const whatsapp = partnerWhatsapp(partner, t('directory.whatsappMessage', { name: partner.name }));
  const titleId = `partner-${partner.id}-name`;
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
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        cursor: 'pointer',
        borderWidth: 2,
        borderColor: selected ? 'warning.main' : 'divider',
        transition: 'border-color 150ms',
        '&:hover': { borderColor: selected ? 'warning.main' : 'primary.light' },
      }}
    >
      {/* no photo, no placeholder: the card starts with its name */}
      {photo ? (
        <Box
          sx={{
            width: { xs: '100%', sm: 140 },
            height: { xs: 140, sm: 'auto' },
            minHeight: { sm: 140 },
            flexShrink: 0,
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          <Box
            component="img"
            src={photo}
            alt={t('directory.photoOf', { name: partner.name })}
            loading="lazy"
            decoding="async"
            width={140}
            height={140}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <CardContent sx={{ pb: 1, overflowWrap: 'anywhere' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
              <Box
                component="button"
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(partner.id)}
                sx={{
                  all: 'unset',
                  cursor: 'pointer',
                  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
                }}
              >
                {partner.name}
              </Box>
            </Typography>
            {typeof partner.distanceKm === 'number' && (
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('directory.distance', { distance: formatKm(partner.distanceKm) })}
              </Typography>
            )}
          </Stack>
          {partner.isAssistence && (
            <Chip
              icon={<VerifiedIcon />}
              label={t('directory.assistanceBadge')}
              color="success"
              size="small"
              sx={{ mt: 0.5 }}
            />
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {addressLine(partner)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {partner.city} - {partner.uf}
          </Typography>
          {partner.phone && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <PhoneIcon aria-hidden fontSize="inherit" />
              <a href={telLink(partner.phone)} style={{ color: 'inherit' }} onClick={() => track({ type: 'phone_click', partnerId: partner.id })}>
                {partner.phone}
              </a>
            </Typography>
          )}
          {partner.lines.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }} component="ul" aria-label={t('partner.lines')} style={{ padding: 0, margin: 0, listStyle: 'none' }}>
              {partner.lines.map((line) => (
                <li key={line.id}>
                  <Chip label={line.name} size="small" variant="outlined" />
                </li>
              ))}
            </Stack>
          )}
        </CardContent>
        <CardActions sx={{ mt: 'auto', flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
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
        </CardActions>
      </Box>
    </Card>
  );
});
PartnerCard.displayName = 'PartnerCard';
