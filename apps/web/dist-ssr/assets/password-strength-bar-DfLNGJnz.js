import { t as Box } from "./Box-Op65S0xF.js";
import { t as LinearProgress } from "./LinearProgress-TRXoXJO8.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { J as passwordStrength, Y as passwordStrengthLabel } from "./src-Bti_6Flz.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/components/ui/password-strength-bar.tsx
var import_jsx_runtime = require_jsx_runtime();
var COLORS = [
	"error",
	"error",
	"warning",
	"info",
	"primary",
	"success"
];
/**
* Strength bar with its label (Ruim, Fraco, Normal, Bom, Forte), from the domain's score 0–5.
* Shared by the reset-password screen and the form engine's password fields (`strengthBar`).
*/
var PasswordStrengthBar = ({ password, label, id }) => {
	const t = useT();
	const score = passwordStrength(password);
	const text = passwordStrengthLabel(score);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		id,
		sx: {
			display: "flex",
			alignItems: "center",
			gap: 2
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
			variant: "determinate",
			value: score / 5 * 100,
			color: COLORS[score] ?? "error",
			"aria-label": label ?? t("auth.reset.strength"),
			"aria-valuetext": text,
			sx: {
				flex: 1,
				height: 8,
				borderRadius: 4
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			sx: {
				minWidth: 56,
				fontWeight: 600
			},
			"data-testid": "password-strength-label",
			children: text
		})]
	});
};
export { PasswordStrengthBar as t };
