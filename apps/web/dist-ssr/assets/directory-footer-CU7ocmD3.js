import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button, P as useAppConfig, f as usePublicSettings } from "../entry-server.js";
import { t as Link } from "./Link-uOIDz6rW.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as telLink } from "./tel-link-BssOULCC.js";
// src/features/directory/components/directory-footer.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The legal text dialog (and its HTML sanitiser) loads on the first click: it stays out of the home's first load. */
var LegalDialog = (0, import_react.lazy)(() => import("./legal-dialog-B34NgtS1.js").then((m) => ({ default: m.LegalDialog })));
/**
* The home's footer: customer service (address, phone, e-mail from GET /api/config's `support`; each line only
* when configured, the block only when one is) and Privacy Policies, Terms of Use (settings' texts), Fale Conosco
* (the support e-mail, when configured).
*/
var DirectoryFooter = () => {
	const t = useT();
	const { address, phone, email } = useAppConfig().support;
	const hasService = Boolean(address || phone || email);
	const [open, setOpen] = (0, import_react.useState)(null);
	const [opened, setOpened] = (0, import_react.useState)(false);
	if (open !== null && !opened) setOpened(true);
	const settings = usePublicSettings(open !== null);
	const html = open === "privacy" ? settings.data?.privacyPolicy : settings.data?.termsAndConditions;
	const title = open === "privacy" ? t("directory.footer.privacy") : t("directory.footer.terms");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": hasService ? "service-title" : void 0,
		sx: {
			mt: 6,
			py: 4,
			px: {
				xs: 2,
				md: 4
			},
			bgcolor: "action.hover",
			borderTop: 1,
			borderColor: "divider"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				maxWidth: 1100,
				mx: "auto",
				display: "grid",
				gap: 3,
				gridTemplateColumns: {
					xs: "1fr",
					md: hasService ? "2fr 1fr" : "1fr"
				}
			},
			children: [hasService && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "address",
				sx: { fontStyle: "normal" },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "service-title",
						variant: "h6",
						component: "h2",
						gutterBottom: true,
						children: t("directory.footer.title")
					}),
					address && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: address }),
					phone && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: telLink(phone),
						children: phone
					}) }),
					email && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `mailto:${email}`,
						children: email
					}) })
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "nav",
				"aria-label": t("directory.footer.links"),
				sx: {
					display: "flex",
					flexDirection: "column",
					alignItems: "flex-start",
					gap: .5
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => setOpen("privacy"),
						children: t("directory.footer.privacy")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: () => setOpen("terms"),
						children: t("directory.footer.terms")
					}),
					email && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						href: `mailto:${email}`,
						children: t("directory.footer.contact")
					})
				]
			})]
		}), opened && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalDialog, {
				open: open !== null,
				onClose: () => setOpen(null),
				title,
				html,
				loading: settings.isLoading
			})
		})]
	});
};
export { DirectoryFooter };
