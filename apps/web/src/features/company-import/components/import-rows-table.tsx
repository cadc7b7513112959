import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPANY_IMPORT_ACTIONS, PAGE_SIZES, type CompanyImportAction, type TCompanyImportRow } from '@rede/domain';
import { DATA_TABLE_TEXTS as T } from '@/components/data-table/texts';
import { useT } from '@/lib/i18n';
import { useImportRows, type TRowsFilter } from '../api/company-import';

const ACTION_COLORS: Record<CompanyImportAction, 'success' | 'info' | 'default' | 'error'> = {
  create: 'success',
  update: 'info',
  skip: 'default',
  error: 'error',
};

type TProps = {
  importId: number;
  /** 'plan': the dry run's actions, filterable; 'failed': the rows not imported (the report). */
  mode: 'plan' | 'failed';
  counts?: Record<CompanyImportAction, number>;
  /** Changes when the rows may have changed (the run's progress). */
  refreshKey: string;
};

/**
 * The rows of an import in the file's order, paginated ('Itens por página'): what the dry run plans for
 * each (or what the run did), and every error with its column, every warning and the columns an update changes.
 */
export const ImportRowsTable = ({ importId, mode, counts, refreshKey }: TProps) => {
  const t = useT();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 10 });
  const [action, setAction] = useState<CompanyImportAction | ''>('');
  const filter: TRowsFilter = mode === 'failed' ? { result: 'failed' } : action ? { action } : {};
  const rows = useImportRows(importId, page, filter, refreshKey);
  // the dry run says what will happen; the finished import's table lists what was not imported and why
  const caption = mode === 'plan' ? t('companyImport.preview.tableCaption') : t('companyImport.report.tableCaption');
  const data = rows.data?.data ?? [];
  const total = rows.data?.total ?? 0;

  const details = (row: TCompanyImportRow) => {
    const lines = [
      ...row.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)),
      ...row.warnings.map((w) => (w.column ? `${w.column}: ${w.message}` : w.message)),
      ...(row.action === 'update' && row.changes.length > 0 && mode === 'plan'
        ? [t('companyImport.changes', { columns: row.changes.join(', ') })]
        : []),
    ];
    return lines.map((line, i) => (
      <Typography key={i} variant="body2" color={i < row.errors.length ? 'error' : 'text.primary'} component="span" sx={{ display: 'block' }}>
        {line}
      </Typography>
    ));
  };

  return (
    <Box>
      {mode === 'plan' && (
        <TextField
          select
          size="small"
          label={t('companyImport.preview.filter')}
          value={action}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setAction(event.target.value as CompanyImportAction | '');
            setPage((p) => ({ ...p, pageIndex: 0 }));
          }}
          sx={{ minWidth: 220, mb: 1 }}
        >
          <MenuItem value="">{t('companyImport.preview.all')}</MenuItem>
          {COMPANY_IMPORT_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`companyImport.counts.${a}`)}
              {counts ? ` (${counts[a]})` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={caption} role="region">
        <Table size="small" aria-busy={rows.isFetching}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
            <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {caption}
            </Box>
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('companyImport.columns.row')}</TableCell>
              <TableCell scope="col">{mode === 'plan' ? t('companyImport.columns.action') : t('companyImport.columns.result')}</TableCell>
              <TableCell scope="col">{t('companyImport.columns.name')}</TableCell>
              <TableCell scope="col">{t('companyImport.columns.cnpj')}</TableCell>
              <TableCell scope="col">{t('companyImport.columns.place')}</TableCell>
              <TableCell scope="col" sx={{ minWidth: 240 }}>
                {t('companyImport.columns.details')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.rowNumber}>
                <TableCell>{row.rowNumber}</TableCell>
                <TableCell>
                  {mode === 'plan' ? (
                    <Chip size="small" variant="outlined" color={ACTION_COLORS[row.action]} label={t(`companyImport.actions.${row.action}`)} />
                  ) : (
                    <Chip size="small" variant="outlined" color="error" label={t('companyImport.results.failed')} />
                  )}
                </TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.cnpj}</TableCell>
                <TableCell>{[row.city, row.uf].filter(Boolean).join('/')}</TableCell>
                <TableCell>{details(row)}</TableCell>
              </TableRow>
            ))}
            {data.length === 0 && !rows.isPending && (
              <TableRow>
                <TableCell colSpan={6}>{t('companyImport.preview.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page.pageIndex}
        rowsPerPage={page.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, pageIndex) => setPage((p) => ({ ...p, pageIndex }))}
        onRowsPerPageChange={(event) => setPage({ pageIndex: 0, pageSize: Number(event.target.value) })}
        labelRowsPerPage={T.itemsPerPage}
        labelDisplayedRows={({ from, to, count }) => T.rangeOf(from, to, count)}
        getItemAriaLabel={(type) => ({ first: T.firstPage, last: T.lastPage, next: T.nextPage, previous: T.previousPage })[type]}
        showFirstButton
        showLastButton
      />
    </Box>
  );
};
