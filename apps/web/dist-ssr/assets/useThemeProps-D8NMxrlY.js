import { g as useTheme } from "./createTheme-B7woXV_m.js";
import { d as createStyled } from "./capitalize-BLsbwJWM.js";
import { t as getThemeProps } from "./getThemeProps-BRSMPW-p.js";
// ../../node_modules/@mui/system/styled/styled.mjs
var styled = createStyled();
// ../../node_modules/@mui/system/useThemeProps/useThemeProps.mjs
function useThemeProps(params) {
	const { props, name, defaultTheme, themeId } = params;
	let theme = useTheme(defaultTheme);
	if (themeId) theme = theme[themeId] || theme;
	return getThemeProps({
		theme,
		name,
		props
	});
}
export { styled as n, useThemeProps as t };
