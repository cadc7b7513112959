import { N as systemNameOf, P as useAppConfig } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/lib/seo.tsx
/**
* The <head> of a page as React 19 elements (hoisted into <head>, on the server and in the browser):
* title, description, canonical link and Open Graph. Absolute URLs start with the configured public
* address (`publicUrl` of GET /api/config), never with the address the page was reached by.
*/
var import_jsx_runtime = require_jsx_runtime();
var PageHead = ({ title, description, path, image }) => {
	const config = useAppConfig();
	const systemName = systemNameOf(config);
	const url = `${config.publicUrl}${path}`;
	const fullTitle = `${title} | ${systemName}`;
	const imageUrl = image ? /^https?:/i.test(image) ? image : `${config.publicUrl}${image.startsWith("/") ? "" : "/"}${image}` : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: fullTitle }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "description",
			content: description
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
			rel: "canonical",
			href: url
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:title",
			content: fullTitle
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:description",
			content: description
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:url",
			content: url
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:type",
			content: "website"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:site_name",
			content: systemName
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:locale",
			content: "pt_BR"
		}),
		imageUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:image",
			content: imageUrl
		}) : null
	] });
};
/** The system name as the title of a page without its own (back-office, login, registration). */
var DefaultTitle = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: systemNameOf(useAppConfig()) });
/** The head of a public page that does not exist (answered 404 by the server): its title, and not indexed. */
var NotFoundHead = ({ title }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: `${title} | ${systemNameOf(useAppConfig())}` }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
	name: "robots",
	content: "noindex"
})] });
export { NotFoundHead as n, PageHead as r, DefaultTitle as t };
