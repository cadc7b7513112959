import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { M as IMAGE_SIZES } from "./i18n-CO41xELr.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import "./src-Bti_6Flz.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
// src/features/lines/api/delete-line.ts
/** DELETE /api/lines?id= (the server refuses when a company would be left without a line). */
var deleteLine = (id) => api.delete("/lines", { params: { id } });
// src/features/lines/api/get-line.ts
/** GET /api/lines/{id} */
var getLine = (id, signal) => api.get(`/lines/${id}`, { signal });
var lineQueryOptions = (id) => queryOptions({
	queryKey: [
		"lines",
		"detail",
		id
	],
	queryFn: ({ signal }) => getLine(id, signal)
});
/** The line being edited (nothing to load when creating). */
var useLine = (id) => useQuery({
	...lineQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/lines/api/get-lines.ts
/** Every lines query lives under this key; saving or deleting refreshes it. */
var LINES_QUERY_KEY = ["lines"];
/** GET /api/lines: searchTerm, paging and sorting (name, dtRegister, dtUpdate). */
var getLines = (params, signal) => api.get("/lines", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource: list, details, delete, export and the LINE permissions. */
var linesResource = {
	queryKey: LINES_QUERY_KEY,
	list: getLines,
	get: getLine,
	remove: deleteLine,
	exportPath: "/api/lines",
	permissions: {
		list: "LINE:LIST",
		create: "LINE:CREATE",
		update: "LINE:UPDATE",
		delete: "LINE:DELETE"
	}
};
// src/features/lines/components/line-fields.ts
/** The one-step line form (section 3: name shown as Título, icon 24x24 suggested). */
var lineFormFields = (t) => [{
	property: "name",
	type: "string",
	label: t("lines.fields.name"),
	required: true,
	maxLength: 120,
	width: 12
}, {
	property: "icon",
	type: "photo",
	label: t("lines.fields.icon"),
	imageSize: IMAGE_SIZES.icon
}];
/** The details panel: the form's fields plus the dates. */
var lineDetailFields = (t) => [
	...lineFormFields(t),
	{
		property: "dtRegister",
		type: "datetime",
		label: t("lines.fields.dtRegister")
	},
	{
		property: "dtUpdate",
		type: "datetime",
		label: t("lines.fields.dtUpdate")
	}
];
var lineColumns = (t) => [
	{
		key: "name",
		label: t("lines.fields.name"),
		minWidth: 160
	},
	{
		key: "icon",
		label: t("lines.fields.icon"),
		display: "image",
		sortable: false
	},
	{
		key: "dtRegister",
		label: t("lines.fields.dtRegister"),
		display: "date"
	},
	{
		key: "dtUpdate",
		label: t("lines.fields.dtUpdate"),
		display: "date"
	}
];
export { linesResource as a, LINES_QUERY_KEY as i, lineDetailFields as n, useLine as o, lineFormFields as r, lineColumns as t };
