import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderDirection } from '@rede/domain';
import { DATA_TABLE_TEXTS as T } from './texts';
import type { TCardHint, TDataTableColumn } from './types';

/** Which visible column a phone's card shows where: the rest go to the card's label/value list. */
type TCardLayout<R> = {
  primary?: TDataTableColumn<R>;
  secondary?: TDataTableColumn<R>;
  status?: TDataTableColumn<R>;
  details: TDataTableColumn<R>[];
};

/** The status column when the list names none: its situation, else its active flag. */
const STATUS_KEYS = ['status', 'isActive'] as const;

/**
 * The card of a row, from the visible columns: the primary text is the column that names the row (the hint's, else
 * the first that is not an image), the secondary the hint's or the next one, the status the hint's or the column
 * 'status' ('isActive' without one). Hidden columns stay out of the cards too.
 */
export const cardLayout = <R,>(visible: readonly TDataTableColumn<R>[], hint: TCardHint = {}): TCardLayout<R> => {
  const byKey = (key: string | undefined) => (key === undefined ? undefined : visible.find((c) => c.key === key));
  const primary = byKey(hint.primary) ?? visible.find((c) => c.display !== 'image' && c.namesRow !== false);
  const status = byKey(hint.status ?? STATUS_KEYS.find((key) => byKey(key) !== undefined && byKey(key) !== primary));
  const free = (c: TDataTableColumn<R>) => c !== primary && c !== status;
  const secondary = (hint.secondary === undefined ? undefined : byKey(hint.secondary)) ?? visible.find((c) => free(c) && c.display !== 'image');
  return { primary, secondary, status, details: visible.filter((c) => free(c) && c !== secondary) };
};

type TRowCardProps = {
  /** The checkbox and the drag handle, left of the texts. */
  leading?: ReactNode;
  primary: ReactNode;
  secondary?: ReactNode;
  status?: ReactNode;
  details: readonly { key: string; label: string; content: ReactNode }[];
  actions?: ReactNode;
  selected?: boolean;
};

/** One row of a list on a phone: its name, a second line, its status, the other visible columns and its actions. */
export const RowCard = ({ leading, primary, secondary, status, details, actions, selected = false }: TRowCardProps) => (
  <Paper
    variant="outlined"
    sx={{
      p: 1.5,
      ...(selected ? { borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${(theme.vars || theme).palette.primary.main}` } : {}),
    }}
  >
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {leading}
      <Box sx={{ flex: 1, minWidth: 0, pt: leading ? 1 : 0 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.4 }}>
          {primary}
        </Typography>
        {secondary === undefined ? null : (
          <Typography component="div" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {secondary}
          </Typography>
        )}
        {status === undefined ? null : <Box sx={{ mt: 0.5 }}>{status}</Box>}
      </Box>
    </Stack>
    {details.length > 0 ? (
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.5,
          m: 0,
          mt: 1,
          '& dt': { typography: 'body2', color: 'text.secondary' },
          '& dd': { typography: 'body2', m: 0, minWidth: 0, overflowWrap: 'anywhere' },
        }}
      >
        {details.map((detail) => (
          <Fragment key={detail.key}>
            <dt>{detail.label}</dt>
            <dd>{detail.content}</dd>
          </Fragment>
        ))}
      </Box>
    ) : null}
    {actions ? <Box sx={{ mt: 1 }}>{actions}</Box> : null}
  </Paper>
);

type TSortSelectProps = {
  columns: readonly { key: string; label: string; sortable?: boolean; sortKey?: string }[];
  orderBy?: string;
  orderDirection?: OrderDirection;
  onChange: (sort: { orderBy?: string; orderDirection?: OrderDirection }) => void;
};

/** On a phone the cards have no header to click: the sort is chosen here, column and direction in one choice. */
export const SortSelect = ({ columns, orderBy, orderDirection, onChange }: TSortSelectProps) => {
  const options = columns
    .filter((c) => c.sortable !== false)
    .flatMap((c) => {
      const key = c.sortKey ?? c.key;
      return (['asc', 'desc'] as const).map((direction) => ({ value: `${key}:${direction}`, label: T.sortOption(c.label, direction) }));
    });
  const current = orderBy ? `${orderBy}:${orderDirection ?? 'asc'}` : '';
  return (
    <TextField
      select
      size="small"
      label={T.orderBy}
      value={options.some((o) => o.value === current) ? current : ''}
      onChange={(event) => {
        const [key, direction] = event.target.value.split(':');
        onChange(key ? { orderBy: key, orderDirection: direction === 'desc' ? 'desc' : 'asc' } : {});
      }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 200, flex: '1 1 200px' }}
    >
      <MenuItem value="">{T.defaultOrder}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
