import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { formatMessage, MESSAGES } from '@rede/domain/messages';
import { ChangesTable, type TComparedChange } from '@/components/changes-table/changes-table';
import { isDisplayableField } from './field-value';
import type { TFormContext } from './field-rules';
import { DetailsValue } from './record-details';
import type { TFormField, TFormMode, TFormValues } from './types';
import { toFieldValue, toPayloadValue } from './values';

const TEXTS = MESSAGES.staleRecord;

/** A form value as it would be sent, comparable with another (a set of choices in any order is the same set). */
const comparable = (field: TFormField, value: unknown): string => {
  if (value instanceof File) return `file:${value.name}:${value.size}`;
  const sent = toPayloadValue(field, value);
  const normal = field.type === 'manytomanyfk' || field.type === 'permissions' ? [...(sent as unknown[])].map(String).sort() : sent;
  return JSON.stringify(normal ?? null);
};

/**
 * The fields whose value in the form (`values`) differs from the one the record has now (`current`, the
 * version saved by someone else): what reloading would change. Passwords and hidden fields are left out.
 */
export const staleDifferences = (fields: readonly TFormField[], values: TFormValues, current: TFormValues, context: TFormContext): TFormField[] =>
  fields.filter(
    (field) =>
      (isDisplayableField(field, values, context) || isDisplayableField(field, current, context)) &&
      comparable(field, values[field.property]) !== comparable(field, toFieldValue(field, current)),
  );

/** The form's values as a record the read-only views format (a picked file not uploaded yet is named). */
const asRecord = (fields: readonly TFormField[], values: TFormValues, current: TFormValues): TFormValues => {
  const record: TFormValues = { ...current };
  for (const field of fields) {
    const value = values[field.property];
    record[field.property] = value instanceof File ? value : toPayloadValue(field, value);
  }
  return record;
};

type TProps = {
  open: boolean;
  fields: readonly TFormField[];
  /** What the form holds now. */
  values: TFormValues;
  /** The record as last loaded: the version saved meanwhile once `isCurrent`. */
  record: TFormValues;
  /** False while the version saved meanwhile is still being loaded. */
  isCurrent: boolean;
  context: TFormContext;
  mode: TFormMode;
  onReload: () => void;
  onClose: () => void;
};

/**
 * After a save refused because someone else changed the record (409): the fields whose value on the server differs
 * from what the form holds (field, "Seu valor", "Valor atual"), from which the user reloads (losing what they typed,
 * as the dialog warns) or keeps editing.
 */
export const StaleRecordCompareDialog = ({ open, fields, values, record, isCurrent, context, mode, onReload, onClose }: TProps) => {
  const titleId = useId();
  const differences = isCurrent ? staleDifferences(fields, values, record, context) : [];
  const mine = asRecord(fields, values, record);
  const byName = new Map(differences.map((field) => [field.property, field]));
  const changes: TComparedChange[] = differences.map((field) => ({ field: field.property, label: field.label, before: null, after: null }));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{TEXTS.compareTitle}</DialogTitle>
      <DialogContent dividers>
        {isCurrent ? (
          <Stack spacing={2}>
            {differences.length > 0 ? <DialogContentText>{TEXTS.compareIntro}</DialogContentText> : null}
            <ChangesTable
              changes={changes}
              caption={TEXTS.compareCaption}
              headers={{ field: TEXTS.field, before: TEXTS.yourValue, after: TEXTS.currentValue }}
              empty={TEXTS.noDifferences}
              renderValue={(change, side) => {
                const field = byName.get(change.field)!;
                const source = side === 'before' ? mine : record;
                const value = source[field.property];
                if (value instanceof File) return formatMessage(TEXTS.newFile, { name: value.name });
                return <DetailsValue field={field} record={source} values={side === 'before' ? values : record} mode={mode} />;
              }}
            />
            <Alert severity="warning">{TEXTS.reloadWarning}</Alert>
          </Stack>
        ) : (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <span>{TEXTS.loadingCurrent}</span>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {TEXTS.keepEditing}
        </Button>
        <Button
          color="warning"
          variant="contained"
          onClick={() => {
            onClose();
            onReload();
          }}
        >
          {TEXTS.reload}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
