import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { h as browser } from "./api-client-BaaCRxO6.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { l as settingTextField } from "./update-setting-BAknmPsL.js";
import { t as SettingFormPage } from "./setting-form-page-2tcoCRT5.js";
// src/features/settings-content/components/setting-text-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var PAGES = {
	termsAndConditions: {
		title: "content.settings.termsTitle",
		label: "content.settings.termsField",
		confirm: "content.settings.termsConfirm"
	},
	privacyPolicy: {
		title: "content.settings.policyTitle",
		label: "content.settings.policyField",
		confirm: "content.settings.policyConfirm"
	}
};
/**
* settings/terms and settings/policy: one multiline text of settings record 1 and a Save button
* that saves (after a confirmation, like the other saves that change what the public sees) and reloads the
* page (section 2). Without SETTING:UPDATE the text is shown read-only.
*/
var SettingTextPage = ({ property }) => {
	const t = useT();
	const page = PAGES[property];
	const fields = (0, import_react.useMemo)(() => [settingTextField(t, property, t(page.label))], [
		t,
		property,
		page.label
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingFormPage, {
		title: t(page.title),
		fields,
		onSaved: () => browser.reload(),
		confirmSave: { message: t(page.confirm) }
	});
};
export { SettingTextPage as t };
