import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { formatDatetime, type TCompanyChange } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { useFormServices } from '@/components/form/form-services';
import { Authorization } from '@/lib/authorization';
import { companyHistoryPath } from '@/lib/record-paths';
import { useT } from '@/lib/i18n';
import type { TCompanyRecord } from '../api/types';

type TValue = TCompanyChange['before'];

const IMAGE_FIELDS = new Set(['logo', 'photo']);

/** A compared value as text: flags as Sim/Não, line names joined, coordinates with 6 decimals; empty: `empty`. */
const valueText = (value: TValue, empty: string): string => {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return empty;
  if (typeof value === 'boolean') return MESSAGES.yesNo[`${value}`];
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return `${value.latitude.toFixed(6)}, ${value.longitude.toFixed(6)}`;
  return String(value);
};

/** One side of a change: an image as its thumbnail, anything else as text. */
const ChangeValue = ({ change, side }: { change: TCompanyChange; side: 'before' | 'after' }) => {
  const t = useT();
  const { fileUrl } = useFormServices();
  const value = change[side];
  if (IMAGE_FIELDS.has(change.field) && typeof value === 'string' && value !== '') {
    return (
      <Box
        component="img"
        src={fileUrl(value)}
        alt={`${change.label} (${t(`companies.review.${side}`)})`}
        loading="lazy"
        sx={{ display: 'block', maxHeight: 64, maxWidth: 140, objectFit: 'contain', borderRadius: 0.5 }}
      />
    );
  }
  return <>{valueText(value, t('companies.review.empty'))}</>;
};

type TCompanyReviewProps = {
  company: TCompanyRecord;
  onApprove: (company: TCompanyRecord) => void;
  onReject: (company: TCompanyRecord) => void;
};

/**
 * The top of the list's details panel when a company waits for a decision: a new registration, or an
 * approved company's proposed change with "O que mudou" (field, approved value → proposed value); then
 * Aprovar, Reprovar (the list's dialog, reason required) and the company's history. Nothing otherwise.
 */
export const CompanyReview = ({ company, onApprove, onReject }: TCompanyReviewProps) => {
  const t = useT();
  const titleId = useId();
  const { review } = company;
  if (!review) return null;
  const when = review.requestedAt ? formatDatetime(review.requestedAt) : '';
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, py: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {review.kind === 'change' ? t('companies.review.changeTitle') : MESSAGES.companyReview.kind.new}
      </Typography>
      {review.kind === 'new' ? (
        <Typography variant="body2" color="text.secondary">
          {t('companies.review.newText')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {review.requestedByName
              ? t('companies.review.changeCaption', { name: review.requestedByName, date: when })
              : t('companies.review.changeCaptionNoName', { date: when })}
          </Typography>
          {review.changes.length === 0 ? (
            <Typography variant="body2">{t('companies.review.noChanges')}</Typography>
          ) : (
            <Table size="small" aria-labelledby={titleId} sx={{ '& td, & th': { verticalAlign: 'top', px: 1 } }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('companies.review.field')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('companies.review.before')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('companies.review.after')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {review.changes.map((change) => (
                  <TableRow key={change.field} data-field={change.field}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {change.label}
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                      <ChangeValue change={change} side="before" />
                    </TableCell>
                    <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <ArrowForwardIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
                        <span>
                          <ChangeValue change={change} side="after" />
                        </span>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
      <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
        <Authorization permission="COMPANY:UPDATE">
          <Button variant="contained" color="success" onClick={() => onApprove(company)}>
            {t('companies.actions.approve')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => onReject(company)}>
            {t('companies.actions.reject')}
          </Button>
        </Authorization>
        <Authorization permission="COMPANYLOG:LIST">
          <Button component={RouterLink} to={companyHistoryPath(company.id)}>
            {t('companies.review.history')}
          </Button>
        </Authorization>
      </Stack>
    </Box>
  );
};
