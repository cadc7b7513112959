import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Link } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { m as clsx, o as applyInsetFocusVisible } from "./createTheme-B7woXV_m.js";
import { n as ButtonBase } from "./CircularProgress-Bzblkf0a.js";
import { a as rootShouldForwardProp, c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme } from "./capitalize-BLsbwJWM.js";
import { c as useForkRef_default } from "./useReducedMotion-B7gJ-pRa.js";
import { n as ListContext, r as useEnhancedEffect_default } from "./List-ByDWwFbV.js";
import { i as getTransitionStyles } from "./utils-C_hAsqTa.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { G as getListItemButtonUtilityClass, K as listItemButtonClasses, b as accessOf } from "../entry-server.js";
import { c as menuItem, n as useLayout, s as menuGroup } from "./layout-context-D7RH0oot.js";
import { t as IconButton } from "./IconButton-BTGa1MFq.js";
import { n as Tooltip } from "./Tooltip-DgxSTtaa.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { r as getListItemIconUtilityClass } from "./listItemTextClasses-B7gCgFwn.js";
import { t as ListItemText } from "./ListItemText-DbNOXjsM.js";
import { t as ListItem } from "./ListItem-CleUDoxJ.js";
import { t as CategoryOutlined_default } from "./CategoryOutlined-lLgLv4dB.js";
import { t as StorefrontOutlined_default } from "./StorefrontOutlined-DoKQkkNW.js";
// ../../node_modules/@mui/material/ListItemIcon/ListItemIcon.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses$1 = (ownerState) => {
	const { alignItems, classes } = ownerState;
	return composeClasses({ root: ["root", alignItems === "flex-start" && "alignItemsFlexStart"] }, getListItemIconUtilityClass, classes);
};
var ListItemIconRoot = styled("div", {
	name: "MuiListItemIcon",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, ownerState.alignItems === "flex-start" && styles.alignItemsFlexStart];
	}
})(memoTheme(({ theme }) => ({
	minWidth: theme.spacing(4.5),
	color: (theme.vars || theme).palette.action.active,
	flexShrink: 0,
	display: "inline-flex",
	variants: [{
		props: { alignItems: "flex-start" },
		style: { marginTop: 8 }
	}]
})));
/**
* A simple wrapper to apply `List` styles to an `Icon` or `SvgIcon`.
*/
var ListItemIcon = /*#__PURE__*/ import_react.forwardRef(function ListItemIcon(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListItemIcon"
	});
	const { className, ...other } = props;
	const context = import_react.useContext(ListContext);
	const ownerState = {
		...props,
		alignItems: context.alignItems
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListItemIconRoot, {
		className: clsx(classes.root, className),
		ownerState,
		ref,
		...other
	});
});
// ../../node_modules/@mui/material/ListItemButton/ListItemButton.mjs
var overridesResolver = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		ownerState.dense && styles.dense,
		ownerState.alignItems === "flex-start" && styles.alignItemsFlexStart,
		ownerState.divider && styles.divider,
		!ownerState.disableGutters && styles.gutters
	];
};
var useUtilityClasses = (ownerState) => {
	const { alignItems, classes, dense, disabled, disableGutters, divider, selected } = ownerState;
	const composedClasses = composeClasses({ root: [
		"root",
		dense && "dense",
		!disableGutters && "gutters",
		divider && "divider",
		disabled && "disabled",
		alignItems === "flex-start" && "alignItemsFlexStart",
		selected && "selected"
	] }, getListItemButtonUtilityClass, classes);
	return {
		...classes,
		...composedClasses
	};
};
var ListItemButtonRoot = styled(ButtonBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiListItemButton",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	display: "flex",
	flexGrow: 1,
	justifyContent: "flex-start",
	alignItems: "center",
	position: "relative",
	textDecoration: "none",
	minWidth: 0,
	boxSizing: "border-box",
	textAlign: "left",
	paddingTop: 8,
	paddingBottom: 8,
	...getTransitionStyles(theme, "background-color", { duration: theme.transitions.duration.shortest }),
	"&:hover": {
		textDecoration: "none",
		backgroundColor: (theme.vars || theme).palette.action.hover,
		"@media (hover: none)": { backgroundColor: "transparent" }
	},
	[`&.${listItemButtonClasses.selected}`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
		...!theme.focusVisible && { [`&.${listItemButtonClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } }
	},
	[`&.${listItemButtonClasses.selected}:hover`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
		"@media (hover: none)": { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity) }
	},
	...theme.focusVisible ? applyInsetFocusVisible(1) : { [`&.${listItemButtonClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus } },
	[`&.${listItemButtonClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	variants: [
		{
			props: ({ ownerState }) => ownerState.divider,
			style: {
				borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
				backgroundClip: "padding-box"
			}
		},
		{
			props: { alignItems: "flex-start" },
			style: { alignItems: "flex-start" }
		},
		{
			props: ({ ownerState }) => !ownerState.disableGutters,
			style: {
				paddingLeft: 16,
				paddingRight: 16
			}
		},
		{
			props: ({ ownerState }) => ownerState.dense,
			style: {
				paddingTop: 4,
				paddingBottom: 4
			}
		}
	]
})));
var ListItemButton = /*#__PURE__*/ import_react.forwardRef(function ListItemButton(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListItemButton"
	});
	const { alignItems = "center", autoFocus = false, component = "div", children, dense = false, disableGutters = false, divider = false, focusVisibleClassName, selected = false, className, ...other } = props;
	const context = import_react.useContext(ListContext);
	const childContext = import_react.useMemo(() => ({
		dense: dense || context.dense || false,
		alignItems,
		disableGutters
	}), [
		alignItems,
		context.dense,
		dense,
		disableGutters
	]);
	const listItemRef = import_react.useRef(null);
	useEnhancedEffect_default(() => {
		if (autoFocus) {
			if (listItemRef.current) listItemRef.current.focus();
		}
	}, [autoFocus]);
	const ownerState = {
		...props,
		alignItems,
		dense: childContext.dense,
		disableGutters,
		divider,
		selected
	};
	const classes = useUtilityClasses(ownerState);
	const { root, ...forwardedClasses } = classes;
	const handleRef = useForkRef_default(listItemRef, ref);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListContext.Provider, {
		value: childContext,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListItemButtonRoot, {
			ref: handleRef,
			href: other.href || other.to,
			component: (other.href || other.to) && component === "div" ? "button" : component,
			internalNativeButton: false,
			focusVisibleClassName: clsx(classes.focusVisible, focusVisibleClassName),
			ownerState,
			className: clsx(classes.root, className),
			...other,
			classes: forwardedClasses,
			children
		})
	});
});
// src/components/layout/menu/nav-item.tsx
/** Where an item leads: an external link (new tab) or an in-app path. */
var itemTarget = (item) => {
	const href = item.link ?? item.url ?? "/";
	return Boolean(item.link) || Boolean(item.target) || /^https?:/i.test(href) ? {
		component: "a",
		href,
		target: "_blank",
		rel: "noopener noreferrer"
	} : {
		component: Link,
		to: href
	};
};
/** A menu entry of the vertical menu (a link). In the mini drawer only its icon shows, with a tooltip. */
var NavItem = ({ item, level = 1, mini = false, onNavigate }) => {
	const { activeId, closeDrawerOnMobile } = useLayout();
	const selected = activeId === item.id;
	const Icon = item.icon;
	const actions = !mini && item.actions?.length ? item.actions.map((action) => {
		const ActionIcon = action.icon;
		return action.type === "link" && action.url ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			size: "small",
			"aria-label": action.label,
			...itemTarget({
				...item,
				link: void 0,
				target: false,
				url: action.url
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, { fontSize: "small" })
		}, action.label) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			size: "small",
			"aria-label": action.label,
			onClick: action.function,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, { fontSize: "small" })
		}, action.label);
	}) : null;
	const button = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItemButton, {
		...itemTarget(item),
		selected,
		disabled: item.disabled,
		"aria-current": selected ? "page" : void 0,
		"aria-label": mini ? item.title : void 0,
		onClick: () => {
			onNavigate?.();
			closeDrawerOnMobile();
		},
		sx: {
			borderRadius: 1,
			mx: 1,
			mb: .5,
			minHeight: 44,
			pl: mini ? 1.5 : 1.5 + (level - 1) * 2,
			justifyContent: mini ? "center" : "flex-start"
		},
		children: [
			Icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
				sx: {
					minWidth: mini ? 0 : 36,
					color: selected ? "primary.main" : void 0,
					justifyContent: "center"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { fontSize: level > 1 ? "small" : "medium" })
			}) : null,
			mini ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
				primary: item.title,
				secondary: item.caption,
				slotProps: { primary: { sx: { fontWeight: selected ? 600 : 400 } } }
			}),
			!mini && item.chip ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				label: item.chip.label,
				color: item.chip.color ?? "primary",
				variant: item.chip.variant ?? "filled",
				size: item.chip.size ?? "small"
			}) : null
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, {
		disablePadding: true,
		secondaryAction: actions,
		sx: { display: "block" },
		children: mini ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
			title: item.title,
			placement: "right",
			children: button
		}) : button
	});
};
// ../../node_modules/@mui/icons-material/AccountCircleOutlined.mjs
var AccountCircleOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M7.35 18.5C8.66 17.56 10.26 17 12 17s3.34.56 4.65 1.5c-1.31.94-2.91 1.5-4.65 1.5s-3.34-.56-4.65-1.5m10.79-1.38C16.45 15.8 14.32 15 12 15s-4.45.8-6.14 2.12C4.7 15.73 4 13.95 4 12c0-4.42 3.58-8 8-8s8 3.58 8 8c0 1.95-.7 3.73-1.86 5.12" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 6c-1.93 0-3.5 1.57-3.5 3.5S10.07 13 12 13s3.5-1.57 3.5-3.5S13.93 6 12 6m0 5c-.83 0-1.5-.67-1.5-1.5S11.17 8 12 8s1.5.67 1.5 1.5S12.83 11 12 11" }, "1")], "AccountCircleOutlined");
// ../../node_modules/@mui/icons-material/AdminPanelSettingsOutlined.mjs
var AdminPanelSettingsOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsxs)("g", {
	fillRule: "evenodd",
	children: [
		/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
			cx: "17",
			cy: "15.5",
			r: "1.12"
		}),
		/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 17.5c-.73 0-2.19.36-2.24 1.08.5.71 1.32 1.17 2.24 1.17s1.74-.46 2.24-1.17c-.05-.72-1.51-1.08-2.24-1.08" }),
		/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 11.09V6.27L10.5 3 3 6.27v4.91c0 4.54 3.2 8.79 7.5 9.82.55-.13 1.08-.32 1.6-.55C13.18 21.99 14.97 23 17 23c3.31 0 6-2.69 6-6 0-2.97-2.16-5.43-5-5.91M11 17c0 .56.08 1.11.23 1.62-.24.11-.48.22-.73.3-3.17-1-5.5-4.24-5.5-7.74v-3.6l5.5-2.4 5.5 2.4v3.51c-2.84.48-5 2.94-5 5.91m6 4c-2.21 0-4-1.79-4-4s1.79-4 4-4 4 1.79 4 4-1.79 4-4 4" })
	]
}), "AdminPanelSettingsOutlined");
// ../../node_modules/@mui/icons-material/BusinessOutlined.mjs
var BusinessOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 7V3H2v18h20V7zM6 19H4v-2h2zm0-4H4v-2h2zm0-4H4V9h2zm0-4H4V5h2zm4 12H8v-2h2zm0-4H8v-2h2zm0-4H8V9h2zm0-4H8V5h2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8zm-2-8h-2v2h2zm0 4h-2v2h2z" }), "BusinessOutlined");
// ../../node_modules/@mui/icons-material/DescriptionOutlined.mjs
var DescriptionOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z" }), "DescriptionOutlined");
// ../../node_modules/@mui/icons-material/GroupOutlined.mjs
var GroupOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9 13.75c-2.34 0-7 1.17-7 3.5V19h14v-1.75c0-2.33-4.66-3.5-7-3.5M4.34 17c.84-.58 2.87-1.25 4.66-1.25s3.82.67 4.66 1.25zM9 12c1.93 0 3.5-1.57 3.5-3.5S10.93 5 9 5 5.5 6.57 5.5 8.5 7.07 12 9 12m0-5c.83 0 1.5.67 1.5 1.5S9.83 10 9 10s-1.5-.67-1.5-1.5S8.17 7 9 7m7.04 6.81c1.16.84 1.96 1.96 1.96 3.44V19h4v-1.75c0-2.02-3.5-3.17-5.96-3.44M15 12c1.93 0 3.5-1.57 3.5-3.5S16.93 5 15 5c-.54 0-1.04.13-1.5.35.63.89 1 1.98 1 3.15s-.37 2.26-1 3.15c.46.22.96.35 1.5.35" }), "GroupOutlined");
// ../../node_modules/@mui/icons-material/HistoryOutlined.mjs
var HistoryOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8z" }), "HistoryOutlined");
// ../../node_modules/@mui/icons-material/ImageOutlined.mjs
var ImageOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-4.86 8.86-3 3.87L9 13.14 6 17h12z" }), "ImageOutlined");
// ../../node_modules/@mui/icons-material/ListAltOutlined.mjs
var ListAltOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11 7h6v2h-6zm0 4h6v2h-6zm0 4h6v2h-6zM7 7h2v2H7zm0 4h2v2H7zm0 4h2v2H7zM20.1 3H3.9c-.5 0-.9.4-.9.9v16.2c0 .4.4.9.9.9h16.2c.4 0 .9-.5.9-.9V3.9c0-.5-.5-.9-.9-.9M19 19H5V5h14z" }), "ListAltOutlined");
// ../../node_modules/@mui/icons-material/LockOutlined.mjs
var LockOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2" }), "LockOutlined");
// ../../node_modules/@mui/icons-material/NotificationsOutlined.mjs
var NotificationsOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z" }), "NotificationsOutlined");
// ../../node_modules/@mui/icons-material/PaletteOutlined.mjs
var PaletteOutlined_default = createSvgIcon([
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 22C6.49 22 2 17.51 2 12S6.49 2 12 2s10 4.04 10 9c0 3.31-2.69 6-6 6h-1.77c-.28 0-.5.22-.5.5 0 .12.05.23.13.33.41.47.64 1.06.64 1.67 0 1.38-1.12 2.5-2.5 2.5m0-18c-4.41 0-8 3.59-8 8s3.59 8 8 8c.28 0 .5-.22.5-.5 0-.16-.08-.28-.14-.35-.41-.46-.63-1.05-.63-1.65 0-1.38 1.12-2.5 2.5-2.5H16c2.21 0 4-1.79 4-4 0-3.86-3.59-7-8-7" }, "0"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "6.5",
		cy: "11.5",
		r: "1.5"
	}, "1"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "9.5",
		cy: "7.5",
		r: "1.5"
	}, "2"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "14.5",
		cy: "7.5",
		r: "1.5"
	}, "3"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "17.5",
		cy: "11.5",
		r: "1.5"
	}, "4")
], "PaletteOutlined");
// ../../node_modules/@mui/icons-material/PolicyOutlined.mjs
var PolicyOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm7 10c0 1.85-.51 3.65-1.38 5.21l-1.45-1.45c1.29-1.94 1.07-4.58-.64-6.29-1.95-1.95-5.12-1.95-7.07 0s-1.95 5.12 0 7.07c1.71 1.71 4.35 1.92 6.29.64l1.72 1.72c-1.19 1.42-2.73 2.51-4.47 3.04-4.02-1.25-7-5.42-7-9.94V6.3l7-3.11 7 3.11zm-7 4c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3" }), "PolicyOutlined");
// ../../node_modules/@mui/icons-material/SettingsOutlined.mjs
var SettingsOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19.43 12.98c.04-.32.07-.64.07-.98s-.03-.66-.07-.98l2.11-1.65c.19-.15.24-.42.12-.64l-2-3.46c-.09-.16-.26-.25-.44-.25-.06 0-.12.01-.17.03l-2.49 1c-.52-.4-1.08-.73-1.69-.98l-.38-2.65C14.46 2.18 14.25 2 14 2h-4c-.25 0-.46.18-.49.42l-.38 2.65c-.61.25-1.17.59-1.69.98l-2.49-1q-.09-.03-.18-.03c-.17 0-.34.09-.43.25l-2 3.46c-.13.22-.07.49.12.64l2.11 1.65c-.04.32-.07.65-.07.98s.03.66.07.98l-2.11 1.65c-.19.15-.24.42-.12.64l2 3.46c.09.16.26.25.44.25.06 0 .12-.01.17-.03l2.49-1c.52.4 1.08.73 1.69.98l.38 2.65c.03.24.24.42.49.42h4c.25 0 .46-.18.49-.42l.38-2.65c.61-.25 1.17-.59 1.69-.98l2.49 1q.09.03.18.03c.17 0 .34-.09.43-.25l2-3.46c.12-.22.07-.49-.12-.64zm-1.98-1.71c.04.31.05.52.05.73s-.02.43-.05.73l-.14 1.13.89.7 1.08.84-.7 1.21-1.27-.51-1.04-.42-.9.68c-.43.32-.84.56-1.25.73l-1.06.43-.16 1.13-.2 1.35h-1.4l-.19-1.35-.16-1.13-1.06-.43c-.43-.18-.83-.41-1.23-.71l-.91-.7-1.06.43-1.27.51-.7-1.21 1.08-.84.89-.7-.14-1.13c-.03-.31-.05-.54-.05-.74s.02-.43.05-.73l.14-1.13-.89-.7-1.08-.84.7-1.21 1.27.51 1.04.42.9-.68c.43-.32.84-.56 1.25-.73l1.06-.43.16-1.13.2-1.35h1.39l.19 1.35.16 1.13 1.06.43c.43.18.83.41 1.23.71l.91.7 1.06-.43 1.27-.51.7 1.21-1.07.85-.89.7zM12 8c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 6c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2" }), "SettingsOutlined");
// ../../node_modules/@mui/icons-material/TuneOutlined.mjs
var TuneOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z" }), "TuneOutlined");
// ../../node_modules/@mui/icons-material/ViewCarouselOutlined.mjs
var ViewCarouselOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M2 7h4v10H2zm5 12h10V5H7zM9 7h6v10H9zm9 0h4v10h-4z" }), "ViewCarouselOutlined");
// ../../node_modules/@mui/icons-material/ViewQuiltOutlined.mjs
var ViewQuiltOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 5v14h18V5zm5.33 12H5V7h3.33zm5.34 0h-3.33v-4h3.33zM19 17h-3.33v-4H19zm0-6h-8.67V7H19z" }), "ViewQuiltOutlined");
// src/app/navigation.ts
/**
* The menus of the authenticated area (section 2), in the menu model of section 3.
* Each entry takes its permission key and display condition from the route table, so an entry
* shows exactly when its route would open.
*/
var entry = (title, url, options = {}) => menuItem(title, url, {
	...accessOf(url),
	...options
});
/** Side menu: Principal (Empresas, Linhas de produtos, Minhas Empresas), App (admin), Configurações. */
var buildSideMenu = (t) => [
	menuGroup(t("menu.principal"), [
		entry(t("menu.companies"), "/companys", { icon: BusinessOutlined_default }),
		entry(t("menu.lines"), "/lines", { icon: CategoryOutlined_default }),
		entry(t("menu.myCompanies"), "/myCompanys", { icon: StorefrontOutlined_default })
	]),
	menuGroup(t("menu.app"), [
		entry(t("menu.banners"), "/banners", { icon: ViewCarouselOutlined_default }),
		entry(t("menu.menuMains"), "/menuMains", { icon: ViewQuiltOutlined_default }),
		entry(t("menu.menuSecondarys"), "/menuSecondarys", { icon: ListAltOutlined_default }),
		entry(t("menu.notifications"), "/notifications", { icon: NotificationsOutlined_default })
	], { showCondition: "admin" }),
	menuGroup(t("menu.settingsGroup"), [entry(t("menu.settings"), "/settings", { icon: SettingsOutlined_default })])
];
/**
* Profile menu entries (before 'Sair'). 'Usuários' and 'Perfís de Acesso' are marked (admin) there by
* section 2; company users whose role grants them reach their companies' users and roles through the
* settings area's menu.
*/
var buildProfileMenu = (t) => [
	entry(t("profile.myProfile"), "/settings/userdata", { icon: AccountCircleOutlined_default }),
	entry(t("profile.users"), "/settings/users", {
		icon: GroupOutlined_default,
		showCondition: "admin"
	}),
	entry(t("profile.roles"), "/settings/roles", {
		icon: AdminPanelSettingsOutlined_default,
		showCondition: "admin"
	}),
	entry(t("profile.security"), "/settings/change-password", { icon: LockOutlined_default }),
	entry(t("profile.privacyPolicy"), "/settings/policy", { icon: PolicyOutlined_default }),
	entry(t("profile.imagesBanner"), "/settings/imagesbanner", { icon: ImageOutlined_default }),
	entry(t("profile.companyLogs"), "/settings/companyLogs", { icon: HistoryOutlined_default }),
	entry(t("profile.settings"), "/settings", { icon: SettingsOutlined_default })
];
/** Left menu of the settings area. */
var buildSettingsMenu = (t) => [
	entry(t("settingsArea.customization"), "/settings", { icon: PaletteOutlined_default }),
	entry(t("settingsArea.myProfile"), "/settings/userdata", { icon: AccountCircleOutlined_default }),
	entry(t("settingsArea.security"), "/settings/change-password", { icon: LockOutlined_default }),
	entry(t("settingsArea.users"), "/settings/users", { icon: GroupOutlined_default }),
	entry(t("settingsArea.roles"), "/settings/roles", { icon: AdminPanelSettingsOutlined_default }),
	entry(t("settingsArea.terms"), "/settings/terms", { icon: DescriptionOutlined_default }),
	entry(t("settingsArea.privacyPolicy"), "/settings/policy", { icon: PolicyOutlined_default }),
	entry(t("settingsArea.imagesBanner"), "/settings/imagesbanner", { icon: ImageOutlined_default }),
	entry(t("settingsArea.registerSettings"), "/settings/register_settings", { icon: TuneOutlined_default }),
	entry(t("settingsArea.companyLogs"), "/settings/companyLogs", { icon: HistoryOutlined_default })
];
export { itemTarget as a, NavItem as i, buildSettingsMenu as n, ListItemButton as o, buildSideMenu as r, ListItemIcon as s, buildProfileMenu as t };
