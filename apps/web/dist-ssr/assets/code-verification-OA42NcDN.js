import { n as AuthLayout, t as FormError } from "./form-error-hIAMaJw0.js";
import { n as Controller, r as useForm, t as u } from "./zod-BSQfIUxa.js";
import { C as Button } from "../entry-server.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { p as useSearchParams, u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { d as ZCheckResetCodeSchema } from "./src-Bti_6Flz.js";
import { t as Link } from "./link-BSdpJeRH.js";
import { a as getErrorMessage, r as api } from "./api-client-BaaCRxO6.js";
import { X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/auth/api/check-reset-code.ts
var checkResetCodeInputSchema = ZCheckResetCodeSchema;
/** POST /api/login/check-reset-password-code → { correct }. */
var checkResetCode = (data) => api.post("/login/check-reset-password-code", data, { skipSessionExpiry: true });
var useCheckResetCode = () => useMutation({ mutationFn: checkResetCode });
// src/features/auth/components/code-verification-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The e-mail (from the link; blank when missing), the 6-digit code, Continuar and 'Reenviar código'. */
var CodeVerificationForm = () => {
	const t = useT();
	const navigate = useNavigate();
	const [params] = useSearchParams();
	const check = useCheckResetCode();
	const { register, control, handleSubmit, formState, watch } = useForm({
		resolver: u(checkResetCodeInputSchema),
		defaultValues: {
			email: params.get("email") ?? "",
			code: ""
		}
	});
	const email = watch("email");
	const onSubmit = handleSubmit((data) => check.mutate(data, { onSuccess: (result) => {
		if (result.correct) navigate(`/reset-password?email=${encodeURIComponent(data.email)}&code=${encodeURIComponent(data.code)}`);
	} }));
	const serverError = check.isError ? getErrorMessage(check.error) : check.isSuccess && !check.data.correct ? MESSAGES.errors.invalidResetCode : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		noValidate: true,
		spacing: 2.5,
		onSubmit,
		"aria-labelledby": "code-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "code-title",
				variant: "h4",
				component: "h1",
				gutterBottom: true,
				children: t("auth.code.title")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("auth.code.subtitle")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				...register("email"),
				label: t("auth.code.email"),
				type: "email",
				autoComplete: "email",
				required: true,
				fullWidth: true,
				error: Boolean(formState.errors.email),
				helperText: formState.errors.email?.message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "code",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					...field,
					onChange: (event) => field.onChange(event.target.value.replace(/\D/g, "").slice(0, 6)),
					label: t("auth.code.code"),
					autoComplete: "one-time-code",
					autoFocus: true,
					required: true,
					fullWidth: true,
					error: Boolean(fieldState.error),
					helperText: fieldState.error?.message ?? t("auth.code.codeHelp"),
					slotProps: { htmlInput: {
						inputMode: "numeric",
						pattern: "[0-9]*",
						maxLength: 6,
						style: {
							letterSpacing: "0.5em",
							fontSize: 24,
							textAlign: "center",
							fontFamily: "monospace"
						}
					} }
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				loading: check.isPending,
				children: t("auth.code.submit")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormError, { message: serverError }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				children: [
					t("auth.code.didNotReceive"),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: email ? `/forgot-password?email=${encodeURIComponent(email)}` : "/forgot-password",
						children: t("auth.code.resend")
					})
				]
			})
		]
	});
};
// src/app/routes/auth/code-verification.tsx
var CodeVerificationRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthLayout, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeVerificationForm, {}) });
export { CodeVerificationRoute as Component };
