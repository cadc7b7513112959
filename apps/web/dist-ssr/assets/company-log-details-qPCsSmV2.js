import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as useParams, n as Navigate, t as Link, u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { C as Button, ft as useCondition } from "../entry-server.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as ArrowBack_default } from "./ArrowBack-BTI9keX9.js";
import { i as CompareArrows_default, r as useLatestCompanyLog, t as companyLogsResource } from "./get-company-logs-B67yd2lm.js";
import { X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { r as useBreadcrumbExtras } from "./breadcrumbs-EDsShLjP.js";
import { t as Link$1 } from "./link-BSdpJeRH.js";
import { G as formatDatetime } from "./src-Bti_6Flz.js";
import { n as LOG_ACTION_OPTIONS, t as LogActionChip } from "./log-action-chip-CdV8vQUD.js";
import { n as entryPath, t as COMPANY_LOGS_PATH } from "./paths-GEnu415I.js";
// src/features/company-logs/components/company-log-history.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* settings/companyLog/details/{companyId}: one company's history, newest first, with the typeAction
* filter, search, and the Excel export (GET /api/companysLog/logs/excel/{companyId}: the log export row
* of section 3). Each entry opens what changed since the previous one. Company users reach only their own.
*/
var CompanyLogHistory = ({ companyId }) => {
	const t = useT();
	const navigate = useNavigate();
	const isAdmin = useCondition("admin");
	const name = useLatestCompanyLog(companyId).data?.name;
	const resource = (0, import_react.useMemo)(() => companyLogsResource(companyId), [companyId]);
	useBreadcrumbExtras(name ? [{ title: name }] : []);
	const columns = (0, import_react.useMemo)(() => [
		{
			key: "dtRegister",
			label: t("companyLogs.columns.dataExecucao"),
			display: "datetime",
			minWidth: 140,
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
				to: entryPath(row.id),
				children: formatDatetime(row.dtRegister)
			})
		},
		{
			key: "typeAction",
			label: t("companyLogs.columns.typeAction"),
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogActionChip, { action: row.typeAction }),
			filter: {
				type: "options",
				options: LOG_ACTION_OPTIONS
			}
		},
		{
			key: "userActionName",
			label: t("companyLogs.columns.userName"),
			minWidth: 140
		},
		{
			key: "userActionEmail",
			label: t("companyLogs.columns.userEmail"),
			minWidth: 160
		},
		{
			key: "status",
			label: t("companyLogs.columns.status"),
			render: (row) => row.status ? MESSAGES.companyStatus[row.status] : "—"
		},
		{
			key: "reason",
			label: t("companyLogs.columns.reason"),
			sortable: false,
			hiddenByDefault: true
		},
		{
			key: "name",
			label: t("companyLogs.columns.name"),
			hiddenByDefault: true
		},
		{
			key: "city",
			label: t("companyLogs.columns.city"),
			hiddenByDefault: true
		}
	], [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: {
				xs: "column",
				sm: "row"
			},
			spacing: 1,
			sx: {
				justifyContent: "space-between",
				alignItems: { sm: "flex-start" }
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h5",
				component: "h2",
				gutterBottom: true,
				children: name ? t("companyLogs.historyOf", { name }) : t("companyLogs.historyTitle")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("companyLogs.historyIntro")
			})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: isAdmin ? COMPANY_LOGS_PATH : "/myCompanys",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {}),
				sx: {
					flexShrink: 0,
					alignSelf: { xs: "flex-start" }
				},
				children: isAdmin ? t("companyLogs.backToCompanies") : t("common.back")
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
			resource,
			title: name ? t("companyLogs.exportTitle", { name }) : t("companyLogs.historyTitle"),
			hideTitle: true,
			columns,
			filterRow: "open",
			storageKey: "company-log-history",
			rowActions: [{
				key: "entry",
				label: t("companyLogs.openEntry"),
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompareArrows_default, { fontSize: "small" }),
				onClick: (row) => void navigate(entryPath(row.id))
			}]
		})]
	});
};
// src/app/routes/app/settings/company-log-details.tsx
/** settings/companyLog/details/{id?}: one company's history (id = the company); without an id, back to the list. */
var CompanyLogDetailsRoute = () => {
	const { id } = useParams();
	const isAdmin = useCondition("admin");
	if (!id) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: isAdmin ? "/settings/companyLogs" : "/myCompanys",
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogHistory, { companyId: Number(id) }, id);
};
export { CompanyLogDetailsRoute as Component };
