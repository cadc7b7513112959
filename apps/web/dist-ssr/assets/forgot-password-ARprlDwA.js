import { n as AuthLayout, t as FormError } from "./form-error-hIAMaJw0.js";
import { r as useForm, t as u } from "./zod-BSQfIUxa.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { C as Button } from "../entry-server.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { p as useSearchParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as Link } from "./link-BSdpJeRH.js";
import { a as getErrorMessage, r as api } from "./api-client-BaaCRxO6.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { g as ZSendResetCodeSchema } from "./src-Bti_6Flz.js";
import { t as useDelayedNavigate } from "./use-delayed-navigate-ByQ5rl1V.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/auth/api/send-reset-code.ts
var sendResetCodeInputSchema = ZSendResetCodeSchema;
/** POST /api/login/send-reset-password-code: e-mails a 6-digit code. */
var sendResetCode = (data) => api.post("/login/send-reset-password-code", data, { skipSessionExpiry: true });
var useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
// src/features/auth/components/forgot-password-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** E-mail, spam hint; on success 'E-mail enviado!' and, 1.5 s later, the code verification. */
var ForgotPasswordForm = () => {
	const t = useT();
	const [params] = useSearchParams();
	const send = useSendResetCode();
	const navigateLater = useDelayedNavigate();
	const { register, handleSubmit, formState } = useForm({
		resolver: u(sendResetCodeInputSchema),
		defaultValues: { email: params.get("email") ?? "" }
	});
	const onSubmit = handleSubmit((data) => send.mutate(data, { onSuccess: () => navigateLater(`/code-verification?email=${encodeURIComponent(data.email)}`) }));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		noValidate: true,
		spacing: 2.5,
		onSubmit,
		"aria-labelledby": "forgot-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "forgot-title",
				variant: "h4",
				component: "h1",
				gutterBottom: true,
				children: t("auth.forgot.title")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("auth.forgot.subtitle")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				...register("email"),
				label: t("auth.forgot.email"),
				type: "email",
				autoComplete: "email",
				autoFocus: true,
				required: true,
				fullWidth: true,
				error: Boolean(formState.errors.email),
				helperText: formState.errors.email?.message,
				disabled: send.isSuccess
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				variant: "outlined",
				role: "note",
				children: t("auth.forgot.spamHint")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				loading: send.isPending,
				disabled: send.isSuccess,
				children: t("auth.forgot.submit")
			}),
			send.isSuccess ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "success",
				role: "status",
				children: t("auth.forgot.sent")
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, { message: send.isError ? getErrorMessage(send.error) : null }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				to: "/login",
				children: t("auth.forgot.backToLogin")
			})
		]
	});
};
// src/app/routes/auth/forgot-password.tsx
var ForgotPasswordRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthLayout, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ForgotPasswordForm, {}) });
export { ForgotPasswordRoute as Component };
