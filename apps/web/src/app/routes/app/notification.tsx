import { useParams } from 'react-router';
import { NotificationCreate } from '@/features/notifications/components/notification-create';
import { NotificationView } from '@/features/notifications/components/notification-view';

/** notification/{id?}: the create form without an id; with one, the saved notification read-only (no PUT). */
const Route = () => {
  const { id } = useParams();
  return id ? <NotificationView key={id} id={Number(id)} /> : <NotificationCreate />;
};

export { Route as Component };
