import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button } from "../entry-server.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-CAvsTOEp.js";
import { t as DialogActions } from "./DialogActions-Cu3A53uh.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { sanitizeHtml } from "./sanitize-html-BbufZIOr.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/directory/components/legal-dialog.tsx
/** The Privacy Policies / Terms of Use dialog of the home's footer (lazy chunk): the settings' HTML, sanitised. */
var import_jsx_runtime = require_jsx_runtime();
var LegalDialog = ({ open, onClose, title, html, loading }) => {
	const t = useT();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose,
		scroll: "paper",
		maxWidth: "md",
		fullWidth: true,
		"aria-labelledby": "legal-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id: "legal-title",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogContent, {
				dividers: true,
				children: loading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": t("directory.footer.loadingText") }) : html ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { "& img": { maxWidth: "100%" } },
					dangerouslySetInnerHTML: { __html: sanitizeHtml(html) }
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("directory.footer.noText") })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogActions, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onClose,
				children: t("common.close")
			}) })
		]
	});
};
export { LegalDialog };
