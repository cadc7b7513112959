import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { m as clsx, s as outsetFocusRing } from "./createTheme-B7woXV_m.js";
import { r as buttonBaseClasses } from "./CircularProgress-Bzblkf0a.js";
import { n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { a as rootShouldForwardProp, c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme, t as capitalize_default } from "./capitalize-BLsbwJWM.js";
import { c as useForkRef_default } from "./useReducedMotion-B7gJ-pRa.js";
import { t as useSlot } from "./useSlot-CiYMLYYQ.js";
import { g as mergeSlotProps } from "./TextField-oC3QfTJj.js";
import { r as useEnhancedEffect_default } from "./List-ByDWwFbV.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as createSimplePaletteValueFilter } from "./createSimplePaletteValueFilter-Cb-bLdvN.js";
import { X as getCheckboxUtilityClass, Y as checkboxClasses } from "../entry-server.js";
import { a as firstStepWithError$1, c as isShowIfMet, n as FIELD_MASK_FUNCTIONS, o as isFieldActive, q as toDate, s as isFieldShown } from "./src-Bti_6Flz.js";
import { t as SwitchBase } from "./SwitchBase-DbsXHoTk.js";
// src/components/form/field-rules.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var confirmPropertyOf = (property) => `${property}_confirm`;
var isPasswordField = (field) => field.type === "string" && (field.inputType === "password" || (field.validations?.includes("password") ?? false));
/** Password fields have a matching `_confirm` field (section 3). */
var hasConfirmTwin = (field) => isPasswordField(field) && !field.noConfirm;
/** Marked required (the asterisk); with showIf it applies only while shown (requiredIfShown). */
var isRequiredField = (field) => field.required === true || (field.validations?.some((v) => v === "required" || v === "requiredIfShown") ?? false);
/** Takes part in this form at all: showIfAdmin is skipped for non-admins, dontCreate / dontUpdate in that mode. */
var isFieldIncluded = (field, context) => isFieldActive(field, context);
/** Rendered and validated now: included, its showIf passes, and it has a form field. */
var isFieldVisible = (field, values, context) => !field.dontCreateFormField && isFieldShown(field, values, context);
/** The form value names a field owns (the property and its `_confirm` twin). */
var namesOfField = (field) => hasConfirmTwin(field) ? [field.property, confirmPropertyOf(field.property)] : [field.property];
/** Maps every form value name (property and `_confirm` twin) to its field. */
var fieldByName = (fields) => {
	const map = /* @__PURE__ */ new Map();
	for (const field of fields) for (const name of namesOfField(field)) map.set(name, field);
	return map;
};
/** The form value name an error key belongs to ('addressPosition.latitude' → 'addressPosition'). */
var rootName = (key) => key.split(".")[0] ?? key;
// ../../node_modules/@mui/icons-material/Add.mjs
var Add_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" }), "Add");
// ../../node_modules/@mui/icons-material/DeleteOutlined.mjs
var DeleteOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z" }), "DeleteOutlined");
// src/components/form/use-field-options.ts
/**
* The choices of a select field: static `options`, or `loadOptions` through TanStack Query
* (cached per property, the values it depends on and `optionsKey`), or `searchOptions` with the typed
* `searchTerm` (cached per term too). `failed` drives 'Itens não carregados'.
*/
var useFieldOptions = (field, values, searchTerm = "") => {
	const dependsOn = (field.optionsDependOn ?? []).map((property) => values[property] ?? null);
	const search = field.searchOptions;
	const query = useQuery({
		queryKey: [
			"form-options",
			field.property,
			field.label,
			...dependsOn,
			...field.optionsKey ?? [],
			...search ? [searchTerm] : []
		],
		queryFn: () => search ? search(values, searchTerm) : field.loadOptions(values),
		enabled: Boolean(field.loadOptions ?? search) && !field.options,
		staleTime: 6e4
	});
	if (field.options) return {
		options: field.options,
		loading: false,
		failed: false
	};
	return {
		options: query.data ?? [],
		loading: query.isLoading,
		failed: query.isError
	};
};
// src/components/form/fields/option-labels.ts
var sameOptionValue = (a, b) => a === b || a != null && b != null && String(a) === String(b);
/**
* Labels of related items the record already carries ({ id, name } objects, in the property itself
* or, for an `xId` property, in `x`), so chips and the selected item read well before (or without)
* the options loading.
*/
var recordOptions = (field, record) => {
	const related = field.property.endsWith("Id") ? record[field.property.slice(0, -2)] : void 0;
	const own = record[field.property];
	const raw = own !== null && typeof own === "object" ? own : related ?? own;
	return (Array.isArray(raw) ? raw : raw && typeof raw === "object" ? [raw] : []).flatMap((item) => {
		if (!item || typeof item !== "object") return [];
		const o = item;
		const value = o.id;
		const label = o.name ?? o.label ?? o.title;
		return (typeof value === "string" || typeof value === "number") && typeof label === "string" ? [{
			value,
			label
		}] : [];
	});
};
/** The option of a value: from the loaded options, else the record's label, else the raw value. */
var optionFor = (value, options, fallback) => {
	if (value === null || value === void 0 || value === "") return null;
	return options.find((o) => sameOptionValue(o.value, value)) ?? fallback.find((o) => sameOptionValue(o.value, value)) ?? {
		value,
		label: String(value)
	};
};
// src/components/data-table/use-debounced-callback.ts
/**
* A debounced version of `callback`: calls it `delayMs` after the last call. `flush` calls the
* pending one now (Enter in a search box), `cancel` drops it. The latest callback is always used.
*/
var useDebouncedCallback = (callback, delayMs) => {
	const callbackRef = (0, import_react.useRef)(callback);
	const timer = (0, import_react.useRef)(null);
	const pending = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		callbackRef.current = callback;
	});
	const cancel = (0, import_react.useCallback)(() => {
		if (timer.current) clearTimeout(timer.current);
		timer.current = null;
		pending.current = null;
	}, []);
	const flush = (0, import_react.useCallback)(() => {
		const args = pending.current;
		cancel();
		if (args) callbackRef.current(...args);
	}, [cancel]);
	const run = (0, import_react.useCallback)((...args) => {
		if (timer.current) clearTimeout(timer.current);
		pending.current = args;
		timer.current = setTimeout(flush, delayMs);
	}, [delayMs, flush]);
	(0, import_react.useEffect)(() => cancel, [cancel]);
	return {
		run,
		flush,
		cancel
	};
};
// ../../node_modules/@mui/material/internal/svg-icons/CheckBoxOutlineBlank.mjs
/**
* @ignore - internal component.
*/
var CheckBoxOutlineBlank_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z" }), "CheckBoxOutlineBlank");
// ../../node_modules/@mui/material/internal/svg-icons/CheckBox.mjs
/**
* @ignore - internal component.
*/
var CheckBox_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" }), "CheckBox");
// ../../node_modules/@mui/material/internal/svg-icons/IndeterminateCheckBox.mjs
/**
* @ignore - internal component.
*/
var IndeterminateCheckBox_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z" }), "IndeterminateCheckBox");
// ../../node_modules/@mui/material/Checkbox/Checkbox.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, indeterminate, color, size } = ownerState;
	const slots = { root: [
		"root",
		indeterminate && "indeterminate",
		`color${capitalize_default(color)}`,
		`size${capitalize_default(size)}`
	] };
	const composedClasses = composeClasses(slots, getCheckboxUtilityClass, classes);
	return {
		...classes,
		...composedClasses
	};
};
var CheckboxRoot = styled(SwitchBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiCheckbox",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.indeterminate && styles.indeterminate,
			styles[`size${capitalize_default(ownerState.size)}`],
			ownerState.color !== "default" && styles[`color${capitalize_default(ownerState.color)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	...theme.focusVisible && { [`&.${buttonBaseClasses.focusVisible} svg:first-of-type`]: {
		...outsetFocusRing,
		borderRadius: (theme.vars || theme).shape.borderRadius,
		...theme.focusVisible
	} },
	variants: [
		{
			props: {
				color: "default",
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette.action.active, (theme.vars || theme).palette.action.hoverOpacity) } }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.hoverOpacity) } }
		})),
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: {
				[`&.${checkboxClasses.checked}, &.${checkboxClasses.indeterminate}`]: { color: (theme.vars || theme).palette[color].main },
				[`&.${checkboxClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled }
			}
		})),
		{
			props: { disableRipple: false },
			style: { "&:hover": { "@media (hover: none)": { backgroundColor: "transparent" } } }
		}
	]
})));
var defaultCheckedIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(CheckBox_default, {});
var defaultIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(CheckBoxOutlineBlank_default, {});
var defaultIndeterminateIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(IndeterminateCheckBox_default, {});
var Checkbox = /*#__PURE__*/ import_react.forwardRef(function Checkbox(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCheckbox"
	});
	const { checkedIcon = defaultCheckedIcon, color = "primary", icon: iconProp = defaultIcon, indeterminate = false, indeterminateIcon: indeterminateIconProp = defaultIndeterminateIcon, size = "medium", disableRipple = false, className, slots = {}, slotProps = {}, ...other } = props;
	const icon = indeterminate ? indeterminateIconProp : iconProp;
	const indeterminateIcon = indeterminate ? indeterminateIconProp : checkedIcon;
	const ownerState = {
		...props,
		disableRipple,
		color,
		indeterminate,
		size
	};
	const classes = useUtilityClasses(ownerState);
	const externalInputProps = typeof slotProps.input === "function" ? slotProps.input(ownerState) : slotProps.input;
	const inputRef = import_react.useRef(null);
	const handleInputRef = useForkRef_default(inputRef, externalInputProps?.ref);
	useEnhancedEffect_default(() => {
		if (inputRef.current) inputRef.current.indeterminate = indeterminate;
	});
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		elementType: CheckboxRoot,
		className: clsx(classes.root, className),
		shouldForwardComponentProp: true,
		externalForwardedProps: {
			slots,
			slotProps,
			...other
		},
		ownerState,
		additionalProps: {
			type: "checkbox",
			icon: /*#__PURE__*/ import_react.cloneElement(icon, { fontSize: icon.props.fontSize ?? size }),
			checkedIcon: /*#__PURE__*/ import_react.cloneElement(indeterminateIcon, { fontSize: indeterminateIcon.props.fontSize ?? size }),
			disableRipple: props.disableRipple,
			slots,
			slotProps: { input: {
				...mergeSlotProps(externalInputProps, {
					"data-indeterminate": indeterminate,
					onChange: (event) => {
						event.target.indeterminate = indeterminate;
					}
				}),
				ref: handleInputRef
			} }
		}
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		classes
	});
});
// src/components/form/masks.ts
/** The input masks of section 5 (from the domain package): each formats a partial value while typing. */
var applyFieldMask = (mask, value) => mask ? FIELD_MASK_FUNCTIONS[mask](value) : value;
var pad = (n) => String(n).padStart(2, "0");
/** 'yyyy-MM-dd' for <input type="date">; a date-only prefix is taken as is (no time-zone shift). */
var toDateInputValue = (value) => {
	if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
	const d = toDate(value instanceof Date || typeof value === "number" || typeof value === "string" ? value : null);
	return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : "";
};
/** Local 'yyyy-MM-ddTHH:mm' for <input type="datetime-local">. */
var toDatetimeInputValue = (value) => {
	if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
	const d = toDate(value instanceof Date || typeof value === "number" || typeof value === "string" ? value : null);
	return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}` : "";
};
/** A local 'yyyy-MM-ddTHH:mm' as an ISO instant (UTC); '' → null. */
var datetimeInputToIso = (value) => {
	if (typeof value !== "string" || value === "") return null;
	const d = new Date(value);
	return Number.isNaN(d.getTime()) ? value : d.toISOString();
};
/** The id of a related record given as an id or as an { id, name } object. */
var idOf = (item) => item !== null && typeof item === "object" ? item.id : item;
var coordinateText = (value) => typeof value === "number" && Number.isFinite(value) ? String(value) : typeof value === "string" ? value : "";
var emptyToNull = (value) => value === "" || value === void 0 ? null : value;
/** The form value of one field from a record value (or the field's default when creating). */
var toFieldValue = (field, record) => {
	const raw = field.property in record ? record[field.property] : field.defaultValue;
	switch (field.type) {
		case "string":
			if (hasConfirmTwin(field)) return "";
			return typeof raw === "string" || typeof raw === "number" ? applyFieldMask(field.mask, String(raw)) : "";
		case "boolean": return typeof raw === "boolean" ? raw : Boolean(field.defaultValue ?? false);
		case "currency":
		case "integer": return typeof raw === "number" && Number.isFinite(raw) ? raw : typeof raw === "string" && raw !== "" && Number.isFinite(Number(raw)) ? Number(raw) : null;
		case "date": return toDateInputValue(raw);
		case "datetime": return toDatetimeInputValue(raw);
		case "fk":
		case "manytoonefk":
		case "onetoonefk": {
			const id = idOf(raw);
			return id === void 0 || id === null || id === "" ? null : id;
		}
		case "options": return raw === void 0 || raw === null ? "" : raw;
		case "manytomanyfk": return Array.isArray(raw) ? raw.map(idOf) : [];
		case "array":
		case "permissions": return Array.isArray(raw) ? raw.map((item) => typeof item === "string" ? item : String(item)) : [];
		case "photo": return typeof raw === "string" && raw !== "" ? raw : null;
		case "gallery": return Array.isArray(raw) ? raw.filter((item) => typeof item === "string" && item !== "") : [];
		case "position": {
			const source = raw && typeof raw === "object" ? raw : {};
			return {
				latitude: coordinateText(source.latitude),
				longitude: coordinateText(source.longitude)
			};
		}
		default: return raw ?? null;
	}
};
/** Every form value of a record (or of an empty record when creating), `_confirm` twins included. */
var toFormValues = (fields, record = {}) => {
	const values = {};
	for (const field of fields) {
		values[field.property] = toFieldValue(field, record);
		if (hasConfirmTwin(field)) values[confirmPropertyOf(field.property)] = "";
	}
	return values;
};
var coordinate = (text) => text.trim() === "" ? NaN : Number(text.replace(",", "."));
var fileValue = (value, uploaded) => {
	if (value instanceof File) return uploaded?.get(value) ?? "pending-upload.png";
	return emptyToNull(value);
};
/** The payload value of an active field. */
var toPayloadValue = (field, value, uploaded) => {
	switch (field.type) {
		case "string": return typeof value === "string" ? value : value == null ? "" : String(value);
		case "date": return emptyToNull(value);
		case "datetime": return datetimeInputToIso(value);
		case "fk":
		case "manytoonefk":
		case "onetoonefk":
		case "options":
		case "currency":
		case "integer": return emptyToNull(value);
		case "array": return Array.isArray(value) ? value.filter((item) => typeof item === "string" && item.trim() !== "") : [];
		case "manytomanyfk":
		case "permissions": return Array.isArray(value) ? value : [];
		case "photo": return fileValue(value, uploaded);
		case "gallery": return Array.isArray(value) ? value.map((item) => fileValue(item, uploaded)).filter((item) => item !== null) : [];
		case "position": {
			const position = value ?? {
				latitude: "",
				longitude: ""
			};
			if (position.latitude.trim() === "" && position.longitude.trim() === "") return null;
			return {
				latitude: coordinate(position.latitude),
				longitude: coordinate(position.longitude)
			};
		}
		default: return value;
	}
};
/**
* The payload sent to the save function (and validated by the zod schema):
* - fields skipped in this mode (dontCreate / dontUpdate) or for non-admins (showIfAdmin) are left out;
* - fields whose showIf is false are sent as null (section 4, 'Forms');
* - `dontCreateFormField` fields are sent with their (default) value;
* - photos and galleries carry the stored names of the uploaded files.
*/
var toPayload = (fields, values, context, uploaded) => {
	const payload = {};
	for (const field of fields) {
		if (!isFieldIncluded(field, context)) continue;
		if (!(field.dontCreateFormField || isShowIfMet(field, values))) {
			payload[field.property] = null;
			if (hasConfirmTwin(field)) payload[confirmPropertyOf(field.property)] = null;
			continue;
		}
		payload[field.property] = field.dontCreateFormField ? values[field.property] : toPayloadValue(field, values[field.property], uploaded);
		if (hasConfirmTwin(field)) payload[confirmPropertyOf(field.property)] = values[confirmPropertyOf(field.property)] ?? "";
	}
	return payload;
};
/** The picked files still to upload (photo and gallery fields that are sent), in field order. */
var pendingFilesOf = (fields, values, context) => {
	const files = [];
	for (const field of fields) {
		if (field.type !== "photo" && field.type !== "gallery") continue;
		if (!isFieldIncluded(field, context) || !isShowIfMet(field, values)) continue;
		const value = values[field.property];
		for (const item of Array.isArray(value) ? value : [value]) if (item instanceof File) files.push(item);
	}
	return files;
};
// src/components/form/steps.ts
var stepOf = (field) => field.step ?? 0;
/** Number of steps: the given labels, or the highest step index used + 1. */
var stepCountOf = (fields, labels) => Math.max(labels?.length ?? 0, ...fields.map((f) => stepOf(f) + 1), 1);
/** The value names Next validates: the visible fields of one step (with their `_confirm` twins). */
var namesOfStep = (fields, step, values, context) => fields.filter((f) => stepOf(f) === step && isFieldVisible(f, values, context)).flatMap((f) => namesOfField(f));
/** The value names of every step, in order (the domain's step list). */
var stepNames = (fields) => {
	const steps = Array.from({ length: stepCountOf(fields) }, () => []);
	for (const field of fields) steps[stepOf(field)]?.push(...namesOfField(field));
	return steps;
};
/** The first step holding one of the errors (dotted keys count by their root); null when none. */
var firstStepWithError = (fields, errorNames) => {
	const step = firstStepWithError$1(errorNames, stepNames(fields));
	return step < 0 ? null : step;
};
/** With step-by-step validation the stepper jumps only to earlier steps; without it, anywhere. */
var canJumpToStep = (target, current, stepByStep) => target !== current && (!stepByStep || target < current);
export { isFieldVisible as C, rootName as E, isFieldIncluded as S, isRequiredField as T, DeleteOutlined_default as _, stepOf as a, fieldByName as b, toFormValues as c, Checkbox as d, useDebouncedCallback as f, useFieldOptions as g, sameOptionValue as h, stepCountOf as i, toPayload as l, recordOptions as m, firstStepWithError as n, pendingFilesOf as o, optionFor as p, namesOfStep as r, toFieldValue as s, canJumpToStep as t, applyFieldMask as u, Add_default as v, isPasswordField as w, hasConfirmTwin as x, confirmPropertyOf as y };
