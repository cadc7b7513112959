import { RolesList } from '@/features/roles/components/roles-list';

/** settings/roles */
const RolesRoute = () => <RolesList />;

export { RolesRoute as Component };
