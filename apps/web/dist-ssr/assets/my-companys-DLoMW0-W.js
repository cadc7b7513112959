import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { a as createAddressFocus } from "./exists-field-VRLWqGap.js";
import { i as companySteps, n as companyDetailFields } from "./company-fields-DqJe3FSv.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import "./src-Bti_6Flz.js";
import { H as UFS, X as MESSAGES, a as useT, v as COMPANY_STATUSES } from "./i18n-CO41xELr.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { t as History_default } from "./History-DevIF0VL.js";
import { u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { dt as useCan } from "../entry-server.js";
import { t as companyHistoryPath } from "./record-paths-CmDvPKkI.js";
import { n as myCompaniesResource } from "./get-my-companies--CYnROxD.js";
// src/features/my-companies/components/my-companies-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var STATUS_COLORS = {
	approved: "success",
	pending: "warning",
	disapproved: "error"
};
/**
* myCompanys: the companies the company user manages, with their approval status, their details and
* a way to each one's history (with COMPANYLOG:LIST, which company roles hold unless narrowed).
*/
var MyCompaniesList = ({ details }) => {
	const t = useT();
	const navigate = useNavigate();
	const canReadHistory = useCan("COMPANYLOG:LIST");
	const rowActions = (0, import_react.useMemo)(() => [{
		key: "history",
		label: t("companyLogs.historyTitle"),
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(History_default, {}),
		permission: "COMPANYLOG:LIST",
		onClick: (company) => void navigate(companyHistoryPath(company.id))
	}], [t, navigate]);
	const columns = (0, import_react.useMemo)(() => [
		{
			key: "name",
			label: t("companies.fields.name"),
			minWidth: 180
		},
		{
			key: "city",
			label: t("companies.fields.city"),
			filter: { type: "text" }
		},
		{
			key: "uf",
			label: t("companies.fields.uf"),
			filter: {
				type: "options",
				options: UFS.map((u) => ({
					value: u.uf,
					label: u.uf
				}))
			}
		},
		{
			key: "status",
			label: t("companies.fields.status"),
			filter: {
				type: "options",
				options: COMPANY_STATUSES.map((s) => ({
					value: s,
					label: MESSAGES.companyStatus[s]
				}))
			},
			render: (company) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				size: "small",
				color: STATUS_COLORS[company.status],
				label: MESSAGES.companyStatus[company.status]
			})
		},
		{
			key: "lines",
			label: t("companies.fields.lines"),
			sortable: false,
			render: (company) => company.lines.map((l) => l.name).join(", ")
		}
	], [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h4",
		component: "h1",
		sx: { mb: 2 },
		children: t("companies.myTitle")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		resource: myCompaniesResource,
		title: t("companies.myTitle"),
		hideTitle: true,
		columns,
		filterRow: true,
		createPath: "/myCompany",
		editPath: (company) => `/myCompany/${company.id}`,
		rowActions,
		details: details ? {
			...details,
			title: (company) => company.name || t("companies.detailsTitle"),
			links: (company) => canReadHistory ? [{
				label: t("companyLogs.historyTitle"),
				to: companyHistoryPath(company.id)
			}] : []
		} : void 0,
		storageKey: "myCompanys"
	})] });
};
// src/app/routes/app/my-companys.tsx
/** myCompanys: the company user's own companies (details with the company form's fields). */
var MyCompaniesRoute = () => {
	const t = useT();
	const details = (0, import_react.useMemo)(() => {
		const focus = createAddressFocus();
		return {
			fields: companyDetailFields(t, focus, "owner"),
			steps: companySteps(t, "owner")
		};
	}, [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MyCompaniesList, { details });
};
export { MyCompaniesRoute as Component };
