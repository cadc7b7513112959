import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { m as clsx } from "./createTheme-B7woXV_m.js";
import { c as composeClasses, i as styled, n as useDefaultProps } from "./capitalize-BLsbwJWM.js";
import { n as typographyClasses, t as Typography } from "./Typography-BqH419kw.js";
import { n as ListContext } from "./List-ByDWwFbV.js";
import { n as listItemTextClasses, t as getListItemTextUtilityClass } from "./listItemTextClasses-B7gCgFwn.js";
import { t as useSlot } from "./useSlot-CiYMLYYQ.js";
// ../../node_modules/@mui/material/ListItemText/ListItemText.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes, inset, primary, secondary, dense } = ownerState;
	return composeClasses({
		root: [
			"root",
			inset && "inset",
			dense && "dense",
			primary && secondary && "multiline"
		],
		primary: ["primary"],
		secondary: ["secondary"]
	}, getListItemTextUtilityClass, classes);
};
var ListItemTextRoot = styled("div", {
	name: "MuiListItemText",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${listItemTextClasses.primary}`]: styles.primary },
			{ [`& .${listItemTextClasses.secondary}`]: styles.secondary },
			styles.root,
			ownerState.inset && styles.inset,
			ownerState.primary && ownerState.secondary && styles.multiline,
			ownerState.dense && styles.dense
		];
	}
})({
	flex: "1 1 auto",
	minWidth: 0,
	marginTop: 4,
	marginBottom: 4,
	[`.${typographyClasses.root}:where(& .${listItemTextClasses.primary})`]: { display: "block" },
	[`.${typographyClasses.root}:where(& .${listItemTextClasses.secondary})`]: { display: "block" },
	variants: [{
		props: ({ ownerState }) => ownerState.primary && ownerState.secondary,
		style: {
			marginTop: 6,
			marginBottom: 6
		}
	}, {
		props: ({ ownerState }) => ownerState.inset,
		style: { paddingLeft: 56 }
	}]
});
var ListItemText = /*#__PURE__*/ import_react.forwardRef(function ListItemText(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListItemText"
	});
	const { children, className, disableTypography = false, inset = false, primary: primaryProp, secondary: secondaryProp, slots = {}, slotProps = {}, ...other } = props;
	const { dense } = import_react.useContext(ListContext);
	let primary = primaryProp != null ? primaryProp : children;
	let secondary = secondaryProp;
	const ownerState = {
		...props,
		disableTypography,
		inset,
		primary: !!primary,
		secondary: !!secondary,
		dense
	};
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		className: clsx(classes.root, className),
		elementType: ListItemTextRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		ownerState,
		ref
	});
	const [PrimarySlot, primarySlotProps] = useSlot("primary", {
		className: classes.primary,
		elementType: Typography,
		externalForwardedProps,
		ownerState
	});
	const [SecondarySlot, secondarySlotProps] = useSlot("secondary", {
		className: classes.secondary,
		elementType: Typography,
		externalForwardedProps,
		ownerState
	});
	if (primary != null && primary.type !== Typography && !disableTypography) primary = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PrimarySlot, {
		variant: dense ? "body2" : "body1",
		component: primarySlotProps?.variant ? void 0 : "span",
		...primarySlotProps,
		children: primary
	});
	if (secondary != null && secondary.type !== Typography && !disableTypography) secondary = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(SecondarySlot, {
		variant: "body2",
		color: "textSecondary",
		...secondarySlotProps,
		children: secondary
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootSlotProps,
		children: [primary, secondary]
	});
});
export { ListItemText as t };
