import { t as Chip } from "./Chip-Dxa7uACa.js";
import { P as LOG_ACTIONS, X as MESSAGES } from "./i18n-CO41xELr.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/company-logs/components/log-action.ts
/** 'Cadastro', 'Alteração', 'Exclusão', 'Aprovação', 'Rejeição', 'Desativação' */
var logActionLabel = (action) => MESSAGES.logAction[action] ?? action;
/** The typeAction filter's choices. */
var LOG_ACTION_OPTIONS = LOG_ACTIONS.map((action) => ({
	value: action,
	label: logActionLabel(action)
}));
/** Chip colour of an action. */
var LOG_ACTION_COLORS = {
	create: "info",
	update: "primary",
	delete: "error",
	approved: "success",
	rejected: "error",
	disabled: "warning"
};
// src/features/company-logs/components/log-action-chip.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The action of a log entry as a small coloured label (the text carries the meaning; the colour only helps). */
var LogActionChip = ({ action }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
	size: "small",
	variant: "outlined",
	color: LOG_ACTION_COLORS[action] ?? "default",
	label: logActionLabel(action)
});
export { LOG_ACTION_OPTIONS as n, LogActionChip as t };
