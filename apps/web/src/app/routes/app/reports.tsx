import { ReportsPage } from '@/features/reports/components/reports-page';

/** reports (REPORTS) */
const ReportsRoute = () => <ReportsPage />;

export { ReportsRoute as Component };
