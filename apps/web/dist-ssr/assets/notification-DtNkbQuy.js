import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as useParams, t as Link, u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as FormEngine } from "./form-engine-BG7K42yd.js";
import { C as Button, L as useSnackbar, pt as useDialogs } from "../entry-server.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { x as ZNotificationCreateSchema } from "./src-Bti_6Flz.js";
import { a as getErrorMessage, r as api } from "./api-client-BaaCRxO6.js";
import { i as NOTIFICATIONS_QUERY_KEY, n as notificationDetailFields, o as useNotification, r as notificationFormFields } from "./notification-fields-BIehEw9Q.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as FieldValue } from "./field-value-DLpqPScw.js";
// src/features/notifications/api/create-notification.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var createNotificationInputSchema = ZNotificationCreateSchema;
/** POST /api/notifications { notification }: sent by the server's scheduler at scheduledDate (or soon, without one). */
var createNotification = (notification) => api.post("/notifications", { notification });
var useCreateNotification = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createNotification,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })
	});
};
// src/features/notifications/components/notification-create.tsx
var import_jsx_runtime = require_jsx_runtime();
var LIST_PATH$1 = "/notifications";
/** notification (no id): the create form. A saved notification cannot be edited (no PUT). */
var NotificationCreate = () => {
	const t = useT();
	const navigate = useNavigate();
	const { showSnackbar } = useSnackbar();
	const fields = (0, import_react.useMemo)(() => notificationFormFields(t), [t]);
	const createNotification = useCreateNotification();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h4",
			component: "h1",
			children: t("content.notifications.newTitle")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			variant: "outlined",
			sx: { p: {
				xs: 2,
				md: 3
			} },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormEngine, {
				fields,
				schema: createNotificationInputSchema,
				onSave: (payload) => createNotification.mutateAsync(payload),
				onSaved: () => {
					showSnackbar(t("content.notifications.created"), {
						variant: "alert",
						severity: "success"
					});
					navigate(LIST_PATH$1);
				},
				onCancel: () => void navigate(LIST_PATH$1)
			})
		})]
	});
};
// src/features/notifications/components/notification-view.tsx
var LIST_PATH = "/notifications";
/** notification/{id}: a saved notification, read-only (the API has no PUT for notifications). */
var NotificationView = ({ id }) => {
	const t = useT();
	const dialogs = useDialogs();
	const fields = (0, import_react.useMemo)(() => notificationDetailFields(t), [t]);
	const notification = useNotification(id);
	const { error } = notification;
	(0, import_react.useEffect)(() => {
		if (error) dialogs.showApiError(error);
	}, [error, dialogs]);
	const back = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: Link,
		to: LIST_PATH,
		color: "inherit",
		size: "small",
		children: t("content.common.backToList")
	});
	let content;
	if (notification.isPending) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "flex",
			justifyContent: "center",
			p: 4
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": t("content.common.loading") })
	});
	else if (notification.isError) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			spacing: 1,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				color: "inherit",
				size: "small",
				onClick: () => void notification.refetch(),
				children: t("content.common.retry")
			}), back]
		}),
		children: getErrorMessage(notification.error) || t("content.common.loadFailed")
	});
	else {
		const record = notification.data;
		content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 2,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "info",
					children: t("content.notifications.notEditable")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dl",
					sx: { m: 0 },
					children: fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							py: 1,
							borderBottom: 1,
							borderColor: "divider"
						},
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
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
					direction: "row",
					sx: { justifyContent: "flex-end" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						component: Link,
						to: LIST_PATH,
						children: t("content.common.backToList")
					})
				})
			]
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h4",
			component: "h1",
			children: t("content.notifications.viewTitle")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			variant: "outlined",
			sx: { p: {
				xs: 2,
				md: 3
			} },
			children: content
		})]
	});
};
// src/app/routes/app/notification.tsx
/** notification/{id?}: the create form without an id; with one, the saved notification read-only (no PUT). */
var Route = () => {
	const { id } = useParams();
	return id ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationView, { id: Number(id) }, id) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationCreate, {});
};
export { Route as Component };
