import { memo, startTransition, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import PlaceIcon from '@mui/icons-material/Place';
import type { TPlaceSuggestion } from '@rede/domain/schemas/place';
import { cepOfPlaceQuery } from '@rede/domain/validators/place-text';
import { formatInteger } from '@rede/domain/validators/format-number';
import { useDebouncedCallback } from '@/components/data-table/use-debounced-callback';
import { useT } from '@/lib/i18n';
import { usePlaceSuggestions } from '../api/get-place';
import { PLACE_INPUT_ID } from '../constants';

/** The query parameter of the place search: /?local=01001-000 (the page without JavaScript submits it too). */
export const PLACE_FIELD_NAME = 'local';

type TPlaceSearchFieldProps = {
  /** The place searched (from the URL), or null. */
  value: string | null;
  /** A CEP, city or address chosen (a suggestion, Enter), or null when cleared. */
  onPlace: (place: string | null) => void;
};

/**
 * "CEP, cidade ou endereço": a combobox (MUI Autocomplete: the WAI-ARIA combobox pattern, keyboard and screen
 * readers) that suggests the cities with partners like what is typed, typos forgiven; any text can be
 * searched (BUSCAR, or Enter when no suggestion is shown: Enter takes the first one, highlighted): a CEP, a city or an
 * address. Memoized: Autocomplete reads its field's width on every
 * render (a forced layout of the whole page), and the directory renders several times as it starts.
 *
 * Autocomplete keeps its field's element in state, set by a ref: a state update inside the commit that attaches
 * it, which React renders synchronously, in the same task as the hydration's commit (~40 ms on a throttled
 * phone). Here the element reaches that state in a transition (sliced, after the commit), and at once when the
 * field gets the focus, before anything can open the list of suggestions (the only use of the element).
 */
export const PlaceSearchField = memo(function PlaceSearchField({ value, onPlace }: TPlaceSearchFieldProps) {
  const t = useT();
  const [input, setInput] = useState(value ?? '');
  const [query, setQuery] = useState('');
  useEffect(() => setInput(value ?? ''), [value]);
  const suggest = useDebouncedCallback((text: string) => setQuery(cepOfPlaceQuery(text) ? '' : text.trim()), 250);
  const suggestions = usePlaceSuggestions(query);
  const options = query ? (suggestions.data?.data ?? []) : [];
  const [open, setOpen] = useState(false);
  // whether the visitor highlighted a suggestion (arrows, pointer) since typing, rather than autoHighlight
  const picked = useRef(false);
  // suggestions for the text as it is now, not those of a few letters ago still shown while the next ones load
  const fresh = query !== '' && query === input.trim() && !suggestions.isPlaceholderData;
  const anchor = useRef<{ element: HTMLElement | null; set: ((element: HTMLElement | null) => void) | null }>({ element: null, set: null });
  const deferAnchor = useCallback((element: HTMLElement | null) => {
    anchor.current.element = element;
    const set = anchor.current.set;
    if (set) startTransition(() => set(element));
  }, []);

  return (
    <Autocomplete<TPlaceSuggestion, false, false, true>
      id={PLACE_INPUT_ID}
      freeSolo
      options={options}
      // the first suggestion shown is highlighted, and Enter takes it rather than the text as typed (MUI commits the
      // text in freeSolo): "campinsa" finds Campinas - SP, as listed
      autoHighlight
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // MUI reports only the visitor's own highlights (arrows, pointer), not autoHighlight's
      onHighlightChange={(_event, option) => {
        picked.current = option !== null;
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing || !open || !(event.target instanceof HTMLInputElement)) return;
        // the highlighted option, as announced to screen readers (`${id}-option-${index}`)
        const active = event.target.getAttribute('aria-activedescendant')?.match(/-option-(\d+)$/);
        const option = active ? options[Number(active[1])] : undefined;
        // suggestions of an older text, still shown while the next ones load: MUI searches what is typed
        if (!option || !(fresh || picked.current)) return;
        (event as typeof event & { defaultMuiPrevented: boolean }).defaultMuiPrevented = true;
        event.preventDefault();
        setOpen(false);
        setInput(option.label);
        onPlace(option.label);
      }}
      // the server already chose them (typos forgiven): shown as they come
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        if (reason === 'input') {
          picked.current = false;
          suggest.run(text);
        }
        if (reason === 'clear') onPlace(null);
      }}
      onChange={(_event, chosen) => {
        const text = (typeof chosen === 'string' ? chosen : (chosen?.label ?? '')).trim();
        onPlace(text || null);
      }}
      // offline, the query waits for the connection (TanStack Query pauses it): the list says so instead of nothing
      loading={suggestions.isFetching || suggestions.fetchStatus === 'paused'}
      loadingText={suggestions.fetchStatus === 'paused' ? t('directory.place.suggestionsOffline') : t('directory.place.searching')}
      // the list of suggestions stays inside the search form (a landmark), not at the end of the page
      disablePortal
      noOptionsText={t('directory.place.noSuggestions')}
      clearText={t('directory.place.clear')}
      openText={t('directory.place.open')}
      closeText={t('directory.place.close')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <PlaceIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} aria-hidden />
          <span>
            {option.label}{' '}
            <span style={{ opacity: 0.7 }}>
              · {option.partners === 1 ? t('directory.place.onePartner') : t('directory.place.partners', { count: formatInteger(option.partners) })}
            </span>
          </span>
        </li>
      )}
      renderInput={(params) => {
        // Autocomplete's own setter (a state setter: the same function on every render)
        anchor.current.set = params.slotProps.input.ref as (element: HTMLElement | null) => void;
        const onFocus = params.slotProps.htmlInput.onFocus;
        return (
          <TextField
            {...params}
            name={PLACE_FIELD_NAME}
            label={t('directory.place.label')}
            placeholder={t('directory.place.placeholder')}
            size="small"
            slotProps={{
              ...params.slotProps,
              input: { ...params.slotProps.input, ref: deferAnchor },
              htmlInput: {
                ...params.slotProps.htmlInput,
                maxLength: 120,
                enterKeyHint: 'search',
                onFocus: (event: FocusEvent<HTMLInputElement>) => {
                  anchor.current.set?.(anchor.current.element);
                  onFocus?.(event);
                },
              },
            }}
          />
        );
      }}
      // the whole row, or all but its last column when the radius select sits beside it (the form's --place-span)
      sx={{ gridColumn: { xs: '1 / -1', sm: 'var(--place-span, 1 / -1)' } }}
    />
  );
});
