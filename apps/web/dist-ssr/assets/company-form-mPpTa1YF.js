import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { V as ZCompanyUpdateSchema, z as ZCompanyCreateSchema } from "./src-Bti_6Flz.js";
import { a as createAddressFocus } from "./exists-field-VRLWqGap.js";
import { t as FormEngine } from "./form-engine-BG7K42yd.js";
import { dt as useCan } from "../entry-server.js";
import { a as useT } from "./i18n-CO41xELr.js";
import { i as companySteps, r as companyFormFields } from "./company-fields-DqJe3FSv.js";
// src/features/companies/components/company-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The company form (company/{id?} and myCompany/{id?}): three steps for administrators (general data,
* address data, administrator data), the first two for company users, whose status and situation the
* server sets. Cadastrar without an id, Salvar with one.
*/
var CompanyForm = ({ variant, id, record, onSave, onSaved, onCancel, header, loadLines }) => {
	const t = useT();
	const focus = (0, import_react.useMemo)(() => createAddressFocus(), []);
	const adminUserId = record?.userAdminId ?? null;
	const canChangeAdminAccount = useCan("USER:UPDATE");
	const fields = (0, import_react.useMemo)(() => companyFormFields(t, {
		variant,
		focus,
		companyId: id ?? null,
		adminUserId,
		canChangeAdminAccount,
		loadLines
	}), [
		t,
		variant,
		focus,
		id,
		adminUserId,
		canChangeAdminAccount,
		loadLines
	]);
	const steps = (0, import_react.useMemo)(() => companySteps(t, variant), [t, variant]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormEngine, {
		fields,
		steps,
		schema: id === void 0 ? ZCompanyCreateSchema : ZCompanyUpdateSchema,
		id: id ?? null,
		record,
		isAdmin: variant === "admin",
		onSave: (payload) => onSave(payload),
		onSaved,
		onCancel,
		header
	});
};
export { CompanyForm as t };
