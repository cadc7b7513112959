import { NotificationsList } from '@/features/notifications/components/notifications-list';

const Route = () => <NotificationsList />;

export { Route as Component };
