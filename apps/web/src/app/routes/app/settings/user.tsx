import { useParams } from 'react-router';
import { UserEdit } from '@/features/users/components/user-edit';

/** settings/user/{id?}: create without an id, edit with one (the route accepts digits only). */
const UserRoute = () => {
  const { id } = useParams();
  return <UserEdit key={id ?? 'new'} id={id ? Number(id) : undefined} />;
};

export { UserRoute as Component };
