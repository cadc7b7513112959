import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as StorefrontOutlined_default } from "./StorefrontOutlined-DoKQkkNW.js";
import { u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { t as Link } from "./link-BSdpJeRH.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { t as LineIcon } from "./line-icon-pN5gHIM8.js";
// src/features/company-lines/api/get-line-companies.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /api/reports/lineCompanies: search by name, sort by name or by the counts, paging; format=xlsx. */
var getLineCompanies = (params, signal) => api.get("/reports/lineCompanies", {
	params: toQueryParams(params),
	signal
});
/** line_companys: read-only, LINE:LIST like the lines screen. */
var lineCompaniesResource = {
	queryKey: ["line-companies"],
	list: getLineCompanies,
	exportPath: "/api/reports/lineCompanies",
	permissions: { list: "LINE:LIST" }
};
// src/features/company-lines/components/line-companies-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The company list filtered by one line (the companys screen reads `lines` as its filter). */
var companiesOfLine = (lineId) => `/companys?lines=${lineId}`;
/** line_companys: each product line with how many companies offer it, and a way to the list of those companies. */
var LineCompaniesList = () => {
	const t = useT();
	const navigate = useNavigate();
	const columns = (0, import_react.useMemo)(() => [
		{
			key: "name",
			label: t("companyLines.lineCompanies.name"),
			minWidth: 160,
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 1,
				sx: { alignItems: "center" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LineIcon, { icon: row.icon }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: row.name })]
			})
		},
		{
			key: "companiesCount",
			label: t("companyLines.lineCompanies.companiesCount"),
			align: "right",
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: companiesOfLine(row.id),
				"aria-label": t("companyLines.lineCompanies.companiesOf", {
					count: row.companiesCount,
					name: row.name
				}),
				children: row.companiesCount
			})
		},
		{
			key: "activeCount",
			label: t("companyLines.lineCompanies.activeCount"),
			align: "right"
		}
	], [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h4",
			component: "h1",
			gutterBottom: true,
			children: t("companyLines.lineCompanies.title")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.secondary",
			children: t("companyLines.lineCompanies.intro")
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
			resource: lineCompaniesResource,
			title: t("companyLines.lineCompanies.title"),
			hideTitle: true,
			columns,
			storageKey: "line-companies",
			rowActions: [{
				key: "companies",
				label: t("companyLines.lineCompanies.openCompanies"),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StorefrontOutlined_default, { fontSize: "small" }),
				onClick: (row) => void navigate(companiesOfLine(row.id))
			}]
		})]
	});
};
// src/app/routes/app/line-companys.tsx
/** line_companys */
var LineCompanysRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LineCompaniesList, {});
export { LineCompanysRoute as Component };
