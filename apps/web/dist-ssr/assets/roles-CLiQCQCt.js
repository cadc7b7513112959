import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { l as useUser } from "./auth-6sNTiVR1.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { i as roleFormSteps, n as roleDetailFields, o as rolesResource, t as roleColumns } from "./role-fields-CqE6RBCb.js";
// src/features/roles/components/roles-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Section 4: only administrators edit or delete roles without a company (the shared ones). */
var canChangeRoleRow = (actor, row) => actor !== null && (actor.isAdmin || row.companyId !== null);
/** settings/roles: search, sort, type filter, export, details and Add / edit / delete by ROLE permissions. */
var RolesList = () => {
	const t = useT();
	const actor = useUser();
	const isAdministrator = actor?.isAdmin === true;
	const columns = (0, import_react.useMemo)(() => roleColumns(t), [t]);
	const detailFields = (0, import_react.useMemo)(() => roleDetailFields(t, isAdministrator), [t, isAdministrator]);
	const steps = (0, import_react.useMemo)(() => roleFormSteps(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h5",
		component: "h2",
		sx: { mb: 2 },
		children: t("roles.title")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		resource: rolesResource,
		title: t("roles.title"),
		hideTitle: true,
		columns,
		filterRow: true,
		createPath: "/settings/role",
		editPath: (role) => `/settings/role/${role.id}`,
		canEditRow: (role) => canChangeRoleRow(actor, role),
		canDeleteRow: (role) => canChangeRoleRow(actor, role),
		details: {
			fields: detailFields,
			steps,
			title: (role) => role.name || t("roles.detailsTitle")
		},
		storageKey: "roles"
	})] });
};
// src/app/routes/app/settings/roles.tsx
/** settings/roles */
var RolesRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RolesList, {});
export { RolesRoute as Component };
