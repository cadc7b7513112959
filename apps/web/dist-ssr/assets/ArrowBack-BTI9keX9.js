import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// ../../node_modules/@mui/icons-material/ArrowBack.mjs
var import_jsx_runtime = require_jsx_runtime();
var ArrowBack_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" }), "ArrowBack");
export { ArrowBack_default as t };
