import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { X as MESSAGES } from "./i18n-CO41xELr.js";
import { t as missingFieldsText } from "./src-Bti_6Flz.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { i as fetchWithAuth } from "./api-client-BaaCRxO6.js";
import { l as useUser } from "./auth-6sNTiVR1.js";
import { st as canUser } from "../entry-server.js";
// src/components/data-table/data-table-services.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var DataTableServicesContext = (0, import_react.createContext)({});
var DataTableServicesProvider = ({ value, children }) => {
	const parent = (0, import_react.use)(DataTableServicesContext);
	const merged = (0, import_react.useMemo)(() => ({
		...parent,
		...value
	}), [parent, value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTableServicesContext, {
		value: merged,
		children
	});
};
var useDataTableServices = () => {
	const overrides = (0, import_react.use)(DataTableServicesContext);
	const user = useUser();
	return (0, import_react.useMemo)(() => ({
		can: (permission) => canUser(user, permission),
		confirm: (message, subject) => Promise.resolve(window.confirm(subject ? `${message}\n${subject}` : message)),
		showError: (message) => window.alert(message),
		notify: (message) => window.alert(message),
		fetchFile: (url, init) => fetchWithAuth(url, init),
		...overrides
	}), [user, overrides]);
};
/** The message of a thrown API error ({ statusCode, error, message, additionalData }) or a fallback. */
var errorMessageOf = (error, fallback) => {
	if (error && typeof error === "object" && "message" in error) {
		const { message, additionalData } = error;
		if (message === MESSAGES.errors.missingFields) return missingFieldsText(additionalData);
		if (typeof message === "string" && message.trim()) return message;
	}
	return fallback;
};
/** The query parameters a 400 answer names (its additionalData keys), or [] for any other error. */
var invalidParamsOf = (error) => {
	if (!error || typeof error !== "object") return [];
	const { statusCode, additionalData } = error;
	if (statusCode !== 400 || !additionalData || typeof additionalData !== "object") return [];
	return Object.keys(additionalData);
};
export { useDataTableServices as i, errorMessageOf as n, invalidParamsOf as r, DataTableServicesProvider as t };
