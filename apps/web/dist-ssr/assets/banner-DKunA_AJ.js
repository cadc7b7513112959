import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as useResourceForm, t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { D as ZBannerUpdateSchema, E as ZBannerCreateSchema } from "./src-Bti_6Flz.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { i as BANNERS_QUERY_KEY, o as useBanner, r as bannerFormFields } from "./banner-fields-D70_fIL6.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/banners/api/create-banner.ts
var createBannerInputSchema = ZBannerCreateSchema;
/** POST /api/banners { banner } */
var createBanner = (banner) => api.post("/banners", { banner });
var useCreateBanner = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createBanner,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY })
	});
};
// src/features/banners/api/update-banner.ts
var updateBannerInputSchema = ZBannerUpdateSchema;
/** PUT /api/banners { banner } (id inside) */
var updateBanner = (banner) => api.put("/banners", { banner });
var useUpdateBanner = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateBanner,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY })
	});
};
// src/features/banners/components/banner-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
/** banner/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
var BannerEdit = ({ id }) => {
	const form = useResourceForm(bannerFormFields, {
		create: createBannerInputSchema,
		update: updateBannerInputSchema
	}, {
		create: useCreateBanner(),
		update: useUpdateBanner()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: useBanner(id),
		listPath: "/banners",
		texts: "content.common",
		titles: "content.banners",
		form
	});
};
// src/app/routes/app/banner.tsx
/** Create without an id, edit with one (the route accepts digits only). */
var Route = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BannerEdit, { id: id ? Number(id) : void 0 }, id ?? "new");
};
export { Route as Component };
