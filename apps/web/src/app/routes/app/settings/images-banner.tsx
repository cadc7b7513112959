import { BannerImagesPage } from '@/features/settings-content/components/banner-images-page';

const Route = () => <BannerImagesPage />;

export { Route as Component };
