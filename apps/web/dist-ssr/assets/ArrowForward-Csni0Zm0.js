import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// ../../node_modules/@mui/icons-material/ArrowForward.mjs
var import_jsx_runtime = require_jsx_runtime();
var ArrowForward_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z" }), "ArrowForward");
export { ArrowForward_default as t };
