import "./src-Bti_6Flz.js";
import { H as UFS, M as IMAGE_SIZES, X as MESSAGES, a as useT, v as COMPANY_STATUSES } from "./i18n-CO41xELr.js";
import { n as LazyMapPicker, r as CepField, t as ExistsField } from "./exists-field-VRLWqGap.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
// src/features/companies/api/get-line-options.ts
/** GET /api/lines/list/newUser: the product lines a company may choose (id, name). */
var getLineOptions = async () => (await api.get("/lines/list/newUser")).data.map((line) => ({
	value: line.id,
	label: line.name
}));
// src/features/companies/components/color-field.tsx
var import_jsx_runtime = require_jsx_runtime();
var HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;
/** The visual identity colour: a colour picker beside a #rrggbb text input ('' clears it). */
var ColorField = ({ field, value, onChange, onBlur, error, disabled }) => {
	const text = typeof value === "string" ? value : "";
	const name = field.property;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			gap: 1,
			alignItems: "flex-start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "input",
			type: "color",
			"aria-label": field.label,
			value: HEX.test(text) && text.length === 7 ? text : "#000000",
			onChange: (event) => onChange(event.target.value),
			disabled,
			sx: {
				width: 56,
				height: 56,
				p: .5,
				border: 1,
				borderColor: "divider",
				borderRadius: 1,
				bgcolor: "background.paper",
				cursor: "pointer"
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id: `field-${name}`,
			name,
			label: field.label,
			value: text,
			onChange: (event) => onChange(event.target.value.trim()),
			onBlur,
			disabled,
			error: Boolean(error),
			helperText: error ?? field.helperText,
			placeholder: "#c62828",
			fullWidth: true,
			slotProps: { htmlInput: {
				maxLength: 7,
				spellCheck: false
			} }
		})]
	});
};
// src/features/companies/components/status-chip.tsx
var COLORS = {
	approved: "success",
	pending: "warning",
	disapproved: "error"
};
/** Aprovado / Pendente / Reprovado, plus 'Inativa' when the company is deactivated. */
var StatusChip = ({ status, isActive = true }) => {
	const t = useT();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: .5,
		sx: {
			flexWrap: "wrap",
			rowGap: .5
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			size: "small",
			color: COLORS[status] ?? "default",
			label: MESSAGES.companyStatus[status] ?? status
		}), isActive ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			size: "small",
			variant: "outlined",
			label: t("companies.inactiveChip")
		})]
	});
};
// src/features/companies/components/company-fields.tsx
var companySteps = (t, variant) => [
	t("companies.steps.general"),
	t("companies.steps.address"),
	...variant === "admin" ? [t("companies.steps.admin")] : []
];
var UF_OPTIONS = UFS.map((u) => ({
	value: u.uf,
	label: u.uf
}));
var STATUS_OPTIONS = COMPANY_STATUSES.map((status) => ({
	value: status,
	label: MESSAGES.companyStatus[status]
}));
var ACTIVE_LABELS = {
	true: MESSAGES.active.true,
	false: MESSAGES.active.false
};
var YES_NO_LABELS = {
	true: MESSAGES.yesNo.true,
	false: MESSAGES.yesNo.false
};
var str = (values, key) => typeof values[key] === "string" ? values[key] : "";
/**
* The three steps of the company form (section 2 and 3): general data, address data (CEP fills the
* address, the map picker sets addressPosition) and administrator data (administrators only).
*/
var companyFormFields = (t, options) => {
	const { variant, focus, companyId, adminUserId, canChangeAdminAccount, loadLines = getLineOptions } = options;
	const isAdmin = variant === "admin";
	const general = [
		{
			property: "name",
			type: "string",
			label: t("companies.fields.name"),
			required: true,
			maxLength: 255
		},
		{
			property: "razaoSocial",
			type: "string",
			label: t("companies.fields.razaoSocial"),
			maxLength: 255
		},
		{
			property: "cnpj",
			type: "string",
			mask: "cnpj",
			label: t("companies.fields.cnpj"),
			validations: ["cnpj"],
			render: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExistsField, {
				...props,
				kind: "cnpj",
				title: t("companies.fields.cnpj"),
				ignoreId: companyId ?? null
			})
		},
		{
			property: "email",
			type: "string",
			inputType: "email",
			label: t("companies.fields.email"),
			validations: ["email"],
			maxLength: 255
		},
		{
			property: "phone",
			type: "string",
			mask: "phone",
			label: t("companies.fields.phone"),
			validations: ["phone"]
		},
		{
			property: "whatsapp",
			type: "string",
			mask: "phone",
			label: t("companies.fields.whatsapp"),
			validations: ["phone"]
		},
		{
			property: "lines",
			type: "manytomanyfk",
			label: t("companies.fields.lines"),
			required: true,
			loadOptions: loadLines
		},
		{
			property: "isAssistence",
			type: "boolean",
			label: t("companies.fields.isAssistence"),
			booleanLabels: YES_NO_LABELS,
			defaultValue: false,
			required: true
		},
		...isAdmin ? [{
			property: "isActive",
			type: "boolean",
			label: t("companies.fields.isActive"),
			booleanLabels: ACTIVE_LABELS,
			defaultValue: true
		}, {
			property: "status",
			type: "options",
			label: t("companies.fields.status"),
			options: STATUS_OPTIONS,
			defaultValue: "pending"
		}] : [],
		{
			property: "logo",
			type: "photo",
			label: t("companies.fields.logo"),
			imageSize: IMAGE_SIZES.logo,
			width: 6
		},
		{
			property: "photo",
			type: "photo",
			label: t("companies.fields.photo"),
			width: 6
		},
		{
			property: "visualIdentityColor",
			type: "string",
			label: t("companies.fields.visualIdentityColor"),
			helperText: t("companies.hints.color"),
			render: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColorField, { ...props })
		}
	].map((field) => ({
		...field,
		step: 0
	}));
	const address = [
		{
			property: "cep",
			type: "string",
			mask: "cep",
			label: t("companies.fields.cep"),
			required: true,
			validations: ["cep"],
			render: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CepField, {
				...props,
				focus
			})
		},
		{
			property: "logradouro",
			type: "string",
			label: t("companies.fields.logradouro"),
			required: true,
			maxLength: 255
		},
		{
			property: "numero",
			type: "string",
			label: t("companies.fields.numero"),
			required: true,
			maxLength: 20,
			width: 3
		},
		{
			property: "complement",
			type: "string",
			label: t("companies.fields.complement"),
			maxLength: 255,
			width: 3
		},
		{
			property: "neibor",
			type: "string",
			label: t("companies.fields.neibor"),
			required: true,
			maxLength: 255
		},
		{
			property: "city",
			type: "string",
			label: t("companies.fields.city"),
			required: true,
			maxLength: 255,
			width: 4
		},
		{
			property: "uf",
			type: "options",
			label: t("companies.fields.uf"),
			options: UF_OPTIONS,
			required: true,
			width: 2
		},
		{
			property: "addressPosition",
			type: "position",
			label: t("companies.fields.addressPosition"),
			render: ({ value, onChange, values, disabled }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyMapPicker, {
				value,
				onChange,
				focus,
				disabled,
				address: () => ({
					logradouro: str(values, "logradouro"),
					numero: str(values, "numero"),
					neibor: str(values, "neibor"),
					city: str(values, "city"),
					uf: str(values, "uf"),
					cep: str(values, "cep")
				})
			})
		}
	].map((field) => ({
		...field,
		step: 1
	}));
	const lock = Boolean(adminUserId) && canChangeAdminAccount === false ? {
		disabled: true,
		helperText: t("companies.hints.adminAccountLocked")
	} : {};
	const admin = isAdmin ? [
		{
			property: "adminName",
			type: "string",
			label: t("companies.fields.adminName"),
			maxLength: 255,
			helperText: t("companies.hints.adminStep"),
			...lock
		},
		{
			property: "adminEmail",
			type: "string",
			inputType: "email",
			label: t("companies.fields.adminEmail"),
			validations: ["email"],
			maxLength: 255,
			render: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExistsField, {
				...props,
				kind: "email",
				title: t("common.email"),
				ignoreId: adminUserId ?? null
			}),
			...lock
		},
		{
			property: "adminPassword",
			type: "string",
			inputType: "password",
			label: t("companies.fields.adminPassword"),
			confirmLabel: t("companies.fields.adminPasswordConfirm"),
			validations: ["password"],
			strengthBar: true,
			...companyId ? { helperText: t("companies.hints.adminOnEdit") } : {},
			...lock
		}
	].map((field) => ({
		...field,
		step: 2
	})) : [];
	return [
		...general,
		...address,
		...admin
	];
};
/** The details panel: the form's fields plus the dates. */
var companyDetailFields = (t, focus, variant = "admin") => [
	...companyFormFields(t, {
		variant,
		focus
	}).map((field) => field.property === "status" ? {
		...field,
		renderValue: (record) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusChip, {
			status: record.status,
			isActive: record.isActive !== false
		})
	} : field),
	{
		property: "dtRegister",
		type: "datetime",
		label: t("companies.fields.dtRegister"),
		step: 0
	},
	{
		property: "dtUpdate",
		type: "datetime",
		label: t("companies.fields.dtUpdate"),
		step: 0
	}
];
var linesText = (company) => company.lines.map((line) => line.name).join(", ");
/**
* List columns (section 3: name, city, uf, status, lines) with the filters status, uf, city, lines, plus
* Ativo/Inativo and, hidden until shown from the columns menu, the rest of the summary row (id, cnpj, e-mail,
* contato). The export writes the visible ones in screen order (GET /companys/company/export?columns=…).
*/
var companyColumns = (t, lineOptions) => [
	{
		key: "id",
		label: t("companies.fields.id"),
		hiddenByDefault: true,
		align: "right"
	},
	{
		key: "name",
		label: t("companies.fields.name"),
		minWidth: 180
	},
	{
		key: "cnpj",
		label: t("companies.fields.cnpj"),
		hiddenByDefault: true,
		minWidth: 170
	},
	{
		key: "city",
		label: t("companies.fields.city"),
		filter: { type: "text" },
		minWidth: 140
	},
	{
		key: "uf",
		label: t("companies.fields.uf"),
		filter: {
			type: "options",
			options: UF_OPTIONS
		}
	},
	{
		key: "status",
		label: t("companies.fields.status"),
		filter: {
			type: "options",
			options: STATUS_OPTIONS
		},
		render: (company) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusChip, {
			status: company.status,
			isActive: company.isActive
		})
	},
	{
		key: "lines",
		label: t("companies.fields.lines"),
		sortable: false,
		filter: {
			type: "options",
			options: lineOptions,
			multiple: true
		},
		render: linesText,
		minWidth: 160
	},
	{
		key: "email",
		label: t("companies.fields.email"),
		hiddenByDefault: true
	},
	{
		key: "phone",
		label: t("companies.fields.contact"),
		hiddenByDefault: true,
		sortable: false,
		render: (company) => company.phone ?? company.whatsapp ?? "—",
		minWidth: 150
	},
	{
		key: "isActive",
		label: t("companies.fields.activeColumn"),
		render: (company) => MESSAGES.active[company.isActive ? "true" : "false"]
	}
];
export { getLineOptions as a, companySteps as i, companyDetailFields as n, companyFormFields as r, companyColumns as t };
