import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { FieldValue, isDisplayableField } from '@/components/form/field-value';
import { useFormServices } from '@/components/form/form-services';
import { stepCountOf, stepOf } from '@/components/form/steps';
import type { TFormField, TFormValues } from '@/components/form/types';
import { errorMessageOf } from './data-table-services';
import { DATA_TABLE_TEXTS as T } from './texts';
import type { TRowId } from './types';

type TDetailsDrawerProps<R> = {
  open: boolean;
  onClose: () => void;
  row: R | null;
  rowId: TRowId | null;
  fields: readonly TFormField[];
  steps?: readonly string[];
  title: string;
  /** Loads the full record (GET /{id}); without it the row is shown. */
  load?: (id: TRowId, signal?: AbortSignal) => Promise<R>;
  queryKey: readonly unknown[];
  editTo?: string;
  onEdit?: () => void;
  links?: readonly { label: string; to: string }[] | undefined;
  summary?: ((record: R) => ReactNode) | undefined;
};

const FieldList = ({ fields, record }: { fields: readonly TFormField[]; record: TFormValues }) => (
  <Box component="dl" sx={{ m: 0 }}>
    {fields.map((field) => (
      <Box key={field.property} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
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

/** The details side panel: the record's fields grouped by the form's step tabs, and an Edit button. */
export const DetailsDrawer = <R,>({
  open,
  onClose,
  row,
  rowId,
  fields,
  steps,
  title,
  load,
  queryKey,
  editTo,
  onEdit,
  links = [],
  summary,
}: TDetailsDrawerProps<R>) => {
  const { isAdmin } = useFormServices();
  const [tab, setTab] = useState(0);
  const titleId = useId();
  const query = useQuery({
    queryKey: [...queryKey, 'detail', rowId],
    queryFn: ({ signal }) => load!(rowId as TRowId, signal),
    enabled: open && Boolean(load) && rowId !== null,
  });
  const record = ((load ? query.data : row) ?? null) as TFormValues | null;

  const total = stepCountOf(fields, steps);
  const visible = record ? fields.filter((f) => isDisplayableField(f, record, { mode: 'update', isAdmin })) : [];
  const groups = Array.from({ length: total }, (_, i) => ({
    label: steps?.[i] ?? `${i + 1}`,
    fields: visible.filter((f) => stepOf(f) === i),
  })).filter((g) => g.fields.length > 0);
  const current = Math.min(tab, Math.max(0, groups.length - 1));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // above the app bar (drawer + 1): its header and × must not sit under the top bar
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 480 }, maxWidth: '100%' }, role: 'dialog', 'aria-labelledby': titleId },
        transition: { onExited: () => setTab(0) },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 2, gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={T.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {load && query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={T.loading} />
          </Box>
        ) : load && query.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {T.retry}
              </Button>
            }
          >
            {errorMessageOf(query.error, T.loadFailed)}
          </Alert>
        ) : record ? (
          <>
            {summary ? summary(record as R) : null}
            {groups.length > 1 ? (
              <Tabs value={current} onChange={(_e, value: number) => setTab(value)} variant="scrollable" scrollButtons="auto">
                {groups.map((group, index) => (
                  <Tab key={group.label} label={group.label} id={`${titleId}-tab-${index}`} aria-controls={`${titleId}-panel-${index}`} />
                ))}
              </Tabs>
            ) : null}
            {groups.map((group, index) => (
              <Box
                key={group.label}
                role={groups.length > 1 ? 'tabpanel' : undefined}
                id={`${titleId}-panel-${index}`}
                aria-labelledby={groups.length > 1 ? `${titleId}-tab-${index}` : undefined}
                hidden={index !== current}
                sx={{ px: 2, pb: 2 }}
              >
                {index === current ? <FieldList fields={group.fields} record={record} /> : null}
              </Box>
            ))}
          </>
        ) : null}
      </Box>
      {editTo || onEdit || links.length > 0 ? (
        <>
          <Divider />
          <Stack direction="row" sx={{ p: 2, justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
            {links.map((link) => (
              <Button key={link.to} variant="outlined" component={RouterLink} to={link.to}>
                {link.label}
              </Button>
            ))}
            {!editTo && !onEdit ? null : editTo ? (
              <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={editTo}>
                {T.edit}
              </Button>
            ) : (
              <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
                {T.edit}
              </Button>
            )}
          </Stack>
        </>
      ) : null}
    </Drawer>
  );
};
