import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { COMPANY_BULK_DECISION_MAX, formatInteger, type TCompanyBulkAction } from '@rede/domain';
import type { TRowSelection, TSelectionConfig } from '@/components/data-table/types';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { useT } from '@/lib/i18n';
import { getCompanyIds, runBulkDecision, shownCompanyVersions, type TBulkDecisionOutcome, type TBulkDecisionProgress } from '../api/bulk-decision';
import { COMPANIES_QUERY_KEY } from '../api/get-companies';
import { BulkConfirmDialog, BulkProgressDialog, BulkResultDialog } from './bulk-decision-dialogs';

type TStep =
  | { step: 'idle' }
  | { step: 'confirm'; action: TCompanyBulkAction; selection: TRowSelection; clear: () => void; versions: Record<string, string> }
  | { step: 'running'; action: TCompanyBulkAction; progress: TBulkDecisionProgress | null }
  | { step: 'result'; action: TCompanyBulkAction; outcome: TBulkDecisionOutcome };

const ACTION_ICONS: Record<TCompanyBulkAction, ReactNode> = {
  approve: <CheckCircleOutlineIcon />,
  reject: <HighlightOffIcon />,
  deactivate: <BlockIcon />,
};

const countOf = (selection: TRowSelection) => (selection.kind === 'rows' ? selection.ids.length : selection.total);

/**
 * Bulk decisions of the companies list: the checkbox column's configuration (COMPANY:UPDATE, the bar's words,
 * Aprovar / Reprovar / Desativar) and the dialogs of a run: ONE confirmation (with the reason, to reject), the
 * progress while the companies are sent a hundred at a time with the version each was shown at, then the
 * result listing every company left unchanged and why (those changed by someone else apart). The list reloads and the selection clears at the end; `focusAfter` takes the focus once the
 * result closes (the bar's buttons are gone).
 */
export const useBulkDecisions = ({ focusAfter }: { focusAfter?: () => void } = {}) => {
  const t = useT();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TStep>({ step: 'idle' });

  const run = async (
    action: TCompanyBulkAction,
    selection: TRowSelection,
    clear: () => void,
    reason: string | null,
    versions: Record<string, string>,
  ) => {
    setState({ step: 'running', action, progress: selection.kind === 'rows' ? { done: 0, total: selection.ids.length } : null });
    let ids: number[];
    try {
      ids = selection.kind === 'rows' ? selection.ids.map(Number) : (await getCompanyIds(selection.params)).data;
    } catch (error) {
      setState({ step: 'idle' });
      void dialogs.showApiError(error);
      return;
    }
    const outcome = await runBulkDecision(
      { action, ids, reason, versions },
      { onProgress: (progress) => setState({ step: 'running', action, progress }) },
    );
    clear();
    void queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY });
    setState({ step: 'result', action, outcome });
  };

  const selection = useMemo<TSelectionConfig>(
    () => ({
      permission: 'COMPANY:UPDATE',
      maxMatching: COMPANY_BULK_DECISION_MAX,
      texts: {
        selected: (count) => (count === 1 ? t('companies.bulk.selectedOne') : t('companies.bulk.selectedMany', { count: formatInteger(count) })),
        selectAllMatching: (total) => t('companies.bulk.selectAllMatching', { total: formatInteger(total) }),
        allMatchingSelected: (total) => t('companies.bulk.allMatching', { total: formatInteger(total) }),
        tooManyToSelectAll: (total, max) => t('companies.bulk.tooManyToSelectAll', { total: formatInteger(total), max: formatInteger(max) }),
      },
      actions: (current, clear) =>
        (['approve', 'reject', 'deactivate'] as const).map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            color={action === 'approve' ? 'success' : action === 'reject' ? 'error' : 'inherit'}
            startIcon={ACTION_ICONS[action]}
            // the versions the companies are shown at now: one changed by someone else meanwhile is refused
            onClick={() => setState({ step: 'confirm', action, selection: current, clear, versions: shownCompanyVersions(queryClient) })}
          >
            {t(`companies.actions.${action}`)}
          </Button>
        )),
    }),
    [t, queryClient],
  );

  const view = (
    <>
      <BulkConfirmDialog
        action={state.step === 'confirm' ? state.action : null}
        count={state.step === 'confirm' ? countOf(state.selection) : 0}
        onCancel={() => setState({ step: 'idle' })}
        onConfirm={(reason) => {
          if (state.step === 'confirm') void run(state.action, state.selection, state.clear, reason, state.versions);
        }}
      />
      <BulkProgressDialog action={state.step === 'running' ? state.action : null} progress={state.step === 'running' ? state.progress : null} />
      <BulkResultDialog
        action={state.step === 'result' ? state.action : null}
        outcome={state.step === 'result' ? state.outcome : null}
        onClose={() => setState({ step: 'idle' })}
        {...(focusAfter ? { onExited: focusAfter } : {})}
      />
    </>
  );

  return { selection, view };
};
