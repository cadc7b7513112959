import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as require_leaflet_src } from "./leaflet-src-CNQIbArc.js";
import { t as Box } from "./Box-Op65S0xF.js";
// src/features/partner/components/partner-location-map.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_leaflet_src = /* @__PURE__ */ __toESM(require_leaflet_src(), 1);
var import_jsx_runtime = require_jsx_runtime();
var PIN_HTML = "<span style=\"position:absolute;left:1px;top:0;width:24px;height:24px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#d32f2f;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)\"></span>";
var PartnerLocationMap = ({ latitude, longitude, name, tileUrl, attribution, label }) => {
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (!ref.current) return void 0;
		const map = import_leaflet_src.default.map(ref.current, {
			center: [latitude, longitude],
			zoom: 16,
			scrollWheelZoom: false
		});
		if (tileUrl) import_leaflet_src.default.tileLayer(tileUrl, {
			attribution,
			maxZoom: 19
		}).addTo(map);
		import_leaflet_src.default.marker([latitude, longitude], {
			icon: import_leaflet_src.default.divIcon({
				className: "rp-detail-marker",
				html: PIN_HTML,
				iconSize: [26, 30],
				iconAnchor: [13, 30]
			}),
			title: name,
			alt: name
		}).addTo(map);
		return () => {
			map.remove();
		};
	}, [
		latitude,
		longitude,
		name,
		tileUrl,
		attribution
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		ref,
		role: "region",
		"aria-label": label,
		"data-testid": "partner-location-map",
		sx: {
			height: 320,
			borderRadius: 2,
			overflow: "hidden",
			bgcolor: "action.hover",
			zIndex: 0
		}
	});
};
export { PartnerLocationMap };
