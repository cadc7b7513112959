import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { c as useSelectedOwnerId, u as useMutation } from "./auth-6sNTiVR1.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { O as useQueryClient, n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { M as ZCompanyLineCreateSchema, N as ZCompanyLineUpdateSchema } from "./src-Bti_6Flz.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { n as companyLineFormFields, r as COMPANY_LINES_QUERY_KEY } from "./company-line-fields-5o-aRgpH.js";
// src/features/company-lines/api/create-company-line.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var createCompanyLineInputSchema = ZCompanyLineCreateSchema;
/** POST /api/companyLines { companyLine } (409 when the company already has the line). */
var createCompanyLine = (companyLine) => api.post("/companyLines", { companyLine });
var useCreateCompanyLine = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createCompanyLine,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_LINES_QUERY_KEY })
	});
};
// src/features/company-lines/api/get-company-line.ts
/** GET /api/companyLines/{id} */
var getCompanyLine = (id, signal) => api.get(`/companyLines/${id}`, { signal });
var companyLineQueryOptions = (id) => queryOptions({
	queryKey: [
		...COMPANY_LINES_QUERY_KEY,
		"detail",
		id
	],
	queryFn: ({ signal }) => getCompanyLine(id, signal)
});
/** The link being edited (nothing to load when adding). */
var useCompanyLine = (id) => useQuery({
	...companyLineQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/company-lines/api/update-company-line.ts
var updateCompanyLineInputSchema = ZCompanyLineUpdateSchema;
/** PUT /api/companyLines { companyLine } (id inside). */
var updateCompanyLine = (companyLine) => api.put("/companyLines", { companyLine });
var useUpdateCompanyLine = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateCompanyLine,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_LINES_QUERY_KEY })
	});
};
// src/features/company-lines/components/company-line-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* companyLine/{id?}: add a product line to one of the user's companies (Cadastrar), or change it
* (Salvar); the company then waits for approval again, as the notice says.
*/
var CompanyLineEdit = ({ id }) => {
	const t = useT();
	const ownerId = useSelectedOwnerId();
	const [openedAt] = (0, import_react.useState)(() => Date.now());
	const companyLine = useCompanyLine(id);
	const mutations = {
		create: useCreateCompanyLine(),
		update: useUpdateCompanyLine()
	};
	const currentLineId = companyLine.data?.lineId;
	const fields = (0, import_react.useMemo)(() => companyLineFormFields(t, {
		defaultCompanyId: ownerId && ownerId > 0 ? ownerId : null,
		currentLineId,
		openedAt
	}), [
		t,
		ownerId,
		currentLineId,
		openedAt
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: companyLine,
		listPath: "/companyLines",
		texts: "companyLines",
		recordTitle: (record) => record.line.name,
		form: {
			fields,
			header: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				sx: { mb: 2 },
				children: t("companies.pendingInfo")
			}),
			schemas: {
				create: createCompanyLineInputSchema,
				update: updateCompanyLineInputSchema
			},
			mutations
		}
	});
};
// src/app/routes/app/company-line.tsx
/** companyLine/{id?}: add without an id, change with one (the route accepts digits only). */
var CompanyLineRoute = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyLineEdit, { id: id ? Number(id) : void 0 }, id ?? "new");
};
export { CompanyLineRoute as Component };
