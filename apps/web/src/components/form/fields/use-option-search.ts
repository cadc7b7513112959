import { useState } from 'react';
import type { AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import { useDebouncedCallback } from '@/components/data-table/use-debounced-callback';
import type { TFieldOption } from '../types';

const SEARCH_DELAY_MS = 300;
const NO_PICK: TFieldOption[] = [];

/**
 * The server-side search of an fk field with `searchOptions`: the typed text becomes the search
 * term after a pause (a chosen option, a reset or a clear search everything again), the options
 * are shown as the server answers them, and the chosen option keeps its label when a later search
 * no longer lists it. Without `enabled` nothing changes (the Autocomplete filters its options).
 */
export const useOptionSearch = (enabled: boolean) => {
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<TFieldOption[]>(NO_PICK);
  const debounced = useDebouncedCallback(setTerm, SEARCH_DELAY_MS);
  const autocompleteProps = enabled
    ? {
        onInputChange: (_event: unknown, text: string, reason: AutocompleteInputChangeReason) => {
          if (reason === 'input') return debounced.run(text.trim());
          debounced.cancel();
          setTerm('');
        },
        filterOptions: (options: TFieldOption[]) => options,
      }
    : {};
  return { term, picked, pick: (option: TFieldOption | null) => setPicked(option ? [option] : NO_PICK), autocompleteProps };
};
