import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { l as useUser } from "./auth-6sNTiVR1.js";
import { W as USER_TYPES, X as MESSAGES, a as useT, c as PERMISSION_ACTION_LABELS, d as featuresForType, f as isFeatureAllowedForType, l as PERMISSION_FEATURE_LABELS, m as permissionKey, o as ALL_PERMISSION_KEYS, p as isPermissionKey, s as PERMISSION_ACTIONS } from "./i18n-CO41xELr.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { h as FormControl, m as FormHelperText, p as FormLabel } from "./TextField-oC3QfTJj.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as visuallyHidden } from "./visually-hidden-zA1hFK73.js";
import { k as useMediaQuery, st as canUser } from "../entry-server.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import "./src-Bti_6Flz.js";
import { d as Checkbox } from "./steps-CUudSfBA.js";
import { n as FormControlLabel, t as FormGroup } from "./FormGroup-dUZrHPfm.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { a as TableBody, i as TableCell, n as TableHead, r as TableContainer, s as Table, t as TableRow } from "./TableRow-CR_dWSiT.js";
// src/features/roles/api/delete-role.ts
/** DELETE /api/roles?id= (refused with 409 while a user holds the role). */
var deleteRole = (id) => api.delete("/roles", { params: { id } });
// src/features/roles/api/get-role.ts
/** GET /api/roles/{id} */
var getRole = (id, signal) => api.get(`/roles/${id}`, { signal });
var roleQueryOptions = (id) => queryOptions({
	queryKey: [
		"roles",
		"detail",
		id
	],
	queryFn: ({ signal }) => getRole(id, signal)
});
/** The role being edited (nothing to load when creating). */
var useRole = (id) => useQuery({
	...roleQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/roles/api/get-roles.ts
/** Every roles query lives under this key; saving or deleting refreshes it. */
var ROLES_QUERY_KEY = ["roles"];
/** GET /api/roles: searchTerm, paging, sorting and the type filter. */
var getRoles = (params, signal) => api.get("/roles", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource: list, details, delete, export and the ROLE permissions. */
var rolesResource = {
	queryKey: ROLES_QUERY_KEY,
	list: getRoles,
	get: getRole,
	remove: deleteRole,
	exportPath: "/api/roles",
	permissions: {
		list: "ROLE:LIST",
		create: "ROLE:CREATE",
		update: "ROLE:UPDATE",
		delete: "ROLE:DELETE"
	}
};
// src/features/roles/api/get-company-options.ts
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
// src/features/roles/components/permission-matrix-model.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Catalogue order (features, then LIST, UPDATE, CREATE, DELETE): saved lists read the same every time. */
var KEY_ORDER = new Map(ALL_PERMISSION_KEYS.map((key, index) => [key, index]));
var isUserType = (value) => value === "admin" || value === "company";
/**
* The rows of the matrix (section 6): the features valid for the role's type, each with the four
* actions; a key the user may not grant is a hidden cell, and a feature with none is left out.
*/
var matrixRows = (type, canGrant) => featuresForType(type).map((feature) => ({
	feature,
	cells: PERMISSION_ACTIONS.map((action) => {
		const key = permissionKey(feature, action);
		return {
			action,
			key: canGrant(key) ? key : null
		};
	})
})).filter((row) => row.cells.some((cell) => cell.key !== null));
/** The keys of a row that can be ticked. */
var rowKeys = (row) => row.cells.flatMap((cell) => cell.key ? [cell.key] : []);
/** Keys kept when the type changes: only those whose feature the type allows. */
var keysValidForType = (keys, type) => keys.filter((key) => isPermissionKey(key) && isFeatureAllowedForType(key.split(":")[0], type));
/** Ticks (or unticks) `targets`, keeping every other key (including the ones not shown) in place. */
var setKeys = (selected, targets, on) => {
	const next = new Set(selected);
	for (const key of targets) if (on) next.add(key);
	else next.delete(key);
	return [...next].sort((a, b) => (KEY_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER) - (KEY_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER));
};
/** 'all' when every target is ticked, 'some' when part of them, 'none' otherwise (or no targets). */
var selectionOf = (selected, targets) => {
	if (targets.length === 0) return "none";
	const set = new Set(selected);
	const ticked = targets.filter((key) => set.has(key)).length;
	if (ticked === 0) return "none";
	return ticked === targets.length ? "all" : "some";
};
// src/features/roles/components/permission-matrix.tsx
var import_jsx_runtime = require_jsx_runtime();
var toKeys = (value) => Array.isArray(value) ? value.map(String) : [];
/** The first column stays in view while the matrix scrolls sideways on a phone. */
var stickyCell = {
	position: "sticky",
	left: 0,
	zIndex: 1,
	bgcolor: "background.paper"
};
/**
* The accesses step of the role form (section 6): the features valid for the role's type as rows,
* Visualizar / Alterar / Cadastrar / Deletar as columns, a select-all per row and overall (with
* indeterminate states). Plugged into the form engine's `permissions` slot. A non-administrator
* sees only the keys they hold themselves (they cannot grant others); keys of the role they cannot
* see stay as they are. Changing the type drops the keys the new type does not allow.
* Below the sm breakpoint (phones) each feature is a group of labelled checkboxes instead of a
* table column set, so nothing needs sideways scrolling.
*/
var PermissionMatrix = ({ field, value, onChange, onBlur, error, values, disabled }) => {
	const t = useT();
	const actor = useUser();
	const stacked = useMediaQuery(useTheme().breakpoints.down("sm"));
	const captionId = (0, import_react.useId)();
	const countId = (0, import_react.useId)();
	const type = isUserType(values.type) ? values.type : null;
	const selected = toKeys(value);
	const rows = (0, import_react.useMemo)(() => type ? matrixRows(type, (key) => canUser(actor, key)) : [], [type, actor]);
	const visibleKeys = (0, import_react.useMemo)(() => rows.flatMap(rowKeys), [rows]);
	const selectedKey = selected.join(",");
	(0, import_react.useEffect)(() => {
		if (!type) return;
		const keys = selectedKey ? selectedKey.split(",") : [];
		const valid = keysValidForType(keys, type);
		if (valid.length !== keys.length) onChange(valid);
	}, [
		type,
		selectedKey,
		onChange
	]);
	const visibleSet = new Set(visibleKeys);
	const hiddenKept = type ? keysValidForType(selected, type).filter((key) => !visibleSet.has(key)).length : 0;
	const tickedCount = selected.filter((key) => visibleSet.has(key)).length;
	const overall = selectionOf(selected, visibleKeys);
	const change = (targets, on) => onChange(setKeys(selected, targets, on));
	/** A checkbox of the matrix: one key, a row's keys or every key ('all' / 'some' / 'none'). */
	const box = (label, keys, state) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
		size: "small",
		checked: state === "all",
		indeterminate: state === "some",
		disabled,
		onChange: (event) => change(keys, event.target.checked),
		onBlur,
		slotProps: { input: { "aria-label": label } }
	});
	const keyBox = (featureLabel, action, key) => box(t("roles.matrix.cell", {
		feature: featureLabel,
		action: PERMISSION_ACTION_LABELS[action]
	}), [key], selected.includes(key) ? "all" : "none");
	const rowBox = (featureLabel, keys) => box(t("roles.matrix.selectRow", { feature: featureLabel }), keys, selectionOf(selected, keys));
	const allBox = () => box(t("roles.matrix.selectAll"), visibleKeys, overall);
	let body;
	if (!type) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "info",
		children: t("roles.matrix.chooseType")
	});
	else if (rows.length === 0) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "info",
		children: t("roles.matrix.nothingToGrant")
	});
	else if (stacked) body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"aria-describedby": countId,
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 1
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
			control: allBox(),
			label: t("roles.matrix.all"),
			sx: { ml: 0 }
		}), rows.map((row) => {
			const featureLabel = PERMISSION_FEATURE_LABELS[row.feature];
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "fieldset",
				sx: {
					m: 0,
					px: 1.5,
					pb: .5,
					border: 1,
					borderColor: error ? "error.main" : "divider",
					borderRadius: 1,
					minWidth: 0
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "legend",
					variant: "subtitle2",
					sx: { px: .5 },
					children: featureLabel
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormGroup, {
					row: true,
					sx: { columnGap: 1 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						control: rowBox(featureLabel, rowKeys(row)),
						label: t("roles.matrix.all")
					}), row.cells.map((cell) => cell.key ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
						control: keyBox(featureLabel, cell.action, cell.key),
						label: PERMISSION_ACTION_LABELS[cell.action]
					}, cell.action) : null)]
				})]
			}, row.feature);
		})]
	});
	else body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
		sx: {
			overflowX: "auto",
			border: 1,
			borderColor: error ? "error.main" : "divider",
			borderRadius: 1
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			size: "small",
			"aria-labelledby": captionId,
			"aria-describedby": countId,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
					id: captionId,
					style: visuallyHidden,
					children: t("roles.matrix.caption")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "col",
						sx: {
							...stickyCell,
							minWidth: 140
						},
						children: t("roles.matrix.feature")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "col",
						align: "center",
						sx: { whiteSpace: "nowrap" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							component: "label",
							sx: {
								display: "inline-flex",
								alignItems: "center",
								cursor: "pointer"
							},
							children: [allBox(), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": true,
								children: t("roles.matrix.all")
							})]
						})
					}),
					PERMISSION_ACTIONS.map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
						component: "th",
						scope: "col",
						align: "center",
						sx: { whiteSpace: "nowrap" },
						children: PERMISSION_ACTION_LABELS[action]
					}, action))
				] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: rows.map((row) => {
					const featureLabel = PERMISSION_FEATURE_LABELS[row.feature];
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
						hover: true,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "row",
								sx: stickyCell,
								children: featureLabel
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								align: "center",
								children: rowBox(featureLabel, rowKeys(row))
							}),
							row.cells.map((cell) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								align: "center",
								children: cell.key ? keyBox(featureLabel, cell.action, cell.key) : null
							}, cell.action))
						]
					}, row.feature);
				}) })
			]
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		component: "fieldset",
		error: Boolean(error),
		fullWidth: true,
		sx: { gap: 1 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				component: "legend",
				sx: { mb: 1 },
				children: field.label
			}),
			body,
			type && rows.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: countId,
				variant: "body2",
				color: "text.secondary",
				"aria-live": "polite",
				children: t("roles.matrix.selectedCount", {
					count: tickedCount,
					total: visibleKeys.length
				})
			}) : null,
			hiddenKept > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				children: t("roles.matrix.hiddenKept", { count: hiddenKept })
			}) : null,
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: error }) : null
		]
	});
};
// src/features/roles/components/role-fields.tsx
var NONE = "—";
/** Role form steps (the domain's ROLE_FORM_STEPS): profile name, accesses. */
var roleFormSteps = (t) => [t("roles.steps.name"), t("roles.steps.accesses")];
/** The type choices: the admin option only for administrators. */
var roleTypeOptions = (isAdministrator) => USER_TYPES.filter((type) => isAdministrator || type !== "admin").map((type) => ({
	value: type,
	label: MESSAGES.userType[type]
}));
/** 'Empresas: Visualizar' for 'COMPANY:LIST' (the details panel lists the keys by these labels). */
var PERMISSION_OPTIONS = ALL_PERMISSION_KEYS.map((key) => {
	const [feature, action] = key.split(":");
	return {
		value: key,
		label: `${PERMISSION_FEATURE_LABELS[feature]}: ${PERMISSION_ACTION_LABELS[action]}`
	};
});
/**
* The role form: step 1 name, type, company (administrators only); step 2 the permission matrix
* in the engine's `permissions` slot.
*/
/** `canChooseCompany`: administrators and back-office staff (admin-type users) choose the role's company. */
var roleFormFields = (t, { isAdministrator, canChooseCompany = isAdministrator }) => [
	{
		property: "name",
		type: "string",
		label: t("roles.fields.name"),
		required: true,
		step: 0
	},
	{
		property: "type",
		type: "options",
		label: t("roles.fields.type"),
		required: true,
		step: 0,
		options: roleTypeOptions(isAdministrator),
		defaultValue: isAdministrator ? void 0 : "company"
	},
	...canChooseCompany ? [{
		property: "companyId",
		type: "fk",
		label: t("roles.fields.company"),
		step: 0,
		loadOptions: getCompanyOptions
	}] : [],
	{
		property: "permissions",
		type: "permissions",
		label: t("roles.fields.permissions"),
		step: 1,
		options: PERMISSION_OPTIONS,
		render: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PermissionMatrix, { ...props })
	}
];
/** The details panel: the form's fields plus the dates. */
var roleDetailFields = (t, isAdministrator) => [
	...roleFormFields(t, { isAdministrator }),
	{
		property: "dtRegister",
		type: "datetime",
		label: t("roles.fields.dtRegister"),
		step: 0
	},
	{
		property: "dtUpdate",
		type: "datetime",
		label: t("roles.fields.dtUpdate"),
		step: 0
	}
];
var typeFilterOptions = USER_TYPES.map((type) => ({
	value: type,
	label: MESSAGES.userType[type]
}));
/** List columns: name, type, company; filter type. */
var roleColumns = (t) => [
	{
		key: "name",
		label: t("roles.fields.name"),
		minWidth: 160
	},
	{
		key: "type",
		label: t("roles.fields.type"),
		render: (role) => MESSAGES.userType[role.type],
		filter: {
			type: "options",
			options: typeFilterOptions
		}
	},
	{
		key: "company",
		label: t("roles.fields.company"),
		sortable: false,
		render: (role) => role.company?.name ?? NONE
	}
];
export { ROLES_QUERY_KEY as a, roleFormSteps as i, roleDetailFields as n, rolesResource as o, roleFormFields as r, useRole as s, roleColumns as t };
