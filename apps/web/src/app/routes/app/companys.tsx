import { CompaniesList } from '@/features/companies/components/companies-list';

/** companys (accepts ?status=approved|pending|disapproved as the default status filter). */
const CompaniesRoute = () => <CompaniesList />;

export { CompaniesRoute as Component };
