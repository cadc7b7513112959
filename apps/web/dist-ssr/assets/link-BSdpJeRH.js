import { t as Link$1 } from "./Link-uOIDz6rW.js";
import { t as Link$2 } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as visuallyHidden } from "./visually-hidden-zA1hFK73.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/components/ui/link.tsx
var import_jsx_runtime = require_jsx_runtime();
var isExternalUrl = (to) => /^https?:/i.test(to);
var Link = ({ to, children, ...props }) => {
	const t = useT();
	if (isExternalUrl(to)) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
		href: to,
		target: "_blank",
		rel: "noopener noreferrer",
		...props,
		children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			style: visuallyHidden,
			children: t("common.newTab")
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
		component: Link$2,
		to,
		...props,
		children
	});
};
export { isExternalUrl as n, Link as t };
