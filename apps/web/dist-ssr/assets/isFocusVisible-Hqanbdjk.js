import "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-C7IRH6v5.js";
import { g as useTheme$1 } from "./createTheme-B7woXV_m.js";
import { s as defaultTheme } from "./capitalize-BLsbwJWM.js";
require_react();
function useTheme() {
	const theme = useTheme$1(defaultTheme);
	return theme["$$material"] || theme;
}
// ../../node_modules/@mui/utils/isFocusVisible/isFocusVisible.mjs
/**
* Returns a boolean indicating if the event's target has :focus-visible
*/
function isFocusVisible(element) {
	try {
		return element.matches(":focus-visible");
	} catch (error) {}
	return false;
}
export { useTheme as n, isFocusVisible as t };
