import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { findMunicipality, formatMessage, municipalityKey, UF_CODES, type TLocationOption } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import type { TFieldRenderProps } from '@/components/form/types';
import { useT } from '@/lib/i18n';
import { loadMunicipalities } from './load-municipalities';

export type TCityFieldProps = TFieldRenderProps & {
  /** The property holding the state whose municipalities are offered. */
  ufProperty?: string;
  /** Tests may replace the list's request. */
  load?: (uf: string, signal?: AbortSignal) => Promise<TLocationOption[]>;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isUf = (uf: string) => (UF_CODES as readonly string[]).includes(uf);

// the state's list is long (853 in MG): the first matches are shown, typing narrows them
const filterOptions = createFilterOptions<string>({ limit: 100 });

/**
 * The city of an address: a searchable choice among the municipalities of the chosen state (the IBGE list the
 * API checks against, loaded when a state is chosen), accents and case forgiven while searching. A city that is
 * not one of them (saved before the city was checked, or left from another state) stays shown, not selectable,
 * with the reason; when the list cannot be loaded the city is typed and the server checks it.
 */
export const CityField = ({
  field,
  value,
  onChange,
  onBlur,
  error,
  values,
  disabled,
  ufProperty = 'uf',
  load = loadMunicipalities,
}: TCityFieldProps) => {
  const t = useT();
  const uf = text(values[ufProperty]);
  const list = useQuery({
    queryKey: ['municipalities', uf],
    queryFn: ({ signal }) => load(uf, signal),
    enabled: isUf(uf),
    staleTime: Infinity,
  });
  const city = text(value);
  const names = useMemo(() => (list.data ?? []).map((m) => m.nome), [list.data]);
  const unknown = city.trim() !== '' && list.isSuccess && !findMunicipality(list.data, city);
  const options = useMemo(() => (unknown ? [city, ...names] : names), [unknown, city, names]);
  const notice = unknown
    ? formatMessage(MESSAGES.validation.cityNotFound, { uf })
    : list.isError
      ? t('companies.address.citiesNotLoaded')
      : !isUf(uf)
        ? t('companies.address.chooseUfFirst')
        : undefined;
  const helper = error ?? notice ?? field.helperText;
  return (
    <Autocomplete<string, false, false, boolean>
      id={`field-${field.property}`}
      options={options}
      value={city || null}
      onChange={(_event, next) => onChange(next ?? '')}
      // without the list the city is typed (the server checks it)
      freeSolo={list.isError}
      {...(list.isError ? { onInputChange: (_event: unknown, next: string, reason: string) => reason === 'input' && onChange(next) } : {})}
      onBlur={onBlur}
      isOptionEqualToValue={(option, current) => municipalityKey(option) === municipalityKey(current)}
      getOptionDisabled={(option) => unknown && option === city}
      filterOptions={filterOptions}
      autoHighlight
      loading={list.isFetching}
      loadingText={t('companies.address.citiesLoading')}
      noOptionsText={isUf(uf) ? t('companies.address.cityNoMatch') : t('companies.address.chooseUfFirst')}
      openText={t('companies.address.cityOpen')}
      closeText={t('companies.address.cityClose')}
      clearText={t('companies.address.cityClear')}
      disabled={disabled}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.property}
          label={field.label}
          required={field.required}
          error={Boolean(error) || unknown}
          helperText={helper}
        />
      )}
    />
  );
};
