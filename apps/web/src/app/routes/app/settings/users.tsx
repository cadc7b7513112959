import { UsersList } from '@/features/users/components/users-list';

/** settings/users */
const UsersRoute = () => <UsersList />;

export { UsersRoute as Component };
