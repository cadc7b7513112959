import { useEffect, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import type { TFormValues } from '@/components/form/types';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useRecordAccess } from '@/lib/record-access';
import { editText, type TEditTextsPrefix, type TEditTitlesPrefix } from './edit-texts';
import { isNotFoundError } from '@/components/errors/is-not-found';
import { RecordLoadError, RecordLoading } from './record-states';
import { ResourceForm, type TResourceForm } from './resource-form';

export type TRecordQuery<TRecord> = Pick<UseQueryResult<TRecord>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;

/** What a screen's own form (`form` as a function) receives. */
export type TResourceFormContext<TRecord> = {
  record: TRecord | undefined;
  isEdit: boolean;
  /** After a save: 'saved' / 'created' snackbar, back to the list. */
  onSaved: () => void;
  onCancel: () => void;
  /** Loads the record again (the form's 'Recarregar' after someone else changed it). */
  onReload: () => void;
};

/**
 * Catalogue sections of the texts: `texts` holds loading, loadFailed, retry, backToList, created and
 * saved; `titles` holds newTitle, editTitle and viewTitle (may be left out when `texts` holds them too).
 */
type TTextsProps = { texts: TEditTextsPrefix & TEditTitlesPrefix; titles?: undefined } | { texts: TEditTextsPrefix; titles: TEditTitlesPrefix };

export type TResourceEditPageProps<TRecord> = TTextsProps & {
  /** The record's id: absent → create, present → load and edit. */
  id?: number;
  /** The record's query (not run when creating). */
  query: TRecordQuery<TRecord>;
  listPath: string;
  /** The record's breadcrumb item. */
  recordTitle?: (record: TRecord) => string;
  /** 'page' (h1, default) or 'section' (h2, inside the settings frame). */
  heading?: 'page' | 'section';
  /** The form inside an outlined paper (default true). */
  framed?: boolean;
  /** A retry button beside 'back to list' when the record cannot be loaded (default true). */
  retry?: boolean;
  form: TResourceForm | ((context: TResourceFormContext<TRecord>) => ReactNode);
};

const HEADINGS = { page: { variant: 'h4', component: 'h1' }, section: { variant: 'h5', component: 'h2' } } as const;

/**
 * The scaffolding of a record's edit screen ({resource}/{id?}): title, breadcrumb, the record's
 * loading and load-failure states (plus the 'Erro!' dialog with the server's message, section 8),
 * the form, and after saving the snackbar and the way back to the list.
 */
export const ResourceEditPage = <TRecord,>({
  id,
  query,
  listPath,
  texts,
  titles,
  recordTitle,
  heading = 'page',
  framed = true,
  retry = true,
  form,
}: TResourceEditPageProps<TRecord>) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const isEdit = id !== undefined;
  // a record the user may not change is shown as its details (the form engine reads the same access)
  const { canSave } = useRecordAccess();
  useBreadcrumbExtras(isEdit && query.data && recordTitle ? [{ title: recordTitle(query.data) }] : []);

  const { error } = query;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  const onSaved = () => {
    showSnackbar(editText(t, texts, isEdit ? 'saved' : 'created'), { variant: 'alert', severity: 'success' });
    void navigate(listPath);
  };
  const onCancel = () => void navigate(listPath);
  const onReload = () => void query.refetch();

  let content: ReactNode;
  if (isEdit && query.isPending) {
    content = <RecordLoading label={editText(t, texts, 'loading')} />;
  } else if (isEdit && query.isError) {
    content = (
      <RecordLoadError
        message={getErrorMessage(query.error) || editText(t, texts, 'loadFailed')}
        listPath={listPath}
        backLabel={editText(t, texts, 'backToList')}
        retry={retry && !isNotFoundError(query.error) ? { label: editText(t, texts, 'retry'), onRetry: () => void query.refetch() } : undefined}
      />
    );
  } else if (typeof form === 'function') {
    content = form({ record: query.data, isEdit, onSaved, onCancel, onReload });
  } else {
    content = (
      <ResourceForm form={form} id={id} record={query.data as TFormValues | undefined} onSaved={onSaved} onCancel={onCancel} onReload={onReload} />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography {...HEADINGS[heading]}>{editText(t, titles ?? texts, !isEdit ? 'newTitle' : canSave ? 'editTitle' : 'viewTitle')}</Typography>
      {framed ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          {content}
        </Paper>
      ) : (
        content
      )}
    </Stack>
  );
};
