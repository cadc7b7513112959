import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { a as linesResource, n as lineDetailFields, t as lineColumns } from "./line-fields-BEz_3OaP.js";
// src/features/lines/components/lines-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** lines: the product lines with search, sort, export, details and Add / edit / delete by LINE permissions. */
var LinesList = () => {
	const t = useT();
	const columns = (0, import_react.useMemo)(() => lineColumns(t), [t]);
	const detailFields = (0, import_react.useMemo)(() => lineDetailFields(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h4",
		component: "h1",
		sx: { mb: 2 },
		children: t("lines.title")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		resource: linesResource,
		title: t("lines.title"),
		hideTitle: true,
		columns,
		createPath: "/line",
		editPath: (line) => `/line/${line.id}`,
		details: {
			fields: detailFields,
			title: (line) => line.name || t("lines.detailsTitle")
		},
		storageKey: "lines"
	})] });
};
// src/app/routes/app/lines.tsx
var LinesRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinesList, {});
export { LinesRoute as Component };
