import { t as SettingTextPage } from "./setting-text-page-Y_tlYqig.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/app/routes/app/settings/terms.tsx
var import_jsx_runtime = require_jsx_runtime();
var Route = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingTextPage, { property: "termsAndConditions" });
export { Route as Component };
