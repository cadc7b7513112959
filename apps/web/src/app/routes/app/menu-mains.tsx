import { MenuMainsList } from '@/features/menu-mains/components/menu-mains-list';

const Route = () => <MenuMainsList />;

export { Route as Component };
