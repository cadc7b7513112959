import "./rolldown-runtime-DYf_mQCB.js";
import { n as AuthLayout, t as FormError } from "./form-error-hIAMaJw0.js";
import { r as useForm, t as u } from "./zod-BSQfIUxa.js";
import { A as STORE_LINKS, C as Button } from "../entry-server.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as Link } from "./link-BSdpJeRH.js";
import { a as getErrorMessage, p as setSession, r as api } from "./api-client-BaaCRxO6.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { r as loggedUserQueryOptions, u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { m as ZLoginSchema } from "./src-Bti_6Flz.js";
import { t as PasswordField } from "./password-field-B5hEWT1i.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
// src/features/auth/api/login.ts
/** The login form: e-mail (sent as userName) and password (section 5: e-mail ≤ 255, password required ≤ 255). */
var loginInputSchema = ZLoginSchema.pick({
	userName: true,
	password: true
});
/** POST /api/login/login. Its 401 means wrong credentials (shown under the form), not an expired session. */
var login = (data) => api.post("/login/login", data, { skipSessionExpiry: true });
/** Logs in and keeps the session; the auth route then sends the user to the earlier path or the dashboard. */
var useLogin = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: login,
		onSuccess: (user) => {
			const { token: _token, ...profile } = user;
			queryClient.setQueryData(loggedUserQueryOptions().queryKey, profile);
			setSession(user);
		}
	});
};
// src/features/auth/components/login-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** E-mail and password, visibility toggle, 'Esqueceu a senha?', the server's error under the form. */
var LoginForm = () => {
	const t = useT();
	const login = useLogin();
	const { register, handleSubmit, formState } = useForm({
		resolver: u(loginInputSchema),
		defaultValues: {
			userName: "",
			password: ""
		}
	});
	const { errors } = formState;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		noValidate: true,
		spacing: 2.5,
		onSubmit: handleSubmit((data) => login.mutate(data)),
		"aria-labelledby": "login-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "login-title",
				variant: "h4",
				component: "h1",
				gutterBottom: true,
				children: t("auth.login.title")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("auth.login.subtitle")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				...register("userName"),
				label: t("auth.login.email"),
				type: "email",
				autoComplete: "username",
				autoFocus: true,
				required: true,
				fullWidth: true,
				error: Boolean(errors.userName),
				helperText: errors.userName?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				...register("password"),
				label: t("auth.login.password"),
				autoComplete: "current-password",
				required: true,
				fullWidth: true,
				error: Boolean(errors.password),
				helperText: errors.password?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/forgot-password",
				sx: { alignSelf: "flex-end" },
				children: t("auth.login.forgotPassword")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				loading: login.isPending,
				children: t("auth.login.submit")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, { message: login.isError ? getErrorMessage(login.error) : null })
		]
	});
};
require_react();
var Apple_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18.71 19.5c-.83 1.24-1.71 2.45-3.05 2.47-1.34.03-1.77-.79-3.29-.79-1.53 0-2 .77-3.27.82-1.31.05-2.3-1.32-3.14-2.53C4.25 17 2.94 12.45 4.7 9.39c.87-1.52 2.43-2.48 4.12-2.51 1.28-.02 2.5.87 3.29.87.78 0 2.26-1.07 3.81-.91.65.03 2.47.26 3.64 1.98-.09.06-2.17 1.28-2.15 3.81.03 3.02 2.65 4.03 2.68 4.04-.03.07-.42 1.44-1.38 2.83M13 3.5c.73-.83 1.94-1.46 2.94-1.5.13 1.17-.34 2.35-1.04 3.19-.69.85-1.83 1.51-2.95 1.42-.15-1.15.41-2.35 1.05-3.11z" }), "Apple");
// ../../node_modules/@mui/icons-material/Shop.mjs
var Shop_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16 6V4c0-1.11-.89-2-2-2h-4c-1.11 0-2 .89-2 2v2H2v13c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6zm-6-2h4v2h-4zM9 18V9l7.5 4z" }), "Shop");
// src/features/auth/components/welcome-panel.tsx
var StoreBadge = ({ href, icon: Icon, caption, name }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
	component: "a",
	href,
	target: "_blank",
	rel: "noopener noreferrer",
	variant: "outlined",
	color: "inherit",
	startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { sx: { fontSize: 28 } }),
	sx: {
		justifyContent: "flex-start",
		textTransform: "none",
		borderColor: "currentColor",
		px: 2,
		py: 1,
		minWidth: 180
	},
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		sx: {
			display: "flex",
			flexDirection: "column",
			alignItems: "flex-start",
			lineHeight: 1.2
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "span",
			sx: { fontSize: 12 },
			children: caption
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "span",
			sx: {
				fontSize: 18,
				fontWeight: 700
			},
			children: name
		})]
	})
});
/** The coloured welcome panel beside the login form (wide screens only) with the store badges. */
var WelcomePanel = () => {
	const t = useT();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "aside",
		"aria-label": t("auth.login.welcomeTitle"),
		sx: {
			flex: 1,
			bgcolor: "primary.main",
			color: "primary.contrastText",
			p: 6,
			display: "flex",
			flexDirection: "column",
			justifyContent: "center",
			gap: 3
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h4",
				component: "h2",
				sx: { fontWeight: 700 },
				children: t("auth.login.welcomeTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h6",
				component: "p",
				sx: { fontWeight: 400 },
				children: t("auth.login.welcomeText")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "subtitle2",
				component: "p",
				children: t("auth.login.storesLabel")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 2,
				useFlexGap: true,
				sx: { flexWrap: "wrap" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StoreBadge, {
					href: STORE_LINKS.appStore,
					icon: Apple_default,
					caption: t("auth.login.appStoreCaption"),
					name: t("auth.login.appStore")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StoreBadge, {
					href: STORE_LINKS.googlePlay,
					icon: Shop_default,
					caption: t("auth.login.googlePlayCaption"),
					name: t("auth.login.googlePlay")
				})]
			})
		]
	});
};
// src/app/routes/auth/login.tsx
var LoginRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthLayout, {
	aside: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WelcomePanel, {}),
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginForm, {})
});
export { LoginRoute as Component };
