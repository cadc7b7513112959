import type { TFieldOption } from '@/components/form/types';
import { searchCompanies } from '@/components/form/api/search-companies';

/** The company choices of the role form (administrators and staff): searched on the server as the user types. */
export const getCompanyOptions = (searchTerm: string): Promise<TFieldOption[]> => searchCompanies(searchTerm);
