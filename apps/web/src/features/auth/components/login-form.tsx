import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/ui/link';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { loginInputSchema, useLogin, type TLoginInput } from '../api/login';
import { FormError } from './form-error';
import { PasswordField } from './password-field';

/** E-mail and password, visibility toggle, 'Esqueceu a senha?', the server's error under the form. */
export const LoginForm = () => {
  const t = useT();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<TLoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { userName: '', password: '' },
  });
  const { errors } = formState;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit((data) => login.mutate(data))} aria-labelledby="login-title">
      <div>
        <Typography id="login-title" variant="h4" component="h1" gutterBottom>
          {t('auth.login.title')}
        </Typography>
        <Typography color="text.secondary">{t('auth.login.subtitle')}</Typography>
      </div>
      <TextField
        {...register('userName')}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.userName)}
        helperText={errors.userName?.message}
      />
      <PasswordField
        {...register('password')}
        label={t('auth.login.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Link to="/forgot-password" sx={{ alignSelf: 'flex-end' }}>
        {t('auth.login.forgotPassword')}
      </Link>
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
      <FormError message={login.isError ? getErrorMessage(login.error) : null} />
    </Stack>
  );
};
