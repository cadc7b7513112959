import { api } from '@/lib/api-client';

/** GET /lines/list/newUser: the product lines a new company may choose. */
export const getLineOptions = async (): Promise<{ value: number; label: string }[]> =>
  (await api.get<{ data: { id: number; name: string }[] }>('/lines/list/newUser')).data.map((line) => ({ value: line.id, label: line.name }));
