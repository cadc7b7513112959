import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { DEBOUNCE_LIST_SEARCH_MS } from '@rede/domain';
import { DATA_TABLE_TEXTS as T } from './texts';
import { useDebouncedCallback } from './use-debounced-callback';

type TSearchFieldProps = { value: string; onSearch: (term: string) => void };

/** Quick search: applied 1000 ms after the last keystroke (section 9), at once on Enter. */
export const SearchField = ({ value, onSearch }: TSearchFieldProps) => {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onSearch, DEBOUNCE_LIST_SEARCH_MS);

  // follow the URL when it changes from outside (back button, shared link)
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextField
      size="small"
      type="search"
      label={T.search}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        debounced.run(event.target.value.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          debounced.flush();
        }
      }}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={T.clearSearch}
                onClick={() => {
                  setText('');
                  debounced.cancel();
                  onSearch('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
};

type TDataTableToolbarProps = {
  title: string;
  hideTitle?: boolean;
  search?: ReactNode;
  filtersToggle?: { open: boolean; onToggle: () => void };
  columnsMenu?: ReactNode;
  exportAction?: { exporting: boolean; progress: number | null; onExport: () => void };
  addAction?: { to?: string; onClick?: () => void };
  extra?: ReactNode;
};

/** Title, quick search, filter toggle, columns menu, export and Add. */
export const DataTableToolbar = ({
  title,
  hideTitle,
  search,
  filtersToggle,
  columnsMenu,
  exportAction,
  addAction,
  extra,
}: TDataTableToolbarProps) => (
  <Stack
    direction={{ xs: 'column', md: 'row' }}
    spacing={2}
    sx={{ p: 2, alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
  >
    {hideTitle ? (
      <span />
    ) : (
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
    )}
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
      {search}
      {extra}
      {filtersToggle ? (
        <Button startIcon={<FilterListIcon />} onClick={filtersToggle.onToggle} aria-pressed={filtersToggle.open}>
          {filtersToggle.open ? T.hideFilters : T.showFilters}
        </Button>
      ) : null}
      {columnsMenu}
      {exportAction ? (
        <Button
          startIcon={
            exportAction.exporting ? (
              <CircularProgress
                size={18}
                variant={exportAction.progress ? 'determinate' : 'indeterminate'}
                value={exportAction.progress ?? 0}
                aria-hidden
              />
            ) : (
              <FileDownloadIcon />
            )
          }
          onClick={exportAction.onExport}
          disabled={exportAction.exporting}
          aria-busy={exportAction.exporting || undefined}
        >
          {exportAction.exporting ? T.exporting : T.export}
        </Button>
      ) : null}
      {addAction ? (
        addAction.to ? (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={addAction.to}>
            {T.add}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<AddIcon />} onClick={addAction.onClick}>
            {T.add}
          </Button>
        )
      ) : null}
    </Stack>
  </Stack>
);
