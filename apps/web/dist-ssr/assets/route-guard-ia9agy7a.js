import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { a as applyChildrenFocusVisible, f as generateUtilityClasses, m as clsx, p as generateUtilityClass } from "./createTheme-B7woXV_m.js";
import { a as useT, u as can } from "./i18n-CO41xELr.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme, t as capitalize_default } from "./capitalize-BLsbwJWM.js";
import { t as createSimplePaletteValueFilter } from "./createSimplePaletteValueFilter-Cb-bLdvN.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { P as useAppConfig, S as NotFound, ct as isAllowed, lt as listKey, ut as useAccessContext, x as AccessDenied } from "../entry-server.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as useRouteHandle } from "./route-handle-1wILHa62.js";
import { t as RecordAccessContext } from "./record-access-DezDPLAs.js";
// ../../node_modules/@mui/material/Toolbar/toolbarClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getToolbarUtilityClass(slot) {
	return generateUtilityClass("MuiToolbar", slot);
}
generateUtilityClasses("MuiToolbar", [
	"root",
	"gutters",
	"regular",
	"dense"
]);
// ../../node_modules/@mui/material/Toolbar/Toolbar.mjs
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses$1 = (ownerState) => {
	const { classes, disableGutters, variant } = ownerState;
	return composeClasses({ root: [
		"root",
		!disableGutters && "gutters",
		variant
	] }, getToolbarUtilityClass, classes);
};
var ToolbarRoot = styled("div", {
	name: "MuiToolbar",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			!ownerState.disableGutters && styles.gutters,
			styles[ownerState.variant]
		];
	}
})(memoTheme(({ theme }) => ({
	position: "relative",
	display: "flex",
	alignItems: "center",
	variants: [
		{
			props: ({ ownerState }) => !ownerState.disableGutters,
			style: {
				paddingLeft: theme.spacing(2),
				paddingRight: theme.spacing(2),
				[theme.breakpoints.up("sm")]: {
					paddingLeft: theme.spacing(3),
					paddingRight: theme.spacing(3)
				}
			}
		},
		{
			props: { variant: "dense" },
			style: { minHeight: 48 }
		},
		{
			props: { variant: "regular" },
			style: theme.mixins.toolbar
		}
	]
})));
var Toolbar = /*#__PURE__*/ import_react.forwardRef(function Toolbar(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiToolbar"
	});
	const { className, component = "div", disableGutters = false, variant = "regular", ...other } = props;
	const ownerState = {
		...props,
		component,
		disableGutters,
		variant
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ToolbarRoot, {
		as: component,
		className: clsx(classes.root, className),
		ref,
		ownerState,
		...other
	});
});
// src/components/layout/footer.tsx
/** `html` sanitised; the sanitiser (DOMPurify) loads only when there is HTML, so it stays out of the first load. */
var useSanitizedHtml = (html) => {
	const [safe, setSafe] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		if (!html) return void 0;
		let live = true;
		import("./sanitize-html-BbufZIOr.js").then(({ sanitizeHtml }) => {
			if (live) setSafe({
				html,
				safe: sanitizeHtml(html)
			});
		});
		return () => {
			live = false;
		};
	}, [html]);
	return html && safe?.html === html ? safe.safe : "";
};
/** Footer: optional image and the configurable HTML text (sanitised); the copyright line when there is none. */
var Footer = ({ imageUrl, html }) => {
	const config = useAppConfig();
	const safe = useSanitizedHtml(html ?? config.branding.footerText);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "footer",
		sx: {
			mt: "auto",
			px: {
				xs: 2,
				md: 3
			},
			py: 2,
			display: "flex",
			flexDirection: {
				xs: "column",
				sm: "row"
			},
			alignItems: "center",
			gap: 2,
			borderTop: 1,
			borderColor: "divider",
			color: "text.secondary"
		},
		children: [imageUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "img",
			src: imageUrl,
			alt: "",
			sx: {
				height: 32,
				objectFit: "contain"
			}
		}) : null, safe ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "div",
			variant: "body2",
			sx: {
				"& a": { color: "primary.main" },
				"& p": { m: 0 }
			},
			dangerouslySetInnerHTML: { __html: safe }
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			children: config.copyright
		})]
	});
};
// ../../node_modules/@mui/material/AppBar/appBarClasses.mjs
function getAppBarUtilityClass(slot) {
	return generateUtilityClass("MuiAppBar", slot);
}
generateUtilityClasses("MuiAppBar", [
	"root",
	"positionFixed",
	"positionAbsolute",
	"positionSticky",
	"positionStatic",
	"positionRelative",
	"colorDefault",
	"colorPrimary",
	"colorSecondary",
	"colorInherit",
	"colorTransparent",
	"colorError",
	"colorInfo",
	"colorSuccess",
	"colorWarning"
]);
// ../../node_modules/@mui/material/AppBar/AppBar.mjs
var useUtilityClasses = (ownerState) => {
	const { color, position, classes } = ownerState;
	const slots = { root: [
		"root",
		`color${capitalize_default(color)}`,
		`position${capitalize_default(position)}`
	] };
	return composeClasses(slots, getAppBarUtilityClass, classes);
};
var joinVars = (var1, var2) => var1 ? `${var1.replace(")", "")}, ${var2})` : var2;
var AppBarRoot = styled(Paper, {
	name: "MuiAppBar",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[`position${capitalize_default(ownerState.position)}`],
			styles[`color${capitalize_default(ownerState.color)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	display: "flex",
	flexDirection: "column",
	width: "100%",
	boxSizing: "border-box",
	flexShrink: 0,
	variants: [
		{
			props: { position: "fixed" },
			style: {
				position: "fixed",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0,
				"@media print": { position: "absolute" }
			}
		},
		{
			props: { position: "absolute" },
			style: {
				position: "absolute",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0
			}
		},
		{
			props: { position: "sticky" },
			style: {
				position: "sticky",
				zIndex: (theme.vars || theme).zIndex.appBar,
				top: 0,
				left: "auto",
				right: 0
			}
		},
		{
			props: { position: "static" },
			style: { position: "static" }
		},
		{
			props: { position: "relative" },
			style: { position: "relative" }
		},
		{
			props: { color: "inherit" },
			style: {
				"--AppBar-color": "inherit",
				color: "var(--AppBar-color)"
			}
		},
		{
			props: { color: "default" },
			style: {
				"--AppBar-background": theme.vars ? theme.vars.palette.AppBar.defaultBg : theme.palette.grey[100],
				"--AppBar-color": theme.vars ? theme.vars.palette.text.primary : theme.palette.getContrastText(theme.palette.grey[100]),
				...theme.applyStyles("dark", {
					"--AppBar-background": theme.vars ? theme.vars.palette.AppBar.defaultBg : theme.palette.grey[900],
					"--AppBar-color": theme.vars ? theme.vars.palette.text.primary : theme.palette.getContrastText(theme.palette.grey[900])
				})
			}
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["contrastText"])).map(([color]) => ({
			props: { color },
			style: {
				"--AppBar-background": (theme.vars ?? theme).palette[color].main,
				"--AppBar-color": (theme.vars ?? theme).palette[color].contrastText,
				...theme.focusVisible && applyChildrenFocusVisible(`0 0 0 4px ${(theme.vars || theme).palette.background.default}`)
			}
		})),
		{
			props: (props) => props.enableColorOnDark === true && !["inherit", "transparent"].includes(props.color),
			style: {
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)"
			}
		},
		{
			props: (props) => props.enableColorOnDark === false && !["inherit", "transparent"].includes(props.color),
			style: {
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)",
				...theme.applyStyles("dark", {
					backgroundColor: theme.vars ? joinVars(theme.vars.palette.AppBar.darkBg, "var(--AppBar-background)") : null,
					color: theme.vars ? joinVars(theme.vars.palette.AppBar.darkColor, "var(--AppBar-color)") : null
				})
			}
		},
		{
			props: { color: "transparent" },
			style: {
				"--AppBar-background": "transparent",
				"--AppBar-color": "inherit",
				backgroundColor: "var(--AppBar-background)",
				color: "var(--AppBar-color)",
				...theme.applyStyles("dark", { backgroundImage: "none" })
			}
		}
	]
})));
var AppBar = /*#__PURE__*/ import_react.forwardRef(function AppBar(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAppBar"
	});
	const { className, color = "primary", enableColorOnDark = false, position = "fixed", ...other } = props;
	const ownerState = {
		...props,
		color,
		position,
		enableColorOnDark
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AppBarRoot, {
		square: true,
		component: "header",
		ownerState,
		elevation: 4,
		className: clsx(classes.root, className, position === "fixed" && "mui-fixed"),
		ref,
		...other
	});
});
// src/components/layout/skip-link.tsx
var MAIN_CONTENT_ID = "main-content";
/** 'Pular para o conteúdo': the first focusable element, visible only when focused. */
var SkipLink = () => {
	const t = useT();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "a",
		href: `#${MAIN_CONTENT_ID}`,
		onClick: (event) => {
			event.preventDefault();
			document.getElementById(MAIN_CONTENT_ID)?.focus();
		},
		sx: {
			position: "absolute",
			left: 8,
			top: -48,
			zIndex: (theme) => theme.zIndex.tooltip + 2,
			px: 2,
			py: 1,
			bgcolor: "background.paper",
			color: "primary.main",
			borderRadius: 1,
			boxShadow: 3,
			fontWeight: 600,
			"&:focus": { top: 8 }
		},
		children: t("layout.skipToContent")
	});
};
// src/app/route-guard.tsx
/**
* The route guard (section 2): unknown params → 'Página não encontrada'; without LIST on the route's
* feature or when its display condition fails → 'Acesso negado'. On a record route ({resource}/{id?})
* creating needs CREATE ('Acesso negado' otherwise), and without UPDATE an existing record is shown
* read-only (RecordAccessContext).
*/
var RouteGuard = ({ children }) => {
	const handle = useRouteHandle();
	const params = useParams();
	const access = useAccessContext();
	if (handle?.validParams && !handle.validParams(params)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFound, {});
	if (handle && (handle.permission || handle.condition)) {
		if (!(access !== null && isAllowed({
			permissionKey: handle.permission ? listKey(handle.permission) : void 0,
			showCondition: handle.condition
		}, access))) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccessDenied, {});
	}
	if (handle?.record && handle.permission) {
		const isCreate = params.id === void 0;
		const key = `${handle.permission}:${isCreate ? "CREATE" : "UPDATE"}`;
		const canSave = access !== null && can(access.user, key);
		if (isCreate && !canSave) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccessDenied, {});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecordAccessContext, {
			value: { canSave },
			children
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
};
export { Footer as a, AppBar as i, MAIN_CONTENT_ID as n, Toolbar as o, SkipLink as r, RouteGuard as t };
