import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import "./src-Bti_6Flz.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { r as useCompany, t as COMPANIES_QUERY_KEY } from "./get-companies-BHEi5Ef4.js";
import { t as CompanyForm } from "./company-form-mPpTa1YF.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/companies/api/create-company.ts
/** POST /api/companys { company } (status pending unless given; with admin data it creates the company's administrator). */
var createCompany = (company) => api.post("/companys", { company });
var useCreateCompany = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createCompany,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY })
	});
};
// src/features/companies/api/update-company.ts
/** PUT /api/companys { company } (id inside). */
var updateCompany = (company) => api.put("/companys", { company });
var useUpdateCompany = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateCompany,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY })
	});
};
// src/features/companies/components/company-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
/** company/{id?}: the administrators' three-step company form. */
var CompanyEdit = ({ id }) => {
	const createCompany = useCreateCompany();
	const updateCompany = useUpdateCompany();
	const form = ({ record, isEdit, onSaved, onCancel }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyForm, {
		variant: "admin",
		id,
		record,
		onSave: (payload) => isEdit ? updateCompany.mutateAsync(payload) : createCompany.mutateAsync(payload),
		onSaved,
		onCancel
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: useCompany(id),
		listPath: "/companys",
		texts: "companies",
		recordTitle: (company) => company.name,
		framed: false,
		form
	});
};
// src/app/routes/app/company.tsx
/** company/{id?}: create without an id, edit with one (the route accepts digits only). */
var CompanyRoute = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CompanyEdit, { id: id ? Number(id) : void 0 }, id ?? "new");
};
export { CompanyRoute as Component };
