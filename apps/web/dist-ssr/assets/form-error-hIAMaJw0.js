import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as Container } from "./Container-BDMf8bO6.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { k as useMediaQuery } from "../entry-server.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Logo } from "./logo-CU0rlhG8.js";
import { t as ScrollToTop } from "./scroll-to-top-BBsv8Z7W.js";
// src/components/layout/auth-layout.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Frame of the auth screens: a centred card with the logo; an optional side panel on wide screens (lg and up) only. */
var AuthLayout = ({ children, aside: asideContent }) => {
	const aside = useMediaQuery(useTheme().breakpoints.up("lg")) ? asideContent : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "main",
		id: "main-content",
		sx: {
			minHeight: "100vh",
			display: "flex",
			alignItems: "center",
			bgcolor: "background.default",
			py: {
				xs: 2,
				sm: 4
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollToTop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: aside ? "lg" : "sm",
			sx: { px: {
				xs: 1.5,
				sm: 3
			} },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				elevation: 0,
				sx: {
					display: "flex",
					overflow: "hidden",
					borderRadius: 3,
					border: 1,
					borderColor: "divider",
					minHeight: aside ? { lg: 560 } : void 0
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						flex: 1,
						minWidth: 0,
						p: {
							xs: 3,
							sm: 5
						},
						display: "flex",
						flexDirection: "column",
						gap: 3
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logo, {}), children]
				}), aside ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: "flex",
						flex: 1,
						minWidth: 0
					},
					children: aside
				}) : null]
			})
		})]
	});
};
// src/features/auth/components/form-error.tsx
/** The server's message under an auth form (section 8). */
var FormError = ({ message }) => message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
	severity: "error",
	role: "alert",
	children: message
}) : null;
export { AuthLayout as n, FormError as t };
