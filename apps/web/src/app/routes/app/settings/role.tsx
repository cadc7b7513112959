import { useParams } from 'react-router';
import { RoleEdit } from '@/features/roles/components/role-edit';

/** settings/role/{id?}: create without an id, edit with one (the route accepts digits only). */
const RoleRoute = () => {
  const { id } = useParams();
  return <RoleEdit key={id ?? 'new'} id={id ? Number(id) : undefined} />;
};

export { RoleRoute as Component };
