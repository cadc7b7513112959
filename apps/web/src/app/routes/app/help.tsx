import { HelpPage } from '@/features/help/components/help-page';

/** help (any logged user) */
const HelpRoute = () => <HelpPage />;

export { HelpRoute as Component };
