import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@rede/domain';
import { FormEngine } from '@/components/form/form-engine';
import type { TFormField, TFormValues } from '@/components/form/types';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { loggedUserQueryOptions, useUser } from '@/lib/auth';
import { useT, type TTranslate } from '@/lib/i18n';
import { useCompanyName } from '../api/get-company-name';
import { updateProfileInputSchema, useUpdateProfile, type TUpdateProfileInput } from '../api/update-profile';
import { DeleteAccountSection } from './delete-account-section';
import { EmailChangeSection } from './email-change-section';

const profileFields = (t: TTranslate): TFormField[] => [{ property: 'name', type: 'string', label: t('account.profile.name'), required: true }];

const ReadOnlyField = ({ label, value }: { label: string; value: string }) => (
  <TextField
    label={label}
    value={value}
    fullWidth
    multiline
    variant="filled"
    slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
  />
);

/**
 * settings/userdata (Meu Perfil): the name editable; type, role and company shown read-only; the
 * login e-mail changes in its own section (current password + a code sent to the new address);
 * 'Excluir minha conta' only when the user may delete themselves.
 */
export const ProfileForm = () => {
  const t = useT();
  const { showSnackbar } = useSnackbar();
  const stored = useUser();
  const query = useQuery(loggedUserQueryOptions());
  const profile = query.data ?? stored;
  const company = useCompanyName(profile?.companyId);
  const updateProfile = useUpdateProfile();
  const fields = useMemo(() => profileFields(t), [t]);

  if (!profile) {
    return query.isError ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('account.profile.retry')}
          </Button>
        }
      >
        {getErrorMessage(query.error) || t('account.profile.loadFailed')}
      </Alert>
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('account.profile.loading')} />
      </Box>
    );
  }

  const none = t('account.profile.none');
  const roleName = profile.role ? profile.role.name : t('account.profile.noRole');
  const companyName = profile.company?.name ?? company.data ?? (company.isLoading ? t('account.profile.loading') : none);

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('account.profile.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('account.profile.intro')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <ReadOnlyField label={t('account.profile.type')} value={MESSAGES.userType[profile.type]} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ReadOnlyField label={t('account.profile.role')} value={roleName} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ReadOnlyField label={t('account.profile.company')} value={companyName} />
          </Grid>
        </Grid>
        <FormEngine
          fields={fields}
          schema={updateProfileInputSchema}
          id={profile.id}
          record={{ name: profile.name } satisfies TFormValues}
          onSave={(payload) => updateProfile.mutateAsync(payload as TUpdateProfileInput)}
          onSaved={() => showSnackbar(t('account.profile.saved'), { variant: 'alert', severity: 'success' })}
        />
      </Paper>
      <EmailChangeSection email={profile.email} onChanged={(message) => showSnackbar(message, { variant: 'alert', severity: 'success' })} />
      {profile.canDeleteItself ? <DeleteAccountSection /> : null}
    </Stack>
  );
};
