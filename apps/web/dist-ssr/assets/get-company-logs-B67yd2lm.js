import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { i as COMPANY_LOGS_QUERY_KEY } from "./paths-GEnu415I.js";
// ../../node_modules/@mui/icons-material/CompareArrows.mjs
var import_jsx_runtime = require_jsx_runtime();
var CompareArrows_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9.01 14H2v2h7.01v3L13 15l-3.99-4zm5.98-1v-3H22V8h-7.01V5L11 9z" }), "CompareArrows");
// src/features/company-logs/api/get-company-logs.ts
/** GET /api/companysLog/logs/{companyId}: one company's entries, newest first; searchTerm, paging, order, typeAction. */
var getCompanyLogs = (companyId, params, signal) => api.get(`/companysLog/logs/${companyId}`, {
	params: toQueryParams(params),
	signal
});
/**
* The history list of one company. Its export is GET /api/companysLog/logs/excel/{companyId}: the log
* export row of section 3 in its fixed column order, with the list's search, sort and typeAction filter.
*/
var companyLogsResource = (companyId) => ({
	queryKey: [
		...COMPANY_LOGS_QUERY_KEY,
		"history",
		companyId
	],
	list: (params, signal) => getCompanyLogs(companyId, params, signal),
	exportPath: `/api/companysLog/logs/excel/${companyId}`,
	permissions: { list: "COMPANYLOG:LIST" }
});
/** The company's latest entry (its name for the page title); null when it has no history. */
var useLatestCompanyLog = (companyId) => useQuery({
	queryKey: [
		...COMPANY_LOGS_QUERY_KEY,
		"latest",
		companyId
	],
	queryFn: async ({ signal }) => {
		return (await getCompanyLogs(companyId ?? 0, {
			pageIndex: 0,
			pageSize: 10,
			filters: {}
		}, signal)).data[0] ?? null;
	},
	enabled: companyId !== null && companyId > 0
});
export { CompareArrows_default as i, getCompanyLogs as n, useLatestCompanyLog as r, companyLogsResource as t };
