import { r as Outlet, t as Link } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { a as Footer, i as AppBar, n as MAIN_CONTENT_ID, o as Toolbar, r as SkipLink, t as RouteGuard } from "./route-guard-ia9agy7a.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button, N as systemNameOf, P as useAppConfig } from "../entry-server.js";
import { l as useUser } from "./auth-6sNTiVR1.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as Logo } from "./logo-CU0rlhG8.js";
import { t as ScrollToTop } from "./scroll-to-top-BBsv8Z7W.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as useHostRule } from "./hosts-BzUBf0HP.js";
import { t as useRouteHandle } from "./route-handle-1wILHa62.js";
import { t as DefaultTitle } from "./seo-BoYPxWnm.js";
// src/components/layout/public-layout.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Below this width the header shows the logo's icon only (its link still names the system). */
var PHONE_NAME_FROM_PX = 480;
var navButtonSx = {
	whiteSpace: "nowrap",
	flexShrink: 0,
	[`@media (max-width: 479.95px)`]: {
		textTransform: "none",
		fontSize: "0.8125rem",
		px: 1,
		minWidth: 0
	}
};
/**
* Frame of the public pages (directory, partner pages, registration): header with the logo (to the
* directory) and links to registration and the partner area. Pages lay out their own width (the
* home's hero is full-bleed; others use a Container).
*/
var PublicLayout = ({ children }) => {
	const t = useT();
	const user = useUser();
	const systemName = systemNameOf(useAppConfig());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			minHeight: "100vh",
			display: "flex",
			flexDirection: "column",
			bgcolor: "background.default"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SkipLink, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollToTop, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppBar, {
				position: "sticky",
				component: "header",
				elevation: 0,
				sx: {
					bgcolor: "background.paper",
					color: "text.primary",
					borderBottom: 1,
					borderColor: "divider"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Toolbar, {
					sx: {
						gap: 1,
						px: {
							xs: 1.5,
							sm: 2
						},
						minWidth: 0
					},
					children: [user ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logo, { nameFrom: PHONE_NAME_FROM_PX }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: Link,
						to: "/",
						"aria-label": `${systemName} – ${t("directory.nav.find")}`,
						sx: {
							display: "inline-flex",
							textDecoration: "none",
							borderRadius: 1,
							flexShrink: 0
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logo, { nameFrom: PHONE_NAME_FROM_PX })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "nav",
						"aria-label": t("directory.nav.label"),
						sx: {
							ml: "auto",
							display: "flex",
							flexWrap: "nowrap",
							gap: {
								xs: .5,
								sm: 1
							},
							minWidth: 0
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							component: Link,
							to: "/company_register",
							size: "small",
							sx: navButtonSx,
							children: t("directory.nav.register")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							component: Link,
							to: "/login",
							size: "small",
							variant: "outlined",
							sx: navButtonSx,
							children: t("directory.nav.login")
						})]
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "main",
				id: MAIN_CONTENT_ID,
				tabIndex: -1,
				sx: {
					flexGrow: 1,
					outline: "none"
				},
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footer, {})
		]
	});
};
// src/app/routes/public/root.tsx
/** Public pages (directory, partner pages, registration): no login; public host (registration: its own host). */
/** The directory and partner pages write their own <head> (PageHead); the others show the system name. */
var OWN_HEAD = /* @__PURE__ */ new Set([
	"homepage",
	"{uf}",
	"{uf}/{municipio}",
	"{uf}/{municipio}/{nome}/{id}",
	"partnersdetails/{id}"
]);
var PublicRoot = () => {
	const handle = useRouteHandle();
	useHostRule(handle?.name === "company_register" ? "register" : "public");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PublicLayout, { children: [handle && OWN_HEAD.has(handle.name) ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DefaultTitle, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteGuard, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {}) })] });
};
export { PublicRoot as Component };
