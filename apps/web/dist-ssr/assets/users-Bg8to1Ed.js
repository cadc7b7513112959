import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { l as useUser } from "./auth-6sNTiVR1.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { i as userFormSteps, n as userDetailFields, o as usersResource, t as userColumns } from "./user-fields-BLStKWb8.js";
// src/features/users/components/users-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Section 4 and 6: only administrators edit or delete rows without a company and rows of
* administrators or admin-type users (the server's rule); others only their companies' users.
*/
var canChangeUserRow = (actor, row) => actor !== null && (actor.isAdmin || row.companyId !== null && row.type !== "admin" && !row.isAdmin);
/** Nobody deletes themselves here (that is 'Excluir minha conta' in Meu Perfil). */
var canDeleteUserRow = (actor, row) => canChangeUserRow(actor, row) && actor?.id !== row.id;
/** settings/users: search, sort, filters type and situation, export, details and Add / edit / delete by USER permissions. */
var UsersList = () => {
	const t = useT();
	const actor = useUser();
	const isAdministrator = actor?.isAdmin === true;
	const columns = (0, import_react.useMemo)(() => userColumns(t), [t]);
	const detailFields = (0, import_react.useMemo)(() => userDetailFields(t, isAdministrator), [t, isAdministrator]);
	const steps = (0, import_react.useMemo)(() => userFormSteps(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h5",
		component: "h2",
		sx: { mb: 2 },
		children: t("users.title")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		resource: usersResource,
		title: t("users.title"),
		hideTitle: true,
		columns,
		filterRow: true,
		createPath: "/settings/user",
		editPath: (user) => `/settings/user/${user.id}`,
		canEditRow: (user) => canChangeUserRow(actor, user),
		canDeleteRow: (user) => canDeleteUserRow(actor, user),
		details: {
			fields: detailFields,
			steps,
			title: (user) => user.name || t("users.detailsTitle")
		},
		storageKey: "users"
	})] });
};
// src/app/routes/app/settings/users.tsx
/** settings/users */
var UsersRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UsersList, {});
export { UsersRoute as Component };
