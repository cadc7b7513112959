// src/components/data-table/list-params.ts
var toListParams = (state) => ({
	...state.searchTerm.trim() ? { searchTerm: state.searchTerm.trim() } : {},
	pageSize: state.pageSize,
	pageIndex: state.pageIndex,
	...state.orderBy ? {
		orderBy: state.orderBy,
		orderDirection: state.orderDirection ?? "asc"
	} : {},
	filters: state.filters
});
/** Query string of a list call: empty values are left out, arrays repeat the key (lines=1&lines=2). */
var toSearchParams = (values) => {
	const out = new URLSearchParams();
	for (const [key, value] of Object.entries(values)) {
		if (value === void 0 || value === null || value === "") continue;
		if (Array.isArray(value)) value.forEach((v) => out.append(key, String(v)));
		else out.set(key, String(value));
	}
	return out;
};
/**
* The query parameters of a list call, filters flattened: pass them to the api client,
* `api.get('/lines', { params: toQueryParams(params) })`.
*/
var toQueryParams = (params) => {
	const { filters, ...rest } = params;
	return {
		...rest,
		...filters
	};
};
export { toQueryParams as n, toSearchParams as r, toListParams as t };
