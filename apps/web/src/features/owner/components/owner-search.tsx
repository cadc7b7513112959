import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { USER_OWNER_ALL_ID } from '@rede/domain';
import { searchCompanies } from '@/components/form/api/search-companies';
import { useOptionSearch } from '@/components/form/fields/use-option-search';
import type { TFieldOption } from '@/components/form/types';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { ApiError } from '@/lib/api-client';
import { setSelectedOwnerId } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { useOwnerCompany } from '../api/get-owner-company';

type TOwnerSearchProps = {
  selected: number | null;
  /** Asks before changing (true when the change goes ahead). */
  onChoose: (option: TFieldOption) => Promise<boolean>;
};

/** The list's header says what choosing a company does, where the choice is made. */
const HintPaper = ({ children, ...props }: PaperProps & { children?: ReactNode }) => {
  const t = useT();
  return (
    <Paper {...props}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        {t('owner.hint')}
      </Typography>
      {children}
    </Paper>
  );
};

/**
 * The administrators' user-owner choice: 'Todas as empresas' or one company, searched on the server as they
 * type (a network has thousands of companies: never the whole list). The selected company's name is read by
 * its id; a stored id that is no longer a company goes back to 'all'.
 */
export const OwnerSearch = ({ selected, onChoose }: TOwnerSearchProps) => {
  const t = useT();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const search = useOptionSearch(true);
  const companyId = selected !== null && selected > 0 ? selected : null;
  const company = useOwnerCompany(companyId);
  const results = useQuery({
    queryKey: ['owner', 'search', search.term],
    queryFn: ({ signal }) => searchCompanies(search.term, signal),
    enabled: open,
    staleTime: 60_000,
  });

  // a stored company that no longer exists (or is not visible) falls back to every company
  const gone = company.error instanceof ApiError && company.error.statusCode === 404;
  useEffect(() => {
    if (selected === null || gone) setSelectedOwnerId(USER_OWNER_ALL_ID);
  }, [selected, gone]);

  // stable objects: a new value object on every render would make the Autocomplete reset what is being typed
  const allLabel = t('owner.all');
  const all = useMemo<TFieldOption>(() => ({ value: USER_OWNER_ALL_ID, label: allLabel }), [allLabel]);
  const name = company.data?.name ?? '';
  const current = useMemo<TFieldOption>(() => (companyId === null ? all : { value: companyId, label: name }), [companyId, name, all]);
  const options = useMemo(() => [all, ...(results.data ?? []).filter((option) => option.value !== USER_OWNER_ALL_ID)], [all, results.data]);

  return (
    <>
      <Autocomplete<TFieldOption, false, true>
        size="small"
        disableClearable
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={current}
        onChange={(_event, option) => {
          if (option.value !== current.value) void onChoose(option);
        }}
        {...search.autocompleteProps}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        loading={results.isFetching}
        loadingText={t('owner.searching')}
        noOptionsText={results.isError ? t('owner.searchFailed') : t('owner.noResults')}
        slots={{ paper: HintPaper }}
        // on a phone it shares the bar with the menu and profile buttons: it shrinks first
        sx={{ width: { xs: 160, sm: 280 }, minWidth: { xs: 110, sm: 200 }, flexShrink: 1 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('owner.label')}
            placeholder={t('owner.searchPlaceholder')}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': hintId } }}
          />
        )}
      />
      <span id={hintId} style={visuallyHidden}>
        {t('owner.hint')}
      </span>
    </>
  );
};
