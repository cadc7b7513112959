import { CompanyLinesList } from '@/features/company-lines/components/company-lines-list';

/** companyLines */
const CompanyLinesRoute = () => <CompanyLinesList />;

export { CompanyLinesRoute as Component };
