import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { a as menuSecondarysResource, n as menuSecondaryDetailFields, t as menuSecondaryColumns } from "./menu-secondary-fields-DU8doYzF.js";
import { r as api } from "./api-client-BaaCRxO6.js";
// src/features/menu-secondarys/api/reorder-menu-secondary.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** PUT /api/menuSecondarys/reorder { menuSecondary: { id, position } }: moves it to `position` (1 = first); the others are renumbered. */
var reorderMenuSecondary = (move) => api.put("/menuSecondarys/reorder", { menuSecondary: move });
// src/features/menu-secondarys/components/menu-secondarys-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** menuSecondarys: the app's secondary menus with search (title, link), sort, export, details and Add / edit / delete by MENUSECONDARY permissions. */
var MenuSecondarysList = () => {
	const t = useT();
	const columns = (0, import_react.useMemo)(() => menuSecondaryColumns(t), [t]);
	const detailFields = (0, import_react.useMemo)(() => menuSecondaryDetailFields(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h4",
		component: "h1",
		sx: { mb: 2 },
		children: t("content.menuSecondarys.title")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		resource: menuSecondarysResource,
		title: t("content.menuSecondarys.title"),
		hideTitle: true,
		columns,
		createPath: "/menuSecondary",
		editPath: (menuSecondary) => `/menuSecondary/${menuSecondary.id}`,
		details: {
			fields: detailFields,
			title: (menu) => menu.title || t("content.menuSecondarys.detailsTitle")
		},
		onRowsReorder: (_rows, { row, position }) => reorderMenuSecondary({
			id: row.id,
			position
		}),
		storageKey: "menuSecondarys"
	})] });
};
// src/app/routes/app/menu-secondarys.tsx
var Route = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuSecondarysList, {});
export { Route as Component };
