import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FieldValue } from '@/components/form/field-value';
import type { TFormField, TFormValues } from '@/components/form/types';

/** Field values shown read-only (a user without SETTING:UPDATE: hidden, not disabled, form). */
export const ReadOnlyFields = ({ fields, record }: { fields: readonly TFormField[]; record: TFormValues }) => (
  <Box component="dl" sx={{ m: 0 }}>
    {fields.map((field) => (
      <Box key={field.property} sx={{ py: 1 }}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {field.label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
          <FieldValue field={field} record={record} />
        </Typography>
      </Box>
    ))}
  </Box>
);
