import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompany, TCompanyLineProposal, TCompanyLineProposalWithdrawal, TLogValue } from '@rede/domain';
import { api } from '@/lib/api-client';
import { COMPANY_LINES_QUERY_KEY } from './get-company-lines';

/** A write answered 202: the change went into the company's proposed change (nothing published). */
export const isLineProposal = (result: unknown): result is TCompanyLineProposal =>
  typeof result === 'object' && result !== null && 'pendingChange' in result && !('id' in result);

export type TPendingLineChange = { companyId: number; companyName: string; before: TLogValue; after: TLogValue };

/** The user's companies whose proposed change alters their lines: approved lines → proposed lines. */
export const getPendingLineChanges = async (signal?: AbortSignal): Promise<TPendingLineChange[]> => {
  const { data } = await api.get<{ data: TCompany[] }>('/companys/companyUsers/companiesByUser', {
    params: { pageSize: 100, status: 'pending' },
    ...(signal ? { signal } : {}),
  });
  return data.flatMap((company) => {
    const change = company.review?.kind === 'change' ? company.review.changes.find((c) => c.field === 'lines') : undefined;
    return change ? [{ companyId: company.id, companyName: company.name, before: change.before, after: change.after }] : [];
  });
};

/** Under the company-lines key: every save or delete of a line refreshes it. */
export const usePendingLineChanges = (enabled: boolean) =>
  useQuery({ queryKey: [...COMPANY_LINES_QUERY_KEY, 'pending-changes'], queryFn: ({ signal }) => getPendingLineChanges(signal), enabled });

/** DELETE /api/companyLines/proposal?companyId=: the approved lines again (409 when the change was decided meanwhile). */
export const withdrawLineProposal = (companyId: number): Promise<TCompanyLineProposalWithdrawal> =>
  api.delete<TCompanyLineProposalWithdrawal>('/companyLines/proposal', { params: { companyId } });

export const useWithdrawLineProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawLineProposal,
    // a 409 means the change was decided: the list and the pending changes are stale either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPANY_LINES_QUERY_KEY }),
  });
};
