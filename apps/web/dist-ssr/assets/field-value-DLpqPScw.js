import { t as Box } from "./Box-Op65S0xF.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { G as formatDatetime, K as formatDate, U as formatCurrency, c as isShowIfMet } from "./src-Bti_6Flz.js";
import { S as isFieldIncluded, g as useFieldOptions, m as recordOptions, p as optionFor, s as toFieldValue, u as applyFieldMask, w as isPasswordField } from "./steps-CUudSfBA.js";
import { at as FORM_TEXTS, et as useFormServices } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// src/components/form/field-value.tsx
var import_jsx_runtime = require_jsx_runtime();
var EMPTY = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: FORM_TEXTS.none });
/** Fields worth showing read-only: sent in update mode, not passwords, and shown by their showIf. */
var isDisplayableField = (field, record, context) => isFieldIncluded(field, context) && !isPasswordField(field) && !field.dontCreateFormField && isShowIfMet(field, record);
var Thumbnail = ({ name, alt }) => {
	const { fileUrl } = useFormServices();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: fileUrl(name),
		alt,
		sx: {
			display: "block",
			maxWidth: "100%",
			maxHeight: 120,
			objectFit: "contain",
			border: 1,
			borderColor: "divider",
			borderRadius: 1
		}
	});
};
var OptionLabels = ({ field, record, multiple }) => {
	const { options } = useFieldOptions(field, record);
	const fallback = recordOptions(field, record);
	const value = toFieldValue(field, record);
	const items = (multiple ? value : [value]).map((v) => optionFor(v, options, fallback)).filter((o) => o !== null);
	if (items.length === 0) return EMPTY;
	if (!multiple) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: items[0]?.label });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		direction: "row",
		sx: {
			flexWrap: "wrap",
			gap: .5
		},
		children: items.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			label: o.label,
			size: "small"
		}, String(o.value)))
	});
};
/** A record's value of one field, formatted read-only (details panel). */
var FieldValue = ({ field, record }) => {
	if (field.renderValue) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: field.renderValue(record) });
	const raw = record[field.property];
	switch (field.type) {
		case "string": {
			if (raw === null || raw === void 0 || raw === "") return EMPTY;
			const text = applyFieldMask(field.mask, String(raw));
			return field.multiline ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: { whiteSpace: "pre-wrap" },
				children: text
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: text });
		}
		case "boolean": {
			const labels = field.booleanLabels ?? {
				true: FORM_TEXTS.yes,
				false: FORM_TEXTS.no
			};
			return typeof raw === "boolean" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: raw ? labels.true : labels.false }) : EMPTY;
		}
		case "currency": return typeof raw === "number" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: formatCurrency(raw) }) : EMPTY;
		case "date": return formatDate(raw) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: formatDate(raw) }) : EMPTY;
		case "datetime": return formatDatetime(raw) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: formatDatetime(raw) }) : EMPTY;
		case "integer": return typeof raw === "number" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: raw }) : EMPTY;
		case "fk":
		case "manytoonefk":
		case "onetoonefk":
		case "options": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionLabels, {
			field,
			record,
			multiple: false
		});
		case "manytomanyfk": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionLabels, {
			field,
			record,
			multiple: true
		});
		case "array":
		case "permissions": {
			const items = Array.isArray(raw) ? raw.map(String) : [];
			if (items.length === 0) return EMPTY;
			const labels = new Map((field.options ?? []).map((o) => [String(o.value), o.label]));
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					m: 0,
					pl: 2
				},
				children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: labels.get(item) ?? item }, item))
			});
		}
		case "photo": return typeof raw === "string" && raw ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Thumbnail, {
			name: raw,
			alt: field.label
		}) : EMPTY;
		case "gallery": {
			const images = Array.isArray(raw) ? raw.filter((i) => typeof i === "string" && i !== "") : [];
			if (images.length === 0) return EMPTY;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "grid",
					gap: 1,
					gridTemplateColumns: `repeat(4, minmax(0, 1fr))`
				},
				children: images.map((name, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Thumbnail, {
					name,
					alt: `${field.label} ${index + 1}`
				}, name))
			});
		}
		case "position": {
			const p = toFieldValue(field, record);
			const lat = Number(p.latitude);
			const lng = Number(p.longitude);
			if (p.latitude === "" || p.longitude === "" || !Number.isFinite(lat) || !Number.isFinite(lng)) return EMPTY;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: `${lat.toFixed(6)}, ${lng.toFixed(6)}` });
		}
		default: return raw === null || raw === void 0 || raw === "" ? EMPTY : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: String(raw) });
	}
};
export { isDisplayableField as n, FieldValue as t };
