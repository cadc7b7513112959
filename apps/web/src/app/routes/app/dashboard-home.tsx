import { Dashboard } from '@/features/dashboard/components/dashboard';

/** dashboard: the default logged-in route. */
const DashboardRoute = () => <Dashboard />;

export { DashboardRoute as Component };
