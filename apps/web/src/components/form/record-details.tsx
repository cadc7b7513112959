import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldValue } from './field-value';
import { fieldWidth } from './form-field';
import { stepOf } from './steps';
import type { TFormField, TFormMode, TFormValues } from './types';
import { toFieldValue } from './values';

type TRecordDetailsProps = {
  /** The fields to show (already filtered: visible, not passwords). */
  fields: readonly TFormField[];
  /** Step titles: more than one gives a titled description list per step. */
  labels: readonly string[];
  record: TFormValues;
  /** The form's values (a custom renderer reads its siblings from them). */
  values: TFormValues;
  mode: TFormMode;
};

const ignore = () => {};

/**
 * A custom-rendered value no field type formats (its `toFormValue` makes a value of its own) and without a
 * `renderValue`: its renderer, disabled, is the only way to read it.
 */
const needsRenderer = (field: TFormField): boolean => Boolean(field.render && field.toFormValue && !field.renderValue);

/** A field's value as people read it (the details view, the comparison after a 409). */
export const DetailsValue = ({ field, record, values, mode }: { field: TFormField; record: TFormValues; values: TFormValues; mode: TFormMode }) =>
  needsRenderer(field) ? (
    <>
      {field.render?.({
        field,
        value: toFieldValue(field, record),
        onChange: ignore,
        onBlur: ignore,
        values,
        mode,
        disabled: true,
      })}
    </>
  ) : (
    <FieldValue field={field} record={record} />
  );

const DetailsList = ({ fields, record, values, mode }: Omit<TRecordDetailsProps, 'labels'>) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(12, minmax(0, 1fr))' }, columnGap: 2 }}>
    {fields.map((field) => (
      <Box key={field.property} sx={{ py: 1, gridColumn: { md: `span ${fieldWidth(field)}` } }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {field.label}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, wordBreak: 'break-word' }}>
          <DetailsValue field={field} record={record} values={values} mode={mode} />
        </Typography>
      </Box>
    ))}
  </Box>
);

const StepDetails = ({ title, ...list }: Omit<TRecordDetailsProps, 'labels'> & { title: string }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <DetailsList {...list} />
    </Box>
  );
};

/**
 * A record the user may see but not change: every step's fields at once as a description list (label, value as
 * people read it), instead of a form of disabled inputs.
 */
export const RecordDetails = ({ fields, labels, ...rest }: TRecordDetailsProps) => {
  if (labels.length <= 1) return <DetailsList fields={fields} {...rest} />;
  const groups = labels.map((title, step) => ({ title, fields: fields.filter((f) => stepOf(f) === step) })).filter((g) => g.fields.length > 0);
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <StepDetails key={group.title} title={group.title} fields={group.fields} {...rest} />
      ))}
    </Stack>
  );
};
