import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import "./register-areas-D6VEVQ-Q.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as Container } from "./Container-BDMf8bO6.js";
import { t as Link } from "./Link-uOIDz6rW.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { B as ZCompanyRegisterSchema } from "./src-Bti_6Flz.js";
import { H as UFS, X as MESSAGES, a as useT, h as AUTH_REDIRECT_DELAY_MS } from "./i18n-CO41xELr.js";
import { u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { a as createAddressFocus, n as LazyMapPicker, r as CepField, t as ExistsField } from "./exists-field-VRLWqGap.js";
import { t as FormEngine } from "./form-engine-BG7K42yd.js";
import { L as useSnackbar, P as useAppConfig } from "../entry-server.js";
import { n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { r as api } from "./api-client-BaaCRxO6.js";
// src/features/registration/api/register-company.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /login/registerCompany/form: the signed opening time of the form, fetched once when it opens. */
var useRegistrationFormToken = () => useQuery({
	queryKey: ["registration-form-token"],
	queryFn: () => api.get("/login/registerCompany/form"),
	staleTime: Infinity,
	gcTime: 0,
	refetchOnWindowFocus: false
});
/** POST /login/registerCompany (public): the company (pending), its administrator, its lines and first log entry. */
var registerCompany = ({ company, website, formToken }) => api.post("/login/registerCompany", {
	company: {
		...company,
		isActive: true
	},
	website,
	formToken
});
// src/features/registration/api/get-line-options.ts
/** GET /lines/list/newUser: the product lines a new company may choose. */
var getLineOptions = async () => (await api.get("/lines/list/newUser")).data.map((line) => ({
	value: line.id,
	label: line.name
}));
// src/features/registration/components/registration-fields.tsx
var import_jsx_runtime = require_jsx_runtime();
var UF_OPTIONS = UFS.map((u) => ({
	value: u.uf,
	label: u.uf
}));
var YES_NO = {
	true: MESSAGES.yesNo.true,
	false: MESSAGES.yesNo.false
};
var str = (values, key) => typeof values[key] === "string" ? values[key] : "";
var registrationSteps = (t) => [
	t("registration.steps.store"),
	t("registration.steps.address"),
	t("registration.steps.admin")
];
/**
* The three steps of company_register (ZCompanyRegisterSchema): store data, address data (CEP
* autofill and map picker), administrator data (password strength and confirmation). Logo and photo
* are added after approval (uploads need an account).
*/
var registrationFields = (t, { focus, loadLines = getLineOptions }) => {
	const store = [
		{
			property: "name",
			type: "string",
			label: t("registration.fields.name"),
			required: true,
			maxLength: 255
		},
		{
			property: "cnpj",
			type: "string",
			mask: "cnpj",
			label: t("registration.fields.cnpj"),
			required: true,
			validations: ["required", "cnpj"],
			render: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExistsField, {
				...props,
				kind: "cnpj",
				title: t("registration.fields.cnpj")
			})
		},
		{
			property: "razaoSocial",
			type: "string",
			label: t("registration.fields.razaoSocial"),
			required: true,
			maxLength: 255
		},
		{
			property: "phone",
			type: "string",
			mask: "phone",
			inputType: "tel",
			label: t("registration.fields.phone"),
			required: true,
			validations: ["required", "phone"]
		},
		{
			property: "whatsapp",
			type: "string",
			mask: "phone",
			inputType: "tel",
			label: t("registration.fields.whatsapp"),
			required: true,
			validations: ["required", "phone"]
		},
		{
			property: "email",
			type: "string",
			inputType: "email",
			label: t("registration.fields.email"),
			required: true,
			validations: ["required", "email"],
			maxLength: 255
		},
		{
			property: "lines",
			type: "manytomanyfk",
			label: t("registration.fields.lines"),
			required: true,
			loadOptions: loadLines
		},
		{
			property: "isAssistence",
			type: "boolean",
			label: t("registration.fields.isAssistence"),
			booleanLabels: YES_NO,
			defaultValue: false,
			required: true
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
			label: t("registration.fields.cep"),
			required: true,
			validations: ["required", "cep"],
			render: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CepField, {
				...props,
				focus
			})
		},
		{
			property: "logradouro",
			type: "string",
			label: t("registration.fields.logradouro"),
			required: true,
			maxLength: 255
		},
		{
			property: "numero",
			type: "string",
			label: t("registration.fields.numero"),
			required: true,
			maxLength: 20,
			width: 3
		},
		{
			property: "complement",
			type: "string",
			label: t("registration.fields.complement"),
			maxLength: 255,
			width: 3
		},
		{
			property: "neibor",
			type: "string",
			label: t("registration.fields.neibor"),
			required: true,
			maxLength: 255
		},
		{
			property: "city",
			type: "string",
			label: t("registration.fields.city"),
			required: true,
			maxLength: 255,
			width: 4
		},
		{
			property: "uf",
			type: "options",
			label: t("registration.fields.uf"),
			options: UF_OPTIONS,
			required: true,
			width: 2
		},
		{
			property: "addressPosition",
			type: "position",
			label: t("registration.fields.addressPosition"),
			required: true,
			helperText: t("registration.positionHint"),
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
	const admin = [
		{
			property: "adminName",
			type: "string",
			label: t("registration.fields.adminName"),
			required: true,
			maxLength: 255
		},
		{
			property: "adminEmail",
			type: "string",
			inputType: "email",
			label: t("registration.fields.adminEmail"),
			required: true,
			validations: ["required", "email"],
			maxLength: 255,
			render: (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExistsField, {
				...props,
				kind: "email",
				title: t("common.email")
			})
		},
		{
			property: "adminPassword",
			type: "string",
			inputType: "password",
			label: t("registration.fields.adminPassword"),
			confirmLabel: t("registration.fields.adminPasswordConfirm"),
			required: true,
			validations: ["required", "password"],
			strengthBar: true
		}
	].map((field) => ({
		...field,
		step: 2
	}));
	return [
		...store,
		...address,
		...admin
	];
};
// src/features/registration/components/company-register.tsx
/** The back-office host's login (the same host when none is configured). */
var backofficeLoginUrl = (host) => {
	if (!host) return "/login";
	const clean = host.replace(/^[a-z]+:\/\//i, "").replace(/\/.*$/, "");
	return clean && clean !== window.location.host ? `${window.location.protocol}//${clean}/login` : "/login";
};
/**
* company_register: a partner company registers itself (pending approval) with its administrator
* account, in three steps on the form engine. A honeypot input, hidden from people and assistive
* technology, and the form-open time the server signed (formToken) let the API drop robots.
*/
var CompanyRegister = () => {
	const t = useT();
	const navigate = useNavigate();
	const config = useAppConfig();
	const { showSnackbar } = useSnackbar();
	const focus = (0, import_react.useMemo)(() => createAddressFocus(), []);
	const fields = (0, import_react.useMemo)(() => registrationFields(t, { focus }), [t, focus]);
	const steps = (0, import_react.useMemo)(() => registrationSteps(t), [t]);
	const formToken = useRegistrationFormToken();
	const honeypot = (0, import_react.useRef)(null);
	const [done, setDone] = (0, import_react.useState)(false);
	const loginUrl = backofficeLoginUrl(config.hosts.backoffice);
	const onSave = (payload) => registerCompany({
		company: payload,
		website: honeypot.current?.value ?? "",
		formToken: formToken.data?.formToken ?? ""
	});
	const onSaved = () => {
		setDone(true);
		showSnackbar(t("registration.success"), {
			variant: "alert",
			severity: "success"
		});
		window.setTimeout(() => void navigate("/login"), AUTH_REDIRECT_DELAY_MS);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxWidth: "md",
		sx: { py: {
			xs: 2,
			md: 4
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h4",
				component: "h1",
				sx: {
					fontSize: {
						xs: "1.6rem",
						md: "2.1rem"
					},
					fontWeight: 700
				},
				children: t("registration.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: {
					mt: 1,
					mb: 2
				},
				children: t("registration.subtitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: { mb: 3 },
				children: [
					t("registration.haveAccount"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: loginUrl,
						children: t("registration.goToLogin")
					})
				]
			}),
			done ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "success",
				role: "status",
				children: t("registration.success")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormEngine, {
				fields,
				schema: ZCompanyRegisterSchema,
				steps,
				onSave,
				onSaved,
				header: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					"aria-hidden": "true",
					sx: {
						position: "absolute",
						left: "-10000px",
						top: "auto",
						width: "1px",
						height: "1px",
						overflow: "hidden"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: "register-website",
						children: t("registration.honeypot")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						ref: honeypot,
						id: "register-website",
						name: "website",
						type: "text",
						tabIndex: -1,
						autoComplete: "off",
						defaultValue: ""
					})]
				})
			})
		]
	});
};
export { CompanyRegister as Component };
