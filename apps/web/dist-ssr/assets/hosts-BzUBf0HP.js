import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-C7IRH6v5.js";
import { n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { h as browser } from "./api-client-BaaCRxO6.js";
import { j as appConfigQueryOptions } from "../entry-server.js";
// src/lib/hosts.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var normaliseHost = (value) => value.trim().replace(/^[a-z]+:\/\//i, "").replace(/\/.*$/, "").toLowerCase();
/** The address to send the browser to, or null when the current host may show `area`. */
var hostRedirectUrl = (area, location, hosts) => {
	const configured = hosts[area];
	if (!configured) return null;
	const target = normaliseHost(configured);
	const current = location.host.toLowerCase();
	if (!target || current === target) return null;
	if (!Object.values(hosts).filter((h) => Boolean(h)).map(normaliseHost).includes(current)) return null;
	return `${location.protocol}//${target}${location.pathname}${location.search}${location.hash}`;
};
/** Sends the browser to the right host for `area` once the configuration is known. */
var useHostRule = (area) => {
	const { data } = useQuery(appConfigQueryOptions());
	(0, import_react.useEffect)(() => {
		if (!data) return;
		const url = hostRedirectUrl(area, window.location, data.hosts);
		if (url) browser.replace(url);
	}, [area, data]);
};
export { useHostRule as t };
