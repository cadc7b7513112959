import { api } from '@/lib/api-client';

/** GET /api/lines/list/newUser: the product lines a company may choose (id, name). */
export const getLineOptions = async (): Promise<{ value: number; label: string }[]> =>
  (await api.get<{ data: { id: number; name: string }[] }>('/lines/list/newUser')).data.map((line) => ({ value: line.id, label: line.name }));
