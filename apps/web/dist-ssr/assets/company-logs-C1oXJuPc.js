import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button, ot as Authorization } from "../entry-server.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as History_default } from "./History-DevIF0VL.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as Link, u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { t as Link$1 } from "./link-BSdpJeRH.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as companiesWithLogsResource } from "./get-companies-with-logs-BWlkl1CR.js";
import { n as LOG_ACTION_OPTIONS, t as LogActionChip } from "./log-action-chip-CdV8vQUD.js";
import { r as historyPath } from "./paths-GEnu415I.js";
// ../../node_modules/@mui/icons-material/LayersOutlined.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var LayersOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m11.99 18.54-7.37-5.73L3 14.07l9 7 9-7-1.63-1.27zM12 16l7.36-5.73L21 9l-9-7-9 7 1.63 1.27zm0-11.47L17.74 9 12 13.47 6.26 9z" }), "LayersOutlined");
// src/features/company-logs/components/companies-with-logs-list.tsx
/** settings/companyLogs: the companies that have log entries (deleted ones too); opening one shows its history. */
var CompaniesWithLogsList = () => {
	const t = useT();
	const navigate = useNavigate();
	const columns = (0, import_react.useMemo)(() => [
		{
			key: "name",
			label: t("companyLogs.columns.name"),
			minWidth: 180,
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 1,
				sx: {
					alignItems: "center",
					flexWrap: "wrap",
					rowGap: .5
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					to: historyPath(row.companyId ?? 0),
					children: row.name
				}), row.companyExists ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "small",
					label: t("companyLogs.deletedChip")
				})]
			})
		},
		{
			key: "cnpj",
			label: t("companyLogs.columns.cnpj"),
			sortable: false,
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: { whiteSpace: "nowrap" },
				children: row.cnpj ?? "—"
			})
		},
		{
			key: "city",
			label: t("companyLogs.columns.city")
		},
		{
			key: "uf",
			label: t("companyLogs.columns.uf")
		},
		{
			key: "typeAction",
			label: t("companyLogs.columns.lastAction"),
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogActionChip, { action: row.typeAction }),
			filter: {
				type: "options",
				options: LOG_ACTION_OPTIONS
			}
		},
		{
			key: "dtRegister",
			label: t("companyLogs.columns.lastChange"),
			display: "datetime",
			minWidth: 130
		},
		{
			key: "logsCount",
			label: t("companyLogs.columns.logsCount"),
			sortable: false,
			align: "right"
		}
	], [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h5",
			component: "h2",
			gutterBottom: true,
			children: t("companyLogs.title")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.secondary",
			children: t("companyLogs.intro")
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
			resource: companiesWithLogsResource,
			title: t("companyLogs.title"),
			hideTitle: true,
			columns,
			filterRow: true,
			storageKey: "company-logs",
			rowActions: [{
				key: "history",
				label: t("companyLogs.openHistory"),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(History_default, { fontSize: "small" }),
				onClick: (row) => void navigate(historyPath(row.companyId ?? 0))
			}],
			toolbar: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Authorization, {
				permission: "COMPANYLOG:LIST",
				condition: "admin",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: "/settings/companyLineLogs",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LayersOutlined_default, {}),
					size: "small",
					children: t("companyLogs.lineLogsLink")
				})
			})
		})]
	});
};
// src/app/routes/app/settings/company-logs.tsx
/** settings/companyLogs */
var CompanyLogsRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompaniesWithLogsList, {});
export { CompanyLogsRoute as Component };
