import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import "./src-Bti_6Flz.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { c as settingFormFields, n as useUpdateSetting, o as settingColumns, r as settingsResource, s as settingDetailFields, t as updateSettingInputSchema } from "./update-setting-BAknmPsL.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-CAvsTOEp.js";
import { L as useSnackbar, k as useMediaQuery } from "../entry-server.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { t as FormEngine } from "./form-engine-BG7K42yd.js";
// src/features/settings-content/components/setting-edit-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Edit of a whole settings record (all four fields) in a dialog; full screen on phones. */
var SettingEditDialog = ({ setting, onClose }) => {
	const t = useT();
	const theme = useTheme();
	const fullScreen = useMediaQuery(theme.breakpoints.down("md"));
	const titleId = (0, import_react.useId)();
	const { showSnackbar } = useSnackbar();
	const update = useUpdateSetting();
	const fields = (0, import_react.useMemo)(() => settingFormFields(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open: setting !== null,
		onClose,
		fullScreen,
		fullWidth: true,
		maxWidth: "md",
		"aria-labelledby": titleId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
			id: titleId,
			children: t("content.settings.editTitle")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
			dividers: true,
			children: setting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormEngine, {
				fields,
				schema: updateSettingInputSchema,
				id: setting.id,
				record: setting,
				onSave: (payload) => update.mutateAsync({
					...payload,
					id: setting.id
				}),
				onSaved: () => {
					showSnackbar(t("content.settings.saved"), {
						variant: "alert",
						severity: "success"
					});
					onClose();
				},
				onCancel: onClose
			}, setting.id) : null
		})]
	});
};
// src/features/settings-content/components/settings-records.tsx
/**
* settings/register_settings: 'Configurações de Banner e Termos' (its entry's name), the settings records (GET /api/settings) with the details panel; record 1,
* the one the system uses, is edited whole (texts and banners) in a dialog and cannot be deleted.
*/
var SettingsRecords = () => {
	const t = useT();
	const columns = (0, import_react.useMemo)(() => settingColumns(t), [t]);
	const detailFields = (0, import_react.useMemo)(() => settingDetailFields(t), [t]);
	const [editing, setEditing] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h5",
				component: "h2",
				children: t("content.settings.registerSettingsTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				color: "text.secondary",
				children: [
					t("content.settings.registerSettingsIntro"),
					" ",
					t("content.settings.recordsIntro")
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
				resource: settingsResource,
				title: t("content.settings.recordsTitle"),
				columns,
				searchable: true,
				onEdit: setEditing,
				canEditRow: (setting) => setting.id === 1,
				canDeleteRow: (setting) => setting.id !== 1,
				details: {
					fields: detailFields,
					title: (setting) => `${t("content.settings.recordsTitle")} #${setting.id}`
				},
				storageKey: "settings-records"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingEditDialog, {
				setting: editing,
				onClose: () => setEditing(null)
			})
		]
	});
};
// src/app/routes/app/settings/register-settings.tsx
var Route = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsRecords, {});
export { Route as Component };
