import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Breadcrumbs$1 } from "./Breadcrumbs-D5d56PRj.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { c as useLocation } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as DEFAULT_PRIVATE_PATH } from "./auth-6sNTiVR1.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as useRouteHandle } from "./route-handle-1wILHa62.js";
import { t as Link } from "./link-BSdpJeRH.js";
import { n as useLayout, o as findMenuTrail } from "./layout-context-D7RH0oot.js";
// ../../node_modules/@mui/icons-material/NavigateNext.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var NavigateNext_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" }), "NavigateNext");
// src/components/layout/breadcrumbs.tsx
/**
* Breadcrumb (section 2): Início, then the matching menu entry (with its group), then extra items
* (the route's own title when it is not a menu entry, and whatever the page adds).
*/
var ExtrasContext = (0, import_react.createContext)([]);
var SetExtrasContext = (0, import_react.createContext)(null);
var BreadcrumbExtrasProvider = ({ children }) => {
	const [extras, setExtras] = (0, import_react.useState)([]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SetExtrasContext.Provider, {
		value: setExtras,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExtrasContext.Provider, {
			value: extras,
			children
		})
	});
};
/** Pages add their own trailing crumbs: `useBreadcrumbExtras([{ title: 'Editar' }])`. */
var useBreadcrumbExtras = (items) => {
	const setExtras = (0, import_react.useContext)(SetExtrasContext);
	const key = JSON.stringify(items);
	(0, import_react.useEffect)(() => {
		if (!setExtras) return;
		setExtras(JSON.parse(key));
		return () => setExtras([]);
	}, [key, setExtras]);
};
var Breadcrumbs = () => {
	const t = useT();
	const { pathname } = useLocation();
	const { menuItems } = useLayout();
	const handle = useRouteHandle();
	const extras = (0, import_react.useContext)(ExtrasContext);
	const crumbs = findMenuTrail(menuItems, handle?.menuUrl ?? pathname).filter((entry) => entry.type !== "group" && entry.url !== "/dashboard").map((entry) => ({
		title: entry.title,
		...entry.type === "item" && entry.url ? { to: entry.url } : {}
	}));
	const routeTitle = handle ? t(handle.titleKey) : null;
	if (routeTitle && crumbs.at(-1)?.title !== routeTitle && pathname !== "/dashboard") crumbs.push({ title: routeTitle });
	crumbs.push(...extras);
	const all = [{
		title: t("layout.breadcrumbHome"),
		to: DEFAULT_PRIVATE_PATH
	}, ...crumbs];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Breadcrumbs$1, {
		"aria-label": t("layout.breadcrumb"),
		separator: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigateNext_default, { fontSize: "small" }),
		sx: { mb: 2 },
		children: all.map((crumb, index) => {
			const last = index === all.length - 1;
			if (last || !crumb.to) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: last ? "text.primary" : "text.secondary",
				"aria-current": last ? "page" : void 0,
				children: crumb.title
			}, `${crumb.title}-${index}`);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: crumb.to,
				color: "inherit",
				children: crumb.title
			}, `${crumb.title}-${index}`);
		})
	});
};
export { Breadcrumbs as n, useBreadcrumbExtras as r, BreadcrumbExtrasProvider as t };
