import { t as Box } from "./Box-Op65S0xF.js";
import { et as useFormServices } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/company-lines/components/line-icon.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A line's stored icon (24x24 suggested); decorative beside the line's name. */
var LineIcon = ({ icon }) => {
	const { fileUrl } = useFormServices();
	if (!icon) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		sx: {
			display: "inline-block",
			width: 24,
			height: 24,
			flexShrink: 0
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: fileUrl(icon),
		alt: "",
		loading: "lazy",
		sx: {
			width: 24,
			height: 24,
			objectFit: "contain",
			flexShrink: 0
		}
	});
};
export { LineIcon as t };
