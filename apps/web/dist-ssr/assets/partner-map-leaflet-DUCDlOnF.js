import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as require_leaflet_src } from "./leaflet-src-CNQIbArc.js";
import { t as Box } from "./Box-Op65S0xF.js";
import "./src-Bti_6Flz.js";
import { F as MAP_ZOOM, a as useT, z as SAO_PAULO_CENTER } from "./i18n-CO41xELr.js";
import { n as addressLine } from "./home-CHEFYb3M.js";
import { t as telLink } from "./tel-link-BssOULCC.js";
// src/features/directory/components/partner-map.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_leaflet_src = /* @__PURE__ */ __toESM(require_leaflet_src(), 1);
// src/features/directory/components/partner-map-leaflet.tsx
/**
* The partner map (lazy chunk: Leaflet never reaches the home's first load). Plain Leaflet drawing what
* the server clustered (GET /companys/listfiltred/map, supercluster): circles with a count (a click
* zooms to where the cluster splits) and red markers; the selected partner is yellow and always shown.
* All L.divIcon with CSS (no image downloads); the info window shows name, address, city, phone and
* 'Ver Detalhes'. Each move asks for the clusters of the new view (onViewChange).
*/
var import_jsx_runtime = require_jsx_runtime();
var SELECT_ZOOM = 15;
var TILE = 256;
var markerIcon = (selected) => import_leaflet_src.default.divIcon({
	className: selected ? "rp-marker rp-marker--selected" : "rp-marker",
	html: "<span class=\"rp-pin\"></span>",
	iconSize: [26, 30],
	iconAnchor: [13, 30],
	popupAnchor: [0, -28]
});
var clusterIcon = (count) => {
	const size = count < 10 ? 34 : count < 100 ? 40 : count < 1e3 ? 48 : 56;
	return import_leaflet_src.default.divIcon({
		className: "rp-cluster",
		html: `<span>${count.toLocaleString("pt-BR")}</span>`,
		iconSize: [size, size]
	});
};
/**
* After the frame that paints a marker render: the performance mark MARKERS_DRAWN_MARK, whose detail says how
* many partners the filters hold and how many single markers and clusters the view drew (bench/web times the map with it).
*/
var MARKERS_DRAWN_MARK = "rp:map-markers-drawn";
var markDrawn = (points, markers, clusters) => {
	if (typeof performance.mark !== "function" || typeof requestAnimationFrame !== "function") return;
	requestAnimationFrame(() => performance.mark(MARKERS_DRAWN_MARK, { detail: {
		points,
		markers,
		clusters
	} }));
};
var el = (tag, text, className) => {
	const node = document.createElement(tag);
	if (text) node.textContent = text;
	if (className) node.className = className;
	return node;
};
var clamp = (value, min, max) => Math.min(max, Math.max(min, value));
/**
* The view to ask for: the visible area widened to whole 256-pixel tiles (the same request for everyone
* looking at the same place: the server's cache answers it), clamped to the world.
*/
var viewOf = (map) => {
	const zoom = Math.round(map.getZoom());
	const pixels = map.getPixelBounds();
	const world = TILE * 2 ** zoom;
	const minX = clamp(Math.floor(pixels.min.x / TILE) * TILE, 0, world);
	const maxX = clamp(Math.ceil(pixels.max.x / TILE) * TILE, 0, world);
	const minY = clamp(Math.floor(pixels.min.y / TILE) * TILE, 0, world);
	const maxY = clamp(Math.ceil(pixels.max.y / TILE) * TILE, 0, world);
	const northWest = map.unproject([minX, minY], zoom);
	const southEast = map.unproject([maxX, maxY], zoom);
	const round = (n) => Math.round(n * 1e6) / 1e6;
	return {
		bbox: [
			round(clamp(northWest.lng, -180, 180)),
			round(clamp(southEast.lat, -85.0511, 85.0511)),
			round(clamp(southEast.lng, -180, 180)),
			round(clamp(northWest.lat, -85.0511, 85.0511))
		],
		zoom
	};
};
var PartnerMapLeaflet = ({ clusters, frameKey, extent, selection, selectedPartner, onSelect, onOpenDetails, detailsHref, onViewChange, tileUrl, attribution, userPosition, onReady, height }) => {
	const t = useT();
	const containerRef = (0, import_react.useRef)(null);
	const mapRef = (0, import_react.useRef)(null);
	const layerRef = (0, import_react.useRef)(null);
	const popupRef = (0, import_react.useRef)(null);
	const userMarkerRef = (0, import_react.useRef)(null);
	const framedRef = (0, import_react.useRef)(null);
	const frameKeyRef = (0, import_react.useRef)(frameKey);
	frameKeyRef.current = frameKey;
	const callbacks = (0, import_react.useRef)({
		onSelect,
		onOpenDetails,
		detailsHref,
		onViewChange,
		t
	});
	callbacks.current = {
		onSelect,
		onOpenDetails,
		detailsHref,
		onViewChange,
		t
	};
	const dataRef = (0, import_react.useRef)({
		clusters,
		selection,
		selectedPartner
	});
	dataRef.current = {
		clusters,
		selection,
		selectedPartner
	};
	const partnerMarker = (partner, selected) => {
		const { id } = partner;
		const marker = import_leaflet_src.default.marker([partner.addressPosition.latitude, partner.addressPosition.longitude], {
			icon: markerIcon(selected),
			title: partner.name,
			alt: partner.name,
			keyboard: true,
			riseOnHover: true,
			zIndexOffset: selected ? 1e3 : 0
		});
		marker.on("click", () => callbacks.current.onSelect(partner));
		marker.on("add", () => {
			const node = marker.getElement();
			if (node) {
				node.dataset.partnerId = String(id);
				node.setAttribute("role", "button");
				node.setAttribute("aria-pressed", selected ? "true" : "false");
			}
		});
		return marker;
	};
	/** The markers on the map by key ('c<id>:<count>' clusters, 'p<id>' partners): a new answer only adds and removes the differences. */
	const drawnRef = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const renderMarkersRef = (0, import_react.useRef)(() => {});
	renderMarkersRef.current = () => {
		const map = mapRef.current;
		const layer = layerRef.current;
		if (!map || !layer) return;
		const { clusters: data, selection: selected } = dataRef.current;
		const drawn = drawnRef.current;
		const wanted = /* @__PURE__ */ new Map();
		for (const cluster of data?.clusters ?? []) {
			const { latitude, longitude } = cluster.addressPosition;
			wanted.set(`c${cluster.id}:${cluster.count}:${latitude}:${longitude}`, () => {
				const marker = import_leaflet_src.default.marker([latitude, longitude], {
					icon: clusterIcon(cluster.count),
					title: callbacks.current.t("directory.map.cluster", { count: cluster.count }),
					keyboard: true
				});
				marker.on("add", () => marker.getElement()?.setAttribute("role", "button"));
				marker.on("click", () => map.setView([latitude, longitude], cluster.expansionZoom));
				return marker;
			});
		}
		for (const partner of data?.partners ?? []) if (partner.id !== selected?.id) wanted.set(`p${partner.id}`, () => partnerMarker(partner, false));
		for (const [key, marker] of drawn) {
			if (wanted.has(key)) continue;
			layer.removeLayer(marker);
			drawn.delete(key);
		}
		for (const [key, create] of wanted) {
			if (drawn.has(key)) continue;
			const marker = create();
			layer.addLayer(marker);
			drawn.set(key, marker);
		}
		if (data) markDrawn(data.total, data.partners.length, data.clusters.length);
	};
	const selectedLayerRef = (0, import_react.useRef)(null);
	const renderSelectedRef = (0, import_react.useRef)(() => {});
	renderSelectedRef.current = () => {
		const layer = selectedLayerRef.current;
		if (!layer) return;
		layer.clearLayers();
		const { selection: selected, selectedPartner: chosen } = dataRef.current;
		const position = chosen?.addressPosition;
		if (selected && chosen && position) layer.addLayer(partnerMarker({
			...chosen,
			addressPosition: position
		}, true));
	};
	const openPopup = (partner) => {
		const map = mapRef.current;
		if (!map || !partner.addressPosition) return;
		const { t: tr, detailsHref: href, onOpenDetails: open } = callbacks.current;
		const box = el("div", void 0, "rp-popup");
		box.append(el("strong", partner.name), el("p", addressLine(partner)), el("p", `${partner.city} - ${partner.uf}`));
		if (partner.phone) {
			const phone = el("p");
			const tel = el("a", partner.phone);
			tel.href = telLink(partner.phone);
			phone.append(tel);
			box.append(phone);
		}
		const details = el("a", tr("directory.details"), "rp-popup-details");
		details.href = href(partner);
		details.addEventListener("click", (event) => {
			if (event.ctrlKey || event.metaKey || event.shiftKey) return;
			event.preventDefault();
			open(partner);
		});
		box.append(details);
		popupRef.current?.remove();
		popupRef.current = import_leaflet_src.default.popup({
			offset: [0, -26],
			autoPanPadding: [24, 24]
		}).setLatLng([partner.addressPosition.latitude, partner.addressPosition.longitude]).setContent(box).openOn(map);
	};
	(0, import_react.useEffect)(() => {
		const container = containerRef.current;
		if (!container) return void 0;
		const map = import_leaflet_src.default.map(container, {
			center: [SAO_PAULO_CENTER.latitude, SAO_PAULO_CENTER.longitude],
			zoom: SAO_PAULO_CENTER.zoom,
			zoomControl: true,
			worldCopyJump: false
		});
		if (tileUrl) import_leaflet_src.default.tileLayer(tileUrl, {
			attribution,
			maxZoom: 19
		}).addTo(map);
		layerRef.current = import_leaflet_src.default.layerGroup().addTo(map);
		selectedLayerRef.current = import_leaflet_src.default.layerGroup().addTo(map);
		drawnRef.current.clear();
		mapRef.current = map;
		const viewChanged = () => callbacks.current.onViewChange(viewOf(map));
		map.on("moveend", viewChanged);
		viewChanged();
		onReady({ flyTo: (position, zoom = 13) => map.setView([position.latitude, position.longitude], zoom) });
		return () => {
			onReady(null);
			map.remove();
			mapRef.current = null;
			layerRef.current = null;
			selectedLayerRef.current = null;
		};
	}, [
		tileUrl,
		attribution,
		onReady
	]);
	(0, import_react.useEffect)(() => {
		const map = mapRef.current;
		if (!map || extent === void 0 || framedRef.current === frameKey) return;
		framedRef.current = frameKey;
		if (!extent) {
			map.setView([SAO_PAULO_CENTER.latitude, SAO_PAULO_CENTER.longitude], SAO_PAULO_CENTER.zoom, { animate: false });
			return;
		}
		const [west, south, east, north] = extent;
		map.fitBounds([[south, west], [north, east]], {
			padding: [32, 32],
			maxZoom: MAP_ZOOM.single,
			animate: false
		});
	}, [frameKey, extent]);
	(0, import_react.useEffect)(() => {
		renderMarkersRef.current();
	}, [clusters, selection]);
	(0, import_react.useEffect)(() => {
		renderSelectedRef.current();
	}, [selection, selectedPartner]);
	(0, import_react.useEffect)(() => {
		const map = mapRef.current;
		const position = selectedPartner?.addressPosition;
		if (map && position && selection?.source === "list") map.setView([position.latitude, position.longitude], Math.max(map.getZoom(), SELECT_ZOOM), { animate: false });
		if (selection && selectedPartner) openPopup(selectedPartner);
		else popupRef.current?.remove();
	}, [selection, selectedPartner]);
	const centredOnRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const map = mapRef.current;
		if (!map || !userPosition) return;
		if (centredOnRef.current !== userPosition) {
			centredOnRef.current = userPosition;
			framedRef.current = frameKeyRef.current;
			map.setView([userPosition.latitude, userPosition.longitude], Math.max(map.getZoom(), MAP_ZOOM.city), { animate: false });
		}
		userMarkerRef.current?.remove();
		userMarkerRef.current = import_leaflet_src.default.marker([userPosition.latitude, userPosition.longitude], {
			icon: import_leaflet_src.default.divIcon({
				className: "",
				html: "<span class=\"rp-user\"></span>",
				iconSize: [16, 16]
			}),
			title: t("directory.map.youAreHere"),
			keyboard: false,
			interactive: false
		}).addTo(map);
	}, [userPosition, t]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		ref: containerRef,
		"data-testid": "partner-map",
		role: "region",
		"aria-label": t("directory.map.title"),
		sx: {
			height,
			width: "100%",
			borderRadius: 2,
			overflow: "hidden",
			bgcolor: "action.hover",
			zIndex: 0
		}
	});
};
export { PartnerMapLeaflet };
