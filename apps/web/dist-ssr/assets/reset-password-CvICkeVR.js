import { p as useSearchParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as AuthLayout, t as FormError } from "./form-error-hIAMaJw0.js";
import { r as useForm, t as u } from "./zod-BSQfIUxa.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { C as Button } from "../entry-server.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as Link } from "./link-BSdpJeRH.js";
import { t as PasswordStrengthBar } from "./password-strength-bar-DfLNGJnz.js";
import { a as getErrorMessage, r as api } from "./api-client-BaaCRxO6.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { h as ZResetPasswordSchema } from "./src-Bti_6Flz.js";
import { t as useDelayedNavigate } from "./use-delayed-navigate-ByQ5rl1V.js";
import { t as PasswordField } from "./password-field-B5hEWT1i.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/auth/api/reset-password.ts
/** New password (6–255) and its confirmation ('As senha devem ser iguais'), with the e-mail and code of the link. */
var resetPasswordInputSchema = ZResetPasswordSchema;
/** POST /api/login/reset-password-with-code */
var resetPassword = (data) => api.post("/login/reset-password-with-code", data, { skipSessionExpiry: true });
var useResetPassword = () => useMutation({ mutationFn: resetPassword });
// src/features/auth/components/reset-password-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** New password with show/hide, strength bar, confirmation; success → 'Senha alterada com sucesso', login 1.5 s later. */
var ResetPasswordForm = ({ email, code }) => {
	const t = useT();
	const reset = useResetPassword();
	const navigateLater = useDelayedNavigate();
	const { register, handleSubmit, formState, watch } = useForm({
		resolver: u(resetPasswordInputSchema),
		defaultValues: {
			email,
			code,
			newPassword: "",
			newPassword_confirm: ""
		}
	});
	const { errors } = formState;
	const password = String(watch("newPassword") ?? "");
	const linkError = errors.email?.message ?? errors.code?.message ?? null;
	const onSubmit = handleSubmit((data) => reset.mutate({
		...data,
		newPassword_confirm: data.newPassword_confirm ?? data.newPassword
	}, { onSuccess: () => navigateLater("/login") }));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		noValidate: true,
		spacing: 2.5,
		onSubmit,
		"aria-labelledby": "reset-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "reset-title",
				variant: "h4",
				component: "h1",
				gutterBottom: true,
				children: t("auth.reset.title")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("auth.reset.subtitle")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				...register("newPassword"),
				label: t("auth.reset.password"),
				autoComplete: "new-password",
				autoFocus: true,
				required: true,
				fullWidth: true,
				error: Boolean(errors.newPassword),
				helperText: errors.newPassword?.message,
				disabled: reset.isSuccess
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordStrengthBar, { password }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
				...register("newPassword_confirm"),
				label: t("auth.reset.confirm"),
				autoComplete: "new-password",
				required: true,
				fullWidth: true,
				error: Boolean(errors.newPassword_confirm),
				helperText: errors.newPassword_confirm?.message,
				disabled: reset.isSuccess
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				loading: reset.isPending,
				disabled: reset.isSuccess,
				children: t("auth.reset.submit")
			}),
			reset.isSuccess ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "success",
				role: "status",
				children: t("auth.reset.success")
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, { message: reset.isError ? getErrorMessage(reset.error) : linkError }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/login",
				children: t("auth.reset.backToLogin")
			})
		]
	});
};
// src/app/routes/auth/reset-password.tsx
/** Renders nothing unless the link carries both the e-mail and the code (section 2). */
var ResetPasswordRoute = () => {
	const [params] = useSearchParams();
	const email = params.get("email");
	const code = params.get("code");
	if (!email || !code) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthLayout, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResetPasswordForm, {
		email,
		code
	}) });
};
export { ResetPasswordRoute as Component };
