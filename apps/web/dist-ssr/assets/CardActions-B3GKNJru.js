import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { f as generateUtilityClasses, m as clsx, p as generateUtilityClass } from "./createTheme-B7woXV_m.js";
import { c as composeClasses, i as styled, n as useDefaultProps } from "./capitalize-BLsbwJWM.js";
// ../../node_modules/@mui/material/CardActions/cardActionsClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getCardActionsUtilityClass(slot) {
	return generateUtilityClass("MuiCardActions", slot);
}
generateUtilityClasses("MuiCardActions", ["root", "spacing"]);
// ../../node_modules/@mui/material/CardActions/CardActions.mjs
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes, disableSpacing } = ownerState;
	return composeClasses({ root: ["root", !disableSpacing && "spacing"] }, getCardActionsUtilityClass, classes);
};
var CardActionsRoot = styled("div", {
	name: "MuiCardActions",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, !ownerState.disableSpacing && styles.spacing];
	}
})({
	display: "flex",
	alignItems: "center",
	padding: 8,
	variants: [{
		props: { disableSpacing: false },
		style: { "& > :not(style) ~ :not(style)": { marginLeft: 8 } }
	}]
});
var CardActions = /*#__PURE__*/ import_react.forwardRef(function CardActions(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCardActions"
	});
	const { disableSpacing = false, className, ...other } = props;
	const ownerState = {
		...props,
		disableSpacing
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(CardActionsRoot, {
		className: clsx(classes.root, className),
		ownerState,
		ref,
		...other
	});
});
export { CardActions as t };
