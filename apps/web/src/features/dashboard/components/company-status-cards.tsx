import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyCounts, type TCompanyStatusCounts } from '../api/get-company-counts';

type TCard = {
  status: 'disapproved' | 'pending' | 'approved';
  title: 'dashboard.disapproved' | 'dashboard.pending' | 'dashboard.approved';
  count: (counts: TCompanyStatusCounts) => number;
  color: 'error' | 'warning' | 'success';
  icon: ReactNode;
};

const CARDS: TCard[] = [
  { status: 'disapproved', title: 'dashboard.disapproved', count: (c) => c.disapproved, color: 'error', icon: <HighlightOffIcon fontSize="large" /> },
  { status: 'pending', title: 'dashboard.pending', count: (c) => c.pendings, color: 'warning', icon: <HourglassEmptyIcon fontSize="large" /> },
  { status: 'approved', title: 'dashboard.approved', count: (c) => c.approved, color: 'success', icon: <CheckCircleIcon fontSize="large" /> },
];

/** The administrators' cards: Empresas Reprovadas, Pendentes de Aprovação, Aprovadas; each opens the filtered list. */
export const CompanyStatusCards = () => {
  const t = useT();
  const counts = useCompanyCounts();
  if (counts.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
            {t('dashboard.retry')}
          </Button>
        }
      >
        {getErrorMessage(counts.error) || t('dashboard.loadFailed')}
      </Alert>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {CARDS.map((card) => {
        const title = t(card.title);
        const value = counts.data ? card.count(counts.data) : null;
        return (
          <Grid key={card.status} size={{ xs: 12, sm: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%', borderTop: 4, borderTopColor: `${card.color}.main` }}>
              <CardActionArea
                component={RouterLink}
                to={`/companys?status=${card.status}`}
                aria-label={value === null ? title : t('dashboard.openLabel', { title, count: value })}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Typography component="span" color={`${card.color}.main`} sx={{ display: 'flex' }} aria-hidden>
                    {card.icon}
                  </Typography>
                  <div>
                    <Typography variant="subtitle1" component="h2" color="text.secondary">
                      {title}
                    </Typography>
                    {/* a space between title and count: the visible text then reads as the aria-label does */}{' '}
                    <Typography variant="h3" component="p" data-testid={`count-${card.status}`}>
                      {value === null ? <Skeleton width={48} /> : value}
                    </Typography>
                  </div>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
};
