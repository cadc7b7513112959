import { l as useMatches } from "./chunk-6KYCQHYJ-CV4t_1il.js";
// src/lib/route-handle.ts
/**
* What every route of the route table carries in its react-router `handle`: its name, title, the
* feature whose LIST permission it requires, its display condition and the menu entry it belongs to.
* Read by the route guard, the breadcrumb and the 'Em construção' page.
*/
var isRouteHandle = (value) => typeof value === "object" && value !== null && typeof value.name === "string";
/** The handle of the deepest matched route that has one. */
var useRouteHandle = () => {
	const matches = useMatches();
	for (let i = matches.length - 1; i >= 0; i -= 1) {
		const handle = matches[i]?.handle;
		if (isRouteHandle(handle)) return handle;
	}
	return null;
};
export { useRouteHandle as t };
