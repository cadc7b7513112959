import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-C7IRH6v5.js";
import { c as useLocation } from "./chunk-6KYCQHYJ-CV4t_1il.js";
// src/components/layout/scroll-to-top.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
/** Scrolls smoothly to the top whenever the path changes (section 2). */
var ScrollToTop = () => {
	const { pathname } = useLocation();
	(0, import_react.useEffect)(() => {
		window.scrollTo({
			top: 0,
			left: 0,
			behavior: prefersReducedMotion() ? "auto" : "smooth"
		});
	}, [pathname]);
	return null;
};
export { ScrollToTop as t };
