import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Link } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button } from "../entry-server.js";
import { n as Card, t as CardContent } from "./CardContent-Bl6LoEMv.js";
import { t as CardActions } from "./CardActions-B3GKNJru.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { i as Build_default, n as Phone_default, r as Directions_default, t as WhatsApp_default } from "./WhatsApp-Bufv9c9R.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { a as partnerDirections, i as partnerDetailsPath, n as addressLine, o as partnerWhatsapp, r as imageUrl } from "./home-CHEFYb3M.js";
import { t as telLink } from "./tel-link-BssOULCC.js";
// src/features/directory/components/partner-card.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var formatKm = (km) => km.toLocaleString("pt-BR", { maximumFractionDigits: km < 10 ? 1 : 0 });
/**
* The partner card (section 2): photo (when there is one), name, address and district, city-state, phone, product chips,
* the technical-assistance badge, 'Ir para Loja', 'Whatsapp', 'Ver Detalhes'. Clicking the card (or
* Enter / Space on it) selects the partner and its marker.
*/
var PartnerCard = (0, import_react.memo)(({ partner, selected, onSelect }) => {
	const t = useT();
	const photo = imageUrl(partner.photo);
	const whatsapp = partnerWhatsapp(partner, t("directory.whatsappMessage", { name: partner.name }));
	const titleId = `partner-${partner.id}-name`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		component: "article",
		variant: "outlined",
		"aria-labelledby": titleId,
		"data-partner-id": partner.id,
		"data-selected": selected ? "true" : "false",
		onClick: (event) => {
			if (event.target.closest("a,button")) return;
			onSelect(partner.id);
		},
		sx: {
			display: "flex",
			flexDirection: {
				xs: "column",
				sm: "row"
			},
			cursor: "pointer",
			borderWidth: 2,
			borderColor: selected ? "warning.main" : "divider",
			transition: "border-color 150ms",
			"&:hover": { borderColor: selected ? "warning.main" : "primary.light" }
		},
		children: [photo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				width: {
					xs: "100%",
					sm: 140
				},
				height: {
					xs: 140,
					sm: "auto"
				},
				minHeight: { sm: 140 },
				flexShrink: 0,
				bgcolor: "action.hover",
				overflow: "hidden"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "img",
				src: photo,
				alt: t("directory.photoOf", { name: partner.name }),
				loading: "lazy",
				decoding: "async",
				width: 140,
				height: 140,
				sx: {
					width: "100%",
					height: "100%",
					objectFit: "cover",
					display: "block"
				}
			})
		}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexDirection: "column",
				flexGrow: 1,
				minWidth: 0
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, {
				sx: {
					pb: 1,
					overflowWrap: "anywhere"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						spacing: 1,
						sx: {
							alignItems: "flex-start",
							justifyContent: "space-between"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: titleId,
							variant: "h6",
							component: "h3",
							sx: {
								fontSize: "1.05rem",
								lineHeight: 1.3
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "button",
								type: "button",
								"aria-pressed": selected,
								onClick: () => onSelect(partner.id),
								sx: {
									all: "unset",
									cursor: "pointer",
									"&:focus-visible": {
										outline: 2,
										outlineStyle: "solid",
										outlineColor: "primary.main",
										outlineOffset: 2,
										borderRadius: .5
									}
								},
								children: partner.name
							})
						}), typeof partner.distanceKm === "number" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "caption",
							color: "text.secondary",
							sx: { whiteSpace: "nowrap" },
							children: t("directory.distance", { distance: formatKm(partner.distanceKm) })
						})]
					}),
					partner.isAssistence && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Build_default, {}),
						label: t("directory.assistanceBadge"),
						color: "success",
						size: "small",
						sx: { mt: .5 }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: { mt: 1 },
						children: addressLine(partner)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: [
							partner.city,
							" - ",
							partner.uf
						]
					}),
					partner.phone && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						sx: {
							display: "flex",
							alignItems: "center",
							gap: .5,
							mt: .5
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Phone_default, {
							"aria-hidden": true,
							fontSize: "inherit"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: telLink(partner.phone),
							style: { color: "inherit" },
							children: partner.phone
						})]
					}),
					partner.lines.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
						direction: "row",
						sx: {
							flexWrap: "wrap",
							gap: .5,
							mt: 1
						},
						component: "ul",
						"aria-label": t("partner.lines"),
						style: {
							padding: 0,
							margin: 0,
							listStyle: "none"
						},
						children: partner.lines.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							label: line.name,
							size: "small",
							variant: "outlined"
						}) }, line.id))
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardActions, {
				sx: {
					mt: "auto",
					flexWrap: "wrap",
					gap: 1,
					px: 2,
					pb: 2,
					"& > :not(style) ~ :not(style)": { ml: 0 }
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						variant: "outlined",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Directions_default, {}),
						href: partnerDirections(partner),
						target: "_blank",
						rel: "noopener noreferrer",
						"data-testid": "directions-link",
						children: t("directory.goToStore")
					}),
					whatsapp && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						variant: "outlined",
						color: "success",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WhatsApp_default, {}),
						href: whatsapp,
						target: "_blank",
						rel: "noopener noreferrer",
						"data-testid": "whatsapp-link",
						children: t("directory.whatsapp")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						variant: "contained",
						component: Link,
						to: partnerDetailsPath(partner),
						"aria-label": `${t("directory.details")}: ${partner.name}`,
						children: t("directory.details")
					})
				]
			})]
		})]
	});
});
PartnerCard.displayName = "PartnerCard";
export { PartnerCard };
