import { t as Container } from "./Container-BDMf8bO6.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/app/routes/public/test.tsx
var import_jsx_runtime = require_jsx_runtime();
/** 'teste': a page that only proves the app is up. */
var TestRoute = () => {
	const t = useT();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxWidth: "lg",
		sx: { py: {
			xs: 2,
			md: 4
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "h4",
			component: "h1",
			gutterBottom: true,
			children: t("pages.test.title")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("pages.test.text") })]
	});
};
export { TestRoute as Component };
