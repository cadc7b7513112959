import { t as Box } from "./Box-Op65S0xF.js";
import { n as isExternalUrl, t as Link } from "./link-BSdpJeRH.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/components/content-fields/link-cell.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An http(s) link opens in a new tab; a site path is shown as text (it belongs to the public site). */
var LinkCell = ({ link }) => {
	if (!link) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "—" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		sx: { wordBreak: "break-all" },
		children: isExternalUrl(link) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			to: link,
			children: link
		}) : link
	});
};
// src/components/content-fields/content-fields.tsx
/** The required image of a banner or main menu, with its suggested size (section 9). */
var contentImageField = (t, imageSize) => ({
	property: "image",
	type: "photo",
	label: t("content.common.image"),
	required: true,
	imageSize
});
/** The image thumbnail column. */
var contentImageColumn = (t) => ({
	key: "image",
	label: t("content.common.image"),
	display: "image",
	sortable: false
});
/** The order of the record in the app (1 = first); the list moves records by drag or keyboard to change it. */
var contentPositionColumn = (t) => ({
	key: "position",
	label: t("content.common.position"),
	align: "right",
	namesRow: false
});
/** The optional link (an http(s) address or a path of the public site). */
var contentLinkField = (t) => ({
	property: "link",
	type: "string",
	label: t("content.common.link"),
	inputType: "url",
	helperText: t("content.common.linkHelp"),
	width: 12
});
/** The details panel: the form's fields plus the dates. */
var withContentDates = (t, fields) => [
	...fields,
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
/** List columns after the record's own: the link (external ones clickable) and the dates. */
var contentLinkAndDateColumns = (t) => [
	{
		key: "link",
		label: t("content.common.link"),
		minWidth: 180,
		render: (record) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCell, { link: record.link })
	},
	{
		key: "dtRegister",
		label: t("content.common.dtRegister"),
		display: "date"
	},
	{
		key: "dtUpdate",
		label: t("content.common.dtUpdate"),
		display: "date"
	}
];
/** The form fields, details fields and list columns of an image-and-link record (banner, main menu). */
var imageLinkContent = (imageSize) => {
	const formFields = (t) => [contentImageField(t, imageSize), contentLinkField(t)];
	return {
		formFields,
		detailFields: (t) => withContentDates(t, formFields(t)),
		columns: (t) => [
			contentPositionColumn(t),
			contentImageColumn(t),
			...contentLinkAndDateColumns(t)
		]
	};
};
export { withContentDates as a, imageLinkContent as i, contentLinkField as n, contentPositionColumn as r, contentLinkAndDateColumns as t };
