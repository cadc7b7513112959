import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { visuallyHidden } from '@/components/ui/visually-hidden';

type TNumbersTableProps = {
  caption: string;
  /** The item column's heading, then one heading per number column. */
  headers: readonly [string, ...string[]];
  rows: readonly { key: string; label: string; values: readonly number[] }[];
  /** A last row with the column sums ('Total'). */
  totalLabel?: string;
};

/**
 * A chart's numbers as a small read-only table (a handful of rows, nothing to page or search: not a
 * list, so not the list engine). The caption repeats the chart's title for screen readers.
 */
export const NumbersTable = ({ caption, headers, rows, totalLabel }: TNumbersTableProps) => {
  const [itemHeader, ...valueHeaders] = headers;
  const sums = valueHeaders.map((_, index) => rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0));
  return (
    <TableScrollRegion label={caption}>
      <Table size="small">
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {itemHeader}
            </TableCell>
            {valueHeaders.map((header) => (
              <TableCell key={header} component="th" scope="col" align="right">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                {row.label}
              </TableCell>
              {row.values.map((value, index) => (
                <TableCell key={valueHeaders[index] ?? index} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totalLabel ? (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' }}>
                {totalLabel}
              </TableCell>
              {sums.map((sum, index) => (
                <TableCell
                  key={valueHeaders[index] ?? index}
                  align="right"
                  sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}
                >
                  {sum}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableScrollRegion>
  );
};
