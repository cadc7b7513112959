import { LineCompaniesList } from '@/features/company-lines/components/line-companies-list';

/** line_companys */
const LineCompanysRoute = () => <LineCompaniesList />;

export { LineCompanysRoute as Component };
