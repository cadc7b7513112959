import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { E as DEVICE_TYPES } from "./i18n-CO41xELr.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { b as NOTIFICATION_CONTENT_MAX } from "./src-Bti_6Flz.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
// src/features/notifications/api/delete-notification.ts
/** DELETE /api/notifications?id= */
var deleteNotification = (id) => api.delete("/notifications", { params: { id } });
// src/features/notifications/api/get-notification.ts
/** GET /api/notifications/{id} */
var getNotification = (id, signal) => api.get(`/notifications/${id}`, { signal });
var notificationQueryOptions = (id) => queryOptions({
	queryKey: [
		"notifications",
		"detail",
		id
	],
	queryFn: ({ signal }) => getNotification(id, signal)
});
/** A saved notification (read-only view). */
var useNotification = (id) => useQuery(notificationQueryOptions(id));
// src/features/notifications/api/get-notifications.ts
/** Every notifications query lives under this key; creating or deleting refreshes it. */
var NOTIFICATIONS_QUERY_KEY = ["notifications"];
/** GET /api/notifications: searchTerm (title, content), filters deviceType and isSent, paging and sorting. */
var getNotifications = (params, signal) => api.get("/notifications", {
	params: toQueryParams(params),
	signal
});
/**
* The list engine's resource: list, details, delete, export and the NOTIFICATION permissions.
* No update: the API has no PUT for notifications (section 7), so a saved one is viewed, not edited.
*/
var notificationsResource = {
	queryKey: NOTIFICATIONS_QUERY_KEY,
	list: getNotifications,
	get: getNotification,
	remove: deleteNotification,
	exportPath: "/api/notifications",
	permissions: {
		list: "NOTIFICATION:LIST",
		create: "NOTIFICATION:CREATE",
		delete: "NOTIFICATION:DELETE"
	}
};
// src/features/notifications/components/notification-fields.ts
var deviceTypeOptions = (t) => DEVICE_TYPES.map((value) => ({
	value,
	label: t(`content.notifications.deviceType.${value}`)
}));
var yesNoOptions = (t) => [{
	value: "true",
	label: t("content.notifications.yesNo.true")
}, {
	value: "false",
	label: t("content.notifications.yesNo.false")
}];
/**
* The notification form (section 3): title and deviceType required; link; content (multiline);
* image; scheduledDate (date-time). isSent has no form field: the server sets it when it sends.
*/
var notificationFormFields = (t) => [
	{
		property: "title",
		type: "string",
		label: t("content.notifications.fields.title"),
		required: true
	},
	{
		property: "deviceType",
		type: "options",
		label: t("content.notifications.fields.deviceType"),
		required: true,
		options: deviceTypeOptions(t),
		defaultValue: "all"
	},
	{
		property: "content",
		type: "string",
		label: t("content.notifications.fields.content"),
		multiline: true,
		rows: 5,
		maxLength: NOTIFICATION_CONTENT_MAX
	},
	{
		property: "link",
		type: "string",
		label: t("content.notifications.fields.link"),
		inputType: "url",
		helperText: t("content.common.linkHelp")
	},
	{
		property: "scheduledDate",
		type: "datetime",
		label: t("content.notifications.fields.scheduledDate"),
		helperText: t("content.notifications.scheduledHelp")
	},
	{
		property: "image",
		type: "photo",
		label: t("content.notifications.fields.image")
	}
];
/** What a saved notification shows (details panel and view page): the form's fields, isSent and the dates. */
var notificationDetailFields = (t) => [
	...notificationFormFields(t).map((field) => ({
		...field,
		defaultValue: void 0
	})),
	{
		property: "isSent",
		type: "boolean",
		label: t("content.notifications.fields.isSent")
	},
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
var notificationColumns = (t) => {
	const devices = deviceTypeOptions(t);
	return [
		{
			key: "title",
			label: t("content.notifications.fields.title"),
			minWidth: 180
		},
		{
			key: "deviceType",
			label: t("content.notifications.fields.deviceType"),
			render: (notification) => devices.find((o) => o.value === notification.deviceType)?.label ?? notification.deviceType,
			filter: {
				type: "options",
				options: devices.map((o) => ({
					value: String(o.value),
					label: o.label
				}))
			}
		},
		{
			key: "scheduledDate",
			label: t("content.notifications.fields.scheduledDate"),
			display: "datetime"
		},
		{
			key: "isSent",
			label: t("content.notifications.fields.isSent"),
			render: (notification) => t(`content.notifications.yesNo.${notification.isSent ? "true" : "false"}`),
			filter: {
				type: "options",
				options: yesNoOptions(t)
			}
		},
		{
			key: "dtRegister",
			label: t("content.common.dtRegister"),
			display: "date"
		}
	];
};
export { notificationsResource as a, NOTIFICATIONS_QUERY_KEY as i, notificationDetailFields as n, useNotification as o, notificationFormFields as r, notificationColumns as t };
