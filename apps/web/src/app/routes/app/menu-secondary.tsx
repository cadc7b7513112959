import { useParams } from 'react-router';
import { MenuSecondaryEdit } from '@/features/menu-secondarys/components/menu-secondary-edit';

/** Create without an id, edit with one (the route accepts digits only). */
const Route = () => {
  const { id } = useParams();
  return <MenuSecondaryEdit key={id ?? 'new'} id={id ? Number(id) : undefined} />;
};

export { Route as Component };
