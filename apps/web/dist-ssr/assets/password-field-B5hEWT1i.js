import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as IconButton } from "./IconButton-BTGa1MFq.js";
import { t as InputAdornment } from "./InputAdornment-CQ3FWGZN.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { n as Visibility_default, t as VisibilityOff_default } from "./VisibilityOff-DUWEPd4f.js";
import { a as useT } from "./i18n-CO41xELr.js";
// src/features/auth/components/password-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A password input with a show/hide toggle. */
var PasswordField = (props) => {
	const t = useT();
	const [visible, setVisible] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		...props,
		type: visible ? "text" : "password",
		slotProps: {
			...props.slotProps,
			input: { endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
				position: "end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": visible ? t("auth.login.hidePassword") : t("auth.login.showPassword"),
					"aria-pressed": visible,
					onClick: () => setVisible((v) => !v),
					onMouseDown: (event) => event.preventDefault(),
					edge: "end",
					children: visible ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOff_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Visibility_default, {})
				})
			}) }
		}
	});
};
export { PasswordField as t };
