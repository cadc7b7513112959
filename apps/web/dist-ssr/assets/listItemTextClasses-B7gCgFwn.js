import { f as generateUtilityClasses, p as generateUtilityClass } from "./createTheme-B7woXV_m.js";
// ../../node_modules/@mui/material/ListItemIcon/listItemIconClasses.mjs
function getListItemIconUtilityClass(slot) {
	return generateUtilityClass("MuiListItemIcon", slot);
}
var listItemIconClasses = generateUtilityClasses("MuiListItemIcon", ["root", "alignItemsFlexStart"]);
// ../../node_modules/@mui/material/ListItemText/listItemTextClasses.mjs
function getListItemTextUtilityClass(slot) {
	return generateUtilityClass("MuiListItemText", slot);
}
var listItemTextClasses = generateUtilityClasses("MuiListItemText", [
	"root",
	"multiline",
	"dense",
	"inset",
	"primary",
	"secondary"
]);
export { listItemIconClasses as i, listItemTextClasses as n, getListItemIconUtilityClass as r, getListItemTextUtilityClass as t };
