import { useQuery } from '@tanstack/react-query';
import type { TFieldOption, TFormField, TFormValues } from './types';

export type TFieldOptionsState = { options: readonly TFieldOption[]; loading: boolean; failed: boolean };

/**
 * The choices of a select field: static `options`, or `loadOptions` through TanStack Query
 * (cached per property, the values it depends on and `optionsKey`), or `searchOptions` with the typed
 * `searchTerm` (cached per term too). `failed` drives 'Itens não carregados'.
 */
export const useFieldOptions = (field: TFormField, values: TFormValues, searchTerm = ''): TFieldOptionsState => {
  const dependsOn = (field.optionsDependOn ?? []).map((property) => values[property] ?? null);
  const search = field.searchOptions;
  const query = useQuery({
    queryKey: ['form-options', field.property, field.label, ...dependsOn, ...(field.optionsKey ?? []), ...(search ? [searchTerm] : [])],
    queryFn: () => (search ? search(values, searchTerm) : field.loadOptions!(values)),
    enabled: Boolean(field.loadOptions ?? search) && !field.options,
    staleTime: 60_000,
  });
  if (field.options) return { options: field.options, loading: false, failed: false };
  return { options: query.data ?? [], loading: query.isLoading, failed: query.isError };
};
