import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button, pt as useDialogs } from "../entry-server.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Skeleton } from "./Skeleton-Q5IX1VQ1.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { n as FileDownloadOutlined_default, t as useExport } from "./use-export-BQbcj5ma.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { G as formatDatetime } from "./src-Bti_6Flz.js";
import { X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { a as getErrorMessage, r as api } from "./api-client-BaaCRxO6.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { t as Grid } from "./Grid-DsLDGtwT.js";
import { t as visuallyHidden } from "./visually-hidden-zA1hFK73.js";
import { a as TableBody, i as TableCell, n as TableHead, o as Tablelvl2Context, r as TableContainer, s as Table, t as TableRow } from "./TableRow-CR_dWSiT.js";
import { f as generateUtilityClasses, m as clsx, p as generateUtilityClass } from "./createTheme-B7woXV_m.js";
import { c as composeClasses, i as styled, n as useDefaultProps } from "./capitalize-BLsbwJWM.js";
// ../../node_modules/@mui/icons-material/Refresh.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Refresh_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z" }), "Refresh");
// src/features/reports/api/get-report-summary.ts
var REPORT_SUMMARY_PATH = "/api/reports/summary";
/** Partners by state, line and status, and registrations and approvals of the last 12 months (REPORTS:LIST). */
var getReportSummary = (signal) => api.get("/reports/summary", { signal });
var reportSummaryQueryOptions = () => queryOptions({
	queryKey: ["reports", "summary"],
	queryFn: ({ signal }) => getReportSummary(signal)
});
var useReportSummary = () => useQuery(reportSummaryQueryOptions());
// src/features/reports/components/bar-chart.tsx
/**
* A horizontal bar chart drawn with CSS (no chart library): one row per item, the bar's length
* proportional to the largest value, the value printed at its end. For assistive technology the
* whole drawing is one image named by the section heading and described in words; the exact
* numbers are in the table beside it.
*/
var BarChart = ({ items, titleId, descriptionId, emptyText }) => {
	const max = Math.max(0, ...items.map((item) => item.value));
	if (items.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		color: "text.secondary",
		role: "img",
		"aria-labelledby": titleId,
		"aria-describedby": descriptionId,
		children: emptyText
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		role: "img",
		"aria-labelledby": titleId,
		"aria-describedby": descriptionId,
		sx: {
			display: "grid",
			gap: 1
		},
		children: items.map((item) => {
			const percent = max > 0 ? item.value / max * 100 : 0;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				"data-bar": item.key,
				sx: {
					display: "grid",
					gridTemplateColumns: "minmax(4.5rem, 9rem) minmax(0, 1fr) 3rem",
					gap: 1,
					alignItems: "center"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						noWrap: true,
						title: item.label,
						children: item.label
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							height: 18,
							borderRadius: 1,
							bgcolor: "action.hover",
							overflow: "hidden"
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							"data-percent": Math.round(percent),
							sx: {
								height: "100%",
								width: `${percent}%`,
								minWidth: item.value > 0 ? 3 : 0,
								bgcolor: item.color ?? "primary.main",
								borderRadius: 1,
								transition: "width 300ms ease",
								"@media (prefers-reduced-motion: reduce)": { transition: "none" }
							}
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: {
							textAlign: "right",
							fontVariantNumeric: "tabular-nums"
						},
						children: item.value
					})
				]
			}, item.key);
		})
	});
};
// src/features/reports/components/chart-section.tsx
/**
* One report: its heading, the chart (an image for assistive technology, named by the heading and
* described in words) and, beside it on wide screens and below it on phones, the numbers as a table.
*/
var ChartSection = ({ title, description, chart, table }) => {
	const id = (0, import_react.useId)();
	const titleId = `${id}-title`;
	const descriptionId = `${id}-description`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		variant: "outlined",
		"aria-labelledby": titleId,
		sx: { p: {
			xs: 2,
			md: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: titleId,
				variant: "h6",
				component: "h2",
				gutterBottom: true,
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: descriptionId,
				style: visuallyHidden,
				children: description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
				container: true,
				spacing: 3,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
					size: {
						xs: 12,
						md: 7
					},
					children: chart({
						titleId,
						descriptionId
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
					size: {
						xs: 12,
						md: 5
					},
					children: table
				})]
			})
		]
	});
};
// src/features/reports/components/month-label.ts
/** 'YYYY-MM' → '03/2026' (tables) */
var monthLong = (month) => {
	const [year, mm] = month.split("-");
	return `${mm}/${year}`;
};
/** 'YYYY-MM' → '03/26' (under the columns) */
var monthShort = (month) => {
	const [year, mm] = month.split("-");
	return `${mm}/${(year ?? "").slice(2)}`;
};
// src/features/reports/components/month-chart.tsx
var CHART_HEIGHT = 160;
/**
* Grouped columns per month drawn with CSS (no chart library): one column per series side by side,
* heights proportional to the largest value, a legend naming the series. One image for assistive
* technology (named by the heading, described in words); the numbers are in the table beside it.
*/
var MonthChart = ({ points, series, titleId, descriptionId, legendLabel }) => {
	const max = Math.max(0, ...points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0)));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 1.5,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				role: "img",
				"aria-labelledby": titleId,
				"aria-describedby": descriptionId,
				sx: {
					display: "flex",
					alignItems: "stretch",
					gap: {
						xs: .5,
						sm: 1
					},
					borderBottom: 1,
					borderColor: "divider",
					pt: 2
				},
				children: points.map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					"data-month": point.month,
					sx: {
						flex: 1,
						minWidth: 0,
						display: "flex",
						flexDirection: "column"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							height: CHART_HEIGHT,
							display: "flex",
							alignItems: "flex-end",
							justifyContent: "center",
							gap: "2px"
						},
						children: series.map((s) => {
							const value = point.values[s.key] ?? 0;
							return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								title: `${s.label}: ${value}`,
								sx: {
									flex: 1,
									maxWidth: 18,
									height: max > 0 ? `${value / max * 100}%` : 0,
									minHeight: value > 0 ? 3 : 0,
									bgcolor: s.color,
									borderRadius: "3px 3px 0 0"
								}
							}, s.key);
						})
					})
				}, point.month))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": true,
				sx: {
					display: "flex",
					gap: {
						xs: .5,
						sm: 1
					},
					mt: "-4px !important"
				},
				children: points.map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "caption",
					color: "text.secondary",
					sx: {
						flex: 1,
						minWidth: 0,
						textAlign: "center",
						fontSize: {
							xs: "0.6rem",
							sm: "0.7rem"
						},
						whiteSpace: "nowrap",
						overflow: "hidden"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: { display: {
							xs: "inline",
							sm: "none"
						} },
						children: point.month.slice(5)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: { display: {
							xs: "none",
							sm: "inline"
						} },
						children: monthShort(point.month)
					})]
				}, point.month))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				component: "ul",
				direction: "row",
				spacing: 2,
				"aria-label": legendLabel,
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					flexWrap: "wrap"
				},
				children: series.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					component: "li",
					direction: "row",
					spacing: .75,
					sx: { alignItems: "center" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": true,
						sx: {
							width: 12,
							height: 12,
							borderRadius: .5,
							bgcolor: s.color
						}
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: s.label
					})]
				}, s.key))
			})
		]
	});
};
// ../../node_modules/@mui/material/TableFooter/tableFooterClasses.mjs
function getTableFooterUtilityClass(slot) {
	return generateUtilityClass("MuiTableFooter", slot);
}
generateUtilityClasses("MuiTableFooter", ["root"]);
// ../../node_modules/@mui/material/TableFooter/TableFooter.mjs
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableFooterUtilityClass, classes);
};
var TableFooterRoot = styled("tfoot", {
	name: "MuiTableFooter",
	slot: "Root"
})({ display: "table-footer-group" });
var tablelvl2 = { variant: "footer" };
var defaultComponent = "tfoot";
var TableFooter = /*#__PURE__*/ import_react.forwardRef(function TableFooter(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableFooter"
	});
	const { className, component = defaultComponent, ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tablelvl2Context.Provider, {
		value: tablelvl2,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableFooterRoot, {
			as: component,
			className: clsx(classes.root, className),
			ref,
			role: component === defaultComponent ? null : "rowgroup",
			ownerState,
			...other
		})
	});
});
// src/features/reports/components/numbers-table.tsx
/**
* A chart's numbers as a small read-only table (a handful of rows, nothing to page or search: not a
* list, so not the list engine). The caption repeats the chart's title for screen readers.
*/
var NumbersTable = ({ caption, headers, rows, totalLabel }) => {
	const [itemHeader, ...valueHeaders] = headers;
	const sums = valueHeaders.map((_, index) => rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
		size: "small",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
				style: visuallyHidden,
				children: caption
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				component: "th",
				scope: "col",
				children: itemHeader
			}), valueHeaders.map((header) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				component: "th",
				scope: "col",
				align: "right",
				children: header
			}, header))] }) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				component: "th",
				scope: "row",
				sx: { fontWeight: 400 },
				children: row.label
			}), row.values.map((value, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				align: "right",
				sx: { fontVariantNumeric: "tabular-nums" },
				children: value
			}, valueHeaders[index] ?? index))] }, row.key)) }),
			totalLabel ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableFooter, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				component: "th",
				scope: "row",
				sx: {
					fontWeight: 600,
					fontSize: "0.875rem",
					color: "text.primary"
				},
				children: totalLabel
			}), sums.map((sum, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
				align: "right",
				sx: {
					fontWeight: 600,
					fontSize: "0.875rem",
					color: "text.primary",
					fontVariantNumeric: "tabular-nums"
				},
				children: sum
			}, valueHeaders[index] ?? index))] }) }) : null
		]
	}) });
};
// src/features/reports/components/reports-page.tsx
var EXPORT_PARAMS = {
	pageIndex: 0,
	pageSize: 10,
	filters: {}
};
/** The rows the spreadsheet will hold (never zero: the 12 months are always there). */
var sheetRowCount = (summary) => summary ? summary.byState.length + summary.byLine.length + summary.byStatus.length + 2 * summary.byMonth.length : void 0;
var Total = ({ label, value }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
	variant: "outlined",
	sx: {
		p: 2,
		flex: 1,
		minWidth: 160
	},
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		color: "text.secondary",
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h4",
		component: "p",
		sx: { fontVariantNumeric: "tabular-nums" },
		children: value
	})]
});
/**
* reports: the partner network in numbers — by state, by product line, by status, and registrations
* and approvals month by month — each as a chart with its numbers beside it, and the .xlsx export of
* the same tables (GET /api/reports/summary?format=xlsx) with its progress.
*/
var ReportsPage = () => {
	const t = useT();
	const theme = useTheme();
	const dialogs = useDialogs();
	const summary = useReportSummary();
	const data = summary.data;
	const exporter = useExport({
		path: REPORT_SUMMARY_PATH,
		title: t("reports.exportTitle"),
		columns: [],
		params: EXPORT_PARAMS,
		total: sheetRowCount(data)
	});
	const { error } = summary;
	(0, import_react.useEffect)(() => {
		if (error) dialogs.showApiError(error);
	}, [error, dialogs]);
	const describeBars = (items) => {
		const top = items.reduce((best, item) => best === null || item.value > best.value ? item : best, null);
		return top && top.value > 0 ? t("reports.describe.bars", {
			count: items.length,
			label: top.label,
			value: top.value
		}) : t("reports.describe.empty");
	};
	const statusColors = {
		approved: theme.palette.success.main,
		pending: theme.palette.warning.main,
		disapproved: theme.palette.error.main
	};
	const stateItems = (data?.byState ?? []).map((s) => ({
		key: s.uf,
		label: `${s.uf} - ${s.name}`,
		value: s.total
	}));
	const lineItems = (data?.byLine ?? []).map((l) => ({
		key: String(l.id),
		label: l.name,
		value: l.total
	}));
	const statusItems = (data?.byStatus ?? []).map((s) => ({
		key: s.status,
		label: MESSAGES.companyStatus[s.status],
		value: s.total,
		color: statusColors[s.status]
	}));
	const months = data?.byMonth ?? [];
	const series = [{
		key: "registrations",
		label: t("reports.columns.registrations"),
		color: theme.palette.primary.main
	}, {
		key: "approvals",
		label: t("reports.columns.approvals"),
		color: theme.palette.success.main
	}];
	const monthsDescription = months.length > 0 ? t("reports.describe.months", {
		count: months.length,
		from: monthLong(months[0].month),
		to: monthLong(months.at(-1).month),
		registrations: months.reduce((sum, m) => sum + m.registrations, 0),
		approvals: months.reduce((sum, m) => sum + m.approvals, 0)
	}) : t("reports.describe.empty");
	const barTable = (caption, header, items, withTotal = true) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumbersTable, {
		caption,
		headers: [header, t("reports.columns.partners")],
		rows: items.map((item) => ({
			key: item.key,
			label: item.label,
			values: [item.value]
		})),
		...withTotal ? { totalLabel: t("reports.columns.total") } : {}
	});
	let body;
	if (summary.isPending) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		spacing: 2,
		"aria-busy": "true",
		"aria-label": t("reports.loading"),
		children: [
			0,
			1,
			2
		].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			variant: "rounded",
			height: 180
		}, i))
	});
	else if (!data) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			onClick: () => void summary.refetch(),
			children: t("reports.retry")
		}),
		children: getErrorMessage(summary.error) || t("reports.loadFailed")
	});
	else body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 3,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 2,
				sx: {
					flexWrap: "wrap",
					rowGap: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Total, {
					label: t("reports.totals.companies"),
					value: data.totals.companies
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Total, {
					label: t("reports.totals.actives"),
					value: data.totals.actives
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartSection, {
				title: t("reports.charts.byState"),
				description: describeBars(stateItems),
				chart: (ids) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarChart, {
					items: stateItems,
					emptyText: t("reports.noData"),
					...ids
				}),
				table: barTable(t("reports.charts.byState"), t("reports.columns.state"), stateItems)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartSection, {
				title: t("reports.charts.byLine"),
				description: describeBars(lineItems),
				chart: (ids) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarChart, {
					items: lineItems,
					emptyText: t("reports.noData"),
					...ids
				}),
				table: barTable(t("reports.charts.byLine"), t("reports.columns.line"), lineItems, false)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartSection, {
				title: t("reports.charts.byStatus"),
				description: describeBars(statusItems),
				chart: (ids) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BarChart, {
					items: statusItems,
					emptyText: t("reports.noData"),
					...ids
				}),
				table: barTable(t("reports.charts.byStatus"), t("reports.columns.status"), statusItems)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChartSection, {
				title: t("reports.charts.byMonth"),
				description: monthsDescription,
				chart: (ids) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MonthChart, {
					points: months.map((m) => ({
						month: m.month,
						values: {
							registrations: m.registrations,
							approvals: m.approvals
						}
					})),
					series,
					legendLabel: t("reports.legend"),
					...ids
				}),
				table: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumbersTable, {
					caption: t("reports.charts.byMonth"),
					headers: [
						t("reports.columns.month"),
						t("reports.columns.registrations"),
						t("reports.columns.approvals")
					],
					rows: months.map((m) => ({
						key: m.month,
						label: monthLong(m.month),
						values: [m.registrations, m.approvals]
					})),
					totalLabel: t("reports.columns.total")
				})
			})
		]
	});
	const progress = exporter.progress;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 3,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: {
				xs: "column",
				md: "row"
			},
			spacing: 2,
			sx: {
				justifyContent: "space-between",
				alignItems: { md: "flex-start" }
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h4",
					component: "h1",
					gutterBottom: true,
					children: t("reports.title")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					children: t("reports.intro")
				}),
				data?.scope === "own" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "info",
					sx: { mt: 1 },
					children: t("reports.ownScope")
				}) : null,
				data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					color: "text.secondary",
					sx: { mt: 1 },
					children: t("reports.generatedAt", { date: formatDatetime(data.generatedAt) })
				}) : null
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 1,
				sx: {
					flexShrink: 0,
					flexWrap: "wrap",
					rowGap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Refresh_default, {}),
					onClick: () => void summary.refetch(),
					disabled: summary.isFetching,
					children: t("reports.refresh")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					startIcon: exporter.exporting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
						size: 16,
						color: "inherit",
						variant: progress ? "determinate" : "indeterminate",
						value: progress ?? 0,
						"aria-hidden": true
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDownloadOutlined_default, {}),
					onClick: () => void exporter.run(),
					disabled: exporter.exporting || !data,
					"aria-busy": exporter.exporting || void 0,
					children: exporter.exporting ? t("reports.exporting", { progress: progress ? `${progress}%` : "" }).trim() : t("reports.export")
				})]
			})]
		}), body]
	});
};
// src/app/routes/app/reports.tsx
/** reports (REPORTS) */
var ReportsRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReportsPage, {});
export { ReportsRoute as Component };
