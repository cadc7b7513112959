import { CustomizationPanel } from '@/features/customization/components/customization-panel';

const CustomizationRoute = () => <CustomizationPanel />;

export { CustomizationRoute as Component };
