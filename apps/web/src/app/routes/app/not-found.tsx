import { NotFound } from '@/components/errors/not-found';

/** An unknown back-office path of a logged-in user ('/settings/nada'): 'Página não encontrada' inside the shell. */
const AppNotFound = () => <NotFound />;

export { AppNotFound as Component };
