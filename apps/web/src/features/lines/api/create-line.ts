import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLineCreateSchema, type TLine, type TLineCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { LINES_QUERY_KEY } from './get-lines';

export const createLineInputSchema = ZLineCreateSchema;
export type TCreateLineInput = TLineCreate;

/** POST /api/lines { line } */
export const createLine = (line: TCreateLineInput): Promise<TLine> => api.post<TLine>('/lines', { line });

export const useCreateLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINES_QUERY_KEY }),
  });
};
