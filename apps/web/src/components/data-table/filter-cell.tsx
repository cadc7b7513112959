import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DEBOUNCE_TABLE_FILTER_MS } from '@rede/domain';
import { DATA_TABLE_TEXTS as T } from './texts';
import type { TColumnFilter } from './types';
import type { TFilterValue } from './url-state';
import { useDebouncedCallback } from './use-debounced-callback';

type TFilterCellProps = {
  label: string;
  filter: TColumnFilter;
  value: TFilterValue | undefined;
  onChange: (value: TFilterValue | undefined) => void;
};

const TextFilter = ({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) => {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onChange, DEBOUNCE_TABLE_FILTER_MS);
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  return (
    <TextField
      size="small"
      variant="standard"
      fullWidth
      value={text}
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.target.value);
        debounced.run(event.target.value.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') debounced.flush();
      }}
      slotProps={{ htmlInput: { 'aria-label': T.filterBy(label) } }}
    />
  );
};

/** One cell of the filter row: text (500 ms debounce) or options ('Todos' clears it). */
export const FilterCell = ({ label, filter, value, onChange }: TFilterCellProps) => {
  if (filter.type === 'text') {
    return (
      <TextFilter
        label={label}
        value={typeof value === 'string' ? value : ''}
        placeholder={filter.placeholder}
        onChange={(text) => onChange(text || undefined)}
      />
    );
  }
  const multiple = Boolean(filter.multiple);
  const current = multiple ? (Array.isArray(value) ? value : value ? [value] : []) : typeof value === 'string' ? value : '';
  return (
    <TextField
      select
      size="small"
      variant="standard"
      fullWidth
      value={current}
      onChange={(event) => {
        const next = event.target.value as unknown as string | string[];
        if (Array.isArray(next)) onChange(next.filter(Boolean).length ? next.filter(Boolean) : undefined);
        else onChange(next || undefined);
      }}
      slotProps={{
        select: {
          multiple,
          displayEmpty: true,
          renderValue: (selected: unknown) => {
            const values = Array.isArray(selected) ? selected : selected ? [selected] : [];
            if (values.length === 0) return T.allOptions;
            return values.map((v) => filter.options.find((o) => o.value === v)?.label ?? String(v)).join(', ');
          },
          inputProps: { 'aria-label': T.filterBy(label) },
        },
      }}
    >
      {multiple ? null : <MenuItem value="">{T.allOptions}</MenuItem>}
      {filter.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
