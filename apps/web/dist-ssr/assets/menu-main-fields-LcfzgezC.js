import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { M as IMAGE_SIZES } from "./i18n-CO41xELr.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import "./src-Bti_6Flz.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { i as imageLinkContent } from "./content-fields-BduXBY2D.js";
// src/features/menu-mains/api/delete-menu-main.ts
/** DELETE /api/menuMains?id= */
var deleteMenuMain = (id) => api.delete("/menuMains", { params: { id } });
// src/features/menu-mains/api/get-menu-main.ts
/** GET /api/menuMains/{id} */
var getMenuMain = (id, signal) => api.get(`/menuMains/${id}`, { signal });
var menuMainQueryOptions = (id) => queryOptions({
	queryKey: [
		"menuMains",
		"detail",
		id
	],
	queryFn: ({ signal }) => getMenuMain(id, signal)
});
/** The main menu being edited (nothing to load when creating). */
var useMenuMain = (id) => useQuery({
	...menuMainQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/menu-mains/api/get-menu-mains.ts
/** Every menuMains query lives under this key; saving or deleting refreshes it. */
var MENU_MAINS_QUERY_KEY = ["menuMains"];
/** GET /api/menuMains: searchTerm (link), paging and sorting (id, link, dtRegister, dtUpdate). */
var getMenuMains = (params, signal) => api.get("/menuMains", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource: list, details, delete, export and the MENUMAIN permissions. */
var menuMainsResource = {
	queryKey: MENU_MAINS_QUERY_KEY,
	list: getMenuMains,
	get: getMenuMain,
	remove: deleteMenuMain,
	exportPath: "/api/menuMains",
	permissions: {
		list: "MENUMAIN:LIST",
		create: "MENUMAIN:CREATE",
		update: "MENUMAIN:UPDATE",
		delete: "MENUMAIN:DELETE"
	}
};
// src/features/menu-mains/components/menu-main-fields.ts
/** Main menu (section 3): image required, 316x394 suggested; optional link. */
var MENU_MAIN = imageLinkContent(IMAGE_SIZES.menuMain);
/** The one-step form. */
var menuMainFormFields = MENU_MAIN.formFields;
/** The details panel: the form's fields plus the dates. */
var menuMainDetailFields = MENU_MAIN.detailFields;
var menuMainColumns = MENU_MAIN.columns;
export { menuMainsResource as a, MENU_MAINS_QUERY_KEY as i, menuMainDetailFields as n, useMenuMain as o, menuMainFormFields as r, menuMainColumns as t };
