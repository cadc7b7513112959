import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-C7IRH6v5.js";
// src/lib/record-access.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var RecordAccessContext = (0, import_react.createContext)({ canSave: true });
var useRecordAccess = () => (0, import_react.use)(RecordAccessContext);
export { useRecordAccess as n, RecordAccessContext as t };
