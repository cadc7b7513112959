import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Autocomplete } from "./Autocomplete-Ba-qWnv5.js";
import { C as Button } from "../entry-server.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as ArrowBack_default } from "./ArrowBack-BTI9keX9.js";
import { i as CompareArrows_default, n as getCompanyLogs, r as useLatestCompanyLog } from "./get-company-logs-B67yd2lm.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { p as useSearchParams, t as Link, u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { G as formatDatetime } from "./src-Bti_6Flz.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { f as useDebouncedCallback } from "./steps-CUudSfBA.js";
import { t as Link$1 } from "./link-BSdpJeRH.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { n as useCompanyWithLogsOptions } from "./get-companies-with-logs-BWlkl1CR.js";
import { i as COMPANY_LOGS_QUERY_KEY, n as entryPath, t as COMPANY_LOGS_PATH } from "./paths-GEnu415I.js";
// src/features/company-logs/api/get-company-line-changes.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var HISTORY_PAGE_SIZE = 100;
/** Every entry of the company, oldest first. */
var getWholeCompanyHistory = async (companyId, signal) => {
	const entries = [];
	for (let pageIndex = 0;; pageIndex += 1) {
		const page = await getCompanyLogs(companyId, {
			pageIndex,
			pageSize: HISTORY_PAGE_SIZE,
			orderBy: "dtRegister",
			orderDirection: "asc",
			filters: {}
		}, signal);
		entries.push(...page.data);
		if (page.data.length < HISTORY_PAGE_SIZE || entries.length >= page.total) return entries;
	}
};
/** The entries whose lines differ from the previous entry's (newest first), with what was added and removed. */
var lineChangesOf = (oldestFirst) => {
	const changes = [];
	for (let i = 1; i < oldestFirst.length; i += 1) {
		const previous = oldestFirst[i - 1];
		const entry = oldestFirst[i];
		const beforeIds = new Set(previous.lines.map((l) => l.id));
		const afterIds = new Set(entry.lines.map((l) => l.id));
		const added = entry.lines.filter((l) => !beforeIds.has(l.id)).map((l) => l.name);
		const removed = previous.lines.filter((l) => !afterIds.has(l.id)).map((l) => l.name);
		if (added.length === 0 && removed.length === 0) continue;
		changes.push({
			...entry,
			linesBefore: previous.lines.map((l) => l.name),
			linesAfter: entry.lines.map((l) => l.name),
			added,
			removed
		});
	}
	return changes.reverse();
};
var fold = (text) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/** Search (user, e-mail, line names), sort (dtRegister, userActionName) and paging of the computed rows. */
var pageOfLineChanges = (rows, params) => {
	const term = params.searchTerm ? fold(params.searchTerm) : "";
	const matching = term ? rows.filter((row) => [
		row.userActionName,
		row.userActionEmail,
		...row.linesBefore,
		...row.linesAfter
	].some((text) => text && fold(text).includes(term))) : [...rows];
	if (params.orderBy === "userActionName" || params.orderBy === "dtRegister") {
		const key = params.orderBy;
		const direction = params.orderDirection === "desc" ? -1 : 1;
		matching.sort((a, b) => direction * fold(String(a[key] ?? "")).localeCompare(fold(String(b[key] ?? ""))) || b.id - a.id);
	}
	const start = params.pageIndex * params.pageSize;
	return {
		data: matching.slice(start, start + params.pageSize),
		total: matching.length
	};
};
/** The list engine's resource for one company: the history is read once (30 s cache) and paged here. */
var companyLineChangesResource = (companyId, queryClient) => ({
	queryKey: [
		...COMPANY_LOGS_QUERY_KEY,
		"line-changes",
		companyId
	],
	list: async (params, signal) => {
		return pageOfLineChanges(lineChangesOf(await queryClient.fetchQuery({
			queryKey: [
				...COMPANY_LOGS_QUERY_KEY,
				"whole-history",
				companyId
			],
			queryFn: () => getWholeCompanyHistory(companyId, signal),
			staleTime: 3e4
		})), params);
	},
	permissions: { list: "COMPANYLOG:LIST" }
});
// src/features/company-logs/components/company-line-logs.tsx
var import_jsx_runtime = require_jsx_runtime();
var COMPANY_PARAM = "companyId";
var LineChips = ({ names, sign, color }) => names.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "—" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
	direction: "row",
	spacing: .5,
	sx: {
		flexWrap: "wrap",
		rowGap: .5
	},
	children: names.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
		size: "small",
		variant: "outlined",
		color,
		label: `${sign} ${name}`
	}, name))
});
/** The company picker: companies with logs, searched as the user types (the choice goes to the URL). */
var CompanyPicker = ({ companyId, companyName, onChange }) => {
	const t = useT();
	const [input, setInput] = (0, import_react.useState)("");
	const [term, setTerm] = (0, import_react.useState)("");
	const debounced = useDebouncedCallback(setTerm, 500);
	const options = useCompanyWithLogsOptions(term);
	const list = options.data?.data ?? [];
	const found = list.find((o) => o.companyId === companyId);
	const selected = (0, import_react.useMemo)(() => companyId === null ? null : found ?? {
		companyId,
		name: companyName ?? ""
	}, [
		companyId,
		companyName,
		found
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
		options: list,
		value: selected,
		inputValue: input,
		onInputChange: (_, value) => {
			setInput(value);
			debounced.run(value.trim());
		},
		onChange: (_, value) => onChange(value?.companyId ?? null),
		getOptionLabel: (option) => option.name,
		getOptionKey: (option) => option.companyId ?? option.id,
		isOptionEqualToValue: (option, value) => option.companyId === value.companyId,
		filterOptions: (x) => x,
		loading: options.isFetching,
		loadingText: t("companyLogs.lineLogs.loadingOptions"),
		noOptionsText: t("companyLogs.lineLogs.noOptions"),
		renderOption: (props, option) => /* @__PURE__ */ (0, import_react.createElement)("li", {
			...props,
			key: option.companyId ?? option.id
		}, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: option.name }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "caption",
			color: "text.secondary",
			children: [option.city, option.uf].filter(Boolean).join(" - ")
		})] })),
		renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			...params,
			label: t("companyLogs.lineLogs.company"),
			placeholder: t("companyLogs.lineLogs.companyPlaceholder")
		}),
		sx: { maxWidth: { sm: 480 } }
	});
};
/**
* settings/companyLineLogs: the entries of one company's history in which its product lines changed,
* with the lines before and after and what was added or removed (see get-company-line-changes.ts for
* how they are found and why per company).
*/
var CompanyLineLogs = () => {
	const t = useT();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [searchParams, setSearchParams] = useSearchParams();
	const raw = searchParams.get(COMPANY_PARAM);
	const companyId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
	const latest = useLatestCompanyLog(companyId);
	const resource = (0, import_react.useMemo)(() => companyId === null ? null : companyLineChangesResource(companyId, queryClient), [companyId, queryClient]);
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
			key: "userActionName",
			label: t("companyLogs.columns.userName"),
			minWidth: 140
		},
		{
			key: "userActionEmail",
			label: t("companyLogs.columns.userEmail"),
			sortable: false,
			hiddenByDefault: true
		},
		{
			key: "added",
			label: t("companyLogs.columns.added"),
			sortable: false,
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LineChips, {
				names: row.added,
				sign: "+",
				color: "success"
			})
		},
		{
			key: "removed",
			label: t("companyLogs.columns.removed"),
			sortable: false,
			render: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LineChips, {
				names: row.removed,
				sign: "−",
				color: "error"
			})
		},
		{
			key: "linesBefore",
			label: t("companyLogs.columns.linesBefore"),
			sortable: false,
			hiddenByDefault: true
		},
		{
			key: "linesAfter",
			label: t("companyLogs.columns.linesAfter"),
			sortable: false
		}
	], [t]);
	const choose = (id) => setSearchParams((previous) => {
		const next = new URLSearchParams();
		if (id !== null) next.set(COMPANY_PARAM, String(id));
		for (const [key, value] of previous) if (key === "pageSize") next.set(key, value);
		return next;
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
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
					children: t("companyLogs.lineLogsTitle")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					children: t("companyLogs.lineLogs.intro")
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: COMPANY_LOGS_PATH,
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {}),
					sx: {
						flexShrink: 0,
						alignSelf: "flex-start"
					},
					children: t("companyLogs.backToCompanies")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyPicker, {
				companyId,
				companyName: latest.data?.name,
				onChange: choose
			}),
			resource ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				resource,
				title: t("companyLogs.lineLogsTitle"),
				hideTitle: true,
				columns,
				defaultSort: {
					orderBy: "dtRegister",
					orderDirection: "desc"
				},
				storageKey: "company-line-logs",
				rowActions: [{
					key: "entry",
					label: t("companyLogs.openEntry"),
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompareArrows_default, { fontSize: "small" }),
					onClick: (row) => void navigate(entryPath(row.id))
				}]
			}, companyId) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				variant: "outlined",
				sx: { p: 3 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					children: t("companyLogs.lineLogs.chooseCompany")
				})
			})
		]
	});
};
// src/app/routes/app/settings/company-line-logs.tsx
/** settings/companyLineLogs */
var CompanyLineLogsRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLineLogs, {});
export { CompanyLineLogsRoute as Component };
