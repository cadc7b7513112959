import { S as NotFound } from "../entry-server.js";
import { t as ScrollToTop } from "./scroll-to-top-BBsv8Z7W.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as DefaultTitle } from "./seo-BoYPxWnm.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/app/routes/not-found.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The catch-all: 'Página não encontrada' with 'Voltar ao início.'. */
var NotFoundRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	component: "main",
	id: "main-content",
	sx: {
		minHeight: "100vh",
		display: "flex",
		alignItems: "center",
		justifyContent: "center"
	},
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DefaultTitle, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollToTop, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFound, {})
	]
});
export { NotFoundRoute as Component };
