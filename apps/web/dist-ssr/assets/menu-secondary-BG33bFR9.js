import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as useResourceForm, t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { C as ZMenuSecondaryUpdateSchema, S as ZMenuSecondaryCreateSchema } from "./src-Bti_6Flz.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { i as MENU_SECONDARYS_QUERY_KEY, o as useMenuSecondary, r as menuSecondaryFormFields } from "./menu-secondary-fields-DU8doYzF.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/menu-secondarys/api/create-menu-secondary.ts
var createMenuSecondaryInputSchema = ZMenuSecondaryCreateSchema;
/** POST /api/menuSecondarys { menuSecondary } */
var createMenuSecondary = (menuSecondary) => api.post("/menuSecondarys", { menuSecondary });
var useCreateMenuSecondary = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createMenuSecondary,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_SECONDARYS_QUERY_KEY })
	});
};
// src/features/menu-secondarys/api/update-menu-secondary.ts
var updateMenuSecondaryInputSchema = ZMenuSecondaryUpdateSchema;
/** PUT /api/menuSecondarys { menuSecondary } (id inside) */
var updateMenuSecondary = (menuSecondary) => api.put("/menuSecondarys", { menuSecondary });
var useUpdateMenuSecondary = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateMenuSecondary,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_SECONDARYS_QUERY_KEY })
	});
};
// src/features/menu-secondarys/components/menu-secondary-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
/** menuSecondary/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
var MenuSecondaryEdit = ({ id }) => {
	const form = useResourceForm(menuSecondaryFormFields, {
		create: createMenuSecondaryInputSchema,
		update: updateMenuSecondaryInputSchema
	}, {
		create: useCreateMenuSecondary(),
		update: useUpdateMenuSecondary()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: useMenuSecondary(id),
		listPath: "/menuSecondarys",
		texts: "content.common",
		titles: "content.menuSecondarys",
		form
	});
};
// src/app/routes/app/menu-secondary.tsx
/** Create without an id, edit with one (the route accepts digits only). */
var Route = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuSecondaryEdit, { id: id ? Number(id) : void 0 }, id ?? "new");
};
export { Route as Component };
