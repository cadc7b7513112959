import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as useParams, n as Navigate, t as Link } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as AlertTitle } from "./AlertTitle-BG9IjjIf.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button, et as useFormServices, ft as useCondition, pt as useDialogs } from "../entry-server.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as ArrowBack_default } from "./ArrowBack-BTI9keX9.js";
import { t as History_default } from "./History-DevIF0VL.js";
import { G as formatDatetime } from "./src-Bti_6Flz.js";
import { r as useBreadcrumbExtras } from "./breadcrumbs-EDsShLjP.js";
import { a as getErrorMessage, r as api } from "./api-client-BaaCRxO6.js";
import { X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { i as COMPANY_LOGS_QUERY_KEY, n as entryPath, r as historyPath, t as COMPANY_LOGS_PATH } from "./paths-GEnu415I.js";
import { t as LogActionChip } from "./log-action-chip-CdV8vQUD.js";
import { a as TableBody, i as TableCell, n as TableHead, r as TableContainer, s as Table, t as TableRow } from "./TableRow-CR_dWSiT.js";
import { t as ArrowForward_default } from "./ArrowForward-Csni0Zm0.js";
// src/features/company-logs/api/get-company-log.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /api/companysLog/logs/log/{logId}: the entry with `changes` against the company's previous entry. */
var getCompanyLog = (logId, signal) => api.get(`/companysLog/logs/log/${logId}`, { signal });
var companyLogQueryOptions = (logId) => queryOptions({
	queryKey: [
		...COMPANY_LOGS_QUERY_KEY,
		"entry",
		logId
	],
	queryFn: ({ signal }) => getCompanyLog(logId, signal)
});
var useCompanyLog = (logId) => useQuery(companyLogQueryOptions(logId));
// src/features/company-logs/components/log-value.tsx
var import_jsx_runtime = require_jsx_runtime();
var isEmpty = (value) => value === null || value === void 0 || value === "" || Array.isArray(value) && value.length === 0;
/** A compared value as text: labels for status and flags, line names joined, coordinates with 6 decimals. */
var logValueText = (field, value, empty = "—") => {
	if (isEmpty(value)) return empty;
	if (field === "status" && typeof value === "string") return MESSAGES.companyStatus[value] ?? value;
	if (typeof value === "boolean") return field === "isActive" ? MESSAGES.active[`${value}`] : MESSAGES.yesNo[`${value}`];
	if (Array.isArray(value)) return value.join(", ");
	if (typeof value === "object" && value !== null) return `${value.latitude.toFixed(6)}, ${value.longitude.toFixed(6)}`;
	return String(value);
};
var IMAGE_FIELDS = /* @__PURE__ */ new Set(["logo", "photo"]);
/** A value of the changes table: images as thumbnails, a colour with its swatch, anything else as text. */
var LogValue = ({ field, value, label }) => {
	const t = useT();
	const { fileUrl } = useFormServices();
	const empty = t("companyLogs.details.empty");
	if (IMAGE_FIELDS.has(field) && typeof value === "string" && value !== "") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: fileUrl(value),
		alt: label,
		loading: "lazy",
		sx: {
			display: "block",
			maxHeight: 64,
			maxWidth: 160,
			objectFit: "contain",
			borderRadius: .5
		}
	});
	if (field === "visualIdentityColor" && typeof value === "string" && value !== "") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1,
		sx: { alignItems: "center" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			role: "img",
			"aria-label": t("companyLogs.details.colorSwatch", { color: value }),
			sx: {
				width: 20,
				height: 20,
				borderRadius: .5,
				bgcolor: value,
				border: 1,
				borderColor: "divider",
				flexShrink: 0
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: value })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: logValueText(field, value, empty) });
};
// src/features/company-logs/components/log-changes-table.tsx
/** The label of a compared field ('cnpj' → 'CNPJ'); unknown fields show their name. */
var useFieldLabel = () => {
	const t = useT();
	return (field) => {
		const key = `companyLogs.fields.${field}`;
		const label = t(key);
		return label === key ? field : label;
	};
};
/**
* What changed in one log entry: field, value before, value after. A small read-only comparison of
* one record (not a list: no paging, search or sort), so a plain semantic table rather than the list
* engine; the field names are row headers and the caption says what is compared.
*/
var LogChangesTable = ({ changes, isFirstEntry }) => {
	const t = useT();
	const labelOf = useFieldLabel();
	if (changes.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		color: "text.secondary",
		children: t("companyLogs.details.noChanges")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
		sx: { overflowX: "auto" },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			size: "small",
			sx: {
				"& td, & th": { verticalAlign: "top" },
				"& caption": {
					captionSide: "top",
					px: 0,
					pt: 0
				}
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", { children: isFirstEntry ? t("companyLogs.details.firstEntryCaption") : t("companyLogs.details.changesCaption") }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "col",
						children: t("companyLogs.details.field")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "col",
						children: t("companyLogs.details.before")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "col",
						children: t("companyLogs.details.after")
					})
				] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: changes.map((change) => {
					const label = labelOf(change.field);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
						"data-field": change.field,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "row",
								sx: {
									fontWeight: 600,
									whiteSpace: "nowrap"
								},
								children: label
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								sx: {
									color: "text.secondary",
									wordBreak: "break-word"
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogValue, {
									field: change.field,
									value: change.before,
									label: `${label} (${t("companyLogs.details.before")})`
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								sx: {
									fontWeight: 500,
									wordBreak: "break-word"
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
									direction: "row",
									spacing: 1,
									sx: { alignItems: "flex-start" },
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, {
										"aria-hidden": true,
										fontSize: "small",
										sx: {
											color: "text.secondary",
											flexShrink: 0
										}
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogValue, {
										field: change.field,
										value: change.after,
										label: `${label} (${t("companyLogs.details.after")})`
									})]
								})
							})
						]
					}, change.field);
				}) })
			]
		})
	});
};
// src/features/company-logs/components/company-log-entry.tsx
var Fact = ({ term, children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	sx: { minWidth: 0 },
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		component: "dt",
		variant: "caption",
		color: "text.secondary",
		children: term
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		component: "dd",
		sx: {
			m: 0,
			wordBreak: "break-word"
		},
		children
	})]
});
/**
* settings/companyLog/{logId}: one log entry — who did what and when, the rejection reason when there is
* one, and the fields that changed since the company's previous entry (before → after).
*/
var CompanyLogEntry = ({ logId }) => {
	const t = useT();
	const dialogs = useDialogs();
	const isAdmin = useCondition("admin");
	const entry = useCompanyLog(logId);
	const log = entry.data;
	useBreadcrumbExtras(log ? [{
		title: log.name,
		to: historyPath(log.companyId ?? 0)
	}, { title: formatDatetime(log.dtRegister) }] : []);
	const { error } = entry;
	(0, import_react.useEffect)(() => {
		if (error) dialogs.showApiError(error);
	}, [error, dialogs]);
	if (entry.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "flex",
			justifyContent: "center",
			p: 4
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": t("companyLogs.loading") })
	});
	if (entry.isError || !log) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			spacing: 1,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				color: "inherit",
				size: "small",
				onClick: () => void entry.refetch(),
				children: t("companyLogs.retry")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				color: "inherit",
				size: "small",
				component: Link,
				to: isAdmin ? COMPANY_LOGS_PATH : "/myCompanys",
				children: t("common.back")
			})]
		}),
		children: getErrorMessage(entry.error) || t("companyLogs.loadFailed")
	});
	const companyId = log.companyId ?? 0;
	const isFirstEntry = log.previousId === null;
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
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h5",
					component: "h2",
					children: t("companyLogs.entryTitle")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: "row",
					spacing: 1,
					sx: {
						flexWrap: "wrap",
						rowGap: 1
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: historyPath(companyId),
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {}),
						children: t("companyLogs.backToHistory")
					}), log.previousId !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: entryPath(log.previousId),
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(History_default, {}),
						children: t("companyLogs.previousEntry")
					}) : null]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					md: 3
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "dl",
					sx: {
						m: 0,
						display: "grid",
						gap: 2,
						gridTemplateColumns: {
							xs: "1fr",
							sm: "repeat(2, minmax(0, 1fr))",
							lg: "repeat(4, minmax(0, 1fr))"
						}
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							term: t("companyLogs.details.company"),
							children: log.name
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							term: t("companyLogs.details.action"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogActionChip, { action: log.typeAction })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							term: t("companyLogs.details.date"),
							children: formatDatetime(log.dtRegister)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fact, {
							term: t("companyLogs.details.user"),
							children: [log.userActionName ?? log.nameUser ?? t("companyLogs.details.empty"), log.userActionEmail ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "span",
								variant: "body2",
								color: "text.secondary",
								sx: { display: "block" },
								children: log.userActionEmail
							}) : null]
						})
					]
				})
			}),
			log.reason ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				severity: "warning",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t("companyLogs.details.reason") }), log.reason]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					md: 3
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h6",
						component: "h3",
						gutterBottom: true,
						children: t("companyLogs.details.changesTitle")
					}),
					isFirstEntry ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "info",
						sx: { mb: 2 },
						children: t("companyLogs.details.firstEntry")
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogChangesTable, {
						changes: log.changes,
						isFirstEntry
					})
				]
			})
		]
	});
};
// src/app/routes/app/settings/company-log.tsx
/** settings/companyLog/{id?}: one log entry (id = the entry); without an id, back to the companies with logs. */
var CompanyLogRoute = () => {
	const { id } = useParams();
	const isAdmin = useCondition("admin");
	if (!id) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: isAdmin ? "/settings/companyLogs" : "/myCompanys",
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLogEntry, { logId: Number(id) }, id);
};
export { CompanyLogRoute as Component };
