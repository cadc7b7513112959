import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { l as useUser } from "./auth-6sNTiVR1.js";
import { C as Button, dt as useCan, ft as useCondition, st as canUser } from "../entry-server.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { n as Card, t as CardContent } from "./CardContent-Bl6LoEMv.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { f as generateUtilityClasses, m as clsx, o as applyInsetFocusVisible, p as generateUtilityClass } from "./createTheme-B7woXV_m.js";
import { c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme } from "./capitalize-BLsbwJWM.js";
import { n as ButtonBase } from "./CircularProgress-Bzblkf0a.js";
import { t as useSlot } from "./useSlot-CiYMLYYQ.js";
import { i as getTransitionStyles } from "./utils-C_hAsqTa.js";
import { t as Grid } from "./Grid-DsLDGtwT.js";
import { t as Skeleton } from "./Skeleton-Q5IX1VQ1.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as HighlightOff_default } from "./HighlightOff-CMrxVk0q.js";
import { t as Link } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { a as getErrorMessage, r as api } from "./api-client-BaaCRxO6.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as CategoryOutlined_default } from "./CategoryOutlined-lLgLv4dB.js";
import { t as HelpOutlineOutlined_default } from "./HelpOutlineOutlined-BV0dLG80.js";
// ../../node_modules/@mui/material/CardActionArea/cardActionAreaClasses.mjs
function getCardActionAreaUtilityClass(slot) {
	return generateUtilityClass("MuiCardActionArea", slot);
}
var cardActionAreaClasses = generateUtilityClasses("MuiCardActionArea", [
	"root",
	"focusVisible",
	"focusHighlight"
]);
// ../../node_modules/@mui/material/CardActionArea/CardActionArea.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({
		root: ["root"],
		focusHighlight: ["focusHighlight"]
	}, getCardActionAreaUtilityClass, classes);
};
var CardActionAreaRoot = styled(ButtonBase, {
	name: "MuiCardActionArea",
	slot: "Root"
})(memoTheme(({ theme }) => ({
	display: "block",
	textAlign: "inherit",
	borderRadius: "inherit",
	width: "100%",
	[`&:hover .${cardActionAreaClasses.focusHighlight}`]: {
		opacity: (theme.vars || theme).palette.action.hoverOpacity,
		"@media (hover: none)": { opacity: 0 }
	},
	...theme.focusVisible ? applyInsetFocusVisible(1) : { [`&.${cardActionAreaClasses.focusVisible} .${cardActionAreaClasses.focusHighlight}`]: { opacity: (theme.vars || theme).palette.action.focusOpacity } }
})));
var CardActionAreaFocusHighlight = styled("span", {
	name: "MuiCardActionArea",
	slot: "FocusHighlight"
})(memoTheme(({ theme }) => ({
	overflow: "hidden",
	pointerEvents: "none",
	position: "absolute",
	top: 0,
	right: 0,
	bottom: 0,
	left: 0,
	borderRadius: "inherit",
	opacity: 0,
	backgroundColor: "currentcolor",
	...getTransitionStyles(theme, "opacity", { duration: theme.transitions.duration.short })
})));
var CardActionArea = /*#__PURE__*/ import_react.forwardRef(function CardActionArea(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCardActionArea"
	});
	const { children, className, focusVisibleClassName, slots = {}, slotProps = {}, ...other } = props;
	const ownerState = props;
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		elementType: CardActionAreaRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		shouldForwardComponentProp: true,
		ownerState,
		ref,
		className: clsx(classes.root, className),
		additionalProps: {
			internalNativeButton: true,
			focusVisibleClassName: clsx(focusVisibleClassName, classes.focusVisible)
		}
	});
	const [FocusHighlightSlot, focusHighlightProps] = useSlot("focusHighlight", {
		elementType: CardActionAreaFocusHighlight,
		externalForwardedProps,
		ownerState,
		className: classes.focusHighlight
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootProps,
		children: [children, /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FocusHighlightSlot, { ...focusHighlightProps })]
	});
});
// ../../node_modules/@mui/icons-material/CheckCircle.mjs
var CheckCircle_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" }), "CheckCircle");
// ../../node_modules/@mui/icons-material/HourglassEmpty.mjs
var HourglassEmpty_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6 2v6h.01L6 8.01 10 12l-4 4 .01.01H6V22h12v-5.99h-.01L18 16l-4-4 4-3.99-.01-.01H18V2zm10 14.5V20H8v-3.5l4-4zm-4-5-4-4V4h8v3.5z" }), "HourglassEmpty");
// src/features/dashboard/api/get-company-counts.ts
/** GET /api/companys/company/activeandinactive: pendings, actives, inactives, approved, disapproved, total. */
var getCompanyCounts = (signal) => api.get("/companys/company/activeandinactive", { signal });
/** Under the companies key, so approving or rejecting in the list refreshes the cards. */
var companyCountsQueryOptions = () => queryOptions({
	queryKey: ["companys", "counts"],
	queryFn: ({ signal }) => getCompanyCounts(signal)
});
var useCompanyCounts = (enabled = true) => useQuery({
	...companyCountsQueryOptions(),
	enabled
});
// src/features/dashboard/components/company-status-cards.tsx
var CARDS = [
	{
		status: "disapproved",
		title: "dashboard.disapproved",
		count: (c) => c.disapproved,
		color: "error",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HighlightOff_default, { fontSize: "large" })
	},
	{
		status: "pending",
		title: "dashboard.pending",
		count: (c) => c.pendings,
		color: "warning",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HourglassEmpty_default, { fontSize: "large" })
	},
	{
		status: "approved",
		title: "dashboard.approved",
		count: (c) => c.approved,
		color: "success",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircle_default, { fontSize: "large" })
	}
];
/** The administrators' cards: Empresas Reprovadas, Pendentes de Aprovação, Aprovadas; each opens the filtered list. */
var CompanyStatusCards = () => {
	const t = useT();
	const counts = useCompanyCounts();
	if (counts.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			onClick: () => void counts.refetch(),
			children: t("dashboard.retry")
		}),
		children: getErrorMessage(counts.error) || t("dashboard.loadFailed")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
		container: true,
		spacing: 2,
		component: "ul",
		sx: {
			listStyle: "none",
			p: 0,
			m: 0
		},
		children: CARDS.map((card) => {
			const title = t(card.title);
			const value = counts.data ? card.count(counts.data) : null;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
				size: {
					xs: 12,
					sm: 4
				},
				component: "li",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
					variant: "outlined",
					sx: {
						height: "100%",
						borderTop: 4,
						borderTopColor: `${card.color}.main`
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardActionArea, {
						component: Link,
						to: `/companys?status=${card.status}`,
						"aria-label": value === null ? title : t("dashboard.openLabel", {
							title,
							count: value
						}),
						sx: { height: "100%" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
							sx: {
								display: "flex",
								alignItems: "center",
								gap: 2
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "span",
								color: `${card.color}.main`,
								sx: { display: "flex" },
								"aria-hidden": true,
								children: card.icon
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									variant: "subtitle1",
									component: "h2",
									color: "text.secondary",
									children: title
								}),
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									variant: "h3",
									component: "p",
									"data-testid": `count-${card.status}`,
									children: value === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { width: 48 }) : value
								})
							] })]
						})
					})
				})
			}, card.status);
		})
	});
};
// ../../node_modules/@mui/icons-material/AssessmentOutlined.mjs
var AssessmentOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V5h14zM7 10h2v7H7zm4-3h2v10h-2zm4 6h2v4h-2z" }), "AssessmentOutlined");
// ../../node_modules/@mui/icons-material/StoreOutlined.mjs
var StoreOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m18.36 9 .6 3H5.04l.6-3zM20 4H4v2h16zm0 3H4l-1 5v2h1v6h10v-6h4v6h2v-6h1v-2zM6 18v-4h6v4z" }), "StoreOutlined");
// src/features/dashboard/components/dashboard-shortcuts.tsx
/** Screens the side menu of section 2 does not list: reached from here (same permission as their route). */
var SHORTCUTS = [
	{
		to: "/reports",
		label: "routes.reports",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssessmentOutlined_default, {}),
		permission: "REPORTS:LIST"
	},
	{
		to: "/line_companys",
		label: "routes.lineCompanies",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StoreOutlined_default, {}),
		permission: "LINE:LIST",
		adminOnly: true
	},
	{
		to: "/companyLines",
		label: "routes.companyLines",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoryOutlined_default, {}),
		permission: "COMPANYLINE:LIST"
	},
	{
		to: "/help",
		label: "routes.help",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HelpOutlineOutlined_default, {})
	}
];
/** Links to reports, lines by company, own product lines and help, each shown only to who may open it. */
var DashboardShortcuts = () => {
	const t = useT();
	const user = useUser();
	const isAdmin = useCondition("admin");
	const visible = SHORTCUTS.filter((s) => (!s.permission || canUser(user, s.permission)) && (!s.adminOnly || isAdmin));
	if (visible.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "dashboard-shortcuts",
		sx: { mt: 3 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "dashboard-shortcuts",
			variant: "h6",
			component: "h2",
			gutterBottom: true,
			children: t("pages.dashboard.shortcuts")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			component: "ul",
			direction: "row",
			useFlexGap: true,
			spacing: 1,
			sx: {
				flexWrap: "wrap",
				listStyle: "none",
				p: 0,
				m: 0
			},
			children: visible.map((shortcut) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: shortcut.to,
				variant: "outlined",
				startIcon: shortcut.icon,
				children: t(shortcut.label)
			}) }, shortcut.to))
		})]
	});
};
// src/features/dashboard/components/dashboard.tsx
/** Dashboard (default route): administrators see the company status cards; others a placeholder; everyone the shortcuts they may open. */
var Dashboard = () => {
	const t = useT();
	const user = useUser();
	const isAdmin = useCondition("admin");
	const canListCompanies = useCan("COMPANY:LIST");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h4",
			component: "h1",
			gutterBottom: true,
			children: t("pages.dashboard.title")
		}),
		isAdmin ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.secondary",
			sx: { mb: 2 },
			children: t("pages.dashboard.adminIntro")
		}), canListCompanies ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyStatusCards, {}) : null] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.secondary",
			children: t("pages.dashboard.placeholder", { name: user?.name ?? "" })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardShortcuts, {})
	] });
};
// src/app/routes/app/dashboard-home.tsx
/** dashboard: the default logged-in route. */
var DashboardRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dashboard, {});
export { DashboardRoute as Component };
