import "./register-areas-D6VEVQ-Q.js";
import { c as useLocation, n as Navigate, p as useSearchParams, r as Outlet } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { a as safeRedirectPath, l as useUser } from "./auth-6sNTiVR1.js";
import { t as useHostRule } from "./hosts-BzUBf0HP.js";
import { t as DefaultTitle } from "./seo-BoYPxWnm.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/app/routes/auth/root.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Auth screens (back-office host): a logged-in user is sent to the earlier path (redirectTo) or the dashboard. */
var AuthRoot = () => {
	useHostRule("backoffice");
	const user = useUser();
	const [params] = useSearchParams();
	const location = useLocation();
	if (user) {
		const from = location.state?.from;
		const target = safeRedirectPath(params.get("redirectTo")) ?? safeRedirectPath(from) ?? "/dashboard";
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
			to: target,
			replace: true
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DefaultTitle, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})] });
};
export { AuthRoot as Component };
