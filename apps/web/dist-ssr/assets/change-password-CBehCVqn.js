import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as AlertTitle } from "./AlertTitle-BG9IjjIf.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { $ as preprocess, _ as changePasswordSchemaFor } from "./src-Bti_6Flz.js";
import { t as FormEngine } from "./form-engine-BG7K42yd.js";
import { L as useSnackbar } from "../entry-server.js";
import { n as ApiError, p as setSession, r as api } from "./api-client-BaaCRxO6.js";
import { X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { l as useUser, r as loggedUserQueryOptions, t as DEFAULT_PRIVATE_PATH, u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
// src/features/account/api/change-password.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The form's payload (oldPassword, password, password_confirm) checked by the domain's
* ZChangePasswordSchema (old password required, the password policy, and — with the user's e-mail —
* its e-mail rule: `changePasswordSchemaFor`), so the form shows the API's messages before
* submitting. The confirmation is the form
* engine's `password_confirm` twin, which the engine itself checks ('Senhas devem ser iguais', shown
* on the confirmation field); the schema's own confirmPassword check is satisfied here so the same
* error does not come twice (once without a field to show it on).
*/
var changePasswordInputSchemaFor = (email) => preprocess((values) => values !== null && typeof values === "object" ? {
	...values,
	confirmPassword: values.password
} : values, changePasswordSchemaFor(email));
/**
* PUT /api/login/change-logged-user-password { oldPassword, password, confirmPassword }. A wrong old
* password is 403 ('Senha inválida'). Every session of the user ends; the answer carries a new token.
*/
var changePassword = (input) => api.put("/login/change-logged-user-password", input);
/** Changes the password and keeps this browser logged in with the new token. */
var useChangePassword = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: changePassword,
		onSuccess: (user) => {
			setSession(user);
			const { token: _token, ...profile } = user;
			queryClient.setQueryData(loggedUserQueryOptions().queryKey, profile);
		}
	});
};
// src/features/account/components/change-password-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var passwordFields = (t) => [{
	property: "oldPassword",
	type: "string",
	inputType: "password",
	noConfirm: true,
	label: t("account.password.oldPassword"),
	required: true,
	width: 12
}, {
	property: "password",
	type: "string",
	inputType: "password",
	label: t("account.password.password"),
	confirmLabel: t("account.password.confirm"),
	required: true,
	strengthBar: true
}];
/**
* settings/change-password ('Segurança'): old password, new password with the strength bar and its
* confirmation ('Senhas devem ser iguais'); the password policy's messages show before submitting.
* A wrong old password (403) shows 'Senha inválida' under the form; success shows a snackbar and keeps
* the user logged in (the answer's new token). When the user MUST change the password (first login
* on the start password, or a password under the policy), the app shell opens this screen before any
* other, it says why, and success goes on to the dashboard.
*/
var ChangePasswordForm = () => {
	const t = useT();
	const { showSnackbar } = useSnackbar();
	const changePassword = useChangePassword();
	const navigate = useNavigate();
	const user = useUser();
	const mustChange = user?.mustChangePassword === true;
	const fields = (0, import_react.useMemo)(() => passwordFields(t), [t]);
	const schema = (0, import_react.useMemo)(() => changePasswordInputSchemaFor(user?.email), [user?.email]);
	const [formError, setFormError] = (0, import_react.useState)(null);
	const [formKey, setFormKey] = (0, import_react.useState)(0);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: { p: {
			xs: 2,
			md: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h5",
				component: "h2",
				gutterBottom: true,
				children: t("account.password.title")
			}),
			mustChange ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				severity: "warning",
				sx: { mb: 3 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: t("account.password.mustChangeTitle") }), t("account.password.mustChange")]
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { mb: 1 },
				children: t("account.password.intro")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				variant: "body2",
				sx: { mb: 3 },
				children: t("account.password.rules")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormEngine, {
				fields,
				schema,
				submitLabel: t("account.password.submit"),
				onSave: (payload) => {
					setFormError(null);
					return changePassword.mutateAsync({
						oldPassword: String(payload.oldPassword ?? ""),
						password: String(payload.password ?? ""),
						confirmPassword: String(payload.password_confirm ?? "")
					});
				},
				onSaveError: (error) => {
					if (!(error instanceof ApiError) || error.statusCode !== 403) return false;
					setFormError(MESSAGES.validation.password);
					return true;
				},
				onSaved: () => {
					showSnackbar(t("account.password.success"), {
						variant: "alert",
						severity: "success"
					});
					setFormKey((key) => key + 1);
					if (mustChange) navigate(DEFAULT_PRIVATE_PATH, { replace: true });
				}
			}, formKey),
			formError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				role: "alert",
				sx: { mt: 2 },
				children: formError
			}) : null
		]
	});
};
// src/app/routes/app/settings/change-password.tsx
/** settings/change-password (Segurança) */
var ChangePasswordRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChangePasswordForm, {});
export { ChangePasswordRoute as Component };
