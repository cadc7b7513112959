import { S as NotFound } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/app/routes/app/not-found.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An unknown back-office path of a logged-in user ('/settings/nada'): 'Página não encontrada' inside the shell. */
var AppNotFound = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFound, {});
export { AppNotFound as Component };
