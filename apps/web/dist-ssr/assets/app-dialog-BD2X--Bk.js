import { C as Button } from "../entry-server.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-CAvsTOEp.js";
import { t as DialogActions } from "./DialogActions-Cu3A53uh.js";
import { n as CheckCircleOutlineOutlined_default, t as DialogContentText } from "./DialogContentText-D_Ozkkd4.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as HelpOutlineOutlined_default } from "./HelpOutlineOutlined-BV0dLG80.js";
// ../../node_modules/@mui/icons-material/ErrorOutlineOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var ErrorOutlineOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" }), "ErrorOutlineOutlined");
// ../../node_modules/@mui/icons-material/InfoOutlined.mjs
var InfoOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8" }), "InfoOutlined");
// ../../node_modules/@mui/icons-material/WarningAmber.mjs
var WarningAmber_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 5.99 19.53 19H4.47zM12 2 1 21h22z" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M13 16h-2v2h2zm0-6h-2v5h2z" }, "1")], "WarningAmber");
// src/components/dialogs/app-dialog.tsx
/** One dialog of DialogsProvider (lazy chunk): icon and title, message, Cancelar/Continuar or the single button. */
var ICONS = {
	info: InfoOutlined_default,
	success: CheckCircleOutlineOutlined_default,
	warning: WarningAmber_default,
	error: ErrorOutlineOutlined_default,
	question: HelpOutlineOutlined_default
};
var ICON_COLORS = {
	info: "info",
	success: "success",
	warning: "warning",
	error: "error",
	question: "primary"
};
var AppDialog = ({ dialog, open, onClose, onExited }) => {
	const Icon = ICONS[dialog.severity];
	const titleId = `app-dialog-title-${dialog.id}`;
	const textId = `app-dialog-text-${dialog.id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose: () => onClose(false),
		slotProps: { transition: { onExited } },
		"aria-labelledby": titleId,
		"aria-describedby": dialog.message ? textId : void 0,
		role: dialog.kind === "confirm" || dialog.severity === "error" ? "alertdialog" : "dialog",
		fullWidth: true,
		maxWidth: "xs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id: titleId,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: "row",
					spacing: 1,
					sx: { alignItems: "center" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						color: ICON_COLORS[dialog.severity],
						"aria-hidden": true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: dialog.title })]
				})
			}),
			dialog.message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContentText, {
				id: textId,
				component: "div",
				sx: { whiteSpace: "pre-line" },
				children: dialog.message
			}) }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogActions, {
				sx: {
					px: 3,
					pb: 2
				},
				children: [dialog.kind === "confirm" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					onClick: () => onClose(false),
					children: dialog.cancelText
				}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					color: dialog.confirmColor,
					onClick: () => onClose(true),
					autoFocus: dialog.kind !== "confirm",
					children: dialog.confirmText
				})]
			})
		]
	});
};
export { AppDialog };
