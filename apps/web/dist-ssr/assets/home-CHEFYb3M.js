import { i as __toESM, n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { H as UFS, S as DEFAULT_LINES, _ as BREAKPOINTS, a as useT } from "./i18n-CO41xELr.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { d as useParams, p as useSearchParams, t as Link, u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button, L as useSnackbar, P as useAppConfig, S as NotFound, _ as useCities, a as directoryUrl, c as cityPath, d as slugify, f as usePublicSettings, g as MAP_GEOLOCATION_OPTIONS, h as LOCATION_SNACKBAR_MS, i as PAGE_PARAM, k as useMediaQuery, l as partnerPath, m as HOME_GEOLOCATION_OPTIONS, o as startPageOf, p as usePartners, s as useDirectoryFilters, t as renderedOnServer, u as statePath, v as useStates, y as usePublicLines } from "../entry-server.js";
import { n as ButtonBase, t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as Skeleton } from "./Skeleton-Q5IX1VQ1.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { n as Map_default, r as directionsLink, t as useHydrated } from "./use-hydrated-DdNUCOQB.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { _ as keepPreviousData, n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { r as api, t as API_BASE_URL } from "./api-client-BaaCRxO6.js";
import { t as IconButton } from "./IconButton-BTGa1MFq.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as MyLocation_default } from "./MyLocation-YIJ4Nctp.js";
import { n as mapLoadErrorText, r as retryableLazy, t as MapErrorBoundary } from "./retryable-lazy-BbPY4J9a.js";
import { t as whatsappLink } from "./whatsapp-link-Bs9DbioM.js";
import { t as Link$1 } from "./Link-uOIDz6rW.js";
import { t as Search_default } from "./Search-wvWmD5y4.js";
import { n as NotFoundHead, r as PageHead } from "./seo-BoYPxWnm.js";
// ../../node_modules/@mui/icons-material/ViewList.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var ViewList_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 14h4v-4H3zm0 5h4v-4H3zM3 9h4V5H3zm5 5h13v-4H8zm0 5h13v-4H8zM8 5v4h13V5z" }), "ViewList");
// src/features/directory/api/get-map-clusters.ts
/**
* GET /companys/listfiltred/map: the clusters (count, centre, expansion zoom) and single partners of the
* view, clustered by the server, with the filters' total and extent.
*/
var getMapClusters = (filters, view, signal) => api.get("/companys/listfiltred/map", {
	params: {
		uf: filters.uf,
		city: filters.city,
		line: filters.lines,
		isAssistence: filters.isAssistence ? true : void 0,
		bbox: view.bbox.join(","),
		zoom: view.zoom
	},
	signal
});
/** The clusters of the view; the previous view's stay drawn while the next ones load. */
var useMapClusters = (filters, view, enabled) => useQuery({
	queryKey: [
		"public-partners-map",
		filters,
		view
	],
	queryFn: ({ signal }) => getMapClusters(filters, view, signal),
	enabled: enabled && view !== null,
	staleTime: 6e4,
	placeholderData: keepPreviousData
});
// src/features/directory/components/categories-block.tsx
/** The categories block (Moto, Caminhão, Carro, Estacionárias, Náutica): each filters the list by its line. */
var CategoriesBlock = ({ lines, selected, onPick, loading = false }) => {
	const t = useT();
	const categories = loading ? DEFAULT_LINES.map((name, i) => ({
		name,
		line: {
			id: -1 - i,
			name
		}
	})) : DEFAULT_LINES.map((name) => ({
		name,
		line: lines.find((l) => slugify(l.name) === slugify(name))
	})).filter((c) => Boolean(c.line));
	if (categories.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "categories-title",
		"aria-busy": loading || void 0,
		sx: { my: {
			xs: 3,
			md: 4
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "categories-title",
			variant: "h5",
			component: "h2",
			gutterBottom: true,
			children: t("directory.categories.title")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				display: "grid",
				gridTemplateColumns: {
					xs: "repeat(2, 1fr)",
					sm: "repeat(5, 1fr)"
				},
				gap: 1.5,
				p: 0,
				m: 0,
				listStyle: "none"
			},
			children: categories.map(({ name, line }) => {
				const active = selected.includes(line.id);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonBase, {
					focusRipple: true,
					disabled: loading,
					onClick: () => onPick(line.id),
					"aria-pressed": active,
					"aria-label": t("directory.categories.filterBy", { name }),
					sx: {
						width: "100%",
						minHeight: 64,
						borderRadius: 2,
						border: 2,
						borderColor: active ? "primary.main" : "divider",
						bgcolor: active ? "primary.main" : "background.paper",
						color: active ? "primary.contrastText" : "text.primary",
						fontWeight: 700,
						fontSize: "1rem",
						"&:hover": { borderColor: "primary.main" },
						"&.Mui-focusVisible": {
							outline: 3,
							outlineStyle: "solid",
							outlineColor: "primary.dark",
							outlineOffset: 2
						}
					},
					children: name
				}) }, line.id);
			})
		})]
	});
};
// src/features/directory/components/lazy-alert.tsx
var Alert = (0, import_react.lazy)(() => import("./Alert-C5CZsBPn.js").then((n) => n.t));
/**
* MUI's Alert, fetched when first shown: the directory shows it only for an empty result or a failure, so it
* stays out of the home's first load. Its text arrives a moment later, announced as usual (role="alert").
*/
var LazyAlert = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
	fallback: null,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, { ...props })
});
// src/features/directory/components/map-panel.tsx
/** Tooltip (with Popper) is only a hover hint of the locate button: it loads after the first paint. */
var Tooltip = (0, import_react.lazy)(() => import("./Tooltip-DgxSTtaa.js").then((n) => n.t));
var partnerMap = retryableLazy(() => import("./partner-map-leaflet-DUCDlOnF.js").then((m) => ({ default: m.PartnerMapLeaflet })));
/** How far below the viewport the map starts loading. */
var MAP_NEAR_MARGIN = "100px";
/** True once `ref` comes within MAP_NEAR_MARGIN of the viewport (at once without IntersectionObserver). */
var useNearViewport = (ref) => {
	const [near, setNear] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		const node = ref.current;
		if (near || !node) return void 0;
		if (typeof IntersectionObserver === "undefined") {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((e) => e.isIntersecting)) setNear(true);
		}, { rootMargin: `${MAP_NEAR_MARGIN} 0px` });
		observer.observe(node);
		return () => observer.disconnect();
	}, [ref, near]);
	return near;
};
var MAP_HEIGHT = {
	xs: 360,
	md: "calc(100vh - 140px)"
};
/**
* The map column: 'Permitir acesso à sua localização?' with Permitir, the locate button (10 s) and
* the lazily loaded Leaflet map.
*/
var MapPanel = ({ clusters, frameKey, extent, onViewChange, selection, selectedPartner, onSelect, onOpenDetails, detailsHref, position, geoStatus, requestLocation, onMapShown }) => {
	const t = useT();
	const config = useAppConfig();
	const { showSnackbar } = useSnackbar();
	const handleRef = (0, import_react.useRef)(null);
	const [, setAttempt] = (0, import_react.useState)(0);
	const PartnerMapLeaflet = partnerMap.get();
	const slotRef = (0, import_react.useRef)(null);
	const near = useNearViewport(slotRef);
	(0, import_react.useEffect)(() => {
		if (near) onMapShown?.();
	}, [near, onMapShown]);
	const onReady = (0, import_react.useCallback)((handle) => {
		handleRef.current = handle;
	}, []);
	const locate = async () => {
		if (!handleRef.current) {
			showSnackbar(t("directory.location.mapNotReady"), {
				variant: "alert",
				severity: "warning",
				autoHideMs: LOCATION_SNACKBAR_MS
			});
			return;
		}
		const found = await requestLocation(MAP_GEOLOCATION_OPTIONS);
		if (found) handleRef.current?.flyTo(found, 12);
	};
	const mapPlaceholder = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		variant: "rounded",
		sx: { height: MAP_HEIGHT },
		role: "img",
		"aria-label": t("directory.map.loading")
	});
	const locateButton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		onClick: () => void locate(),
		"aria-label": t("directory.map.locate"),
		sx: {
			position: "absolute",
			right: 10,
			bottom: 28,
			zIndex: 500,
			bgcolor: "background.paper",
			boxShadow: 2,
			"&:hover": { bgcolor: "background.paper" }
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MyLocation_default, { color: "primary" })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { position: "relative" },
		children: [geoStatus !== "granted" && geoStatus !== "unsupported" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			sx: {
				p: 1.5,
				mb: 1.5,
				display: "flex",
				alignItems: "center",
				gap: 1.5,
				flexWrap: "wrap"
			},
			role: "region",
			"aria-label": t("directory.map.locationQuestion"),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { flex: "1 1 200px" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { fontWeight: 600 },
					children: t("directory.map.locationQuestion")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					color: "text.secondary",
					children: t("directory.map.locationHint")
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				onClick: () => void requestLocation(),
				disabled: geoStatus === "pending",
				children: t("directory.map.allow")
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			ref: slotRef,
			"data-testid": "partner-map-slot",
			sx: { position: "relative" },
			children: [near ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapErrorBoundary, {
				onRetry: () => {
					partnerMap.retry();
					setAttempt((n) => n + 1);
				},
				fallback: (error, retry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(LazyAlert, {
					severity: "warning",
					sx: {
						minHeight: 120,
						alignItems: "center"
					},
					action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						color: "inherit",
						size: "small",
						onClick: retry,
						children: t("directory.retry")
					}),
					children: [
						mapLoadErrorText(error),
						" ",
						t("directory.map.failed")
					]
				}),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
					fallback: mapPlaceholder,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartnerMapLeaflet, {
						clusters,
						frameKey,
						extent,
						onViewChange,
						selection,
						selectedPartner,
						onSelect,
						onOpenDetails,
						detailsHref,
						tileUrl: config.map.tileUrl,
						attribution: config.map.attribution,
						userPosition: position,
						onReady,
						height: MAP_HEIGHT
					})
				})
			}) : mapPlaceholder, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: locateButton,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
					title: t("directory.map.locate"),
					children: locateButton
				})
			})]
		})]
	});
};
// src/features/directory/components/native-checkbox-field.tsx
/**
* A native checkbox with its label, in the theme's primary colour: the look of MUI's Checkbox + FormControlLabel
* without their components (SwitchBase, ButtonBase ripple…), which would weigh on the home's first load.
* Native: Space toggles it, the label is clickable, screen readers announce it as a checkbox.
*/
var NativeCheckboxField = ({ label, name, value, form, checked, onChange }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	component: "label",
	sx: {
		display: "inline-flex",
		alignItems: "center",
		gap: 1,
		minHeight: 42,
		px: .5,
		cursor: "pointer",
		color: "text.primary",
		typography: "body1"
	},
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "input",
		type: "checkbox",
		name,
		value,
		form,
		checked,
		onChange,
		sx: {
			width: 18,
			height: 18,
			m: 0,
			flexShrink: 0,
			cursor: "pointer",
			accentColor: (theme) => theme.palette.primary.main,
			colorScheme: (theme) => theme.palette.mode,
			"&:focus-visible": {
				outline: 2,
				outlineColor: "primary.main",
				outlineOffset: 2
			}
		}
	}), label]
});
// src/features/directory/components/partner-links.ts
/** URL of a stored image (GET /api/uploads/files/<name>); absolute URLs and paths pass through. */
var imageUrl = (name) => {
	if (!name) return null;
	if (/^(https?:|data:)/i.test(name) || name.startsWith("/")) return name;
	return `${API_BASE_URL}/uploads/files/${name.split("/").map(encodeURIComponent).join("/")}`;
};
/** 'Ir para Loja': directions to the store by its name and address (the maps app shows the store). */
var partnerDirections = (partner) => directionsLink(partner);
/** 'Whatsapp': the messaging link with the prefilled message (55 unless the number starts with +); null without a number. */
var partnerWhatsapp = (partner, message) => {
	const number = partner.whatsapp || partner.phone;
	return number ? whatsappLink(number, message) : null;
};
/** 'Ver Detalhes': the partner's SEO route /{uf}/{municipio}/{nome}/{id}. */
var partnerDetailsPath = (partner) => partner.path || partnerPath(partner);
/** Street, number and district. */
var addressLine = (partner) => [[partner.logradouro, partner.numero].filter(Boolean).join(", "), partner.neibor].filter(Boolean).join(" – ");
// src/features/directory/components/native-select-field.tsx
/**
* A small outlined native select with its label on the border, drawn with the theme's colours: the look
* of MUI's outlined field without its input components (InputBase, FormControl, Select…), which would
* weigh on the home's first load. Native: the phone's own picker, keyboard and screen readers as usual.
*/
var NativeSelectField = ({ id, name, label, value, onChange, disabled, children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	sx: {
		position: "relative",
		minWidth: 0
	},
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "label",
		htmlFor: id,
		sx: {
			position: "absolute",
			top: 0,
			left: 10,
			transform: "translateY(-50%)",
			px: .5,
			bgcolor: "background.paper",
			color: disabled ? "text.disabled" : "text.secondary",
			fontSize: "0.75rem",
			lineHeight: 1.2,
			pointerEvents: "none",
			maxWidth: "calc(100% - 24px)",
			overflow: "hidden",
			textOverflow: "ellipsis",
			whiteSpace: "nowrap"
		},
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "select",
		id,
		name,
		value,
		onChange,
		disabled,
		sx: {
			display: "block",
			width: "100%",
			height: 40,
			px: 1.5,
			font: "inherit",
			fontSize: "1rem",
			color: disabled ? "text.disabled" : "text.primary",
			bgcolor: "background.paper",
			border: 1,
			borderColor: disabled ? "action.disabled" : "grey.600",
			borderRadius: 1,
			cursor: disabled ? "default" : "pointer",
			"&:hover:not(:disabled)": { borderColor: "text.primary" },
			"&:focus-visible": {
				outline: "2px solid",
				outlineColor: "primary.main",
				outlineOffset: -1,
				borderColor: "primary.main"
			},
			"& option": {
				color: "text.primary",
				bgcolor: "background.paper"
			}
		},
		children
	})]
});
// src/features/directory/components/search-hero.tsx
/** State items carry the code as id ('SP') or an IBGE number; the filter wants the code. */
var stateCodeOf = (item) => {
	if (typeof item.id === "string" && /^[A-Za-z]{2}$/.test(item.id)) return item.id.toUpperCase();
	if (/^[A-Za-z]{2}$/.test(item.nome)) return item.nome.toUpperCase();
	return UFS.find((u) => u.nome === item.nome)?.uf ?? String(item.id);
};
var MANY_LINES = "many";
/** The filter form's id: the assistance checkbox beside the results belongs to it too (its `form` attribute). */
var SEARCH_FORM_ID = "directory-search";
/**
* The hero: dropdowns of state, city (of the chosen state) and product, and BUSCAR, which scrolls to
* the results. Native selects: fast, and the phone's own picker.
*/
var SearchHero = ({ filters, states, cities, lines, onChange, onSearch, bannerUrl }) => {
	const t = useT();
	const cityKnown = !filters.city || cities.some((c) => c.nome === filters.city);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		"aria-labelledby": "hero-title",
		sx: {
			position: "relative",
			color: "common.white",
			bgcolor: "primary.dark",
			backgroundImage: {
				xs: bannerUrl?.mobile ? `linear-gradient(rgba(0,0,0,.55), rgba(0,0,0,.55)), url("${bannerUrl.mobile}")` : void 0,
				md: bannerUrl?.desk ? `linear-gradient(rgba(0,0,0,.5), rgba(0,0,0,.5)), url("${bannerUrl.desk}")` : void 0
			},
			backgroundSize: "cover",
			backgroundPosition: "center",
			px: {
				xs: 2,
				md: 4
			},
			py: {
				xs: 4,
				md: 7
			}
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				maxWidth: 1100,
				mx: "auto"
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "hero-title",
					variant: "h4",
					component: "h1",
					sx: {
						fontWeight: 700,
						fontSize: {
							xs: "1.6rem",
							md: "2.4rem"
						}
					},
					children: t("directory.heroTitle")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						mt: 1,
						mb: 3
					},
					children: t("directory.heroSubtitle")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
					component: "form",
					role: "search",
					id: SEARCH_FORM_ID,
					method: "get",
					action: "/",
					onSubmit: (event) => {
						event.preventDefault();
						onSearch();
					},
					sx: {
						p: 2,
						display: "grid",
						gap: 2,
						gridTemplateColumns: {
							xs: "1fr",
							sm: "1fr 1fr",
							md: "1fr 1.3fr 1fr auto"
						},
						alignItems: "center"
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
							id: "filter-state",
							name: "uf",
							label: t("directory.state"),
							value: filters.uf ?? "",
							onChange: (event) => onChange({
								uf: event.target.value || null,
								city: null
							}),
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: t("directory.allStates")
								}),
								states.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: stateCodeOf(s),
									children: s.nome
								}, String(s.id))),
								filters.uf && !states.some((s) => stateCodeOf(s) === filters.uf) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: filters.uf,
									children: UFS.find((u) => u.uf === filters.uf)?.nome ?? filters.uf
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
							id: "filter-city",
							name: "city",
							label: t("directory.city"),
							value: filters.city ?? "",
							disabled: !filters.uf,
							onChange: (event) => onChange({ city: event.target.value || null }),
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: filters.uf ? t("directory.allCities") : t("directory.chooseStateFirst")
								}),
								cities.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: c.nome,
									children: c.nome
								}, String(c.id))),
								!cityKnown && filters.city && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: filters.city,
									children: filters.city
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
							id: "filter-line",
							name: "line",
							label: t("directory.product"),
							value: filters.lines.length === 1 ? String(filters.lines[0]) : filters.lines.length > 1 ? MANY_LINES : "",
							onChange: (event) => {
								const value = event.target.value;
								if (value !== MANY_LINES) onChange({ lines: value ? [Number(value)] : [] });
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: "",
									children: t("directory.allProducts")
								}),
								filters.lines.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: MANY_LINES,
									disabled: true,
									children: t("directory.manyProducts", { names: filters.lines.map((id) => lines.find((l) => l.id === id)?.name ?? `#${id}`).join(", ") })
								}),
								lines.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
									value: String(l.id),
									children: l.name
								}, l.id))
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							variant: "contained",
							color: "secondary",
							size: "large",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, {}),
							sx: {
								fontWeight: 700,
								minHeight: 44
							},
							children: t("directory.search")
						})
					]
				})
			]
		})
	});
};
// src/features/directory/components/location-links.tsx
/**
* The directory as links (what search engines follow, and a way through without the filters): the home
* names every state with partners, a state page every city with partners; a city page's partner cards
* (and its 'Carregar mais' pages) link every partner, so every partner page has a link to it.
*/
var LocationLinks = ({ uf, city, states, cities }) => {
	const t = useT();
	if (city) return null;
	const stateName = uf ? UFS.find((u) => u.uf === uf)?.nome ?? uf : null;
	const items = uf ? cities.map((c) => ({
		key: String(c.id),
		href: cityPath(uf, c.nome),
		label: c.nome
	})) : states.map((s) => ({
		key: String(s.id),
		href: statePath(stateCodeOf(s)),
		label: s.nome
	}));
	if (items.length === 0) return null;
	const title = stateName ? t("directory.locations.citiesTitle", { state: stateName }) : t("directory.locations.statesTitle");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "nav",
		"aria-labelledby": "location-links-title",
		sx: {
			maxWidth: 1280,
			mx: "auto",
			px: {
				xs: 2,
				md: 3
			},
			mt: 5,
			mb: 3
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "location-links-title",
			variant: "h6",
			component: "h2",
			sx: { mb: 1.5 },
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				columnWidth: 200,
				columnGap: 3
			},
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "li",
				sx: {
					breakInside: "avoid",
					py: .25
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
					component: Link,
					to: item.href,
					underline: "hover",
					sx: {
						display: "inline-block",
						minHeight: 24,
						py: .25
					},
					children: item.label
				})
			}, item.key))
		})]
	});
};
// src/features/directory/components/use-geolocation.ts
/** Kept for the page's life: the automatic request happens once, and a position survives navigation (details and back). */
var session = {
	autoRequested: false,
	position: null,
	status: "idle"
};
/** The section 8 text of a geolocation failure. */
var locationErrorKey = (error) => {
	switch (error?.code) {
		case 1: return "directory.location.denied";
		case 2: return "directory.location.unavailable";
		case 3: return "directory.location.timeout";
		default: return "directory.location.unknown";
	}
};
/**
* The visitor's position: ONE automatic request on first load (8 s timeout, 30 s cache), `request`
* for 'Permitir' and the locate button; failures show the warning snackbars of section 8 (6 s).
*/
var useGeolocation = ({ auto = true } = {}) => {
	const t = useT();
	const { showSnackbar } = useSnackbar();
	const [position, setPositionState] = (0, import_react.useState)(session.position);
	const [status, setStatusState] = (0, import_react.useState)(session.status);
	const setPosition = (0, import_react.useCallback)((next) => {
		session.position = next;
		setPositionState(next);
	}, []);
	const setStatus = (0, import_react.useCallback)((next) => {
		session.status = next;
		setStatusState(next);
	}, []);
	const warn = (0, import_react.useCallback)((key) => showSnackbar(t(key), {
		variant: "alert",
		severity: "warning",
		autoHideMs: LOCATION_SNACKBAR_MS
	}), [showSnackbar, t]);
	const request = (0, import_react.useCallback)((options = HOME_GEOLOCATION_OPTIONS) => new Promise((resolve) => {
		if (typeof navigator === "undefined" || !navigator.geolocation) {
			setStatus("unsupported");
			warn("directory.location.unsupported");
			resolve(null);
			return;
		}
		setStatus("pending");
		navigator.geolocation.getCurrentPosition((result) => {
			const next = {
				latitude: result.coords.latitude,
				longitude: result.coords.longitude
			};
			setPosition(next);
			setStatus("granted");
			resolve(next);
		}, (error) => {
			setStatus(error?.code === 1 ? "denied" : "error");
			warn(locationErrorKey(error));
			resolve(null);
		}, options);
	}), [
		warn,
		setPosition,
		setStatus
	]);
	(0, import_react.useEffect)(() => {
		if (!auto || session.autoRequested) return;
		session.autoRequested = true;
		request(HOME_GEOLOCATION_OPTIONS);
	}, [auto, request]);
	return {
		position,
		status,
		request
	};
};
// src/features/directory/components/directory-home.tsx
var loadPartnerCard = () => import("./partner-card-BGK-RlVS.js");
var PartnerCard = (0, import_react.lazy)(() => loadPartnerCard().then((m) => ({ default: m.PartnerCard })));
var FilterChips = (0, import_react.lazy)(() => import("./filter-chips-CazjewJF.js").then((m) => ({ default: m.FilterChips })));
var DirectoryFooter = (0, import_react.lazy)(() => import("./directory-footer-CU7ocmD3.js").then((m) => ({ default: m.DirectoryFooter })));
/** The address of the list's next page (1-based ?pagina=N after the filters' own query). */
var nextPageHref = (filters, lastPageIndex) => {
	const url = directoryUrl(filters);
	return `${url}${url.includes("?") ? "&" : "?"}${PAGE_PARAM}=${lastPageIndex + 2}`;
};
/** Calls `onShown` once it is committed: inside a Suspense boundary, when the boundary's content is on screen. */
var OnShown = ({ onShown }) => {
	(0, import_react.useEffect)(onShown, [onShown]);
	return null;
};
/**
* The public home (also {uf} and {uf}/{municipio}): hero with the filters, categories, 'N resultados',
* the filter list, the partner list (keyboard-usable, works without location or map) and the map (beside the list on
* wide screens; on phones a 'Lista' / 'Mapa' switch shows one of them, the map loading when first shown).
*/
var DirectoryHome = () => {
	const t = useT();
	const navigate = useNavigate();
	const resultsRef = (0, import_react.useRef)(null);
	const states = useStates();
	const lines = usePublicLines();
	const settings = usePublicSettings();
	const { position, status: geoStatus, request: requestLocation } = useGeolocation();
	const params = useParams();
	const routeUf = params.uf ? params.uf.toUpperCase() : null;
	const citySlug = params.municipio ?? null;
	const cities = useCities(routeUf);
	const needAllCities = Boolean(citySlug) && cities.isSuccess && !cities.data.some((c) => slugify(c.nome) === slugify(citySlug ?? ""));
	const allCities = useCities(needAllCities ? routeUf : null, true);
	const knownCities = (0, import_react.useMemo)(() => [...cities.data ?? [], ...allCities.data ?? []], [cities.data, allCities.data]);
	const { filters, setFilters, cityResolved } = useDirectoryFilters(knownCities);
	const cityPending = Boolean(citySlug) && !cityResolved && (cities.isLoading || allCities.isLoading || needAllCities && !allCities.isFetched);
	const cityUnknown = Boolean(citySlug) && !cityResolved && !cityPending;
	const [cardsLoaded, setCardsLoaded] = (0, import_react.useState)(renderedOnServer);
	const markCardsLoaded = (0, import_react.useCallback)(() => setCardsLoaded(true), []);
	(0, import_react.useEffect)(() => {
		loadPartnerCard();
	}, []);
	const ready = !cityPending;
	const [searchParams] = useSearchParams();
	const startPage = startPageOf(searchParams);
	const list = usePartners(filters, position, ready && !cityUnknown, startPage);
	const [mapShown, setMapShown] = (0, import_react.useState)(false);
	const showMap = (0, import_react.useCallback)(() => setMapShown(true), []);
	const [view, setView] = (0, import_react.useState)(null);
	const mapQuery = useMapClusters(filters, view, ready && !cityUnknown && mapShown);
	const frameKey = JSON.stringify([
		filters.uf,
		filters.city,
		filters.lines,
		filters.isAssistence
	]);
	const pages = list.data?.pages ?? [];
	const partners = (0, import_react.useMemo)(() => pages.flatMap((p) => p.data), [pages]);
	const total = pages[0]?.total ?? 0;
	const nearest = pages[0]?.nearest ?? [];
	const shown = partners.length > 0 ? partners : nearest;
	const [selected, setSelected] = (0, import_react.useState)(null);
	const selection = (0, import_react.useMemo)(() => selected ? {
		id: selected.partner.id,
		source: selected.source
	} : null, [selected]);
	const selectFromList = (0, import_react.useCallback)((id) => {
		const partner = shown.find((p) => p.id === id);
		if (partner) setSelected({
			partner,
			source: "list"
		});
	}, [shown]);
	const selectFromMap = (0, import_react.useCallback)((partner) => {
		setSelected({
			partner,
			source: "map"
		});
		document.querySelector(`[data-partner-id="${partner.id}"]`)?.scrollIntoView({
			block: "nearest",
			behavior: "smooth"
		});
	}, []);
	(0, import_react.useEffect)(() => setSelected(null), [filters]);
	const [phoneView, setPhoneView] = (0, import_react.useState)("list");
	const hydrated = useHydrated();
	const isPhone = useMediaQuery(useTheme().breakpoints.down("md"));
	const byWidth = (phone, wide) => hydrated ? isPhone ? phone : wide : {
		xs: phone,
		md: wide
	};
	const stateName = filters.uf ? UFS.find((u) => u.uf === filters.uf)?.nome ?? filters.uf : null;
	const head = filters.uf && filters.city ? {
		title: t("directory.seo.cityTitle", {
			city: filters.city,
			uf: filters.uf
		}),
		description: t("directory.seo.cityDescription", {
			city: filters.city,
			uf: filters.uf
		}),
		path: directoryUrl({
			...filters,
			lines: [],
			isAssistence: false
		})
	} : stateName ? {
		title: t("directory.seo.stateTitle", { state: stateName }),
		description: t("directory.seo.stateDescription", { state: stateName }),
		path: directoryUrl({
			...filters,
			city: null,
			lines: [],
			isAssistence: false
		})
	} : {
		title: t("directory.seo.homeTitle"),
		description: t("directory.seo.homeDescription"),
		path: "/"
	};
	if (cityUnknown) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundHead, { title: t("pages.notFound.title") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFound, {})] });
	const scrollToResults = () => {
		resultsRef.current?.scrollIntoView({
			behavior: "smooth",
			block: "start"
		});
		resultsRef.current?.focus({ preventScroll: true });
	};
	const toggleLine = (id) => setFilters({ lines: filters.lines.includes(id) ? filters.lines.filter((l) => l !== id) : [id] });
	const listSkeleton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		spacing: 1.5,
		role: "status",
		"aria-label": t("directory.loadingPartners"),
		"data-testid": "partner-skeletons",
		children: [
			0,
			1,
			2
		].map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			variant: "rounded",
			height: 176,
			"aria-hidden": true
		}, i))
	});
	const countText = total === 1 ? t("directory.oneResult") : t("directory.results", { count: total.toLocaleString("pt-BR") });
	const failed = list.isError && !list.data;
	const listShown = Boolean(list.data) && cardsLoaded;
	const heading = failed ? t("directory.resultsHeading") : listShown ? countText : t("directory.loadingPartners");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, { ...head }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchHero, {
			filters,
			states: states.data ?? [],
			cities: cities.data ?? [],
			lines: lines.data ?? [],
			onChange: setFilters,
			onSearch: scrollToResults,
			bannerUrl: {
				desk: imageUrl(settings.data?.bannerDesk),
				mobile: imageUrl(settings.data?.bannerMobile)
			}
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				maxWidth: 1280,
				mx: "auto",
				px: {
					xs: 2,
					md: 3
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CategoriesBlock, {
				lines: lines.data ?? [],
				selected: filters.lines,
				onPick: toggleLine,
				loading: lines.isPending
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "section",
				"aria-labelledby": "results-count",
				sx: { scrollMarginTop: 72 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: {
							xs: "column",
							sm: "row"
						},
						spacing: 1,
						sx: {
							alignItems: { sm: "center" },
							justifyContent: "space-between",
							mb: 1.5
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							id: "results-count",
							ref: resultsRef,
							tabIndex: -1,
							variant: "h5",
							component: "h2",
							"aria-live": "polite",
							sx: {
								outline: "none",
								scrollMarginTop: 80
							},
							children: heading
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeCheckboxField, {
							name: "isAssistence",
							value: "true",
							form: SEARCH_FORM_ID,
							checked: filters.isAssistence,
							onChange: (e) => setFilters({ isAssistence: e.target.checked }),
							label: t("directory.assistanceOnly")
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
						fallback: null,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterChips, {
							filters,
							lines: lines.data ?? [],
							onChange: setFilters
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						role: "group",
						"aria-label": t("directory.viewSwitch.label"),
						sx: {
							display: byWidth("flex", "none"),
							gap: 1,
							mt: 1.5
						},
						children: ["list", "map"].map((view) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: phoneView === view ? "contained" : "outlined",
							"aria-pressed": phoneView === view,
							startIcon: view === "list" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewList_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Map_default, {}),
							onClick: () => setPhoneView(view),
							sx: { flex: 1 },
							children: t(view === "list" ? "directory.viewSwitch.list" : "directory.viewSwitch.map")
						}, view))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "grid",
							gap: 2,
							mt: 2,
							gridTemplateColumns: {
								xs: "1fr",
								md: "minmax(0, 5fr) minmax(0, 7fr)"
							},
							alignItems: "start"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							sx: {
								order: 1,
								display: byWidth(phoneView === "map" ? "none" : "block", "block")
							},
							"data-testid": "partner-list-panel",
							children: failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyAlert, {
								severity: "error",
								action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									color: "inherit",
									onClick: () => void list.refetch(),
									children: t("directory.retry")
								}),
								children: t("directory.loadFailed")
							}) : !list.data ? listSkeleton : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
								partners.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyAlert, {
									severity: "info",
									sx: { mb: 2 },
									children: t("directory.empty")
								}),
								partners.length === 0 && nearest.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									variant: "h6",
									component: "h3",
									sx: { mb: 1 },
									children: t("directory.nearestTitle")
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Suspense, {
									fallback: listSkeleton,
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
										component: "ul",
										"aria-label": t("directory.partnerList"),
										spacing: 1.5,
										sx: {
											p: 0,
											m: 0,
											listStyle: "none"
										},
										children: shown.map((partner) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartnerCard, {
											partner,
											selected: selection?.id === partner.id,
											onSelect: selectFromList
										}) }, partner.id))
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OnShown, { onShown: markCardsLoaded })]
								}),
								list.hasNextPage && cardsLoaded && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
									sx: {
										display: "flex",
										justifyContent: "center",
										mt: 2
									},
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
										variant: "outlined",
										href: nextPageHref(filters, list.data?.pageParams.at(-1) ?? startPage),
										onClick: (event) => {
											event.preventDefault();
											list.fetchNextPage();
										},
										disabled: list.isFetchingNextPage,
										startIcon: list.isFetchingNextPage ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { size: 16 }) : void 0,
										children: t("directory.loadMore")
									})
								})
							] })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							sx: {
								order: 2,
								position: { md: "sticky" },
								top: { md: 80 },
								display: byWidth(phoneView === "list" ? "none" : "block", "block")
							},
							"data-testid": "partner-map-panel",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapPanel, {
								clusters: mapQuery.data,
								frameKey,
								extent: mapQuery.isPlaceholderData ? void 0 : mapQuery.data?.extent,
								onViewChange: setView,
								selection,
								selectedPartner: selected?.partner ?? null,
								onSelect: selectFromMap,
								onOpenDetails: (p) => void navigate(partnerDetailsPath(p)),
								detailsHref: partnerDetailsPath,
								position,
								geoStatus,
								requestLocation,
								onMapShown: showMap
							})
						})]
					})
				]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocationLinks, {
			uf: filters.uf,
			city: filters.city,
			states: states.data ?? [],
			cities: cities.data ?? []
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DirectoryFooter, {})
		})
	] });
};
// src/app/routes/public/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({ Component: () => DirectoryHome });
if (typeof window !== "undefined" && window.location.pathname === "/" && !window.location.search && window.matchMedia?.(`(min-width: ${BREAKPOINTS.md}px)`).matches) import("./partner-map-leaflet-DUCDlOnF.js").catch(() => void 0);
export { DirectoryHome as Component, partnerDirections as a, partnerDetailsPath as i, addressLine as n, partnerWhatsapp as o, imageUrl as r, home_exports as t };
