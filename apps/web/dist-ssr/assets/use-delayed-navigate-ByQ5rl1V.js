import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-C7IRH6v5.js";
import { u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { h as AUTH_REDIRECT_DELAY_MS } from "./i18n-CO41xELr.js";
// src/features/auth/hooks/use-delayed-navigate.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Navigates to `to` after AUTH_REDIRECT_DELAY_MS (1.5 s); the timer dies with the screen. */
var useDelayedNavigate = (delayMs = AUTH_REDIRECT_DELAY_MS) => {
	const navigate = useNavigate();
	const timer = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => () => {
		if (timer.current) clearTimeout(timer.current);
	}, []);
	return (0, import_react.useCallback)((to) => {
		if (timer.current) clearTimeout(timer.current);
		timer.current = setTimeout(() => void navigate(to), delayMs);
	}, [navigate, delayMs]);
};
export { useDelayedNavigate as t };
