import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { L as PAGE_SIZES, W as USER_TYPES, X as MESSAGES } from "./i18n-CO41xELr.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import "./src-Bti_6Flz.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
// src/features/users/api/delete-user.ts
/** DELETE /api/users?id= (the user's sessions end at once). */
var deleteUser = (id) => api.delete("/users", { params: { id } });
// src/features/users/api/get-user.ts
/** GET /api/users/{id} */
var getUser = (id, signal) => api.get(`/users/${id}`, { signal });
var userQueryOptions = (id) => queryOptions({
	queryKey: [
		"users",
		"detail",
		id
	],
	queryFn: ({ signal }) => getUser(id, signal)
});
/** The user being edited (nothing to load when creating). */
var useUserRecord = (id) => useQuery({
	...userQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/users/api/get-users.ts
/** Every users query lives under this key; saving or deleting refreshes it. */
var USERS_QUERY_KEY = ["users"];
/** GET /api/users: searchTerm, paging, sorting and the filters type and isActive. */
var getUsers = (params, signal) => api.get("/users", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource: list, details, delete, export and the USER permissions. */
var usersResource = {
	queryKey: USERS_QUERY_KEY,
	list: getUsers,
	get: getUser,
	remove: deleteUser,
	exportPath: "/api/users",
	permissions: {
		list: "USER:LIST",
		create: "USER:CREATE",
		update: "USER:UPDATE",
		delete: "USER:DELETE"
	}
};
// src/features/users/api/get-company-options.ts
/**
* The company choices of the (administrators only) company field: POST /api/login/user-owner-items,
* which answers every company by name to administrators, without its 'all' entry (id -1).
*/
var getCompanyOptions = async () => {
	return (await api.post("/login/user-owner-items")).filter((owner) => owner.id > 0).map((owner) => ({
		value: owner.id,
		label: owner.name
	}));
};
// src/features/users/api/get-role-options.ts
/**
* The role choices of a user form, searched on the server as the user types:
* GET /api/roles?type=<the user's type>&searchTerm=… (section 6: the choices follow the type). A role
* must belong to no company or to the user's company, so when the company is known `forCompanyId`
* leaves the others out. No type chosen yet → no choices.
*/
var getRoleOptions = async (type, companyId, searchTerm = "") => {
	if (type !== "admin" && type !== "company") return [];
	return (await api.get("/roles", { params: {
		type,
		...typeof companyId === "number" ? { forCompanyId: companyId } : {},
		...searchTerm ? { searchTerm } : {},
		pageSize: PAGE_SIZES[PAGE_SIZES.length - 1],
		orderBy: "name",
		orderDirection: "asc"
	} })).data.map((role) => ({
		value: role.id,
		label: role.company ? `${role.name} (${role.company.name})` : role.name
	}));
};
// src/features/users/components/user-fields.tsx
var import_jsx_runtime = require_jsx_runtime();
/** User form steps (the domain's USER_FORM_STEPS): user data, access data. */
var userFormSteps = (t) => [t("users.steps.userData"), t("users.steps.accessData")];
/** The type choices: the admin option only for administrators (section 3). */
var userTypeOptions = (isAdministrator) => USER_TYPES.filter((type) => isAdministrator || type !== "admin").map((type) => ({
	value: type,
	label: MESSAGES.userType[type]
}));
/**
* The user form (section 3): step 1 name, type, company (administrators and staff), role (choices
* follow the type and the company), isActive, isAdmin (administrators only), canDeleteItself;
* step 2 e-mail and password with its confirmation (required on create, optional on edit).
*/
var userFormFields = (t, { isAdministrator, canChooseCompany = isAdministrator, isSelf = false, mode = "create" }) => [
	{
		property: "name",
		type: "string",
		label: t("users.fields.name"),
		required: true,
		step: 0
	},
	{
		property: "type",
		type: "options",
		label: t("users.fields.type"),
		required: true,
		step: 0,
		options: userTypeOptions(isAdministrator),
		defaultValue: isAdministrator ? void 0 : "company",
		disabled: isSelf
	},
	...canChooseCompany ? [{
		property: "companyId",
		type: "fk",
		label: t("users.fields.company"),
		step: 0,
		loadOptions: getCompanyOptions
	}] : [],
	{
		property: "roleId",
		type: "fk",
		label: t("users.fields.role"),
		step: 0,
		optionsDependOn: ["type", "companyId"],
		searchOptions: (values, searchTerm) => getRoleOptions(values.type, canChooseCompany ? values.companyId : void 0, searchTerm),
		helperText: t("users.hints.noRole"),
		disabled: isSelf
	},
	{
		property: "isActive",
		type: "boolean",
		label: t("users.fields.isActive"),
		step: 0,
		booleanLabels: MESSAGES.active,
		defaultValue: true,
		disabled: isSelf
	},
	{
		property: "isAdmin",
		type: "boolean",
		label: t("users.fields.isAdmin"),
		step: 0,
		showIfAdmin: true,
		booleanLabels: MESSAGES.yesNo,
		defaultValue: false,
		disabled: isSelf
	},
	{
		property: "canDeleteItself",
		type: "boolean",
		label: t("users.fields.canDeleteItself"),
		step: 0,
		booleanLabels: MESSAGES.yesNo,
		defaultValue: true
	},
	{
		property: "email",
		type: "string",
		inputType: "email",
		label: t("users.fields.email"),
		required: true,
		validations: ["email"],
		step: 1
	},
	...isSelf ? [] : [{
		property: "password",
		type: "string",
		inputType: "password",
		label: t("users.fields.password"),
		confirmLabel: t("users.fields.passwordConfirm"),
		required: true,
		strengthBar: true,
		step: 1,
		...mode === "update" ? { helperText: t("users.hints.passwordOnEdit") } : {}
	}]
];
/** The details panel: the form's fields (no password) plus the dates. */
var userDetailFields = (t, isAdministrator) => [
	...userFormFields(t, { isAdministrator }).filter((field) => field.property !== "password"),
	{
		property: "dtRegister",
		type: "datetime",
		label: t("users.fields.dtRegister"),
		step: 0
	},
	{
		property: "dtUpdate",
		type: "datetime",
		label: t("users.fields.dtUpdate"),
		step: 0
	}
];
var NONE = "—";
var typeFilterOptions = USER_TYPES.map((type) => ({
	value: type,
	label: MESSAGES.userType[type]
}));
var activeFilterOptions = [{
	value: "true",
	label: MESSAGES.active.true
}, {
	value: "false",
	label: MESSAGES.active.false
}];
/** List columns: name, e-mail, type, role, company, active (Ativo/Inativo); filters type and isActive. */
var userColumns = (t) => [
	{
		key: "name",
		label: t("users.fields.name"),
		minWidth: 160
	},
	{
		key: "email",
		label: t("users.fields.email"),
		minWidth: 180
	},
	{
		key: "type",
		label: t("users.fields.type"),
		render: (user) => MESSAGES.userType[user.type],
		filter: {
			type: "options",
			options: typeFilterOptions
		}
	},
	{
		key: "role",
		label: t("users.fields.role"),
		sortable: false,
		render: (user) => user.role?.name ?? NONE
	},
	{
		key: "company",
		label: t("users.fields.company"),
		sortable: false,
		render: (user) => user.company?.name ?? NONE
	},
	{
		key: "isActive",
		label: t("users.fields.isActive"),
		render: (user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			size: "small",
			variant: "outlined",
			color: user.isActive ? "success" : "default",
			label: MESSAGES.active[`${user.isActive}`]
		}),
		filter: {
			type: "options",
			options: activeFilterOptions
		}
	}
];
export { USERS_QUERY_KEY as a, userFormSteps as i, userDetailFields as n, usersResource as o, userFormFields as r, useUserRecord as s, userColumns as t };
