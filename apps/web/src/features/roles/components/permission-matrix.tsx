import { useEffect, useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PERMISSION_ACTION_LABELS, PERMISSION_ACTIONS, PERMISSION_FEATURE_LABELS, type PermissionAction, type PermissionKey } from '@rede/domain';
import type { TFieldRenderProps } from '@/components/form/types';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useUser } from '@/lib/auth';
import { canUser } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { isUserType, keysValidForType, matrixRows, rowKeys, selectionOf, setKeys } from './permission-matrix-model';

const toKeys = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The first column stays in view while the matrix scrolls sideways on a phone. */
const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * The accesses step of the role form (section 6): the features valid for the role's type as rows,
 * Visualizar / Alterar / Cadastrar / Deletar as columns, a select-all per row and overall (with
 * indeterminate states). Plugged into the form engine's `permissions` slot. A non-administrator
 * sees only the keys they hold themselves (they cannot grant others); keys of the role they cannot
 * see stay as they are. Changing the type drops the keys the new type does not allow.
 * Below the sm breakpoint (phones) each feature is a group of labelled checkboxes instead of a
 * table column set, so nothing needs sideways scrolling.
 */
export const PermissionMatrix = ({ field, value, onChange, onBlur, error, values, disabled }: TFieldRenderProps) => {
  const t = useT();
  const actor = useUser();
  const stacked = useMediaQuery(useTheme().breakpoints.down('sm'));
  const captionId = useId();
  const countId = useId();
  const type = isUserType(values.type) ? values.type : null;
  const selected = toKeys(value);

  const rows = useMemo(() => (type ? matrixRows(type, (key: PermissionKey) => canUser(actor, key)) : []), [type, actor]);
  const visibleKeys = useMemo(() => rows.flatMap(rowKeys), [rows]);

  // a new type keeps only the keys it allows
  const selectedKey = selected.join(',');
  useEffect(() => {
    if (!type) return;
    const keys = selectedKey ? selectedKey.split(',') : [];
    const valid = keysValidForType(keys, type);
    if (valid.length !== keys.length) onChange(valid);
  }, [type, selectedKey, onChange]);

  const visibleSet = new Set<string>(visibleKeys);
  const hiddenKept = type ? keysValidForType(selected, type).filter((key) => !visibleSet.has(key)).length : 0;
  const tickedCount = selected.filter((key) => visibleSet.has(key)).length;
  const overall = selectionOf(selected, visibleKeys);
  const change = (targets: readonly string[], on: boolean) => onChange(setKeys(selected, targets, on));

  /** A checkbox of the matrix: one key, a row's keys or every key ('all' / 'some' / 'none'). */
  const box = (label: string, keys: readonly string[], state: 'all' | 'some' | 'none') => (
    <Checkbox
      size="small"
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={disabled}
      onChange={(event) => change(keys, event.target.checked)}
      onBlur={onBlur}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
  const keyBox = (featureLabel: string, action: PermissionAction, key: string) =>
    box(t('roles.matrix.cell', { feature: featureLabel, action: PERMISSION_ACTION_LABELS[action] }), [key], selected.includes(key) ? 'all' : 'none');
  const rowBox = (featureLabel: string, keys: readonly string[]) =>
    box(t('roles.matrix.selectRow', { feature: featureLabel }), keys, selectionOf(selected, keys));
  const allBox = () => box(t('roles.matrix.selectAll'), visibleKeys, overall);

  let body;
  if (!type) {
    body = <Alert severity="info">{t('roles.matrix.chooseType')}</Alert>;
  } else if (rows.length === 0) {
    body = <Alert severity="info">{t('roles.matrix.nothingToGrant')}</Alert>;
  } else if (stacked) {
    body = (
      <Box aria-describedby={countId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <FormControlLabel control={allBox()} label={t('roles.matrix.all')} sx={{ ml: 0 }} />
        {rows.map((row) => {
          const featureLabel = PERMISSION_FEATURE_LABELS[row.feature];
          return (
            <Box
              key={row.feature}
              component="fieldset"
              sx={{ m: 0, px: 1.5, pb: 0.5, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, minWidth: 0 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {featureLabel}
              </Typography>
              <FormGroup row sx={{ columnGap: 1 }}>
                <FormControlLabel control={rowBox(featureLabel, rowKeys(row))} label={t('roles.matrix.all')} />
                {row.cells.map((cell) =>
                  cell.key ? (
                    <FormControlLabel
                      key={cell.action}
                      control={keyBox(featureLabel, cell.action, cell.key)}
                      label={PERMISSION_ACTION_LABELS[cell.action]}
                    />
                  ) : null,
                )}
              </FormGroup>
            </Box>
          );
        })}
      </Box>
    );
  } else {
    body = (
      <TableScrollRegion labelledBy={captionId} sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Table size="small" aria-labelledby={captionId} aria-describedby={countId}>
          <caption id={captionId} style={visuallyHidden}>
            {t('roles.matrix.caption')}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ ...stickyCell, minWidth: 140 }}>
                {t('roles.matrix.feature')}
              </TableCell>
              <TableCell component="th" scope="col" align="center" sx={{ whiteSpace: 'nowrap' }}>
                <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer' }}>
                  {allBox()}
                  <span aria-hidden>{t('roles.matrix.all')}</span>
                </Box>
              </TableCell>
              {PERMISSION_ACTIONS.map((action) => (
                <TableCell key={action} component="th" scope="col" align="center" sx={{ whiteSpace: 'nowrap' }}>
                  {PERMISSION_ACTION_LABELS[action]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const featureLabel = PERMISSION_FEATURE_LABELS[row.feature];
              return (
                <TableRow key={row.feature} hover>
                  <TableCell component="th" scope="row" sx={stickyCell}>
                    {featureLabel}
                  </TableCell>
                  <TableCell align="center">{rowBox(featureLabel, rowKeys(row))}</TableCell>
                  {row.cells.map((cell) => (
                    <TableCell key={cell.action} align="center">
                      {cell.key ? keyBox(featureLabel, cell.action, cell.key) : null}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScrollRegion>
    );
  }

  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth sx={{ gap: 1 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {field.label}
      </FormLabel>
      {body}
      {type && rows.length > 0 ? (
        <Typography id={countId} variant="body2" color="text.secondary" aria-live="polite">
          {t('roles.matrix.selectedCount', { count: tickedCount, total: visibleKeys.length })}
        </Typography>
      ) : null}
      {hiddenKept > 0 ? <Alert severity="info">{t('roles.matrix.hiddenKept', { count: hiddenKept })}</Alert> : null}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
};
