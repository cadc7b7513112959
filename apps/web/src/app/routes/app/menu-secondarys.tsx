import { MenuSecondarysList } from '@/features/menu-secondarys/components/menu-secondarys-list';

const Route = () => <MenuSecondarysList />;

export { Route as Component };
