import { O as useQueryClient, n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { M as IMAGE_SIZES } from "./i18n-CO41xELr.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { v as SETTING_TEXT_MAX, y as ZSettingUpdateSchema } from "./src-Bti_6Flz.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
// src/features/settings-content/components/setting-fields.ts
var TEXT_LABEL_KEYS = {
	termsAndConditions: "content.settings.termsAndConditions",
	privacyPolicy: "content.settings.privacyPolicy"
};
/** One of the two texts (terms and conditions, privacy policy): a long multiline field. */
var settingTextField = (t, property, label) => ({
	property,
	type: "string",
	label: label ?? t(TEXT_LABEL_KEYS[property]),
	multiline: true,
	rows: 16,
	maxLength: SETTING_TEXT_MAX,
	helperText: t("content.settings.textsHelp")
});
/** The two banner images of the public home: desktop 1920x600 and mobile 768x500 (section 9). */
var bannerImageFields = (t) => [{
	property: "bannerDesk",
	type: "photo",
	label: t("content.settings.bannerDesk"),
	imageSize: IMAGE_SIZES.bannerDesk
}, {
	property: "bannerMobile",
	type: "photo",
	label: t("content.settings.bannerMobile"),
	imageSize: IMAGE_SIZES.bannerMobile
}];
/** The whole record (register_settings edit): the two texts and the two banners. */
var settingFormFields = (t) => [
	settingTextField(t, "termsAndConditions"),
	settingTextField(t, "privacyPolicy"),
	...bannerImageFields(t)
];
var settingDetailFields = (t) => [
	{
		property: "id",
		type: "integer",
		label: t("content.settings.id")
	},
	...settingFormFields(t),
	{
		property: "dtRegister",
		type: "datetime",
		label: t("content.common.dtRegister")
	},
	{
		property: "dtUpdate",
		type: "datetime",
		label: t("content.common.dtUpdate")
	}
];
var PREVIEW_CHARS = 80;
var preview = (text, empty) => {
	if (!text) return empty;
	const flat = text.replace(/\s+/g, " ").trim();
	return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS)}…` : flat;
};
var settingColumns = (t) => [
	{
		key: "id",
		label: t("content.settings.id")
	},
	{
		key: "termsAndConditions",
		label: t("content.settings.termsAndConditions"),
		sortable: false,
		minWidth: 200,
		render: (setting) => preview(setting.termsAndConditions, t("content.settings.empty"))
	},
	{
		key: "privacyPolicy",
		label: t("content.settings.privacyPolicy"),
		sortable: false,
		minWidth: 200,
		hiddenByDefault: true,
		render: (setting) => preview(setting.privacyPolicy, t("content.settings.empty"))
	},
	{
		key: "bannerDesk",
		label: t("content.settings.bannerDesk"),
		display: "image",
		sortable: false
	},
	{
		key: "bannerMobile",
		label: t("content.settings.bannerMobile"),
		display: "image",
		sortable: false
	},
	{
		key: "dtUpdate",
		label: t("content.common.dtUpdate"),
		display: "date"
	}
];
// src/features/settings-content/api/get-setting.ts
/** GET /api/settings/{id} */
var getSetting = (id, signal) => api.get(`/settings/${id}`, { signal });
var settingQueryOptions = (id = 1) => queryOptions({
	queryKey: [
		"settings",
		"detail",
		id
	],
	queryFn: ({ signal }) => getSetting(id, signal)
});
/** The settings record the system uses (id 1, section 9) unless another id is given. */
var useSetting = (id = 1) => useQuery(settingQueryOptions(id));
// src/features/settings-content/api/delete-setting.ts
/** DELETE /api/settings?id= (the server refuses record 1). */
var deleteSetting = (id) => api.delete("/settings", { params: { id } });
// src/features/settings-content/api/get-settings.ts
/** Every settings query lives under this key; saving or deleting refreshes it. */
var SETTINGS_QUERY_KEY = ["settings"];
/** GET /api/settings: searchTerm (the texts), paging and sorting (id, dtRegister, dtUpdate). */
var getSettings = (params, signal) => api.get("/settings", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource of the settings records (register_settings) and the SETTING permissions. */
var settingsResource = {
	queryKey: SETTINGS_QUERY_KEY,
	list: getSettings,
	get: getSetting,
	remove: deleteSetting,
	exportPath: "/api/settings",
	permissions: {
		list: "SETTING:LIST",
		update: "SETTING:UPDATE",
		delete: "SETTING:DELETE"
	}
};
// src/features/settings-content/api/update-setting.ts
var updateSettingInputSchema = ZSettingUpdateSchema;
/** PUT /api/settings { setting }: the full settings object, id inside (section 7). */
var updateSetting = (setting) => api.put("/settings", { setting });
/** The full object of a record: its four fields and id. */
var toSettingInput = (setting) => ({
	id: setting.id,
	termsAndConditions: setting.termsAndConditions,
	privacyPolicy: setting.privacyPolicy,
	bannerMobile: setting.bannerMobile,
	bannerDesk: setting.bannerDesk
});
/**
* Saves some fields of a record as the full object: the record is read again just before, so a
* page that edits one field does not put back stale values of the others.
*/
var useUpdateSetting = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async (change) => {
			return updateSetting({
				...toSettingInput(await queryClient.fetchQuery({
					...settingQueryOptions(change.id),
					staleTime: 0
				})),
				...change
			});
		},
		onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY })
	});
};
export { bannerImageFields as a, settingFormFields as c, useSetting as i, settingTextField as l, useUpdateSetting as n, settingColumns as o, settingsResource as r, settingDetailFields as s, updateSettingInputSchema as t };
