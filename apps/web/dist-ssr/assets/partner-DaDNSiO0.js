import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { d as useParams, t as Link, u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Avatar } from "./Avatar-Lq8jl7Yc.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as Breadcrumbs } from "./Breadcrumbs-D5d56PRj.js";
import { C as Button, P as useAppConfig, S as NotFound, c as cityPath, l as partnerPath, n as isNotFound, r as usePartnerDetails } from "../entry-server.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as Container } from "./Container-BDMf8bO6.js";
import { t as Link$1 } from "./Link-uOIDz6rW.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Skeleton } from "./Skeleton-Q5IX1VQ1.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as ArrowBack_default } from "./ArrowBack-BTI9keX9.js";
import { i as Build_default, n as Phone_default, r as Directions_default, t as WhatsApp_default } from "./WhatsApp-Bufv9c9R.js";
import { i as mapsLink, n as Map_default, r as directionsLink, t as useHydrated } from "./use-hydrated-DdNUCOQB.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as telLink } from "./tel-link-BssOULCC.js";
import { t as whatsappLink } from "./whatsapp-link-Bs9DbioM.js";
import { n as jsonLdScript, r as partnerJsonLd, t as breadcrumbJsonLd } from "./json-ld-mWCbuxhL.js";
import { H as UFS, a as useT } from "./i18n-CO41xELr.js";
import { t as API_BASE_URL } from "./api-client-BaaCRxO6.js";
import { n as NotFoundHead, r as PageHead } from "./seo-BoYPxWnm.js";
// ../../node_modules/@mui/icons-material/Storefront.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Storefront_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z" }), "Storefront");
// src/features/partner/components/partner-details.tsx
var PartnerLocationMap = (0, import_react.lazy)(() => import("./partner-location-map-DiRzaEZB.js").then((m) => ({ default: m.PartnerLocationMap })));
var MapBoundary = class extends import_react.Component {
	state = { failed: false };
	static getDerivedStateFromError() {
		return { failed: true };
	}
	render() {
		return this.state.failed ? this.props.fallback : this.props.children;
	}
};
var imageUrl = (name) => {
	if (!name) return null;
	if (/^(https?:|data:)/i.test(name) || name.startsWith("/")) return name;
	return `${API_BASE_URL}/uploads/files/${name.split("/").map(encodeURIComponent).join("/")}`;
};
/** Street and number, district, city-UF, cep. */
var addressOf = (p) => [
	[p.logradouro, p.numero].filter(Boolean).join(", ") + (p.complement ? ` (${p.complement})` : ""),
	p.neibor,
	`${p.city}-${p.uf}`,
	p.cep
].filter(Boolean).join(" – ");
/** True when this page was reached by a navigation inside the app (the history entry before it is ours). */
var cameFromOurPage = () => {
	const state = window.history.state;
	return typeof state?.idx === "number" && state.idx > 0;
};
/** The partner details page ({uf}/{municipio}/{nome}/{id} and partnersdetails/{id}). */
var PartnerDetails = () => {
	const t = useT();
	const navigate = useNavigate();
	const params = useParams();
	const id = Number(params.id);
	const query = usePartnerDetails(id);
	const partner = query.data;
	const canonical = partner ? partner.path || partnerPath(partner) : `/partnersdetails/${id}`;
	(0, import_react.useEffect)(() => {
		if (!partner || !params.uf) return;
		const current = partner.path || partnerPath(partner);
		if (window.location.pathname !== current) navigate(current, { replace: true });
	}, [
		partner,
		params.uf,
		navigate
	]);
	if (query.isError && isNotFound(query.error)) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundHead, { title: t("pages.notFound.title") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFound, {})] });
	const back = () => {
		if (cameFromOurPage()) navigate(-1);
		else navigate(partner ? cityPath(partner.uf, partner.city) : "/");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxWidth: "lg",
		sx: { py: {
			xs: 2,
			md: 4
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
				title: partner ? `${partner.name} – ${partner.city}-${partner.uf}` : t("partner.breadcrumbDetails"),
				description: partner ? t("partner.seoDescription", {
					name: partner.name,
					city: partner.city,
					uf: partner.uf
				}) : t("partner.breadcrumbDetails"),
				path: canonical,
				image: partner ? imageUrl(partner.photo) ?? imageUrl(partner.logo) : null
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 2,
				sx: {
					alignItems: "center",
					mb: 2,
					flexWrap: "wrap"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, {}),
					onClick: back,
					children: t("partner.back")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Breadcrumbs, {
					"aria-label": t("partner.breadcrumbLabel"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
						component: Link,
						to: partner ? `/${partner.uf.toLowerCase()}` : "/",
						underline: "hover",
						color: "inherit",
						sx: {
							display: "inline-flex",
							alignItems: "center",
							minHeight: 24
						},
						children: t("partner.breadcrumbList")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.primary",
						"aria-current": "page",
						children: t("partner.breadcrumbDetails")
					})]
				})]
			}),
			query.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "flex",
					justifyContent: "center",
					py: 8
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": t("partner.loading") })
			}) : query.isError || !partner ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "inherit",
					onClick: () => void query.refetch(),
					children: t("partner.retry")
				}),
				children: t("partner.loadFailed")
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartnerBody, { partner })
		]
	});
};
/** schema.org data of the page: the partner (AutoPartsStore) and the trail Início › state › city › partner. */
var PartnerJsonLd = ({ partner }) => {
	const t = useT();
	const base = useAppConfig().publicUrl;
	const stateName = UFS.find((u) => u.uf === partner.uf.toUpperCase())?.nome ?? partner.uf;
	const trail = breadcrumbJsonLd([
		{
			name: t("partner.breadcrumbHome"),
			url: `${base}/`
		},
		{
			name: stateName,
			url: `${base}/${partner.uf.toLowerCase()}`
		},
		{
			name: partner.city,
			url: `${base}${cityPath(partner.uf, partner.city)}`
		},
		{
			name: partner.name,
			url: `${base}${partner.path || partnerPath(partner)}`
		}
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("script", {
		type: "application/ld+json",
		dangerouslySetInnerHTML: { __html: jsonLdScript([partnerJsonLd(partner, base), trail]) }
	});
};
var PartnerBody = ({ partner }) => {
	const t = useT();
	const hydrated = useHydrated();
	const config = useAppConfig();
	const cover = imageUrl(partner.photo);
	const logo = imageUrl(partner.logo);
	const position = partner.addressPosition;
	const whatsNumber = partner.whatsapp || partner.phone;
	const directions = directionsLink(partner);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: { overflow: "hidden" },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartnerJsonLd, { partner }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					height: {
						xs: 180,
						md: 300
					},
					bgcolor: "action.hover",
					display: "flex",
					alignItems: "center",
					justifyContent: "center"
				},
				children: cover ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "img",
					src: cover,
					alt: t("partner.coverOf", { name: partner.name }),
					sx: {
						width: "100%",
						height: "100%",
						objectFit: "cover"
					}
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Storefront_default, {
					"aria-hidden": true,
					sx: {
						fontSize: 96,
						color: "text.disabled"
					}
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { p: {
					xs: 2,
					md: 4
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: {
							xs: "column",
							sm: "row"
						},
						spacing: 2,
						sx: {
							alignItems: { sm: "center" },
							mt: {
								xs: -7,
								md: -9
							}
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
							src: logo ?? void 0,
							alt: logo ? t("partner.logoOf", { name: partner.name }) : void 0,
							variant: "rounded",
							sx: {
								width: {
									xs: 88,
									md: 112
								},
								height: {
									xs: 88,
									md: 112
								},
								border: 4,
								borderColor: "background.paper",
								bgcolor: "background.paper",
								color: "primary.main",
								boxShadow: 2,
								"& img": { objectFit: "contain" }
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Storefront_default, { fontSize: "large" })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: { pt: { sm: 6 } },
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								variant: "h4",
								component: "h1",
								sx: {
									fontSize: {
										xs: "1.6rem",
										md: "2.1rem"
									},
									fontWeight: 700
								},
								children: partner.name
							}), partner.isAssistence && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Build_default, {}),
								label: t("partner.assistanceBadge"),
								color: "success",
								size: "small",
								sx: { mt: .5 }
							})]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "address",
						sx: {
							fontStyle: "normal",
							mt: 2,
							overflowWrap: "anywhere"
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: addressOf(partner) }),
							partner.phone && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
								t("partner.phone"),
								": ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
									href: telLink(partner.phone),
									children: partner.phone
								})
							] }),
							partner.email && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
								t("partner.email"),
								": ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
									href: `mailto:${partner.email}`,
									children: partner.email
								})
							] })
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						sx: {
							flexWrap: "wrap",
							gap: 1,
							mt: 2
						},
						children: [
							partner.phone && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "contained",
								startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Phone_default, {}),
								href: telLink(partner.phone),
								children: t("partner.call")
							}),
							whatsNumber && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "contained",
								color: "success",
								startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WhatsApp_default, {}),
								href: whatsappLink(whatsNumber, t("directory.whatsappMessage", { name: partner.name })),
								target: "_blank",
								rel: "noopener noreferrer",
								"data-testid": "whatsapp-link",
								children: t("partner.whatsapp")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								variant: "outlined",
								startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Directions_default, {}),
								href: directions,
								target: "_blank",
								rel: "noopener noreferrer",
								"data-testid": "directions-link",
								children: t("partner.goToStore")
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "section",
						"aria-labelledby": "lines-title",
						sx: { mt: 4 },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: "lines-title",
							variant: "h6",
							component: "h2",
							gutterBottom: true,
							children: t("partner.lines")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
							component: "ul",
							direction: "row",
							sx: {
								flexWrap: "wrap",
								gap: 1,
								p: 0,
								m: 0,
								listStyle: "none"
							},
							children: partner.lines.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								label: line.name,
								variant: "outlined",
								color: "primary"
							}) }, line.id))
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "section",
						"aria-labelledby": "location-title",
						sx: { mt: 4 },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							direction: "row",
							sx: {
								alignItems: "center",
								justifyContent: "space-between",
								flexWrap: "wrap",
								gap: 1,
								mb: 1
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								id: "location-title",
								variant: "h6",
								component: "h2",
								children: t("partner.location")
							}), position && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Map_default, {}),
								href: mapsLink(partner),
								target: "_blank",
								rel: "noopener noreferrer",
								"data-testid": "maps-link",
								children: t("partner.viewOnMaps")
							})]
						}), position ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapBoundary, {
							fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
								severity: "warning",
								children: t("partner.mapFailed")
							}),
							children: !hydrated ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
								variant: "rounded",
								height: 320
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
								fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
									variant: "rounded",
									height: 320
								}),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartnerLocationMap, {
									latitude: position.latitude,
									longitude: position.longitude,
									name: partner.name,
									tileUrl: config.map.tileUrl,
									attribution: config.map.attribution,
									label: t("partner.location")
								})
							})
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							color: "text.secondary",
							children: t("partner.noPosition")
						})]
					})
				]
			})
		]
	});
};
export { PartnerDetails as Component };
