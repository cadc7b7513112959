import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
// src/features/companies/api/delete-company.ts
/** DELETE /api/companys?id= (its log stays readable). */
var deleteCompany = (id) => api.delete("/companys", { params: { id } });
// src/features/companies/api/get-company.ts
/** GET /api/companys/{id} */
var getCompany = (id, signal) => api.get(`/companys/${id}`, { signal });
var companyQueryOptions = (id) => queryOptions({
	queryKey: [
		"companys",
		"detail",
		id
	],
	queryFn: ({ signal }) => getCompany(id, signal)
});
/** The company being edited (nothing to load when creating). */
var useCompany = (id) => useQuery({
	...companyQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/companies/api/get-companies.ts
/** Every companies query lives under this key; saving, deciding or deleting refreshes it. */
var COMPANIES_QUERY_KEY = ["companys"];
/** GET /api/companys: searchTerm, paging, sorting and the filters status, uf, city, lines. */
var getCompanies = (params, signal) => api.get("/companys", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource; the export is GET /api/companys/company/export with the list's filters. */
var companiesResource = {
	queryKey: COMPANIES_QUERY_KEY,
	list: getCompanies,
	get: getCompany,
	remove: deleteCompany,
	exportPath: "/api/companys/company/export",
	permissions: {
		list: "COMPANY:LIST",
		create: "COMPANY:CREATE",
		update: "COMPANY:UPDATE",
		delete: "COMPANY:DELETE"
	}
};
export { companiesResource as n, useCompany as r, COMPANIES_QUERY_KEY as t };
