import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { f as generateUtilityClasses, m as clsx, p as generateUtilityClass, u as emphasize } from "./createTheme-B7woXV_m.js";
import { c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme } from "./capitalize-BLsbwJWM.js";
import { t as useSlotProps } from "./useSlotProps-zjk-ydKs.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { n as ButtonBase } from "./CircularProgress-Bzblkf0a.js";
// ../../node_modules/@mui/material/internal/svg-icons/MoreHoriz.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var MoreHoriz_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z" }), "MoreHoriz");
// ../../node_modules/@mui/material/Breadcrumbs/BreadcrumbCollapsed.mjs
var BreadcrumbCollapsedButton = styled(ButtonBase, { name: "MuiBreadcrumbCollapsed" })(memoTheme(({ theme }) => ({
	display: "flex",
	marginLeft: `calc(${theme.spacing(1)} * 0.5)`,
	marginRight: `calc(${theme.spacing(1)} * 0.5)`,
	backgroundColor: (theme.vars || theme).palette.grey[100],
	color: (theme.vars || theme).palette.grey[700],
	borderRadius: 2,
	"&:hover, &:focus": { backgroundColor: (theme.vars || theme).palette.grey[200] },
	"&:active": {
		boxShadow: theme.shadows[0],
		backgroundColor: emphasize(theme.palette.grey[200], .12)
	},
	...theme.applyStyles("dark", {
		backgroundColor: (theme.vars || theme).palette.grey[700],
		color: (theme.vars || theme).palette.grey[100],
		"&:hover, &:focus": { backgroundColor: (theme.vars || theme).palette.grey[600] },
		"&:active": { backgroundColor: emphasize(theme.palette.grey[600], .12) }
	})
})));
var BreadcrumbCollapsedIcon = styled(MoreHoriz_default)({
	width: 24,
	height: 16
});
/**
* @ignore - internal component.
*/
function BreadcrumbCollapsed(props) {
	const { slots = {}, slotProps = {}, ...otherProps } = props;
	const { nativeButton, ...buttonBaseProps } = otherProps;
	const ownerState = props;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", { children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbCollapsedButton, {
		focusRipple: true,
		...buttonBaseProps,
		ownerState,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbCollapsedIcon, {
			as: slots.CollapsedIcon,
			ownerState,
			...slotProps.collapsedIcon
		})
	}) });
}
// ../../node_modules/@mui/material/Breadcrumbs/breadcrumbsClasses.mjs
function getBreadcrumbsUtilityClass(slot) {
	return generateUtilityClass("MuiBreadcrumbs", slot);
}
var breadcrumbsClasses = generateUtilityClasses("MuiBreadcrumbs", [
	"root",
	"ol",
	"li",
	"separator"
]);
// ../../node_modules/@mui/material/Breadcrumbs/Breadcrumbs.mjs
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({
		root: ["root"],
		li: ["li"],
		ol: ["ol"],
		separator: ["separator"]
	}, getBreadcrumbsUtilityClass, classes);
};
var BreadcrumbsRoot = styled(Typography, {
	name: "MuiBreadcrumbs",
	slot: "Root",
	overridesResolver: (props, styles) => {
		return [{ [`& .${breadcrumbsClasses.li}`]: styles.li }, styles.root];
	}
})({});
var BreadcrumbsOl = styled("ol", {
	name: "MuiBreadcrumbs",
	slot: "Ol"
})({
	display: "flex",
	flexWrap: "wrap",
	alignItems: "center",
	padding: 0,
	margin: 0,
	listStyle: "none"
});
var BreadcrumbsSeparator = styled("li", {
	name: "MuiBreadcrumbs",
	slot: "Separator"
})({
	display: "flex",
	userSelect: "none",
	marginLeft: 8,
	marginRight: 8
});
function insertSeparators(items, className, separator, ownerState) {
	return items.reduce((acc, current, index) => {
		acc.push(current);
		if (index < items.length - 1) acc.push(/*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbsSeparator, {
			"aria-hidden": true,
			className,
			ownerState,
			children: separator
		}, `separator-${index}`));
		return acc;
	}, []);
}
var Breadcrumbs = /*#__PURE__*/ import_react.forwardRef(function Breadcrumbs(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiBreadcrumbs"
	});
	const { children, className, component = "nav", slots = {}, slotProps = {}, expandText = "Show path", itemsAfterCollapse = 1, itemsBeforeCollapse = 1, maxItems = 8, separator = "/", ...other } = props;
	const [expanded, setExpanded] = import_react.useState(false);
	const ownerState = {
		...props,
		component,
		expanded,
		expandText,
		itemsAfterCollapse,
		itemsBeforeCollapse,
		maxItems,
		separator
	};
	const classes = useUtilityClasses(ownerState);
	const collapsedIconSlotProps = useSlotProps({
		elementType: slots.CollapsedIcon,
		externalSlotProps: slotProps.collapsedIcon,
		ownerState
	});
	const listRef = import_react.useRef(null);
	const renderItemsBeforeAndAfter = (allItems) => {
		const handleClickExpand = () => {
			setExpanded(true);
			const focusable = listRef.current.querySelector("a[href],button,[tabindex]");
			if (focusable) focusable.focus();
		};
		if (itemsBeforeCollapse + itemsAfterCollapse >= allItems.length) return allItems;
		return [
			...allItems.slice(0, itemsBeforeCollapse),
			/*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbCollapsed, {
				"aria-label": expandText,
				slots: { CollapsedIcon: slots.CollapsedIcon },
				slotProps: { collapsedIcon: collapsedIconSlotProps },
				onClick: handleClickExpand
			}, "ellipsis"),
			...allItems.slice(allItems.length - itemsAfterCollapse, allItems.length)
		];
	};
	const allItems = import_react.Children.toArray(children).filter((child) => {
		return /*#__PURE__*/ import_react.isValidElement(child);
	}).map((child, index) => /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", {
		className: classes.li,
		children: child
	}, `child-${index}`));
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbsRoot, {
		ref,
		component,
		color: "textSecondary",
		className: clsx(classes.root, className),
		ownerState,
		...other,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(BreadcrumbsOl, {
			className: classes.ol,
			ref: listRef,
			ownerState,
			children: insertSeparators(expanded || maxItems && allItems.length <= maxItems ? allItems : renderItemsBeforeAndAfter(allItems), classes.separator, separator, ownerState)
		})
	});
});
export { Breadcrumbs as t };
