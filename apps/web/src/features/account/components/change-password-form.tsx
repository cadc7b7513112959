import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rede/domain';
import { FormEngine } from '@/components/form/form-engine';
import { serverFieldErrors } from '@/components/form/server-errors';
import type { TFormField } from '@/components/form/types';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { ApiError } from '@/lib/api-client';
import { useT, type TTranslate } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { afterPasswordChangePath, useUser } from '@/lib/auth';
import { changePasswordInputSchemaFor, useChangePassword } from '../api/change-password';

const passwordFields = (t: TTranslate): TFormField[] => [
  {
    property: 'oldPassword',
    type: 'string',
    inputType: 'password',
    noConfirm: true,
    label: t('account.password.oldPassword'),
    required: true,
    width: 12,
  },
  {
    property: 'password',
    type: 'string',
    inputType: 'password',
    label: t('account.password.password'),
    confirmLabel: t('account.password.confirm'),
    required: true,
    strengthBar: true,
  },
];

/**
 * settings/change-password ('Segurança'): old password, new password with the strength bar and its
 * confirmation ('Senhas devem ser iguais'); the password policy's messages show before submitting.
 * A wrong old password (403) shows 'Senha inválida' under the form, a new password the server refuses
 * the policy's own message (the rule it broke); success shows a snackbar and keeps the user logged in
 * (the answer's new token). When the user MUST change the password (first login
 * on the start password, or a password under the policy), the app shell opens this screen before any
 * other, it says why, and success goes on to the page that was asked for (`redirectTo`) or the dashboard.
 */
export const ChangePasswordForm = () => {
  const t = useT();
  const { showSnackbar } = useSnackbar();
  const changePassword = useChangePassword();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const mustChange = user?.mustChangePassword === true;
  const fields = useMemo(() => passwordFields(t), [t]);
  const schema = useMemo(() => changePasswordInputSchemaFor(user?.email), [user?.email]);
  const [formError, setFormError] = useState<string | null>(null);
  // a fresh, empty form after each change
  const [formKey, setFormKey] = useState(0);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('account.password.title')}
      </Typography>
      {mustChange ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle>{t('account.password.mustChangeTitle')}</AlertTitle>
          {t('account.password.mustChange')}
        </Alert>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('account.password.intro')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
        {t('account.password.rules')}
      </Typography>
      <FormEngine
        key={formKey}
        fields={fields}
        schema={schema}
        submitLabel={t('account.password.submit')}
        onSave={(payload) => {
          setFormError(null);
          return changePassword.mutateAsync({
            oldPassword: String(payload.oldPassword ?? ''),
            password: String(payload.password ?? ''),
            confirmPassword: String(payload.password_confirm ?? ''),
          });
        }}
        onSaveError={(error) => {
          if (!(error instanceof ApiError)) return false;
          if (error.statusCode === 403) {
            setFormError(MESSAGES.validation.password);
            return true;
          }
          // A new password the server refuses (its policy, e.g. the e-mail rule with an address changed
          // elsewhere): the rule's own message under the form, not 'Campos Obrigatórios'.
          const rules = error.statusCode === 400 ? serverFieldErrors(error) : null;
          if (!rules) return false;
          setFormError([...new Set(Object.values(rules))].join(' '));
          return true;
        }}
        onSaved={() => {
          showSnackbar(t('account.password.success'), { variant: 'alert', severity: 'success' });
          setFormKey((key) => key + 1);
          if (mustChange) void navigate(afterPasswordChangePath(params.get('redirectTo')), { replace: true });
        }}
      />
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      ) : null}
    </Paper>
  );
};
