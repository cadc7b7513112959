import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { O as useQueryClient, n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { n as CheckCircleOutlineOutlined_default, t as DialogContentText } from "./DialogContentText-D_Ozkkd4.js";
import { t as HighlightOff_default } from "./HighlightOff-CMrxVk0q.js";
import { a as createAddressFocus } from "./exists-field-CEfuRO_q.js";
import { t as DataTable } from "./data-table-CmDEl6dF.js";
import { C as Button, L as useSnackbar, R as useLoading, pt as useDialogs } from "../entry-server.js";
import { a as useT } from "./i18n-CE2XNvnp.js";
import { u as useMutation } from "./auth-DimqiR3s.js";
import { r as api } from "./api-client-DWf1WHZe.js";
import { n as companiesResource, t as COMPANIES_QUERY_KEY } from "./get-companies-CtHuEB3L.js";
import { a as getLineOptions, i as companySteps, n as companyDetailFields, t as companyColumns } from "./company-fields-Dz8uVX6j.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-CAvsTOEp.js";
import { t as DialogActions } from "./DialogActions-Cu3A53uh.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
// ../../node_modules/@mui/icons-material/Block.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Block_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9C4.63 15.55 4 13.85 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1C19.37 8.45 20 10.15 20 12c0 4.42-3.58 8-8 8" }), "Block");
// ../../node_modules/@mui/icons-material/RestoreOutlined.mjs
var RestoreOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M13 3c-4.97 0-9 4.03-9 9H1l4 3.99L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8z" }), "RestoreOutlined");
// src/features/companies/api/approve-company.ts
/** POST /api/companys/company/approve { id }: any status → approved (log 'approved', mail to the company's administrator). */
var approveCompany = (id) => api.post("/companys/company/approve", { id });
var useApproveCompany = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: approveCompany,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY })
	});
};
// src/features/companies/api/deactivate-company.ts
/** POST /api/companys/company/deactivate { id }: isActive false (log 'disabled'). */
var deactivateCompany = (id) => api.post("/companys/company/deactivate", { id });
var useDeactivateCompany = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deactivateCompany,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY })
	});
};
// src/features/companies/api/reactivate-company.ts
/** POST /api/companys/company/reactivate { id }: isActive true (log 'update'). */
var reactivateCompany = (id) => api.post("/companys/company/reactivate", { id });
var useReactivateCompany = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: reactivateCompany,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY })
	});
};
// src/features/companies/api/reject-company.ts
/** POST /api/companys/company/reject { id, reason? }: any status → disapproved (log 'rejected' with the reason, mailed). */
var rejectCompany = ({ id, reason }) => api.post("/companys/company/reject", {
	id,
	...reason?.trim() ? { reason: reason.trim() } : {}
});
var useRejectCompany = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: rejectCompany,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY })
	});
};
// src/features/companies/components/reject-dialog.tsx
/** Rejection with an optional reason (kept in the log and mailed to the company's administrator). */
var RejectDialog = ({ companyName, busy = false, onCancel, onConfirm }) => {
	const t = useT();
	const titleId = (0, import_react.useId)();
	const [reason, setReason] = (0, import_react.useState)("");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open: companyName !== null,
		onClose: busy ? void 0 : onCancel,
		"aria-labelledby": titleId,
		fullWidth: true,
		maxWidth: "sm",
		slotProps: { transition: { onExited: () => setReason("") } },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id: titleId,
				children: t("companies.reject.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
				sx: { mb: 2 },
				children: t("companies.reject.text", { name: companyName ?? "" })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("companies.reject.reason"),
				value: reason,
				onChange: (event) => setReason(event.target.value),
				multiline: true,
				minRows: 3,
				fullWidth: true,
				autoFocus: true,
				slotProps: { htmlInput: { maxLength: 1e3 } }
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onCancel,
				disabled: busy,
				children: t("dialogs.cancel")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				color: "error",
				onClick: () => onConfirm(reason),
				disabled: busy,
				children: t("companies.reject.submit")
			})] })
		]
	});
};
// src/features/companies/components/companies-list.tsx
/**
* companys: the administrators' company list (name, city, uf, status, lines) with the filters status
* (the `status` query parameter is its default), uf, city and lines, search, export, and the workflow
* row actions approve, reject (with an optional reason), deactivate and reactivate, each confirmed.
*/
var CompaniesList = () => {
	const t = useT();
	const dialogs = useDialogs();
	const { showSnackbar } = useSnackbar();
	const loading = useLoading();
	const approve = useApproveCompany();
	const reject = useRejectCompany();
	const deactivate = useDeactivateCompany();
	const reactivate = useReactivateCompany();
	const [rejecting, setRejecting] = (0, import_react.useState)(null);
	const lines = useQuery({
		queryKey: ["lines", "options"],
		queryFn: getLineOptions,
		staleTime: 6e4
	});
	const lineOptions = (0, import_react.useMemo)(() => (lines.data ?? []).map((o) => ({
		value: String(o.value),
		label: o.label
	})), [lines.data]);
	const columns = (0, import_react.useMemo)(() => companyColumns(t, lineOptions), [t, lineOptions]);
	const focus = (0, import_react.useMemo)(() => createAddressFocus(), []);
	const detailFields = (0, import_react.useMemo)(() => companyDetailFields(t, focus), [t, focus]);
	const steps = (0, import_react.useMemo)(() => companySteps(t, "admin"), [t]);
	const run = async (action, done) => {
		try {
			await loading.track(action);
			showSnackbar(done, {
				variant: "alert",
				severity: "success"
			});
		} catch (error) {
			dialogs.showApiError(error);
		}
	};
	const confirmed = async (message, confirmColor) => dialogs.confirm({
		message,
		...confirmColor ? { confirmColor } : {}
	});
	const rowActions = (0, import_react.useMemo)(() => [
		{
			key: "approve",
			label: t("companies.actions.approve"),
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutlineOutlined_default, { color: "success" }),
			permission: "COMPANY:UPDATE",
			show: (c) => c.status !== "approved",
			onClick: async (c) => {
				if (await confirmed(t("companies.confirm.approve", { name: c.name }))) await run(approve.mutateAsync(c.id), t("companies.done.approve"));
			}
		},
		{
			key: "reject",
			label: t("companies.actions.reject"),
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightOff_default, { color: "error" }),
			permission: "COMPANY:UPDATE",
			show: (c) => c.status !== "disapproved",
			onClick: (c) => setRejecting(c)
		},
		{
			key: "deactivate",
			label: t("companies.actions.deactivate"),
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block_default, {}),
			permission: "COMPANY:UPDATE",
			show: (c) => c.isActive,
			onClick: async (c) => {
				if (await confirmed(t("companies.confirm.deactivate", { name: c.name }), "error")) await run(deactivate.mutateAsync(c.id), t("companies.done.deactivate"));
			}
		},
		{
			key: "reactivate",
			label: t("companies.actions.reactivate"),
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestoreOutlined_default, {}),
			permission: "COMPANY:UPDATE",
			show: (c) => !c.isActive,
			onClick: async (c) => {
				if (await confirmed(t("companies.confirm.reactivate", { name: c.name }))) await run(reactivate.mutateAsync(c.id), t("companies.done.reactivate"));
			}
		}
	], [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h4",
			component: "h1",
			sx: { mb: 2 },
			children: t("companies.title")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
			resource: companiesResource,
			title: t("companies.title"),
			hideTitle: true,
			columns,
			filterRow: true,
			createPath: "/company",
			editPath: (company) => `/company/${company.id}`,
			details: {
				fields: detailFields,
				steps,
				title: (company) => company.name || t("companies.detailsTitle")
			},
			rowActions,
			storageKey: "companys"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RejectDialog, {
			companyName: rejecting?.name ?? null,
			busy: reject.isPending,
			onCancel: () => setRejecting(null),
			onConfirm: (reason) => {
				const company = rejecting;
				if (!company) return;
				run(reject.mutateAsync({
					id: company.id,
					reason
				}), t("companies.done.reject")).then(() => setRejecting(null));
			}
		})
	] });
};
// src/app/routes/app/companys.tsx
/** companys (accepts ?status=approved|pending|disapproved as the default status filter). */
var CompaniesRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompaniesList, {});
export { CompaniesRoute as Component };
