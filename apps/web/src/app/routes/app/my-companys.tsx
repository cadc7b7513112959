import { MyCompaniesList } from '@/features/my-companies/components/my-companies-list';

/** myCompanys: the company user's own companies. */
const MyCompaniesRoute = () => <MyCompaniesList />;

export { MyCompaniesRoute as Component };
