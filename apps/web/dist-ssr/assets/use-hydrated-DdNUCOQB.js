import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
// ../../packages/domain/src/validators/directions-link.ts
var clean = (value) => value?.trim() ?? "";
/**
* 'Baterias do Zé, Rua das Flores, 100, Centro, São Paulo - SP, 01001-000': what the maps app is asked
* for, so it shows the store by its name and address instead of a bare pin; the coordinates only when
* there is no address at all.
*/
var storeDestination = (store) => {
	const street = [clean(store.logradouro), clean(store.numero)].filter(Boolean).join(", ");
	const place = [clean(store.city), clean(store.uf)].filter(Boolean).join(" - ");
	const address = [
		street,
		clean(store.neibor),
		place,
		clean(store.cep)
	].filter(Boolean);
	if (address.length === 0 && store.addressPosition) return `${store.addressPosition.latitude},${store.addressPosition.longitude}`;
	return [clean(store.name), ...address].filter(Boolean).join(", ");
};
/** Google Maps directions to the store ('Ir para Loja'): https://www.google.com/maps/dir/?api=1&destination=<name, address> */
var directionsLink = (store) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(storeDestination(store))}`;
/** Google Maps search of the store ('Ver no Google Maps'). */
var mapsLink = (store) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(storeDestination(store))}`;
// ../../node_modules/@mui/icons-material/Map.mjs
var import_jsx_runtime = require_jsx_runtime();
var Map_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m20.5 3-.16.03L15 5.1 9 3 3.36 4.9c-.21.07-.36.25-.36.48V20.5c0 .28.22.5.5.5l.16-.03L9 18.9l6 2.1 5.64-1.9c.21-.07.36-.25.36-.48V3.5c0-.28-.22-.5-.5-.5M15 19l-6-2.11V5l6 2.11z" }), "Map");
// src/lib/use-hydrated.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var subscribe = () => () => void 0;
/**
* False on the server and while a server-rendered page hydrates, true after (and at once in a page the
* browser renders itself): what only the browser can show (Leaflet maps) waits for it, so the first
* browser render matches the server's HTML.
*/
var useHydrated = () => (0, import_react.useSyncExternalStore)(subscribe, () => true, () => false);
export { mapsLink as i, Map_default as n, directionsLink as r, useHydrated as t };
