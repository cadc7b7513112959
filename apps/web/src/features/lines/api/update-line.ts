import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLineUpdateSchema, type TLine, type TLineUpdate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { LINES_QUERY_KEY } from './get-lines';

export const updateLineInputSchema = ZLineUpdateSchema;
export type TUpdateLineInput = TLineUpdate;

/** PUT /api/lines { line } (id inside) */
export const updateLine = (line: TUpdateLineInput): Promise<TLine> => api.put<TLine>('/lines', { line });

export const useUpdateLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINES_QUERY_KEY }),
  });
};
