import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { c as useLocation, r as Outlet } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as Grid } from "./Grid-DsLDGtwT.js";
import { t as List } from "./List-ByDWwFbV.js";
import { a as itemTarget, n as buildSettingsMenu, o as ListItemButton, s as ListItemIcon } from "./navigation-BDgX5clr.js";
import { t as ListItemText } from "./ListItemText-DbNOXjsM.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { ut as useAccessContext } from "../entry-server.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as useRouteHandle } from "./route-handle-1wILHa62.js";
import { a as filterMenu, r as activeItemId } from "./layout-context-D7RH0oot.js";
// src/components/layout/settings-menu-match.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var SETTINGS_ROOT = "/settings";
/**
* The settings entry to highlight for `path` (the page's menuUrl or its pathname): the entry with
* the longest url that `path` is or lies under. The area's own entry ('/settings', Personalização)
* is a prefix of every settings page, so it matches only itself; a page whose entry the user does
* not see highlights nothing.
*/
var activeSettingsItemId = (items, path) => {
	if (path === SETTINGS_ROOT) return items.find((item) => item.url === SETTINGS_ROOT)?.id ?? null;
	return activeItemId(items.filter((item) => item.url !== SETTINGS_ROOT), path);
};
// src/components/layout/settings-layout.tsx
var import_jsx_runtime = require_jsx_runtime();
var SettingsLayout = ({ items, children }) => {
	const t = useT();
	const access = useAccessContext();
	const { pathname } = useLocation();
	const handle = useRouteHandle();
	const visible = access ? filterMenu(items, access) : [];
	const activeId = activeSettingsItemId(visible, handle?.menuUrl ?? pathname);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h4",
		component: "h1",
		sx: { mb: 3 },
		children: t("settingsArea.title")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
		container: true,
		spacing: 3,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
			size: {
				xs: 12,
				md: 3
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				component: "nav",
				"aria-label": t("settingsArea.menuLabel"),
				variant: "outlined",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
					component: "div",
					disablePadding: true,
					children: visible.map((item) => {
						const Icon = item.icon;
						const selected = item.id === activeId;
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItemButton, {
							...itemTarget(item),
							selected,
							"aria-current": selected ? "page" : void 0,
							children: [Icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
								sx: {
									minWidth: 36,
									color: selected ? "primary.main" : void 0
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { fontSize: "small" })
							}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
								primary: item.title,
								slotProps: { primary: { sx: { fontWeight: selected ? 600 : 400 } } }
							})]
						}, item.id);
					})
				})
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
			size: {
				xs: 12,
				md: 9
			},
			children
		})]
	})] });
};
// src/app/routes/app/settings/root.tsx
/** The 'Configurações' frame around the settings routes. */
var SettingsRoot = () => {
	const t = useT();
	const items = (0, import_react.useMemo)(() => buildSettingsMenu(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsLayout, {
		items,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
	});
};
export { SettingsRoot as Component };
