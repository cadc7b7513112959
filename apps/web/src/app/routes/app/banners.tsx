import { BannersList } from '@/features/banners/components/banners-list';

const Route = () => <BannersList />;

export { Route as Component };
