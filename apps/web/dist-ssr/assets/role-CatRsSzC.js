import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as useOwnerCompany } from "./owner-company-CcOOZMXQ.js";
import { t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { O as ZRoleCreateSchema, k as ZRoleUpdateSchema } from "./src-Bti_6Flz.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { a as ROLES_QUERY_KEY, i as roleFormSteps, r as roleFormFields, s as useRole } from "./role-fields-CqE6RBCb.js";
// src/features/roles/api/create-role.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Name, type, company (administrators) and the FEATURE:ACTION keys valid for the type. */
var createRoleInputSchema = ZRoleCreateSchema;
/** POST /api/roles { role } */
var createRole = (role) => api.post("/roles", { role });
var useCreateRole = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createRole,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY })
	});
};
// src/features/roles/api/update-role.ts
/** As the creation, with the id (a role in use keeps its type: 409). */
var updateRoleInputSchema = ZRoleUpdateSchema;
/** PUT /api/roles { role } (id inside) */
var updateRole = (role) => api.put("/roles", { role });
var useUpdateRole = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateRole,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY })
	});
};
// src/features/roles/components/role-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
/** settings/role/{id?}: two steps ('Nome do perfil', 'Acessos'); Cadastrar without an id, Salvar with one. */
var RoleEdit = ({ id }) => {
	const t = useT();
	const { isAdmin, canChooseCompany, prepare } = useOwnerCompany();
	const form = {
		fields: (0, import_react.useMemo)(() => roleFormFields(t, {
			isAdministrator: isAdmin,
			canChooseCompany
		}), [
			t,
			isAdmin,
			canChooseCompany
		]),
		steps: (0, import_react.useMemo)(() => roleFormSteps(t), [t]),
		schemas: {
			create: createRoleInputSchema,
			update: updateRoleInputSchema
		},
		mutations: {
			create: useCreateRole(),
			update: useUpdateRole()
		},
		isAdmin,
		prepare
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: useRole(id),
		listPath: "/settings/roles",
		texts: "roles",
		heading: "section",
		recordTitle: (role) => role.name,
		form
	});
};
// src/app/routes/app/settings/role.tsx
/** settings/role/{id?}: create without an id, edit with one (the route accepts digits only). */
var RoleRoute = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoleEdit, { id: id ? Number(id) : void 0 }, id ?? "new");
};
export { RoleRoute as Component };
