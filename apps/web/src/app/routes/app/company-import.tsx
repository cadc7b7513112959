import { CompanyImportPage } from '@/features/company-import/components/company-import-page';

/** companys/import (COMPANY:LIST to open, COMPANY:CREATE to import): the import wizard; `?id=` is the import being shown. */
const CompanyImportRoute = () => <CompanyImportPage />;

export { CompanyImportRoute as Component };
