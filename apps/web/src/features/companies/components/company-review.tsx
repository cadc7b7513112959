import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rede/domain/messages';
import { ChangesTable } from '@/components/changes-table/changes-table';
import { Authorization } from '@/lib/authorization';
import { companyHistoryPath } from '@/lib/record-paths';
import { useT } from '@/lib/i18n';
import type { TCompanyRecord } from '../api/types';
import { formatScreenDatetime } from '@/lib/i18n/dates';

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
  const when = review.requestedAt ? formatScreenDatetime(review.requestedAt) : '';
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
            <ChangesTable changes={review.changes} labelledBy={titleId} />
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
