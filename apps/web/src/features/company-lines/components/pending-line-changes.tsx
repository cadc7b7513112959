import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TLogValue } from '@rede/domain';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useCan } from '@/lib/authorization';
import { useUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { usePendingLineChanges, useWithdrawLineProposal, type TPendingLineChange } from '../api/line-proposals';

const linesText = (value: TLogValue, empty: string): string => (Array.isArray(value) && value.length > 0 ? value.join(', ') : empty);

/**
 * Above a company user's list of lines: the list shows the published links, so the changes of their approved
 * companies that wait for a decision are named here (approved lines → proposed lines), each with "Desfazer"
 * (asked first) for a user who may remove lines. Nothing otherwise.
 */
export const PendingLineChanges = () => {
  const t = useT();
  const isCompanyUser = useUser()?.type === 'company';
  const canUndo = useCan('COMPANYLINE:DELETE');
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const withdraw = useWithdrawLineProposal();
  const { data } = usePendingLineChanges(isCompanyUser);
  if (!data || data.length === 0) return null;

  const undo = async (change: TPendingLineChange) => {
    const confirmed = await dialogs.confirm({
      title: t('companyLines.undoTitle'),
      message: t('companyLines.undoMessage', { company: change.companyName, before: linesText(change.before, '—') }),
      confirmText: t('companyLines.undo'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    try {
      const result = await withdraw.mutateAsync(change.companyId);
      showSnackbar(t(result.pendingChange ? 'companyLines.undoneOthersWait' : 'companyLines.withdrawn'), { variant: 'alert', severity: 'info' });
    } catch (error) {
      await dialogs.showApiError(error);
    }
  };

  return (
    <Alert severity="info">
      <AlertTitle>{t('companyLines.pendingTitle')}</AlertTitle>
      {t('companyLines.pendingIntro')}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {data.map((change) => (
          <li key={change.companyId}>
            {t('companyLines.pendingItem', {
              company: change.companyName,
              before: linesText(change.before, '—'),
              after: linesText(change.after, '—'),
            })}
            {canUndo ? (
              <Button
                size="small"
                sx={{ ml: 1 }}
                disabled={withdraw.isPending}
                aria-label={t('companyLines.undoOf', { company: change.companyName })}
                onClick={() => void undo(change)}
              >
                {t('companyLines.undo')}
              </Button>
            ) : null}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
