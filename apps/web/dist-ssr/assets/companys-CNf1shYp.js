import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { O as useQueryClient, n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { n as CheckCircleOutlineOutlined_default, t as DialogContentText } from "./DialogContentText-D_Ozkkd4.js";
import { t as HighlightOff_default } from "./HighlightOff-CMrxVk0q.js";
import { a as createAddressFocus } from "./exists-field-VRLWqGap.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { C as Button, L as useSnackbar, R as useLoading, pt as useDialogs } from "../entry-server.js";
import { Q as formatInteger, a as useT } from "./i18n-CO41xELr.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { a as getErrorMessage, r as api } from "./api-client-BaaCRxO6.js";
import { n as companiesResource, t as COMPANIES_QUERY_KEY } from "./get-companies-BHEi5Ef4.js";
import { a as getLineOptions, i as companySteps, n as companyDetailFields, t as companyColumns } from "./company-fields-DqJe3FSv.js";
import { I as COMPANY_BULK_DECISION_MAX, L as ZCompanyBulkDecisionSchema, R as COMPANY_REJECTION_REASON_MAX } from "./src-Bti_6Flz.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-CAvsTOEp.js";
import { t as DialogActions } from "./DialogActions-Cu3A53uh.js";
import { t as LinearProgress } from "./LinearProgress-TRXoXJO8.js";
import { t as List } from "./List-ByDWwFbV.js";
import { t as ListItem } from "./ListItem-CleUDoxJ.js";
import { t as ListItemText } from "./ListItemText-DbNOXjsM.js";
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
/** POST /api/companys/bulk-decision `{ decision: { action, ids, reason? } }`. */
var postBulkDecision = ({ action, ids, reason }) => api.post("/companys/bulk-decision", { decision: {
	action,
	ids,
	...action === "reject" ? { reason } : {}
} });
/** GET /api/companys/company/ids: every id the list's search and filters match, in the list's order (at most 5 000, else 400). */
var getCompanyIds = (params, signal) => {
	const { pageSize: _pageSize, pageIndex: _pageIndex, ...query } = toQueryParams(params);
	return api.get("/companys/company/ids", {
		params: query,
		...signal ? { signal } : {}
	});
};
/** Sends the decision `chunk` companies at a time, reporting the count after each answer; stops at the first failed call. */
var runBulkDecision = async (input, { send = postBulkDecision, chunk = 100, onProgress } = {}) => {
	const outcome = {
		succeeded: [],
		failed: [],
		total: input.ids.length,
		stoppedBy: null,
		untried: 0
	};
	onProgress?.({
		done: 0,
		total: outcome.total
	});
	for (let start = 0; start < input.ids.length; start += chunk) {
		const ids = input.ids.slice(start, start + chunk);
		try {
			const { data } = await send({
				...input,
				ids
			});
			outcome.succeeded.push(...data.succeeded);
			outcome.failed.push(...data.failed);
		} catch (error) {
			outcome.stoppedBy = error;
			outcome.untried = input.ids.length - start;
			break;
		}
		onProgress?.({
			done: start + ids.length,
			total: outcome.total
		});
	}
	return outcome;
};
// src/features/companies/components/bulk-decision-dialogs.tsx
/** '1 empresa …' / '1.234 empresas …' from the One / Many pair of a text. */
var counted = (t, count, one, many) => count === 1 ? t(one) : t(many, { count: formatInteger(count) });
/** The rejection reason's rule, as the API checks it (required, trimmed, at most 1 000 characters): the message, or null. */
var reasonError = (reason) => {
	const parsed = ZCompanyBulkDecisionSchema.safeParse({
		action: "reject",
		ids: [1],
		reason
	});
	return parsed.success ? null : parsed.error.issues.find((issue) => issue.path[0] === "reason")?.message ?? null;
};
/**
* THE one confirmation of a bulk decision: how many companies, what happens to each (status, log, e-mail)
* and, to reject, the reason sent to each (required, the single rejection's limit).
*/
var BulkConfirmDialog = ({ action, count, onCancel, onConfirm }) => {
	const t = useT();
	const titleId = (0, import_react.useId)();
	const textId = (0, import_react.useId)();
	const [reason, setReason] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const [shown, setShown] = (0, import_react.useState)(null);
	if (action !== null && (shown?.action !== action || shown.count !== count)) setShown({
		action,
		count
	});
	const current = action !== null ? {
		action,
		count
	} : shown;
	const submit = () => {
		if (current?.action !== "reject") return onConfirm(null);
		const message = reasonError(reason);
		setError(message);
		if (message === null) onConfirm(reason.trim());
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: action !== null,
		onClose: onCancel,
		"aria-labelledby": titleId,
		"aria-describedby": textId,
		fullWidth: true,
		maxWidth: "sm",
		slotProps: { transition: { onExited: () => {
			setReason("");
			setError(null);
		} } },
		children: current ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id: titleId,
				children: counted(t, current.count, `companies.bulk.confirm.${current.action}TitleOne`, `companies.bulk.confirm.${current.action}TitleMany`)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				id: textId,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
					sx: { mb: 1 },
					children: t(`companies.bulk.confirm.${current.action}`)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
					sx: { mb: current.action === "reject" ? 2 : 0 },
					children: t("companies.bulk.confirm.unchanged")
				})]
			}), current.action === "reject" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("companies.bulk.confirm.reason"),
				value: reason,
				onChange: (event) => {
					setReason(event.target.value);
					if (error) setError(reasonError(event.target.value));
				},
				required: true,
				error: error !== null,
				helperText: error ?? `${reason.length}/1000`,
				multiline: true,
				minRows: 3,
				fullWidth: true,
				autoFocus: true,
				slotProps: { htmlInput: { maxLength: COMPANY_REJECTION_REASON_MAX } }
			}) : null] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onCancel,
				children: t("dialogs.cancel")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				color: current.action === "approve" ? "primary" : "error",
				onClick: submit,
				children: t(`companies.actions.${current.action}`)
			})] })
		] }) : null
	});
};
/** While the decision runs: not dismissible; the count of companies done (indeterminate while the filter's ids are read). */
var BulkProgressDialog = ({ action, progress }) => {
	const t = useT();
	const titleId = (0, import_react.useId)();
	const value = progress && progress.total > 0 ? Math.round(progress.done / progress.total * 100) : 0;
	const text = progress ? t("companies.bulk.running.progress", {
		done: formatInteger(progress.done),
		total: formatInteger(progress.total)
	}) : t("companies.bulk.running.resolving");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open: action !== null,
		"aria-labelledby": titleId,
		fullWidth: true,
		maxWidth: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
			id: titleId,
			children: action ? t(`companies.bulk.running.${action}`) : null
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
			variant: progress ? "determinate" : "indeterminate",
			value,
			"aria-label": t("companies.bulk.running.progressLabel"),
			...progress ? { "aria-valuetext": text } : {},
			sx: { mb: 2 }
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			"aria-live": "polite",
			"aria-atomic": "true",
			children: text
		})] })]
	});
};
/** The outcome: how many changed, every company left as it was with the reason, and what stopped the run, if anything. */
var BulkResultDialog = ({ action, outcome, onClose, onExited }) => {
	const t = useT();
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open: action !== null && outcome !== null,
		onClose,
		"aria-labelledby": titleId,
		fullWidth: true,
		maxWidth: "sm",
		scroll: "paper",
		disableRestoreFocus: true,
		slotProps: { transition: { ...onExited ? { onExited } : {} } },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id: titleId,
				children: t("companies.bulk.result.title")
			}),
			action && outcome ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
				dividers: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
						severity: outcome.failed.length === 0 && !outcome.stoppedBy ? "success" : "warning",
						sx: { mb: 2 },
						children: [counted(t, outcome.succeeded.length, `companies.bulk.result.${action}One`, `companies.bulk.result.${action}Many`), outcome.failed.length > 0 ? ` ${counted(t, outcome.failed.length, "companies.bulk.result.failedOne", "companies.bulk.result.failedMany")}` : null]
					}),
					outcome.stoppedBy ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "error",
						sx: { mb: 2 },
						children: outcome.untried === 1 ? t("companies.bulk.result.stoppedOne", { message: getErrorMessage(outcome.stoppedBy) }) : t("companies.bulk.result.stoppedMany", {
							message: getErrorMessage(outcome.stoppedBy),
							count: formatInteger(outcome.untried)
						})
					}) : null,
					outcome.failed.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
						dense: true,
						"aria-label": t("companies.bulk.result.failuresLabel"),
						disablePadding: true,
						children: outcome.failed.map((failure) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, {
							disableGutters: true,
							divider: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
								primary: t("companies.bulk.result.failedItem", {
									name: failure.name ?? t("companies.bulk.result.unknownName", { id: failure.id }),
									id: failure.id
								}),
								secondary: failure.message
							})
						}, failure.id))
					}) : null
				]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActions, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				onClick: onClose,
				autoFocus: true,
				children: t("companies.bulk.result.close")
			}) })
		]
	});
};
// src/features/companies/components/bulk-decisions.tsx
var ACTION_ICONS = {
	approve: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutlineOutlined_default, {}),
	reject: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightOff_default, {}),
	deactivate: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block_default, {})
};
var countOf = (selection) => selection.kind === "rows" ? selection.ids.length : selection.total;
/**
* Bulk decisions of the companies list: the checkbox column's configuration (COMPANY:UPDATE, the bar's words,
* Aprovar / Reprovar / Desativar) and the dialogs of a run: ONE confirmation (with the reason, to reject), the
* progress while the companies are sent a hundred at a time, then the result listing every company left
* unchanged and why. The list reloads and the selection clears at the end; `focusAfter` takes the focus once the
* result closes (the bar's buttons are gone).
*/
var useBulkDecisions = ({ focusAfter } = {}) => {
	const t = useT();
	const dialogs = useDialogs();
	const queryClient = useQueryClient();
	const [state, setState] = (0, import_react.useState)({ step: "idle" });
	const run = async (action, selection, clear, reason) => {
		setState({
			step: "running",
			action,
			progress: selection.kind === "rows" ? {
				done: 0,
				total: selection.ids.length
			} : null
		});
		let ids;
		try {
			ids = selection.kind === "rows" ? selection.ids.map(Number) : (await getCompanyIds(selection.params)).data;
		} catch (error) {
			setState({ step: "idle" });
			dialogs.showApiError(error);
			return;
		}
		const outcome = await runBulkDecision({
			action,
			ids,
			reason
		}, { onProgress: (progress) => setState({
			step: "running",
			action,
			progress
		}) });
		clear();
		queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY });
		setState({
			step: "result",
			action,
			outcome
		});
	};
	return {
		selection: (0, import_react.useMemo)(() => ({
			permission: "COMPANY:UPDATE",
			maxMatching: COMPANY_BULK_DECISION_MAX,
			texts: {
				selected: (count) => count === 1 ? t("companies.bulk.selectedOne") : t("companies.bulk.selectedMany", { count: formatInteger(count) }),
				selectAllMatching: (total) => t("companies.bulk.selectAllMatching", { total: formatInteger(total) }),
				allMatchingSelected: (total) => t("companies.bulk.allMatching", { total: formatInteger(total) }),
				tooManyToSelectAll: (total, max) => t("companies.bulk.tooManyToSelectAll", {
					total: formatInteger(total),
					max: formatInteger(max)
				})
			},
			actions: (current, clear) => [
				"approve",
				"reject",
				"deactivate"
			].map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "small",
				variant: "outlined",
				color: action === "approve" ? "success" : action === "reject" ? "error" : "inherit",
				startIcon: ACTION_ICONS[action],
				onClick: () => setState({
					step: "confirm",
					action,
					selection: current,
					clear
				}),
				children: t(`companies.actions.${action}`)
			}, action))
		}), [t]),
		view: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BulkConfirmDialog, {
				action: state.step === "confirm" ? state.action : null,
				count: state.step === "confirm" ? countOf(state.selection) : 0,
				onCancel: () => setState({ step: "idle" }),
				onConfirm: (reason) => {
					if (state.step === "confirm") run(state.action, state.selection, state.clear, reason);
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BulkProgressDialog, {
				action: state.step === "running" ? state.action : null,
				progress: state.step === "running" ? state.progress : null
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BulkResultDialog, {
				action: state.step === "result" ? state.action : null,
				outcome: state.step === "result" ? state.outcome : null,
				onClose: () => setState({ step: "idle" }),
				...focusAfter ? { onExited: focusAfter } : {}
			})
		] })
	};
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
* row actions approve, reject (with an optional reason), deactivate and reactivate, each confirmed; and
* bulk decisions (approve, reject with one reason, deactivate) on the rows selected in the checkbox column.
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
	const heading = (0, import_react.useRef)(null);
	const bulk = useBulkDecisions({ focusAfter: () => heading.current?.focus() });
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
			sx: {
				mb: 2,
				outline: "none"
			},
			ref: heading,
			tabIndex: -1,
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
			storageKey: "companys",
			selection: bulk.selection
		}),
		bulk.view,
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
