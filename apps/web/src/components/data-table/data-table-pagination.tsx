import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PAGE_SIZES } from '@rede/domain';
import { pageCount, parseGoToPage, visibleRange } from './paging';
import { DATA_TABLE_TEXTS as T } from './texts';

type TDataTablePaginationProps = {
  pageIndex: number;
  pageSize: number;
  total: number;
  rowsOnPage: number;
  disabled?: boolean;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** 'Itens por página', the visible range, 'Ir para' and page buttons with first and last. */
export const DataTablePagination = ({
  pageIndex,
  pageSize,
  total,
  rowsOnPage,
  disabled = false,
  onPageChange,
  onPageSizeChange,
}: TDataTablePaginationProps) => {
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [goTo, setGoTo] = useState('');
  const goToId = useId();
  const pages = pageCount(total, pageSize);
  const range = visibleRange(pageIndex, pageSize, total, rowsOnPage);

  // what is typed stays as typed: '-3' is refused with a message, never turned into 3
  const goToInvalid = goTo.trim() !== '' && parseGoToPage(goTo, pages) === null;
  const go = () => {
    const target = parseGoToPage(goTo, pages);
    if (target === null) return;
    setGoTo('');
    if (target !== pageIndex) onPageChange(target);
  };

  return (
    <Stack
      component="nav"
      aria-label={T.pagination}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between', p: 2, flexWrap: 'wrap', rowGap: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          size="small"
          label={T.itemsPerPage}
          value={pageSize}
          disabled={disabled}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          sx={{ minWidth: 150 }}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" aria-live="polite">
          {T.rangeOf(range.from, range.to, total)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            id={goToId}
            size="small"
            label={T.goTo}
            value={goTo}
            disabled={disabled || pages <= 1}
            error={goToInvalid}
            helperText={goToInvalid ? T.goToInvalid : undefined}
            onChange={(event) => setGoTo(event.target.value.slice(0, 9))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                go();
              }
            }}
            sx={{ width: 96, '& .MuiFormHelperText-root': { mx: 0, whiteSpace: 'nowrap' } }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': `${goToId}-pages` } }}
          />
          <Typography id={`${goToId}-pages`} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            / {pages}
          </Typography>
          <Button size="small" variant="outlined" onClick={go} disabled={disabled || goTo === '' || goToInvalid || pages <= 1}>
            {T.goToButton}
          </Button>
        </Stack>
        <Pagination
          count={pages}
          page={pageIndex + 1}
          disabled={disabled}
          onChange={(_event, page) => onPageChange(page - 1)}
          showFirstButton
          showLastButton
          siblingCount={compact ? 0 : 1}
          boundaryCount={1}
          shape="rounded"
          getItemAriaLabel={(type, page, selected) => {
            if (type === 'first') return T.firstPage;
            if (type === 'last') return T.lastPage;
            if (type === 'next') return T.nextPage;
            if (type === 'previous') return T.previousPage;
            return selected ? T.currentPage(page ?? 0) : T.page(page ?? 0);
          }}
        />
      </Stack>
    </Stack>
  );
};
