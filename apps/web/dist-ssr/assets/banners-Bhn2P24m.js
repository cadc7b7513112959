import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { a as bannersResource, n as bannerDetailFields, t as bannerColumns } from "./banner-fields-D70_fIL6.js";
import { r as api } from "./api-client-BaaCRxO6.js";
// src/features/banners/api/reorder-banner.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** PUT /api/banners/reorder { banner: { id, position } }: moves it to `position` (1 = first); the others are renumbered. */
var reorderBanner = (move) => api.put("/banners/reorder", { banner: move });
// src/features/banners/components/banners-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** banners: the app's banners with search (link), sort, export, details and Add / edit / delete by BANNER permissions. */
var BannersList = () => {
	const t = useT();
	const columns = (0, import_react.useMemo)(() => bannerColumns(t), [t]);
	const detailFields = (0, import_react.useMemo)(() => bannerDetailFields(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h4",
		component: "h1",
		sx: { mb: 2 },
		children: t("content.banners.title")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		resource: bannersResource,
		title: t("content.banners.title"),
		hideTitle: true,
		columns,
		createPath: "/banner",
		editPath: (banner) => `/banner/${banner.id}`,
		details: {
			fields: detailFields,
			title: () => t("content.banners.detailsTitle")
		},
		onRowsReorder: (_rows, { row, position }) => reorderBanner({
			id: row.id,
			position
		}),
		storageKey: "banners"
	})] });
};
// src/app/routes/app/banners.tsx
var Route = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BannersList, {});
export { Route as Component };
