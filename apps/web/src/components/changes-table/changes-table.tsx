import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ReactNode } from 'react';
import { MESSAGES } from '@rede/domain/messages';
import { useT } from '@/lib/i18n';
import type { TLogValue } from '@rede/domain';
import { ComparedValue } from './compared-value';

/** The label of a compared field ('cnpj' → 'CNPJ'); unknown fields show their name. */
const labelOf = (field: string): string => MESSAGES.companyFieldLabels[field] ?? field;

/** One compared field: its label when the API gives one, else the company field's label. */
export type TComparedChange = { field: string; label?: string; before: TLogValue; after: TLogValue };

type TChangesTableProps = {
  changes: readonly TComparedChange[];
  caption?: string;
  labelledBy?: string;
  /** The column titles (default: Campo, Antes, Depois). */
  headers?: { field: string; before: string; after: string };
  /** Renders a value (default: as the company log shows it); `side` says which column. */
  renderValue?: (change: TComparedChange, side: 'before' | 'after', label: string) => ReactNode;
  /** Shown instead of the table when nothing differs (default: the log's 'no changes'). */
  empty?: string;
};

/**
 * What changed between two versions of a record (the company log's entries, a proposed change, a form against the
 * version saved meanwhile): field, value before, value after. A small read-only comparison of one record (not a
 * list: no paging, search or sort), so a plain semantic table rather than the list engine; the field names are row
 * headers, and the caption (or the heading `labelledBy` names) says what is compared.
 */
export const ChangesTable = ({ changes, caption, labelledBy, headers, renderValue, empty }: TChangesTableProps) => {
  const t = useT();
  const titles = headers ?? { field: t('companyLogs.details.field'), before: t('companyLogs.details.before'), after: t('companyLogs.details.after') };
  if (changes.length === 0) {
    return <Typography color="text.secondary">{empty ?? t('companyLogs.details.noChanges')}</Typography>;
  }
  const value = (change: TComparedChange, side: 'before' | 'after', label: string) =>
    renderValue ? (
      renderValue(change, side, `${label} (${titles[side]})`)
    ) : (
      <ComparedValue field={change.field} value={change[side]} label={`${label} (${titles[side]})`} />
    );
  return (
    <TableScrollRegion label={caption} labelledBy={labelledBy}>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& td, & th': { verticalAlign: 'top' }, '& caption': { captionSide: 'top', px: 0, pt: 0 } }}
      >
        {caption ? <caption>{caption}</caption> : null}
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {titles.field}
            </TableCell>
            <TableCell component="th" scope="col">
              {titles.before}
            </TableCell>
            <TableCell component="th" scope="col">
              {titles.after}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => {
            const label = change.label ?? labelOf(change.field);
            return (
              <TableRow key={change.field} data-field={change.field}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {label}
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>{value(change, 'before', label)}</TableCell>
                <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <ArrowForwardIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
                    {value(change, 'after', label)}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
};
