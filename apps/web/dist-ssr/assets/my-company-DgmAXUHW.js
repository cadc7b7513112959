import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as CompanyForm } from "./company-form-mPpTa1YF.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { L as useSnackbar, pt as useDialogs } from "../entry-server.js";
import { t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { r as useMyCompany, t as MY_COMPANIES_QUERY_KEY } from "./get-my-companies--CYnROxD.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/my-companies/api/create-my-company.ts
/** POST /api/companys/companyUsers/companysByUser { company }: the new company starts pending. */
var createMyCompany = (company) => api.post("/companys/companyUsers/companysByUser", { company });
var useCreateMyCompany = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createMyCompany,
		onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: MY_COMPANIES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ["owner"] })])
	});
};
// src/features/my-companies/api/update-my-company.ts
/** PUT /api/companys/companyUsers/companysByUser/{id} { company } (id inside too): the company goes back to pending. */
var updateMyCompany = (company) => api.put(`/companys/companyUsers/companysByUser/${String(company.id)}`, { company });
var useUpdateMyCompany = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateMyCompany,
		onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: MY_COMPANIES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ["owner"] })])
	});
};
// src/features/my-companies/components/my-company-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
var CANCELLED = Symbol("cancelled");
/**
* myCompany/{id?}: a company user's own company, created or changed through the company form. Before
* saving it warns that the status becomes 'Pendente' until the commercial sector approves it.
*/
var MyCompanyEdit = ({ id, Form }) => {
	const t = useT();
	const dialogs = useDialogs();
	const { showSnackbar } = useSnackbar();
	const createCompany = useCreateMyCompany();
	const updateCompany = useUpdateMyCompany();
	const isEdit = id !== void 0;
	const save = async (payload) => {
		if (!await dialogs.confirm({
			title: t("companies.pendingWarningTitle"),
			message: t("companies.pendingWarning")
		})) return CANCELLED;
		return isEdit ? updateCompany.mutateAsync(payload) : createCompany.mutateAsync(payload);
	};
	const form = ({ record, onSaved, onCancel }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Form, {
		variant: "owner",
		id,
		record,
		header: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "info",
			sx: { mb: 2 },
			children: t("companies.pendingInfo")
		}),
		onSave: save,
		onSaved: (result) => {
			if (result === CANCELLED) showSnackbar(MESSAGES.operationCancelled, {
				variant: "alert",
				severity: "info"
			});
			else onSaved();
		},
		onCancel
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: useMyCompany(id),
		listPath: "/myCompanys",
		texts: "companies",
		recordTitle: (company) => company.name,
		framed: false,
		retry: false,
		form
	});
};
// src/app/routes/app/my-company.tsx
/** myCompany/{id?}: the company user's own record, through the shared company form (composed here: features do not import each other). */
var MyCompanyRoute = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MyCompanyEdit, {
		id: id ? Number(id) : void 0,
		Form: CompanyForm
	}, id ?? "new");
};
export { MyCompanyRoute as Component };
