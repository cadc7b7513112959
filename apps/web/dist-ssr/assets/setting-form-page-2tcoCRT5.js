import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { C as Button, L as useSnackbar, dt as useCan, pt as useDialogs } from "../entry-server.js";
import { t as FormEngine } from "./form-engine-BG7K42yd.js";
import { i as useSetting, n as useUpdateSetting, t as updateSettingInputSchema } from "./update-setting-BAknmPsL.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as FieldValue } from "./field-value-DLpqPScw.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { a as getErrorMessage } from "./api-client-BaaCRxO6.js";
// src/features/settings-content/components/read-only-fields.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Field values shown read-only (a user without SETTING:UPDATE: hidden, not disabled, form). */
var ReadOnlyFields = ({ fields, record }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
	component: "dl",
	sx: { m: 0 },
	children: fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { py: 1 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "dt",
			variant: "caption",
			color: "text.secondary",
			children: field.label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "dd",
			variant: "body2",
			sx: {
				m: 0,
				wordBreak: "break-word"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldValue, {
				field,
				record
			})
		})]
	}, field.property))
});
// src/features/settings-content/components/setting-loader.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Loads settings record 1 and renders `children` with it; while loading a spinner, on failure the
* error dialog ('Erro!', section 8) and an inline message with 'Tentar novamente'.
*/
var SettingLoader = ({ children }) => {
	const t = useT();
	const dialogs = useDialogs();
	const setting = useSetting();
	const { error } = setting;
	(0, import_react.useEffect)(() => {
		if (error) dialogs.showApiError(error);
	}, [error, dialogs]);
	if (setting.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "flex",
			justifyContent: "center",
			p: 4
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": t("content.common.loading") })
	});
	if (setting.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			onClick: () => void setting.refetch(),
			children: t("content.settings.retry")
		}),
		children: getErrorMessage(setting.error) || t("content.settings.loadFailed")
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: children(setting.data) });
};
// src/features/settings-content/components/setting-form-page.tsx
var CANCELLED = Symbol("cancelled");
/** A page of settings record 1: its fields in a form, or read-only without SETTING:UPDATE. */
var SettingFormPage = ({ title, intro, fields, onSaved, confirmSave }) => {
	const canUpdate = useCan("SETTING:UPDATE");
	const update = useUpdateSetting();
	const dialogs = useDialogs();
	const { showSnackbar } = useSnackbar();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h5",
				component: "h2",
				children: title
			}),
			intro ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: intro
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					md: 3
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingLoader, { children: (setting) => canUpdate ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormEngine, {
					fields,
					schema: updateSettingInputSchema,
					id: setting.id,
					record: setting,
					onSave: async (payload) => {
						if (confirmSave && !await dialogs.confirm(confirmSave)) return CANCELLED;
						return update.mutateAsync({
							id: setting.id,
							...Object.fromEntries(fields.map((field) => [field.property, payload[field.property]]))
						});
					},
					onSaved: (result) => {
						if (result === CANCELLED) showSnackbar(MESSAGES.operationCancelled, {
							variant: "alert",
							severity: "info"
						});
						else onSaved();
					}
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReadOnlyFields, {
					fields,
					record: setting
				}) })
			})
		]
	});
};
export { SettingFormPage as t };
