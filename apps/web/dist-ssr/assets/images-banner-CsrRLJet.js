import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { L as useSnackbar } from "../entry-server.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { a as bannerImageFields } from "./update-setting-BAknmPsL.js";
import { t as SettingFormPage } from "./setting-form-page-2tcoCRT5.js";
// src/features/settings-content/components/banner-images-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* settings/imagesbanner: 'Imagens e Banners' (its entry's name), the desktop (1920x600) and mobile
* (768x500) banners of settings record 1. Without SETTING:UPDATE they are shown read-only.
*/
var BannerImagesPage = () => {
	const t = useT();
	const { showSnackbar } = useSnackbar();
	const fields = (0, import_react.useMemo)(() => bannerImageFields(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingFormPage, {
		title: t("content.settings.bannersTitle"),
		intro: t("content.settings.bannersIntro"),
		fields,
		onSaved: () => showSnackbar(t("content.settings.saved"), {
			variant: "alert",
			severity: "success"
		})
	});
};
// src/app/routes/app/settings/images-banner.tsx
var Route = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BannerImagesPage, {});
export { Route as Component };
