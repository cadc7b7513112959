import { t as Box } from "./Box-Op65S0xF.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Link } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { l as useUser, t as DEFAULT_PRIVATE_PATH } from "./auth-6sNTiVR1.js";
import { N as systemNameOf, P as useAppConfig } from "../entry-server.js";
import { a as useT } from "./i18n-CO41xELr.js";
// ../../node_modules/@mui/icons-material/BatteryChargingFull.mjs
var import_jsx_runtime = require_jsx_runtime();
var BatteryChargingFull_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.67 4H14V2h-4v2H8.33C7.6 4 7 4.6 7 5.33v15.33C7 21.4 7.6 22 8.33 22h7.33c.74 0 1.34-.6 1.34-1.33V5.33C17 4.6 16.4 4 15.67 4M11 20v-5.5H9L13 7v5.5h2z" }), "BatteryChargingFull");
// src/components/layout/logo.tsx
/** The configured logo (or the system name); it links to the home route only when logged in (section 2). */
var Logo = ({ compact = false, nameFrom }) => {
	const t = useT();
	const config = useAppConfig();
	const user = useUser();
	const name = systemNameOf(config);
	const content = config.branding.logoUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: config.branding.logoUrl,
		alt: name,
		sx: {
			height: 40,
			maxWidth: compact ? 96 : 180,
			objectFit: "contain",
			display: "block"
		}
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			alignItems: "center",
			gap: 1,
			color: "primary.main"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BatteryChargingFull_default, {
			"aria-hidden": true,
			sx: { fontSize: 32 }
		}), compact ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "span",
			variant: "h6",
			sx: {
				fontWeight: 700,
				color: "text.primary",
				whiteSpace: "nowrap",
				...nameFrom ? {
					display: "none",
					[`@media (min-width: ${nameFrom}px)`]: { display: "inline" }
				} : {}
			},
			children: name
		})]
	});
	if (!user) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: { display: "inline-flex" },
		children: content
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: Link,
		to: DEFAULT_PRIVATE_PATH,
		"aria-label": `${name} – ${t("layout.logoHome")}`,
		sx: {
			display: "inline-flex",
			textDecoration: "none",
			borderRadius: 1
		},
		children: content
	});
};
export { Logo as t };
