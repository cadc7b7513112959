import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import "./register-areas-D6VEVQ-Q.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { c as useLocation, n as Navigate, r as Outlet } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as DataTableServicesProvider } from "./data-table-services-xYEce-Vi.js";
import { C as Button, L as useSnackbar, T as setVisualIdentityColor, ft as useCondition, k as useMediaQuery, nt as fileUrl, pt as useDialogs, st as canUser, w as useThemeSettings } from "../entry-server.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as Container } from "./Container-BDMf8bO6.js";
import { a as Footer, i as AppBar, n as MAIN_CONTENT_ID, o as Toolbar, r as SkipLink, t as RouteGuard } from "./route-guard-ia9agy7a.js";
import { n as Breadcrumbs, t as BreadcrumbExtrasProvider } from "./breadcrumbs-EDsShLjP.js";
import { t as IconButton } from "./IconButton-BTGa1MFq.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as MenuItem } from "./MenuItem-BFezD96G.js";
import { a as Menu, t as TextField } from "./TextField-oC3QfTJj.js";
import "./src-Bti_6Flz.js";
import { R as PROFILE_POPUP_WIDTH, X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { c as useSelectedOwnerId, i as loginPathFor, l as useUser, s as useLogout } from "./auth-6sNTiVR1.js";
import { n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { f as setSelectedOwnerId, i as fetchWithAuth, r as api } from "./api-client-BaaCRxO6.js";
import { i as containsItem, n as useLayout, t as LayoutProvider } from "./layout-context-D7RH0oot.js";
import { t as Logo } from "./logo-CU0rlhG8.js";
import { t as Avatar } from "./Avatar-Lq8jl7Yc.js";
import { n as ButtonBase } from "./CircularProgress-Bzblkf0a.js";
import { n as Divider, t as Drawer } from "./Drawer-DT2dFR6c.js";
import { a as itemTarget, i as NavItem, o as ListItemButton, r as buildSideMenu, s as ListItemIcon, t as buildProfileMenu } from "./navigation-BDgX5clr.js";
import { t as ListItemText } from "./ListItemText-DbNOXjsM.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as visuallyHidden } from "./visually-hidden-zA1hFK73.js";
import { t as List } from "./List-ByDWwFbV.js";
import { f as generateUtilityClasses, m as clsx, p as generateUtilityClass, r as duration } from "./createTheme-B7woXV_m.js";
import { c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme } from "./capitalize-BLsbwJWM.js";
import { t as Transition } from "./Transition-CAPVFiOu.js";
import { c as useForkRef_default, t as useReducedMotion } from "./useReducedMotion-B7gJ-pRa.js";
import { o as normalizedTransitionCallback, r as getTransitionProps } from "./utils-C_hAsqTa.js";
import { t as useSlot } from "./useSlot-CiYMLYYQ.js";
import { t as ListItem } from "./ListItem-CleUDoxJ.js";
import { t as ListSubheader } from "./ListSubheader-_1I12lKO.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as ScrollToTop } from "./scroll-to-top-BBsv8Z7W.js";
import { t as useHostRule } from "./hosts-BzUBf0HP.js";
import { t as DefaultTitle } from "./seo-BoYPxWnm.js";
// ../../node_modules/@mui/icons-material/Menu.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Menu_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" }), "Menu");
// ../../node_modules/@mui/icons-material/MenuOpen.mjs
var MenuOpen_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 18h13v-2H3zm0-5h10v-2H3zm0-7v2h13V6zm18 9.59L17.42 12 21 8.41 19.59 7l-5 5 5 5z" }), "MenuOpen");
// src/features/owner/api/get-owner-items.ts
/** POST /api/login/user-owner-items: the companies the user may act for; admins get { id: -1, name: 'all' } first. */
/** Section 7: 'returns a list of id/name', the array itself. */
var getOwnerItems = () => api.post("/login/user-owner-items", {});
var useOwnerItems = (userId) => useQuery({
	queryKey: [
		"owner",
		"items",
		userId
	],
	queryFn: getOwnerItems,
	enabled: userId !== void 0,
	staleTime: 3e5
});
// src/features/owner/api/get-visual-identity.ts
/** POST /api/login/user-visual-identity { companyId? }: logo and main colour of the user's (selected) company. */
var getVisualIdentity = (companyId) => api.post("/login/user-visual-identity", companyId !== null && companyId > 0 ? { companyId } : {});
var useVisualIdentity = (companyId, enabled) => useQuery({
	queryKey: [
		"owner",
		"visual-identity",
		companyId
	],
	queryFn: () => getVisualIdentity(companyId),
	enabled,
	staleTime: 3e5
});
// src/features/owner/components/owner-selection.ts
/**
* The owner to select (section 4): the stored one while it is still offered; else admins get 'all'
* (-1) when offered, company users (and admins without it) their first owner; null when none.
*/
var ownerToSelect = (items, stored, isAdmin) => {
	if (stored !== null && items.some((item) => item.id === stored)) return stored;
	if (isAdmin && items.some((item) => item.id === -1)) return -1;
	return items[0]?.id ?? null;
};
// src/features/owner/components/owner-bar.tsx
/**
* Top bar: the user-owner selector (administrators choose a company or 'all'; company users act for
* their first company) and, for company users, their company's logo and main colour. The choice is
* stored with the session and restored on load; changing it asks first ('Operação cancelada pelo
* usuário' when cancelled).
*/
var OwnerBar = () => {
	const t = useT();
	const user = useUser();
	const isAdmin = useCondition("admin");
	const selected = useSelectedOwnerId();
	const dialogs = useDialogs();
	const { showSnackbar } = useSnackbar();
	const items = useOwnerItems(user?.id);
	const isCompanyUser = user?.type === "company";
	const isResolved = selected !== null && Boolean(items.data?.some((item) => item.id === selected));
	const identity = useVisualIdentity(selected, Boolean(isCompanyUser && isResolved));
	(0, import_react.useEffect)(() => {
		if (!items.data) return;
		const next = ownerToSelect(items.data, selected, isAdmin);
		if (next !== selected) setSelectedOwnerId(next);
	}, [
		items.data,
		selected,
		isAdmin
	]);
	const color = isCompanyUser ? identity.data?.visualIdentityColor ?? null : null;
	(0, import_react.useEffect)(() => {
		setVisualIdentityColor(color);
	}, [color]);
	(0, import_react.useEffect)(() => () => setVisualIdentityColor(null), []);
	if (!user || !items.data || items.data.length === 0) return null;
	const label = (id, name) => id === -1 ? t("owner.all") : name;
	const current = items.data.find((item) => item.id === selected);
	const logo = isCompanyUser ? identity.data?.logo : null;
	const change = async (id) => {
		if (id === selected) return;
		const item = items.data?.find((entry) => entry.id === id);
		if (!await dialogs.confirm({ message: t("owner.confirm", { name: item ? label(item.id, item.name) : "" }) })) {
			showSnackbar(MESSAGES.operationCancelled, {
				variant: "alert",
				severity: "info"
			});
			return;
		}
		setSelectedOwnerId(id);
	};
	const showSelector = isAdmin || items.data.length > 1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			alignItems: "center",
			gap: 1.5,
			minWidth: 0
		},
		children: [logo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "img",
			src: fileUrl(logo),
			alt: t("owner.companyLogo", { name: current?.name ?? "" }),
			sx: {
				height: 36,
				maxWidth: {
					xs: 80,
					sm: 140
				},
				objectFit: "contain",
				display: showSelector ? {
					xs: "none",
					sm: "block"
				} : "block"
			}
		}) : null, showSelector ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			select: true,
			size: "small",
			label: t("owner.label"),
			value: current ? String(current.id) : "",
			onChange: (event) => void change(Number(event.target.value)),
			sx: {
				minWidth: {
					xs: 96,
					sm: 200
				},
				maxWidth: {
					xs: 160,
					sm: 280
				},
				flexShrink: 1
			},
			slotProps: { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: "calc(100vh - 170px)" } } } } } },
			children: items.data.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				value: String(item.id),
				children: label(item.id, item.name)
			}, item.id))
		}) : null]
	});
};
// ../../node_modules/@mui/icons-material/Logout.mjs
var Logout_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z" }), "Logout");
// src/components/layout/profile-menu.tsx
/**
* The profile menu of the top bar: the logged user's name and e-mail, the entries allowed to them
* (section 2) and 'Sair'.
*/
var initialsOf = (name) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase() ?? "").join("") || "?";
var ProfileMenu = () => {
	const t = useT();
	const user = useUser();
	const { profileItems } = useLayout();
	const logout = useLogout();
	const [anchor, setAnchor] = (0, import_react.useState)(null);
	const menuId = (0, import_react.useId)();
	const buttonId = (0, import_react.useId)();
	if (!user) return null;
	const close = () => setAnchor(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ButtonBase, {
		id: buttonId,
		"aria-haspopup": "menu",
		"aria-expanded": anchor !== null,
		"aria-controls": anchor ? menuId : void 0,
		onClick: (event) => setAnchor(event.currentTarget),
		sx: {
			borderRadius: 8,
			p: .5,
			pr: {
				xs: .5,
				md: 1.5
			},
			gap: 1
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				style: visuallyHidden,
				children: t("layout.openProfileMenu", { name: user.name })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
				"aria-hidden": true,
				sx: {
					width: 36,
					height: 36,
					bgcolor: "primary.main",
					color: "primary.contrastText",
					fontSize: 15
				},
				children: initialsOf(user.name)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				"aria-hidden": true,
				variant: "subtitle2",
				sx: {
					display: {
						xs: "none",
						md: "block"
					},
					maxWidth: 180
				},
				noWrap: true,
				children: user.name
			})
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
		id: menuId,
		anchorEl: anchor,
		open: anchor !== null,
		onClose: close,
		anchorOrigin: {
			vertical: "bottom",
			horizontal: "right"
		},
		transformOrigin: {
			vertical: "top",
			horizontal: "right"
		},
		slotProps: {
			paper: { sx: {
				width: {
					xs: PROFILE_POPUP_WIDTH.mdAndBelow,
					lg: PROFILE_POPUP_WIDTH.max
				},
				minWidth: PROFILE_POPUP_WIDTH.min,
				maxWidth: PROFILE_POPUP_WIDTH.max,
				maxHeight: "calc(100vh - 170px)"
			} },
			list: { "aria-labelledby": buttonId }
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					px: 2,
					py: 1.5
				},
				role: "presentation",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "div",
					variant: "subtitle1",
					sx: { fontWeight: 600 },
					noWrap: true,
					children: user.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "div",
					variant: "body2",
					color: "text.secondary",
					noWrap: true,
					children: user.email
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
			profileItems.map((item) => {
				const Icon = item.icon;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
					...itemTarget(item),
					onClick: close,
					children: [Icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { fontSize: "small" }) }) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { primary: item.title })]
				}, item.id);
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
				onClick: () => {
					close();
					logout.mutate();
				},
				disabled: logout.isPending,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logout_default, { fontSize: "small" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { primary: t("profile.logout") })]
			})
		]
	})] });
};
// src/components/layout/menu/menu-error.tsx
/** The red text shown for a menu entry of unknown type (section 8). */
var MenuError = ({ where }) => {
	const t = useT();
	const text = where === "menu" ? t("layout.menuError") : where === "group" ? t("layout.fixGroup") : t("layout.fixCollapse");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		color: "error",
		align: "center",
		sx: {
			py: 1,
			fontWeight: 600
		},
		children: text
	});
};
// ../../node_modules/@mui/material/Collapse/collapseClasses.mjs
function getCollapseUtilityClass(slot) {
	return generateUtilityClass("MuiCollapse", slot);
}
generateUtilityClasses("MuiCollapse", [
	"root",
	"horizontal",
	"vertical",
	"entered",
	"hidden",
	"wrapper",
	"wrapperInner"
]);
// ../../node_modules/@mui/material/Collapse/Collapse.mjs
var EMPTY_OBJECT = {};
var useUtilityClasses = (ownerState) => {
	const { orientation, classes } = ownerState;
	return composeClasses({
		root: ["root", orientation],
		entered: ["entered"],
		hidden: ["hidden"],
		wrapper: ["wrapper", orientation],
		wrapperInner: ["wrapperInner", orientation]
	}, getCollapseUtilityClass, classes);
};
var CollapseRoot = styled("div", {
	name: "MuiCollapse",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.orientation],
			ownerState.state === "entered" && styles.entered,
			ownerState.state === "exited" && !ownerState.in && ownerState.collapsedSize === "0px" && styles.hidden
		];
	}
})(memoTheme(({ theme }) => ({
	height: 0,
	overflow: "hidden",
	transition: theme.transitions.create("height"),
	variants: [
		{
			props: { orientation: "horizontal" },
			style: {
				height: "auto",
				width: 0,
				transition: theme.transitions.create("width")
			}
		},
		{
			props: { state: "entered" },
			style: {
				height: "auto",
				overflow: "visible"
			}
		},
		{
			props: {
				state: "entered",
				orientation: "horizontal"
			},
			style: { width: "auto" }
		},
		{
			props: ({ ownerState }) => ownerState.state === "exited" && !ownerState.in && ownerState.collapsedSize === "0px",
			style: { visibility: "hidden" }
		}
	]
})));
var CollapseWrapper = styled("div", {
	name: "MuiCollapse",
	slot: "Wrapper"
})({
	display: "flex",
	width: "100%",
	variants: [{
		props: { orientation: "horizontal" },
		style: {
			width: "auto",
			height: "100%"
		}
	}]
});
var CollapseWrapperInner = styled("div", {
	name: "MuiCollapse",
	slot: "WrapperInner"
})({
	width: "100%",
	variants: [{
		props: { orientation: "horizontal" },
		style: {
			width: "auto",
			height: "100%"
		}
	}]
});
/**
* The Collapse transition is used by the
* [Vertical Stepper](/material-ui/react-stepper/#vertical-stepper) StepContent component.
*/
var Collapse = /*#__PURE__*/ import_react.forwardRef(function Collapse(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCollapse"
	});
	const { addEndListener, children, className, collapsedSize: collapsedSizeProp = "0px", component, disablePrefersReducedMotion = false, easing, in: inProp, onEnter, onEntered, onEntering, onExit, onExited, onExiting, orientation = "vertical", slots = EMPTY_OBJECT, slotProps = EMPTY_OBJECT, style, timeout = duration.standard, TransitionComponent = Transition, ...other } = props;
	const ownerState = {
		...props,
		orientation,
		collapsedSize: collapsedSizeProp
	};
	const classes = useUtilityClasses(ownerState);
	const theme = useTheme();
	const wrapperRef = import_react.useRef(null);
	const autoTransitionDuration = import_react.useRef(null);
	const collapsedSize = typeof collapsedSizeProp === "number" ? `${collapsedSizeProp}px` : collapsedSizeProp;
	const isHorizontal = orientation === "horizontal";
	const size = isHorizontal ? "width" : "height";
	const reducedMotion = useReducedMotion(theme.motion.reducedMotion, disablePrefersReducedMotion);
	const nodeRef = import_react.useRef(null);
	const handleRef = useForkRef_default(ref, nodeRef);
	const getWrapperSize = () => wrapperRef.current ? wrapperRef.current[isHorizontal ? "clientWidth" : "clientHeight"] : 0;
	const handleEnter = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		if (wrapperRef.current && isHorizontal) wrapperRef.current.style.position = "absolute";
		node.style[size] = collapsedSize;
		if (onEnter) onEnter(node, isAppearing);
	});
	const handleEntering = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		const wrapperSize = getWrapperSize();
		if (wrapperRef.current && isHorizontal) wrapperRef.current.style.position = "";
		const { duration: transitionDuration, easing: transitionTimingFunction } = getTransitionProps({
			style,
			timeout,
			easing
		}, { mode: "enter" });
		if (timeout === "auto" && !reducedMotion.shouldReduceMotion) {
			const duration2 = theme.transitions.getAutoHeightDuration(wrapperSize);
			autoTransitionDuration.current = duration2;
		} else autoTransitionDuration.current = null;
		const transitionTiming = reducedMotion.getTransitionTiming({
			duration: autoTransitionDuration.current ?? transitionDuration,
			delay: void 0
		});
		node.style.transitionDuration = typeof transitionTiming.duration === "string" ? transitionTiming.duration : `${transitionTiming.duration}ms`;
		node.style[size] = `${wrapperSize}px`;
		node.style.transitionTimingFunction = transitionTimingFunction;
		if (onEntering) onEntering(node, isAppearing);
	});
	const handleEntered = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		node.style[size] = "auto";
		if (onEntered) onEntered(node, isAppearing);
	});
	const handleExit = normalizedTransitionCallback(nodeRef, (node) => {
		node.style[size] = `${getWrapperSize()}px`;
		if (onExit) onExit(node);
	});
	const handleExited = normalizedTransitionCallback(nodeRef, onExited);
	const handleExiting = normalizedTransitionCallback(nodeRef, (node) => {
		const wrapperSize = getWrapperSize();
		const { duration: transitionDuration, easing: transitionTimingFunction } = getTransitionProps({
			style,
			timeout,
			easing
		}, { mode: "exit" });
		if (timeout === "auto" && !reducedMotion.shouldReduceMotion) {
			const duration2 = theme.transitions.getAutoHeightDuration(wrapperSize);
			autoTransitionDuration.current = duration2;
		} else autoTransitionDuration.current = null;
		const transitionTiming = reducedMotion.getTransitionTiming({
			duration: autoTransitionDuration.current ?? transitionDuration,
			delay: void 0
		});
		node.style.transitionDuration = typeof transitionTiming.duration === "string" ? transitionTiming.duration : `${transitionTiming.duration}ms`;
		node.style[size] = collapsedSize;
		node.style.transitionTimingFunction = transitionTimingFunction;
		if (onExiting) onExiting(node);
	});
	const handleAddEndListener = addEndListener ? (next) => {
		addEndListener(nodeRef.current, next);
	} : void 0;
	const externalForwardedProps = {
		slots,
		slotProps,
		component
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref: handleRef,
		className: clsx(classes.root, className),
		elementType: CollapseRoot,
		externalForwardedProps,
		ownerState,
		additionalProps: { style: {
			[isHorizontal ? "minWidth" : "minHeight"]: collapsedSize,
			...style
		} }
	});
	const [WrapperSlot, wrapperSlotProps] = useSlot("wrapper", {
		ref: wrapperRef,
		className: classes.wrapper,
		elementType: CollapseWrapper,
		externalForwardedProps,
		ownerState
	});
	const [WrapperInnerSlot, wrapperInnerSlotProps] = useSlot("wrapperInner", {
		className: classes.wrapperInner,
		elementType: CollapseWrapperInner,
		externalForwardedProps,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TransitionComponent, {
		in: inProp,
		onEnter: handleEnter,
		onEntered: handleEntered,
		onEntering: handleEntering,
		onExit: handleExit,
		onExited: handleExited,
		onExiting: handleExiting,
		addEndListener: handleAddEndListener,
		getAutoTimeout: timeout === "auto" ? () => autoTransitionDuration.current : void 0,
		reduceMotion: reducedMotion.shouldReduceMotion,
		nodeRef,
		timeout: timeout === "auto" ? null : timeout,
		...other,
		children: (state, { ownerState: incomingOwnerState, ...restChildProps }) => {
			const stateOwnerState = {
				...ownerState,
				state
			};
			return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
				...rootSlotProps,
				className: clsx(rootSlotProps.className, {
					"entered": classes.entered,
					"exited": !inProp && collapsedSize === "0px" && classes.hidden
				}[state]),
				ownerState: stateOwnerState,
				...restChildProps,
				children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(WrapperSlot, {
					...wrapperSlotProps,
					ownerState: stateOwnerState,
					children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(WrapperInnerSlot, {
						...wrapperInnerSlotProps,
						ownerState: stateOwnerState,
						children
					})
				})
			});
		}
	});
});
if (Collapse) Collapse.muiSupportAuto = true;
// ../../node_modules/@mui/icons-material/ChevronRight.mjs
var ChevronRight_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" }), "ChevronRight");
// ../../node_modules/@mui/icons-material/ExpandLess.mjs
var ExpandLess_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" }), "ExpandLess");
// ../../node_modules/@mui/icons-material/ExpandMore.mjs
var ExpandMore_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" }), "ExpandMore");
// src/components/layout/menu/menu-popup.tsx
/**
* A popup list of menu entries: the submenu of a collapse in the mini drawer (hover or click) and
* the dropdowns of the horizontal menu. Collapses inside become captioned sections.
*/
var renderEntries = (items, activeId, onClose, depth = 0) => items.map((item) => {
	if (item.type === "item") {
		const Icon = item.icon;
		const selected = item.id === activeId;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
			...itemTarget(item),
			selected,
			disabled: item.disabled,
			"aria-current": selected ? "page" : void 0,
			onClick: onClose,
			sx: { pl: 2 + depth * 2 },
			children: [Icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { fontSize: "small" }) }) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
				primary: item.title,
				secondary: item.caption
			})]
		}, item.id);
	}
	if (item.type === "collapse" || item.type === "group") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListSubheader, {
		sx: {
			lineHeight: "36px",
			pl: 2 + depth * 2
		},
		children: item.title
	}), renderEntries(item.children ?? [], activeId, onClose, depth + 1)] }, item.id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
		disabled: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuError, { where: "collapse" })
	}, item.id);
});
var MenuPopup = ({ id, anchorEl, open, onClose, items, hover = false, placement = "right", labelledBy }) => {
	const { activeId } = useLayout();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
		id,
		anchorEl,
		open,
		onClose,
		anchorOrigin: placement === "right" ? {
			vertical: "top",
			horizontal: "right"
		} : {
			vertical: "bottom",
			horizontal: "left"
		},
		transformOrigin: {
			vertical: "top",
			horizontal: "left"
		},
		autoFocus: !hover,
		disableAutoFocusItem: hover,
		disableAutoFocus: hover,
		disableEnforceFocus: hover,
		disableRestoreFocus: hover,
		variant: "menu",
		slotProps: {
			paper: {
				onMouseLeave: hover ? onClose : void 0,
				sx: {
					minWidth: PROFILE_POPUP_WIDTH.min,
					maxHeight: "calc(100vh - 170px)"
				}
			},
			list: labelledBy ? { "aria-labelledby": labelledBy } : {}
		},
		children: renderEntries(items, activeId, onClose)
	});
};
// src/components/layout/menu/nav-collapse.tsx
/**
* A collapsible section: opens by click, and by itself when the current path is one of its
* children. In the mini drawer its children appear in a popup on hover or click.
*/
var NavCollapse = ({ item, level = 1, mini = false }) => {
	const { activeId } = useLayout();
	const holdsActive = containsItem(item, activeId);
	const [open, setOpen] = (0, import_react.useState)(holdsActive);
	const [popup, setPopup] = (0, import_react.useState)(null);
	const anchor = (0, import_react.useRef)(null);
	const listId = (0, import_react.useId)();
	const buttonId = (0, import_react.useId)();
	const Icon = item.icon;
	(0, import_react.useEffect)(() => {
		if (holdsActive) setOpen(true);
	}, [holdsActive]);
	if (mini) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItem, {
		disablePadding: true,
		sx: { display: "block" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemButton, {
			ref: anchor,
			id: buttonId,
			selected: holdsActive,
			"aria-label": item.title,
			"aria-haspopup": "menu",
			"aria-expanded": popup !== null,
			"aria-controls": popup ? listId : void 0,
			onClick: () => setPopup("click"),
			onMouseEnter: () => setPopup((p) => p ?? "hover"),
			onKeyDown: (event) => {
				if (event.key === "ArrowRight") {
					event.preventDefault();
					setPopup("click");
				}
			},
			sx: {
				borderRadius: 1,
				mx: 1,
				mb: .5,
				minHeight: 44,
				justifyContent: "center"
			},
			children: Icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
				sx: {
					minWidth: 0,
					justifyContent: "center"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight_default, {})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuPopup, {
			id: listId,
			anchorEl: anchor.current,
			open: popup !== null,
			hover: popup === "hover",
			onClose: () => setPopup(null),
			items: item.children ?? [],
			labelledBy: buttonId
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, {
		disablePadding: true,
		sx: { display: "block" },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItemButton, {
			"aria-expanded": open,
			"aria-controls": listId,
			selected: holdsActive && !open,
			disabled: item.disabled,
			onClick: () => setOpen((o) => !o),
			sx: {
				borderRadius: 1,
				mx: 1,
				mb: .5,
				minHeight: 44,
				pl: 1.5 + (level - 1) * 2
			},
			children: [
				Icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
					sx: { minWidth: 36 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { fontSize: level > 1 ? "small" : "medium" })
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
					primary: item.title,
					secondary: item.caption
				}),
				open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandLess_default, { "aria-hidden": true }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, { "aria-hidden": true })
			]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
		in: open,
		timeout: "auto",
		unmountOnExit: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
			id: listId,
			disablePadding: true,
			children: (item.children ?? []).map((child) => {
				if (child.type === "collapse") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavCollapse, {
					item: child,
					level: level + 1
				}, child.id);
				if (child.type === "item") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavItem, {
					item: child,
					level: level + 1
				}, child.id);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuError, { where: "collapse" }) }, child.id);
			})
		})
	})] });
};
// src/components/layout/menu/nav-group.tsx
/** A titled section of the vertical menu. Its caption shows when 'menuCaption' is on (not in the mini drawer). */
var NavGroup = ({ item, mini = false }) => {
	const { settings } = useThemeSettings();
	const headingId = `${item.id.replace(/[^A-Za-z0-9_-]/g, "-")}-heading`;
	const showCaption = settings.menuCaption && !mini;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		role: "group",
		"aria-labelledby": showCaption ? headingId : void 0,
		"aria-label": showCaption ? void 0 : item.title,
		children: [
			showCaption ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListSubheader, {
				id: headingId,
				component: "div",
				disableSticky: true,
				sx: {
					bgcolor: "transparent",
					lineHeight: "40px"
				},
				children: [item.title, item.caption ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "caption",
					component: "div",
					color: "text.secondary",
					sx: {
						lineHeight: 1.4,
						pb: 1
					},
					children: item.caption
				}) : null]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
				disablePadding: true,
				children: (item.children ?? []).map((child) => {
					if (child.type === "collapse") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavCollapse, {
						item: child,
						mini
					}, child.id);
					if (child.type === "item") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavItem, {
						item: child,
						mini
					}, child.id);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItem, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuError, { where: "group" }) }, child.id);
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, { sx: {
				my: 1,
				mx: mini ? 1 : 2
			} })
		]
	});
};
// src/components/layout/menu/nav-menu.tsx
/** The vertical menu (side drawer): groups, and collapses or items at the top level. */
var NavMenu = ({ mini = false }) => {
	const t = useT();
	const { menuItems } = useLayout();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": t("layout.mainNavigation"),
		children: menuItems.map((item) => {
			if (item.type === "group") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavGroup, {
				item,
				mini
			}, item.id);
			if (item.type === "collapse" || item.type === "item") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
				disablePadding: true,
				children: item.type === "collapse" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavCollapse, {
					item,
					mini
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavItem, {
					item,
					mini
				})
			}, item.id);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuError, { where: "menu" }, item.id);
		})
	});
};
// src/components/layout/sidebar.tsx
var SIDEBAR_ID = "app-sidebar";
/** Side drawer: permanent from lg (full or mini width), temporary below lg. */
var Sidebar = () => {
	const { isDesktop, isHorizontal, isMini, mobileOpen, toggleDrawer } = useLayout();
	if (isHorizontal) return null;
	if (!isDesktop) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
		id: SIDEBAR_ID,
		variant: "temporary",
		open: mobileOpen,
		onClose: toggleDrawer,
		ModalProps: { keepMounted: true },
		slotProps: { paper: { sx: { width: 240 } } },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toolbar, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { py: 1 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavMenu, {})
		})]
	});
	const width = isMini ? 90 : 240;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
		id: SIDEBAR_ID,
		variant: "permanent",
		open: true,
		sx: {
			width,
			flexShrink: 0,
			transition: (theme) => theme.transitions.create("width", { duration: theme.transitions.duration.shorter })
		},
		slotProps: { paper: { sx: {
			width,
			overflowX: "hidden",
			borderRight: 1,
			borderColor: "divider",
			transition: (theme) => theme.transitions.create("width", { duration: theme.transitions.duration.shorter })
		} } },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toolbar, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: { py: 1 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavMenu, { mini: isMini })
		})]
	});
};
// src/components/layout/header.tsx
/** Top bar: drawer toggle, logo, user-owner selector (with the company's visual identity), profile menu. */
var Header = () => {
	const t = useT();
	const { isDesktop, isHorizontal, isMini, mobileOpen, toggleDrawer } = useLayout();
	const isPhone = useMediaQuery(useTheme().breakpoints.down("sm"));
	const label = isDesktop ? isMini ? t("layout.expandMenu") : t("layout.collapseMenu") : mobileOpen ? t("layout.closeMenu") : t("layout.openMenu");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppBar, {
		position: "fixed",
		component: "header",
		sx: {
			zIndex: (theme) => theme.zIndex.drawer + 1,
			bgcolor: "background.paper",
			borderBottom: 1,
			borderColor: "divider"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Toolbar, {
			sx: { gap: 1 },
			children: [
				isHorizontal ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					edge: "start",
					onClick: toggleDrawer,
					"aria-label": label,
					"aria-controls": SIDEBAR_ID,
					"aria-expanded": isDesktop ? !isMini : mobileOpen,
					children: isDesktop && !isMini ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuOpen_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu_default, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: "flex",
						minWidth: 0,
						flexShrink: 1,
						overflow: "hidden"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logo, { compact: isPhone })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: { flexGrow: 1 } }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: "flex",
						minWidth: 0,
						flexShrink: 1
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OwnerBar, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: "flex",
						flexShrink: 0
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileMenu, {})
				})
			]
		})
	});
};
// ../../node_modules/@mui/icons-material/MoreHoriz.mjs
var MoreHoriz_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" }), "MoreHoriz");
/** How many top-level entries fit in `width` px; the rest go to 'Mais itens'. */
var visibleCountFor = (width, total) => {
	if (width <= 0 || total * 176 <= width) return total;
	return Math.max(1, Math.min(total, Math.floor((width - 150) / 176)));
};
var useWidth = () => {
	const ref = (0, import_react.useRef)(null);
	const [width, setWidth] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		const element = ref.current;
		if (!element) return;
		setWidth(element.clientWidth);
		if (typeof ResizeObserver === "undefined") return;
		const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
		observer.observe(element);
		return () => observer.disconnect();
	}, []);
	return {
		ref,
		width
	};
};
var TopEntry = ({ item }) => {
	const { activeId } = useLayout();
	const [anchor, setAnchor] = (0, import_react.useState)(null);
	const [hover, setHover] = (0, import_react.useState)(false);
	const Icon = item.icon;
	const active = containsItem(item, activeId);
	const popupId = `${item.id.replace(/[^A-Za-z0-9_-]/g, "-")}-popup`;
	if (item.type === "item") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		...itemTarget(item),
		color: active ? "primary" : "inherit",
		startIcon: Icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {}) : void 0,
		"aria-current": active ? "page" : void 0,
		children: item.title
	});
	if (item.type !== "group" && item.type !== "collapse") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuError, { where: "menu" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		color: active ? "primary" : "inherit",
		startIcon: Icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {}) : void 0,
		endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, {}),
		"aria-haspopup": "menu",
		"aria-expanded": anchor !== null,
		"aria-controls": anchor ? popupId : void 0,
		onClick: (event) => {
			setHover(false);
			setAnchor(event.currentTarget);
		},
		onMouseEnter: (event) => {
			if (anchor) return;
			setHover(true);
			setAnchor(event.currentTarget);
		},
		sx: {
			fontWeight: active ? 700 : 500,
			whiteSpace: "nowrap"
		},
		children: item.title
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuPopup, {
		id: popupId,
		anchorEl: anchor,
		open: anchor !== null,
		hover,
		placement: "bottom",
		onClose: () => setAnchor(null),
		items: item.children ?? []
	})] });
};
var HorizontalMenu = () => {
	const t = useT();
	const { menuItems } = useLayout();
	const { ref, width } = useWidth();
	const [moreAnchor, setMoreAnchor] = (0, import_react.useState)(null);
	const count = visibleCountFor(width, menuItems.length);
	const visible = menuItems.slice(0, count);
	const overflow = menuItems.slice(count);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppBar, {
		position: "sticky",
		color: "default",
		component: "div",
		sx: {
			top: {
				xs: 56,
				sm: 64
			},
			borderBottom: 1,
			borderColor: "divider"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toolbar, {
			variant: "dense",
			component: "nav",
			"aria-label": t("layout.mainNavigation"),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				ref,
				direction: "row",
				spacing: 1,
				sx: {
					flex: 1,
					minWidth: 0,
					overflow: "hidden",
					alignItems: "center"
				},
				children: [visible.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TopEntry, { item }, item.id)), overflow.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "inherit",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreHoriz_default, {}),
					"aria-haspopup": "menu",
					"aria-expanded": moreAnchor !== null,
					"aria-controls": moreAnchor ? "menu-more-items" : void 0,
					onClick: (event) => setMoreAnchor(event.currentTarget),
					sx: { whiteSpace: "nowrap" },
					children: t("layout.moreItems")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuPopup, {
					id: "menu-more-items",
					anchorEl: moreAnchor,
					open: moreAnchor !== null,
					placement: "bottom",
					onClose: () => setMoreAnchor(null),
					items: overflow
				})] }) : null]
			})
		})
	});
};
// src/components/layout/main-layout.tsx
var Frame = ({ children }) => {
	const { isHorizontal } = useLayout();
	const { settings } = useThemeSettings();
	const content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Breadcrumbs, {}), children] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			minHeight: "100vh",
			bgcolor: "background.default"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipLink, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollToTop, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Header, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sidebar, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					flexGrow: 1,
					minWidth: 0,
					display: "flex",
					flexDirection: "column"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toolbar, {}),
					isHorizontal ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HorizontalMenu, {}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "main",
						id: MAIN_CONTENT_ID,
						tabIndex: -1,
						sx: {
							flexGrow: 1,
							px: {
								xs: 2,
								md: 3
							},
							py: {
								xs: 2,
								md: 3
							},
							outline: "none"
						},
						children: settings.container ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
							maxWidth: "lg",
							disableGutters: true,
							children: content
						}) : content
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footer, {})
				]
			})
		]
	});
};
var MainLayout = ({ menuItems, profileItems, children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LayoutProvider, {
	menuItems,
	profileItems,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BreadcrumbExtrasProvider, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Frame, { children }) })
});
// src/app/routes/app/root.tsx
var CHANGE_PASSWORD_PATH = "/settings/change-password";
/**
* The logged-in area: logged-out users go to login (and come back after), users who must change their
* password go to settings/change-password, others get the shell.
*/
var AppRoot = () => {
	useHostRule("backoffice");
	const user = useUser();
	const location = useLocation();
	const t = useT();
	const dialogs = useDialogs();
	const { showSnackbar } = useSnackbar();
	const menuItems = (0, import_react.useMemo)(() => buildSideMenu(t), [t]);
	const profileItems = (0, import_react.useMemo)(() => buildProfileMenu(t), [t]);
	const services = (0, import_react.useMemo)(() => ({
		can: (permission) => canUser(user, permission),
		confirm: (message) => dialogs.confirm({ message }),
		showError: (message) => void dialogs.showError(message),
		notify: (message) => showSnackbar(message),
		fetchFile: (url, init) => fetchWithAuth(url, init)
	}), [
		user,
		dialogs,
		showSnackbar
	]);
	if (!user) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: loginPathFor(`${location.pathname}${location.search}`),
		replace: true
	});
	if (user.mustChangePassword === true && location.pathname !== CHANGE_PASSWORD_PATH) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: CHANGE_PASSWORD_PATH,
		replace: true
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DataTableServicesProvider, {
		value: services,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DefaultTitle, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MainLayout, {
			menuItems,
			profileItems,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteGuard, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {}) })
		})]
	});
};
export { AppRoot as Component };
