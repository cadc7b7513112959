import { useParams } from 'react-router';
import { LineEdit } from '@/features/lines/components/line-edit';

/** line/{id?}: create without an id, edit with one (the route accepts digits only). */
const LineRoute = () => {
  const { id } = useParams();
  return <LineEdit key={id ?? 'new'} id={id ? Number(id) : undefined} />;
};

export { LineRoute as Component };
