import { r as api } from "./api-client-BaaCRxO6.js";
import "./src-Bti_6Flz.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
// src/features/company-lines/api/delete-company-line.ts
/** DELETE /api/companyLines?id= (409 with the server's message when it is the company's last line). */
var deleteCompanyLine = (id) => api.delete("/companyLines", { params: { id } });
// src/features/company-lines/api/get-company-lines.ts
/** Every company-lines query lives under this key; saving or deleting refreshes it. */
var COMPANY_LINES_QUERY_KEY = ["company-lines"];
/** GET /api/companyLines: the lines of the user's companies (companyId, lineId filters; search, paging, sort). */
var getCompanyLines = (params, signal) => api.get("/companyLines", {
	params: toQueryParams(params),
	signal
});
/**
* The list engine's resource for one company (the selected owner) or, without one, for all the
* user's companies. Delete: the server refuses a company's last line (its message is shown).
*/
var companyLinesResource = (companyId) => ({
	queryKey: COMPANY_LINES_QUERY_KEY,
	list: (params, signal) => getCompanyLines(companyId ? {
		...params,
		filters: {
			...params.filters,
			companyId: String(companyId)
		}
	} : params, signal),
	remove: deleteCompanyLine,
	exportPath: "/api/companyLines",
	...companyId ? { baseParams: { companyId } } : {},
	permissions: {
		list: "COMPANYLINE:LIST",
		create: "COMPANYLINE:CREATE",
		update: "COMPANYLINE:UPDATE",
		delete: "COMPANYLINE:DELETE"
	}
});
// src/features/company-lines/api/get-company-options.ts
/** POST /api/login/user-owner-items: the companies the user may act for (the 'all' entry left out). */
var getCompanyOptions = async () => (await api.post("/login/user-owner-items")).filter((o) => o.id !== -1);
// src/features/company-lines/api/get-line-options.ts
/** GET /api/lines/list/newUser: every product line as { id, name } (the choices of the line field). */
var getLineOptions = async () => (await api.get("/lines/list/newUser")).data;
/** GET /api/companyLines/company/list?companyId=: the lines the company already has. */
var getLinesOfCompany = async (companyId) => (await api.get("/companyLines/company/list", { params: { companyId } })).data;
// src/features/company-lines/components/company-line-fields.ts
/**
* The line choices for a company: every line (GET /lines/list/newUser), the ones the company already
* has shown but disabled ('Moto (já associada)'), except the line being edited.
*/
var lineChoicesFor = async (t, companyId, currentLineId) => {
	const [all, linked] = await Promise.all([getLineOptions(), companyId ? getLinesOfCompany(Number(companyId)) : Promise.resolve([])]);
	const taken = new Set(linked.map((l) => l.id));
	return all.map((line) => {
		const disabled = taken.has(line.id) && line.id !== Number(currentLineId);
		return {
			value: line.id,
			label: disabled ? t("companyLines.alreadyLinked", { name: line.name }) : line.name,
			disabled
		};
	});
};
/** companyLine/{id?}: the company (one of the user's) and the product line. */
var companyLineFormFields = (t, options) => [{
	property: "companyId",
	type: "fk",
	label: t("companyLines.fields.company"),
	required: true,
	loadOptions: async () => (await getCompanyOptions()).map((c) => ({
		value: c.id,
		label: c.name
	})),
	...options.defaultCompanyId ? { defaultValue: options.defaultCompanyId } : {}
}, {
	property: "lineId",
	type: "fk",
	label: t("companyLines.fields.line"),
	required: true,
	loadOptions: (values) => lineChoicesFor(t, values.companyId, options.currentLineId),
	optionsDependOn: ["companyId"],
	optionsKey: [options.currentLineId ?? "new", options.openedAt]
}];
var companyLineColumns = (t, render) => [
	{
		key: "line",
		label: t("companyLines.fields.line"),
		minWidth: 160,
		render: render.line
	},
	{
		key: "company",
		label: t("companyLines.fields.company"),
		minWidth: 160
	},
	{
		key: "dtRegister",
		label: t("companyLines.fields.dtRegister"),
		display: "date"
	}
];
export { companyLinesResource as i, companyLineFormFields as n, COMPANY_LINES_QUERY_KEY as r, companyLineColumns as t };
