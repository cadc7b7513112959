import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { a as menuMainsResource, n as menuMainDetailFields, t as menuMainColumns } from "./menu-main-fields-LcfzgezC.js";
import { r as api } from "./api-client-BaaCRxO6.js";
// src/features/menu-mains/api/reorder-menu-main.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** PUT /api/menuMains/reorder { menuMain: { id, position } }: moves it to `position` (1 = first); the others are renumbered. */
var reorderMenuMain = (move) => api.put("/menuMains/reorder", { menuMain: move });
// src/features/menu-mains/components/menu-mains-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** menuMains: the app's main menus with search (link), sort, export, details and Add / edit / delete by MENUMAIN permissions. */
var MenuMainsList = () => {
	const t = useT();
	const columns = (0, import_react.useMemo)(() => menuMainColumns(t), [t]);
	const detailFields = (0, import_react.useMemo)(() => menuMainDetailFields(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h4",
		component: "h1",
		sx: { mb: 2 },
		children: t("content.menuMains.title")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		resource: menuMainsResource,
		title: t("content.menuMains.title"),
		hideTitle: true,
		columns,
		createPath: "/menuMain",
		editPath: (menuMain) => `/menuMain/${menuMain.id}`,
		details: {
			fields: detailFields,
			title: () => t("content.menuMains.detailsTitle")
		},
		onRowsReorder: (_rows, { row, position }) => reorderMenuMain({
			id: row.id,
			position
		}),
		storageKey: "menuMains"
	})] });
};
// src/app/routes/app/menu-mains.tsx
var Route = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuMainsList, {});
export { Route as Component };
