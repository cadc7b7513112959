import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as useOwnerCompany } from "./owner-company-CcOOZMXQ.js";
import { t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { A as ZUserCreateSchema, j as ZUserUpdateSchema } from "./src-Bti_6Flz.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { a as USERS_QUERY_KEY, i as userFormSteps, r as userFormFields, s as useUserRecord } from "./user-fields-BLStKWb8.js";
// src/features/users/api/create-user.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Name, type, company, role, e-mail, password (+ confirmation), isActive, isAdmin, canDeleteItself. */
var createUserInputSchema = ZUserCreateSchema;
/** POST /api/users { user } */
var createUser = (user) => api.post("/users", { user });
var useCreateUser = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createUser,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY })
	});
};
// src/features/users/api/update-user.ts
/** As the creation, with the id; an empty password keeps the current one. */
var updateUserInputSchema = ZUserUpdateSchema;
/** PUT /api/users { user } (id inside) */
var updateUser = (user) => api.put("/users", { user });
var useUpdateUser = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateUser,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY })
	});
};
// src/features/users/components/user-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
/** settings/user/{id?}: two steps ('Dados do usuário', 'Dados de acesso'); Cadastrar without an id, Salvar with one. */
var UserEdit = ({ id }) => {
	const t = useT();
	const { actor, isAdmin, canChooseCompany, prepare } = useOwnerCompany();
	const isEdit = id !== void 0;
	const isSelf = isEdit && actor?.id === id;
	const mode = isEdit ? "update" : "create";
	const form = {
		fields: (0, import_react.useMemo)(() => userFormFields(t, {
			isAdministrator: isAdmin,
			canChooseCompany,
			isSelf,
			mode
		}), [
			t,
			isAdmin,
			canChooseCompany,
			isSelf,
			mode
		]),
		steps: (0, import_react.useMemo)(() => userFormSteps(t), [t]),
		header: isSelf ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
			severity: "info",
			sx: { mb: 2 },
			children: [
				t("users.hints.ownAccess"),
				" ",
				t("users.hints.ownPassword")
			]
		}) : null,
		schemas: {
			create: createUserInputSchema,
			update: updateUserInputSchema
		},
		mutations: {
			create: useCreateUser(),
			update: useUpdateUser()
		},
		isAdmin,
		prepare
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: useUserRecord(id),
		listPath: "/settings/users",
		texts: "users",
		heading: "section",
		recordTitle: (user) => user.name,
		form
	});
};
// src/app/routes/app/settings/user.tsx
/** settings/user/{id?}: create without an id, edit with one (the route accepts digits only). */
var UserRoute = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserEdit, { id: id ? Number(id) : void 0 }, id ?? "new");
};
export { UserRoute as Component };
