import { n as useQuery, t as queryOptions } from "./queryOptions-DvOP0A0U.js";
import { M as IMAGE_SIZES } from "./i18n-CO41xELr.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import "./src-Bti_6Flz.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { i as imageLinkContent } from "./content-fields-BduXBY2D.js";
// src/features/banners/api/delete-banner.ts
/** DELETE /api/banners?id= */
var deleteBanner = (id) => api.delete("/banners", { params: { id } });
// src/features/banners/api/get-banner.ts
/** GET /api/banners/{id} */
var getBanner = (id, signal) => api.get(`/banners/${id}`, { signal });
var bannerQueryOptions = (id) => queryOptions({
	queryKey: [
		"banners",
		"detail",
		id
	],
	queryFn: ({ signal }) => getBanner(id, signal)
});
/** The banner being edited (nothing to load when creating). */
var useBanner = (id) => useQuery({
	...bannerQueryOptions(id ?? 0),
	enabled: id !== void 0
});
// src/features/banners/api/get-banners.ts
/** Every banners query lives under this key; saving or deleting refreshes it. */
var BANNERS_QUERY_KEY = ["banners"];
/** GET /api/banners: searchTerm (link), paging and sorting (id, link, dtRegister, dtUpdate). */
var getBanners = (params, signal) => api.get("/banners", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource: list, details, delete, export and the BANNER permissions. */
var bannersResource = {
	queryKey: BANNERS_QUERY_KEY,
	list: getBanners,
	get: getBanner,
	remove: deleteBanner,
	exportPath: "/api/banners",
	permissions: {
		list: "BANNER:LIST",
		create: "BANNER:CREATE",
		update: "BANNER:UPDATE",
		delete: "BANNER:DELETE"
	}
};
// src/features/banners/components/banner-fields.ts
/** Banner (section 3): image required, 244x62 suggested; optional link. */
var BANNER = imageLinkContent(IMAGE_SIZES.banner);
/** The one-step form. */
var bannerFormFields = BANNER.formFields;
/** The details panel: the form's fields plus the dates. */
var bannerDetailFields = BANNER.detailFields;
var bannerColumns = BANNER.columns;
export { bannersResource as a, BANNERS_QUERY_KEY as i, bannerDetailFields as n, useBanner as o, bannerFormFields as r, bannerColumns as t };
