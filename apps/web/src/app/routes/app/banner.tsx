import { useParams } from 'react-router';
import { BannerEdit } from '@/features/banners/components/banner-edit';

/** Create without an id, edit with one (the route accepts digits only). */
const Route = () => {
  const { id } = useParams();
  return <BannerEdit key={id ?? 'new'} id={id ? Number(id) : undefined} />;
};

export { Route as Component };
