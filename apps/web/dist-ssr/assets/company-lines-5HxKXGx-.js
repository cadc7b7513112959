import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { c as useSelectedOwnerId } from "./auth-6sNTiVR1.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { i as companyLinesResource, t as companyLineColumns } from "./company-line-fields-5o-aRgpH.js";
import { t as LineIcon } from "./line-icon-pN5gHIM8.js";
// src/features/company-lines/components/company-lines-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* companyLines: the product lines of the selected company (the user-owner choice of the top bar;
* every company of the user when none is chosen). Add, change and delete follow the COMPANYLINE
* permissions; the server refuses removing a company's last line and its message is shown.
*/
var CompanyLinesList = () => {
	const t = useT();
	const ownerId = useSelectedOwnerId();
	const companyId = ownerId && ownerId > 0 ? ownerId : null;
	const resource = (0, import_react.useMemo)(() => companyLinesResource(companyId), [companyId]);
	const columns = (0, import_react.useMemo)(() => companyLineColumns(t, { line: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1,
		sx: { alignItems: "center" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LineIcon, { icon: row.line.icon }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: row.line.name })]
	}) }), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h4",
			component: "h1",
			gutterBottom: true,
			children: t("companyLines.title")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			color: "text.secondary",
			children: [
				t("companyLines.intro"),
				" ",
				companyId ? null : t("companyLines.allCompanies")
			]
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
			resource,
			title: t("companyLines.title"),
			hideTitle: true,
			columns,
			createPath: "/companyLine",
			editPath: (row) => `/companyLine/${row.id}`,
			storageKey: "company-lines"
		})]
	});
};
// src/app/routes/app/company-lines.tsx
/** companyLines */
var CompanyLinesRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLinesList, {});
export { CompanyLinesRoute as Component };
