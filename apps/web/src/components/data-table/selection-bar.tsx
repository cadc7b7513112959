import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATA_TABLE_TEXTS as T } from './texts';
import type { TSelectionConfig } from './types';

type TSelectionBarProps = {
  texts: TSelectionConfig['texts'];
  /** How many rows are selected ('matching': the total). */
  count: number;
  matching: boolean;
  /** Every row of the page is selected and more match: offer them all (or say they are too many). */
  offerMatching: { total: number; allowed: boolean; max?: number } | null;
  onSelectMatching: () => void;
  onClear: () => void;
  actions: ReactNode;
};

/**
 * The bar above the table while rows are selected: how many (announced to screen readers), 'every row of
 * this filter', the actions and 'Limpar seleção'. It wraps on a phone (360 px): the count line, then the buttons.
 */
export const SelectionBar = ({ texts, count, matching, offerMatching, onSelectMatching, onClear, actions }: TSelectionBarProps) => (
  <Box
    role="region"
    aria-label={T.selection}
    // a border rather than a tinted background: the coloured buttons keep their contrast in light and dark mode
    sx={{
      mx: 2,
      mb: 1,
      px: 2,
      py: 1,
      borderRadius: 1,
      border: 1,
      borderColor: 'primary.main',
      bgcolor: 'background.paper',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1,
    }}
  >
    <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
      <Typography component="p" variant="subtitle2" aria-live="polite" aria-atomic="true">
        {count > 0 ? (matching ? texts.allMatchingSelected(count) : texts.selected(count)) : null}
      </Typography>
      {offerMatching ? (
        offerMatching.allowed ? (
          <Button size="small" onClick={onSelectMatching} sx={{ px: 0.5, ml: -0.5, textAlign: 'left' }}>
            {texts.selectAllMatching(offerMatching.total)}
          </Button>
        ) : texts.tooManyToSelectAll && offerMatching.max !== undefined ? (
          <Typography variant="body2" color="text.secondary">
            {texts.tooManyToSelectAll(offerMatching.total, offerMatching.max)}
          </Typography>
        ) : null
      ) : null}
    </Box>
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {actions}
      <Button size="small" color="inherit" onClick={onClear}>
        {T.clearSelection}
      </Button>
    </Stack>
  </Box>
);
