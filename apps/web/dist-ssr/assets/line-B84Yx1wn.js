import { d as useParams } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as useResourceForm, t as ResourceEditPage } from "./resource-edit-page-CDiOy8Fy.js";
import { u as useMutation } from "./auth-6sNTiVR1.js";
import { O as useQueryClient } from "./queryOptions-DvOP0A0U.js";
import { F as ZLineUpdateSchema, P as ZLineCreateSchema } from "./src-Bti_6Flz.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { i as LINES_QUERY_KEY, o as useLine, r as lineFormFields } from "./line-fields-BEz_3OaP.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/features/lines/api/create-line.ts
var createLineInputSchema = ZLineCreateSchema;
/** POST /api/lines { line } */
var createLine = (line) => api.post("/lines", { line });
var useCreateLine = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createLine,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: LINES_QUERY_KEY })
	});
};
// src/features/lines/api/update-line.ts
var updateLineInputSchema = ZLineUpdateSchema;
/** PUT /api/lines { line } (id inside) */
var updateLine = (line) => api.put("/lines", { line });
var useUpdateLine = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateLine,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: LINES_QUERY_KEY })
	});
};
// src/features/lines/components/line-edit.tsx
var import_jsx_runtime = require_jsx_runtime();
/** line/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
var LineEdit = ({ id }) => {
	const form = useResourceForm(lineFormFields, {
		create: createLineInputSchema,
		update: updateLineInputSchema
	}, {
		create: useCreateLine(),
		update: useUpdateLine()
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceEditPage, {
		id,
		query: useLine(id),
		listPath: "/lines",
		texts: "lines",
		recordTitle: (line) => line.name,
		form
	});
};
// src/app/routes/app/line.tsx
/** line/{id?}: create without an id, edit with one (the route accepts digits only). */
var LineRoute = () => {
	const { id } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LineEdit, { id: id ? Number(id) : void 0 }, id ?? "new");
};
export { LineRoute as Component };
