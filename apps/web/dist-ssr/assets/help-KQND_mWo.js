import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as Link } from "./Link-uOIDz6rW.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { c as useLocation } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { d as slugify } from "../entry-server.js";
import "./src-Bti_6Flz.js";
import { t as HELP_TEXTS } from "./help-Cc89cmpO.js";
import { a as useT } from "./i18n-CO41xELr.js";
// src/features/help/components/help-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The sections, in catalogue order. */
var SECTION_IDS = Object.keys(HELP_TEXTS.sections);
var stepKeysOf = (id) => Object.keys(HELP_TEXTS.sections[id].steps).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
var TOC_ID = "help-toc";
/** Scrolls to an anchor inside the page (the router keeps the path; the hash is put in the URL for sharing). */
var scrollToAnchor = (anchor) => {
	const target = document.getElementById(anchor);
	if (!target) return false;
	const reduced = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
	target.scrollIntoView?.({
		behavior: reduced ? "auto" : "smooth",
		block: "start"
	});
	target.focus({ preventScroll: true });
	return true;
};
var jumpTo = (anchor) => (event) => {
	if (!scrollToAnchor(anchor)) return;
	event.preventDefault();
	window.history.replaceState(window.history.state, "", `#${anchor}`);
};
/**
* help: the back-office's main tasks explained in pt-BR, one section per task with numbered steps
* and a tip, a table of contents of anchor links, and a way back to it after each section.
* Texts come through useT from the help catalogue; the catalogue's shape gives the sections and steps.
*/
var HelpPage = () => {
	const t = useT();
	const { hash } = useLocation();
	const text = (key) => t(key);
	/** A section's anchor: its title as a slug ('Redefinir a senha' → 'redefinir-a-senha'). */
	const anchorOf = (id) => slugify(text(`help.sections.${id}.title`));
	(0, import_react.useEffect)(() => {
		if (hash.length > 1) scrollToAnchor(decodeURIComponent(hash.slice(1)));
	}, [hash]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 3,
		sx: { maxWidth: 960 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h4",
				component: "h1",
				gutterBottom: true,
				children: t("help.title")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("help.intro")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				component: "nav",
				variant: "outlined",
				"aria-labelledby": TOC_ID,
				sx: { p: {
					xs: 2,
					md: 3
				} },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: TOC_ID,
					tabIndex: -1,
					variant: "h6",
					component: "h2",
					gutterBottom: true,
					sx: {
						scrollMarginTop: 80,
						"&:focus": { outline: "none" }
					},
					children: t("help.tocTitle")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ol",
					sx: {
						m: 0,
						pl: 3,
						display: "grid",
						gap: .5
					},
					children: SECTION_IDS.map((id) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `#${anchorOf(id)}`,
						onClick: jumpTo(anchorOf(id)),
						children: text(`help.sections.${id}.title`)
					}) }, id))
				})]
			}),
			SECTION_IDS.map((id) => {
				const anchor = anchorOf(id);
				const hasTip = "tip" in HELP_TEXTS.sections[id];
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "section",
					variant: "outlined",
					"aria-labelledby": `${anchor}-title`,
					sx: { p: {
						xs: 2,
						md: 3
					} },
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: anchor,
							tabIndex: -1,
							variant: "h5",
							component: "h2",
							gutterBottom: true,
							sx: {
								scrollMarginTop: 80,
								"&:focus": { outline: "none" },
								"&:focus-visible": {
									outline: "2px solid",
									outlineColor: "primary.main"
								}
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								id: `${anchor}-title`,
								children: text(`help.sections.${id}.title`)
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							sx: { mb: 2 },
							children: text(`help.sections.${id}.intro`)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "subtitle2",
							component: "h3",
							gutterBottom: true,
							children: t("help.stepsLabel")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "ol",
							sx: {
								m: 0,
								pl: 3,
								display: "grid",
								gap: 1
							},
							children: stepKeysOf(id).map((step) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "span",
								children: text(`help.sections.${id}.steps.${step}`)
							}) }, step))
						}),
						hasTip ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							sx: {
								mt: 2,
								p: 1.5,
								borderRadius: 1,
								bgcolor: "action.hover",
								borderLeft: 4,
								borderColor: "primary.main"
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: t("help.tipLabel") }),
								" ",
								text(`help.sections.${id}.tip`)
							] })
						}) : null,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							sx: { mt: 2 },
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								href: `#${TOC_ID}`,
								onClick: jumpTo(TOC_ID),
								variant: "body2",
								children: t("help.backToTop")
							})
						})
					]
				}, id);
			})
		]
	});
};
// src/app/routes/app/help.tsx
/** help (any logged user) */
var HelpRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HelpPage, {});
export { HelpRoute as Component };
