import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// ../../node_modules/@mui/icons-material/CategoryOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var CategoryOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 2-5.5 9h11zm0 3.84L13.93 9h-3.87zM17.5 13c-2.49 0-4.5 2.01-4.5 4.5s2.01 4.5 4.5 4.5 4.5-2.01 4.5-4.5-2.01-4.5-4.5-4.5m0 7c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5M3 21.5h8v-8H3zm2-6h4v4H5z" }), "CategoryOutlined");
export { CategoryOutlined_default as t };
