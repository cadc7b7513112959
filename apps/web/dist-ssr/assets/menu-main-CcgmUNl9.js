import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as useResourceForm, t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { T as ZMenuMainUpdateSchema, w as ZMenuMainCreateSchema } from "./src-Bti_6Flz.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { i as MENU_MAINS_QUERY_KEY, o as useMenuMain, r as menuMainFormFields } from "./menu-main-fields-LcfzgezC.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/menu-mains/api/create-menu-main.ts
var createMenuMainInputSchema = ZMenuMainCreateSchema;
/** POST /api/menuMains { menuMain } */
var createMenuMain = (menuMain) => api.post("/menuMains", { menuMain });
var useCreateMenuMain = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createMenuMain,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_MAINS_QUERY_KEY })
	});
};
// src/features/menu-mains/api/update-menu-main.ts
var updateMenuMainInputSchema = ZMenuMainUpdateSchema;
/** PUT /api/menuMains { menuMain } (id inside) */
var updateMenuMain = (menuMain) => api.put("/menuMains", { menuMain });
var useUpdateMenuMain = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateMenuMain,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_MAINS_QUERY_KEY })
	});
};
// src/features/menu-mains/components/menu-main-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
/** menuMain/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
var MenuMainEdit = ({ id }) => {
	const form = useResourceForm(menuMainFormFields, {
		create: createMenuMainInputSchema,
		update: updateMenuMainInputSchema
	}, {
		create: useCreateMenuMain(),
		update: useUpdateMenuMain()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: useMenuMain(id),
		listPath: "/menuMains",
		texts: "content.common",
		titles: "content.menuMains",
		form
	});
};
// src/app/routes/app/menu-main.tsx
/** Create without an id, edit with one (the route accepts digits only). */
var Route = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuMainEdit, { id: id ? Number(id) : void 0 }, id ?? "new");
};
export { Route as Component };
