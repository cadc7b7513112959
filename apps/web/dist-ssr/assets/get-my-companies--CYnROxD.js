import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
// src/features/my-companies/api/get-my-company.ts
/** GET /api/companys/companyUsers/companysByUser/{id}: one of the user's own companies (another's is 404). */
var getMyCompany = (id, signal) => api.get(`/companys/companyUsers/companysByUser/${id}`, { signal });
var myCompanyQueryOptions = (id) => queryOptions({
	queryKey: [
		"my-companies",
		"detail",
		id
	],
	queryFn: ({ signal }) => getMyCompany(id, signal)
});
var useMyCompany = (id) => useQuery({
	...myCompanyQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/my-companies/api/get-my-companies.ts
var MY_COMPANIES_QUERY_KEY = ["my-companies"];
var LIST_PATH = "/companys/companyUsers/companiesByUser";
/** GET /api/companys/companyUsers/companiesByUser: only the companies the user belongs to (paging, status, uf, city, lines). */
var getMyCompanies = (params, signal) => api.get(LIST_PATH, {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource: no delete (company users cannot delete companies); export with format=xlsx. */
var myCompaniesResource = {
	queryKey: MY_COMPANIES_QUERY_KEY,
	list: getMyCompanies,
	get: getMyCompany,
	exportPath: `/api${LIST_PATH}`
};
export { myCompaniesResource as n, useMyCompany as r, MY_COMPANIES_QUERY_KEY as t };
