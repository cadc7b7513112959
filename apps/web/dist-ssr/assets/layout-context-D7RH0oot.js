import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { ct as isAllowed, k as useMediaQuery, ut as useAccessContext, w as useThemeSettings } from "../entry-server.js";
import { c as useLocation } from "./chunk-6KYCQHYJ-CV4t_1il.js";
// src/components/layout/menu/menu-model.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var menuGroup = (title, children, options = {}) => ({
	id: `MENU-GROUP-${title}`,
	type: "group",
	title,
	children,
	...options
});
var menuItem = (title, url, options = {}) => ({
	id: `MENU-${options.permissionKey ?? "NOPERMISSION"}-${url}`,
	type: "item",
	title,
	url,
	...options
});
var isContainer = (item) => item.type === "group" || item.type === "collapse";
/** The entries the user may see: permission and display condition pass; empty groups/collapses go. */
var filterMenu = (items, context) => items.flatMap((item) => {
	if (!isAllowed(item, context)) return [];
	if (!isContainer(item)) return [item];
	const children = filterMenu(item.children ?? [], context);
	return children.length > 0 ? [{
		...item,
		children
	}] : [];
});
/** True when `pathname` is `url` or below it. */
var isPathUnder = (url, pathname) => {
	if (!url) return false;
	if (url === "/") return pathname === "/";
	return pathname === url || pathname.startsWith(`${url}/`);
};
/** The chain [group, collapse…, item] of the entry whose url best (longest) matches `pathname`. */
var findMenuTrail = (items, pathname) => {
	let best = [];
	let bestLength = -1;
	const walk = (list, trail) => {
		for (const item of list) {
			const next = [...trail, item];
			if (item.type === "item" && isPathUnder(item.url, pathname) && (item.url?.length ?? 0) > bestLength) {
				best = next;
				bestLength = item.url?.length ?? 0;
			}
			if (item.children) walk(item.children, next);
		}
	};
	walk(items, []);
	return best;
};
/** The id of the best-matching item (the one to highlight), or null. */
var activeItemId = (items, pathname) => findMenuTrail(items, pathname).at(-1)?.id ?? null;
/** True when the collapse/group holds the active item. */
var containsItem = (item, id) => id !== null && (item.id === id || (item.children ?? []).some((child) => containsItem(child, id)));
// src/components/layout/layout-context.tsx
/**
* State shared by the authenticated layout's pieces: screen size (lg and up = desktop),
* drawer state, mini drawer, the filtered menus and the active entry.
*/
var import_jsx_runtime = require_jsx_runtime();
var LayoutContext = (0, import_react.createContext)(null);
var useLayout = () => {
	const context = (0, import_react.useContext)(LayoutContext);
	if (!context) throw new Error("useLayout must be used inside LayoutProvider");
	return context;
};
var LayoutProvider = ({ menuItems, profileItems, children }) => {
	const theme = useTheme();
	const isDesktop = useMediaQuery(theme.breakpoints.up("lg"));
	const { settings, setSetting } = useThemeSettings();
	const [mobileOpen, setMobileOpen] = (0, import_react.useState)(false);
	const access = useAccessContext();
	const { pathname } = useLocation();
	(0, import_react.useEffect)(() => {
		if (isDesktop) setMobileOpen(false);
	}, [isDesktop]);
	const isHorizontal = isDesktop && settings.menuOrientation === "horizontal";
	const isMini = isDesktop && !isHorizontal && settings.miniDrawer;
	const toggleDrawer = (0, import_react.useCallback)(() => {
		if (isDesktop) setSetting("miniDrawer", !settings.miniDrawer);
		else setMobileOpen((open) => !open);
	}, [
		isDesktop,
		setSetting,
		settings.miniDrawer
	]);
	const closeDrawerOnMobile = (0, import_react.useCallback)(() => {
		if (!isDesktop) setMobileOpen(false);
	}, [isDesktop]);
	const visibleMenu = (0, import_react.useMemo)(() => access ? filterMenu(menuItems, access) : [], [menuItems, access]);
	const visibleProfile = (0, import_react.useMemo)(() => access ? filterMenu(profileItems, access) : [], [profileItems, access]);
	const activeId = (0, import_react.useMemo)(() => activeItemId(visibleMenu, pathname), [visibleMenu, pathname]);
	const value = (0, import_react.useMemo)(() => ({
		isDesktop,
		isHorizontal,
		isMini,
		mobileOpen,
		toggleDrawer,
		closeDrawerOnMobile,
		menuItems: visibleMenu,
		profileItems: visibleProfile,
		activeId
	}), [
		isDesktop,
		isHorizontal,
		isMini,
		mobileOpen,
		toggleDrawer,
		closeDrawerOnMobile,
		visibleMenu,
		visibleProfile,
		activeId
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LayoutContext.Provider, {
		value,
		children
	});
};
export { filterMenu as a, menuItem as c, containsItem as i, useLayout as n, findMenuTrail as o, activeItemId as r, menuGroup as s, LayoutProvider as t };
