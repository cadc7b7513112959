import { useUser, DEFAULT_PRIVATE_PATH } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { StatusPage } from './status-page';

/** The home of whoever is looking: the dashboard when logged in, the public home otherwise. */
export const useHomePath = (): string => (useUser() ? DEFAULT_PRIVATE_PATH : '/');

/** 'Página não encontrada' with the link 'Voltar ao início.' (section 2). */
export const NotFound = () => {
  const t = useT();
  return (
    <StatusPage
      badge="404"
      title={t('pages.notFound.title')}
      text={t('pages.notFound.text')}
      linkTo={useHomePath()}
      linkText={t('pages.notFound.back')}
    />
  );
};
