import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPANY_REJECTION_REASON_MAX, formatInteger, ZCompanyBulkDecisionSchema, type TCompanyBulkAction } from '@rede/domain';
import { ERROR_CODES } from '@rede/domain/error-codes';
import { getErrorMessage } from '@/lib/api-client';
import { useT, type TTranslate } from '@/lib/i18n';
import type { TBulkDecisionOutcome, TBulkDecisionProgress } from '../api/bulk-decision';

/** '1 empresa …' / '1.234 empresas …' from the One / Many pair of a text. */
const counted = (t: TTranslate, count: number, one: Parameters<TTranslate>[0], many: Parameters<TTranslate>[0]) =>
  count === 1 ? t(one) : t(many, { count: formatInteger(count) });

/** The rejection reason's rule, as the API checks it (required, trimmed, at most 1 000 characters): the message, or null. */
const reasonError = (reason: string): string | null => {
  const parsed = ZCompanyBulkDecisionSchema.safeParse({ action: 'reject', ids: [1], reason });
  return parsed.success ? null : (parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? null);
};

type TConfirmProps = {
  /** null: closed. */
  action: TCompanyBulkAction | null;
  count: number;
  onCancel: () => void;
  onConfirm: (reason: string | null) => void;
};

/**
 * THE one confirmation of a bulk decision: how many companies, what happens to each (status, log, e-mail)
 * and, to reject, the reason sent to each (required, the single rejection's limit).
 */
export const BulkConfirmDialog = ({ action, count, onCancel, onConfirm }: TConfirmProps) => {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // the dialog keeps its words while it closes
  const [shown, setShown] = useState<{ action: TCompanyBulkAction; count: number } | null>(null);
  if (action !== null && (shown?.action !== action || shown.count !== count)) setShown({ action, count });
  const current = action !== null ? { action, count } : shown;
  const submit = () => {
    if (current?.action !== 'reject') return onConfirm(null);
    const message = reasonError(reason);
    setError(message);
    if (message === null) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={action !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setError(null);
          },
        },
      }}
    >
      {current ? (
        <>
          <DialogTitle id={titleId}>
            {counted(t, current.count, `companies.bulk.confirm.${current.action}TitleOne`, `companies.bulk.confirm.${current.action}TitleMany`)}
          </DialogTitle>
          <DialogContent>
            <Box id={textId}>
              <DialogContentText sx={{ mb: 1 }}>{t(`companies.bulk.confirm.${current.action}`)}</DialogContentText>
              <DialogContentText sx={{ mb: current.action === 'reject' ? 2 : 0 }}>{t('companies.bulk.confirm.unchanged')}</DialogContentText>
            </Box>
            {current.action === 'reject' ? (
              <TextField
                label={t('companies.bulk.confirm.reason')}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error) setError(reasonError(event.target.value));
                }}
                required
                error={error !== null}
                helperText={error ?? `${reason.length}/${COMPANY_REJECTION_REASON_MAX}`}
                multiline
                minRows={3}
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { maxLength: COMPANY_REJECTION_REASON_MAX } }}
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('dialogs.cancel')}</Button>
            <Button variant="contained" color={current.action === 'approve' ? 'primary' : 'error'} onClick={submit}>
              {t(`companies.actions.${current.action}`)}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
};

/** While the decision runs: not dismissible; the count of companies done (indeterminate while the filter's ids are read). */
export const BulkProgressDialog = ({ action, progress }: { action: TCompanyBulkAction | null; progress: TBulkDecisionProgress | null }) => {
  const t = useT();
  const titleId = useId();
  const value = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const text = progress
    ? t('companies.bulk.running.progress', { done: formatInteger(progress.done), total: formatInteger(progress.total) })
    : t('companies.bulk.running.resolving');
  return (
    <Dialog open={action !== null} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{action ? t(`companies.bulk.running.${action}`) : null}</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant={progress ? 'determinate' : 'indeterminate'}
          value={value}
          aria-label={t('companies.bulk.running.progressLabel')}
          {...(progress ? { 'aria-valuetext': text } : {})}
          sx={{ mb: 2 }}
        />
        <Typography variant="body2" aria-live="polite" aria-atomic="true">
          {text}
        </Typography>
      </DialogContent>
    </Dialog>
  );
};

/**
 * The outcome: how many changed, every company left as it was with the reason (those changed by someone else
 * since they were shown marked as such), and what stopped the run, if anything.
 */
export const BulkResultDialog = ({
  action,
  outcome,
  onClose,
  onExited,
}: {
  action: TCompanyBulkAction | null;
  outcome: TBulkDecisionOutcome | null;
  onClose: () => void;
  /** Once closed: where the focus goes (the button that opened the run is gone with the selection). */
  onExited?: () => void;
}) => {
  const t = useT();
  const titleId = useId();
  const open = action !== null && outcome !== null;
  const stale = outcome?.failed.filter((failure) => failure.code === ERROR_CODES.staleRecord).length ?? 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      disableRestoreFocus
      slotProps={{ transition: { ...(onExited ? { onExited } : {}) } }}
    >
      <DialogTitle id={titleId}>{t('companies.bulk.result.title')}</DialogTitle>
      {action && outcome ? (
        <DialogContent dividers>
          <Alert severity={outcome.failed.length === 0 && !outcome.stoppedBy ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {counted(t, outcome.succeeded.length, `companies.bulk.result.${action}One`, `companies.bulk.result.${action}Many`)}
            {outcome.failed.length > 0
              ? ` ${counted(t, outcome.failed.length, 'companies.bulk.result.failedOne', 'companies.bulk.result.failedMany')}`
              : null}
          </Alert>
          {outcome.stoppedBy ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {outcome.untried === 1
                ? t('companies.bulk.result.stoppedOne', { message: getErrorMessage(outcome.stoppedBy) })
                : t('companies.bulk.result.stoppedMany', { message: getErrorMessage(outcome.stoppedBy), count: formatInteger(outcome.untried) })}
            </Alert>
          ) : null}
          {stale > 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {counted(t, stale, 'companies.bulk.result.staleOne', 'companies.bulk.result.staleMany')}
            </Alert>
          ) : null}
          {outcome.failed.length > 0 ? (
            <List dense aria-label={t('companies.bulk.result.failuresLabel')} disablePadding>
              {outcome.failed.map((failure) => (
                <ListItem key={failure.id} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                  <ListItemText
                    primary={t('companies.bulk.result.failedItem', {
                      name: failure.name ?? t('companies.bulk.result.unknownName', { id: failure.id }),
                      id: failure.id,
                    })}
                    secondary={failure.message}
                  />
                  {failure.code === ERROR_CODES.staleRecord ? (
                    <Chip size="small" color="warning" variant="outlined" label={t('companies.bulk.result.staleChip')} />
                  ) : null}
                </ListItem>
              ))}
            </List>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('companies.bulk.result.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
