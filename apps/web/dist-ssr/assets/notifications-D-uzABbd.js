import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as DataTable } from "./data-table-DHeU3-MJ.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { a as notificationsResource, n as notificationDetailFields, t as notificationColumns } from "./notification-fields-BIehEw9Q.js";
// src/features/notifications/components/notifications-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* notifications: search (title, content), filters deviceType and isSent, sort, export, details, Add
* and delete by NOTIFICATION permissions. No edit: a saved notification is viewed in the details panel.
*/
var NotificationsList = () => {
	const t = useT();
	const columns = (0, import_react.useMemo)(() => notificationColumns(t), [t]);
	const detailFields = (0, import_react.useMemo)(() => notificationDetailFields(t), [t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h4",
		component: "h1",
		sx: { mb: 2 },
		children: t("content.notifications.title")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTable, {
		resource: notificationsResource,
		title: t("content.notifications.title"),
		hideTitle: true,
		columns,
		filterRow: "open",
		createPath: "/notification",
		details: {
			fields: detailFields,
			title: (notification) => notification.title || t("content.notifications.detailsTitle")
		},
		storageKey: "notifications"
	})] });
};
// src/app/routes/app/notifications.tsx
var Route = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationsList, {});
export { Route as Component };
