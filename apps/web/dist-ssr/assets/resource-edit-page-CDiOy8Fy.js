import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as Link, u as useNavigate } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { C as Button, L as useSnackbar, pt as useDialogs } from "../entry-server.js";
import { r as useBreadcrumbExtras } from "./breadcrumbs-EDsShLjP.js";
import { a as getErrorMessage } from "./api-client-BaaCRxO6.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as FormEngine } from "./form-engine-BG7K42yd.js";
// src/components/resource-edit-page/edit-texts.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** `t('<prefix>.<name>')`: the prefix types above guarantee the key exists. */
var editText = (t, prefix, name) => t(`${prefix}.${name}`);
// src/components/resource-edit-page/record-states.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The spinner shown while the record loads. */
var RecordLoading = ({ label }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
	sx: {
		display: "flex",
		justifyContent: "center",
		p: 4
	},
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": label })
});
/** The record could not be loaded: the message, retry (optional) and back to the list. */
var RecordLoadError = ({ message, listPath, backLabel, retry }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
	severity: "error",
	action: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1,
		children: [retry ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			onClick: retry.onRetry,
			children: retry.label
		}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			component: Link,
			to: listPath,
			children: backLabel
		})]
	}),
	children: message
});
// src/components/resource-edit-page/resource-form.tsx
/** A one-step record form: the fields built from the texts, a schema and a save mutation per mode. */
var useResourceForm = (buildFields, schemas, mutations) => {
	const t = useT();
	return {
		fields: (0, import_react.useMemo)(() => buildFields(t), [buildFields, t]),
		schemas,
		mutations
	};
};
/** FormEngine in create mode without an id ('Cadastrar'), update mode with one ('Salvar'). */
var ResourceForm = ({ form, id, record, onSaved, onCancel }) => {
	const { schemas, mutations, prepare, ...engine } = form;
	const isEdit = id !== void 0;
	const save = (payload) => {
		const body = prepare ? prepare(payload) : payload;
		return isEdit ? mutations.update.mutateAsync(body) : mutations.create.mutateAsync(body);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormEngine, {
		...engine,
		schema: isEdit ? schemas.update : schemas.create,
		id: id ?? null,
		record,
		onSave: save,
		onSaved,
		onCancel
	});
};
// src/components/resource-edit-page/resource-edit-page.tsx
var HEADINGS = {
	page: {
		variant: "h4",
		component: "h1"
	},
	section: {
		variant: "h5",
		component: "h2"
	}
};
/**
* The scaffolding of a record's edit screen ({resource}/{id?}): title, breadcrumb, the record's
* loading and load-failure states (plus the 'Erro!' dialog with the server's message, section 8),
* the form, and after saving the snackbar and the way back to the list.
*/
var ResourceEditPage = ({ id, query, listPath, texts, titles, recordTitle, heading = "page", framed = true, retry = true, form }) => {
	const t = useT();
	const navigate = useNavigate();
	const dialogs = useDialogs();
	const { showSnackbar } = useSnackbar();
	const isEdit = id !== void 0;
	useBreadcrumbExtras(isEdit && query.data && recordTitle ? [{ title: recordTitle(query.data) }] : []);
	const { error } = query;
	(0, import_react.useEffect)(() => {
		if (error) dialogs.showApiError(error);
	}, [error, dialogs]);
	const onSaved = () => {
		showSnackbar(editText(t, texts, isEdit ? "saved" : "created"), {
			variant: "alert",
			severity: "success"
		});
		navigate(listPath);
	};
	const onCancel = () => void navigate(listPath);
	let content;
	if (isEdit && query.isPending) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecordLoading, { label: editText(t, texts, "loading") });
	else if (isEdit && query.isError) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecordLoadError, {
		message: getErrorMessage(query.error) || editText(t, texts, "loadFailed"),
		listPath,
		backLabel: editText(t, texts, "backToList"),
		retry: retry ? {
			label: editText(t, texts, "retry"),
			onRetry: () => void query.refetch()
		} : void 0
	});
	else if (typeof form === "function") content = form({
		record: query.data,
		isEdit,
		onSaved,
		onCancel
	});
	else content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceForm, {
		form,
		id,
		record: query.data,
		onSaved,
		onCancel
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			...HEADINGS[heading],
			children: editText(t, titles ?? texts, isEdit ? "editTitle" : "newTitle")
		}), framed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			variant: "outlined",
			sx: { p: {
				xs: 2,
				md: 3
			} },
			children: content
		}) : content]
	});
};
export { useResourceForm as n, ResourceEditPage as t };
