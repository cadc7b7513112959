import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { a as withContentDates, n as contentLinkField, r as contentPositionColumn, t as contentLinkAndDateColumns } from "./content-fields-BduXBY2D.js";
// src/features/menu-secondarys/api/delete-menu-secondary.ts
/** DELETE /api/menuSecondarys?id= */
var deleteMenuSecondary = (id) => api.delete("/menuSecondarys", { params: { id } });
// src/features/menu-secondarys/api/get-menu-secondary.ts
/** GET /api/menuSecondarys/{id} */
var getMenuSecondary = (id, signal) => api.get(`/menuSecondarys/${id}`, { signal });
var menuSecondaryQueryOptions = (id) => queryOptions({
	queryKey: [
		"menuSecondarys",
		"detail",
		id
	],
	queryFn: ({ signal }) => getMenuSecondary(id, signal)
});
/** The secondary menu being edited (nothing to load when creating). */
var useMenuSecondary = (id) => useQuery({
	...menuSecondaryQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/menu-secondarys/api/get-menu-secondarys.ts
/** Every menuSecondarys query lives under this key; saving or deleting refreshes it. */
var MENU_SECONDARYS_QUERY_KEY = ["menuSecondarys"];
/** GET /api/menuSecondarys: searchTerm (link), paging and sorting (id, link, dtRegister, dtUpdate). */
var getMenuSecondarys = (params, signal) => api.get("/menuSecondarys", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource: list, details, delete, export and the MENUSECONDARY permissions. */
var menuSecondarysResource = {
	queryKey: MENU_SECONDARYS_QUERY_KEY,
	list: getMenuSecondarys,
	get: getMenuSecondary,
	remove: deleteMenuSecondary,
	exportPath: "/api/menuSecondarys",
	permissions: {
		list: "MENUSECONDARY:LIST",
		create: "MENUSECONDARY:CREATE",
		update: "MENUSECONDARY:UPDATE",
		delete: "MENUSECONDARY:DELETE"
	}
};
// src/features/menu-secondarys/components/menu-secondary-fields.ts
/** The secondary menu form (section 3: title required; optional link). */
var menuSecondaryFormFields = (t) => [{
	property: "title",
	type: "string",
	label: t("content.common.title"),
	required: true,
	width: 12
}, contentLinkField(t)];
/** The details panel: the form's fields plus the dates. */
var menuSecondaryDetailFields = (t) => withContentDates(t, menuSecondaryFormFields(t));
var menuSecondaryColumns = (t) => [
	contentPositionColumn(t),
	{
		key: "title",
		label: t("content.common.title"),
		minWidth: 160
	},
	...contentLinkAndDateColumns(t)
];
export { menuSecondarysResource as a, MENU_SECONDARYS_QUERY_KEY as i, menuSecondaryDetailFields as n, useMenuSecondary as o, menuSecondaryFormFields as r, menuSecondaryColumns as t };
