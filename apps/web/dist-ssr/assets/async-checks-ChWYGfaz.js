import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-C7IRH6v5.js";
// src/components/form/async-checks.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Where a form keeps its fields' async checks (FormEngine provides it; outside a form nothing is checked). */
var AsyncChecksContext = (0, import_react.createContext)({ register: () => () => void 0 });
var useAsyncChecks = () => (0, import_react.use)(AsyncChecksContext);
export { useAsyncChecks as n, AsyncChecksContext as t };
