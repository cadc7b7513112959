import { useParams } from 'react-router';
import { MenuMainEdit } from '@/features/menu-mains/components/menu-main-edit';

/** Create without an id, edit with one (the route accepts digits only). */
const Route = () => {
  const { id } = useParams();
  return <MenuMainEdit key={id ?? 'new'} id={id ? Number(id) : undefined} />;
};

export { Route as Component };
