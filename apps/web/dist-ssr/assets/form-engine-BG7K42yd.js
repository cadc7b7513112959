import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { i as useWatch, n as Controller, r as useForm, t as u } from "./zod-BSQfIUxa.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { $ as useRtl, C as Button, at as FORM_TEXTS, et as useFormServices, it as uploadFieldErrors, k as useMediaQuery, rt as partitionImageFilesByContent, tt as IMAGE_ACCEPT } from "../entry-server.js";
import { n as Card, t as CardContent } from "./CardContent-Bl6LoEMv.js";
import { t as CardActions } from "./CardActions-B3GKNJru.js";
import { c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme } from "./capitalize-BLsbwJWM.js";
import { n as typographyClasses, t as Typography } from "./Typography-BqH419kw.js";
import { f as generateUtilityClasses, m as clsx, p as generateUtilityClass } from "./createTheme-B7woXV_m.js";
import { t as useSlot } from "./useSlot-CiYMLYYQ.js";
import { n as ButtonBase, r as buttonBaseClasses, t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as Grid } from "./Grid-DsLDGtwT.js";
import { t as LinearProgress } from "./LinearProgress-TRXoXJO8.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { X as MESSAGES, b as DATE_MIN_YEAR, y as DATE_MAX_YEAR } from "./i18n-CO41xELr.js";
import { C as isFieldVisible, E as rootName, T as isRequiredField, _ as DeleteOutlined_default, a as stepOf, b as fieldByName, c as toFormValues, d as Checkbox, f as useDebouncedCallback, g as useFieldOptions, h as sameOptionValue, i as stepCountOf, l as toPayload, m as recordOptions, n as firstStepWithError, o as pendingFilesOf, p as optionFor, r as namesOfStep, s as toFieldValue, t as canJumpToStep, u as applyFieldMask, v as Add_default, w as isPasswordField, x as hasConfirmTwin, y as confirmPropertyOf } from "./steps-CUudSfBA.js";
import { d as RovingTabIndexContext, h as FormControl, l as useRovingTabIndexItem, m as FormHelperText, p as FormLabel, t as TextField, u as useRovingTabIndexRoot, v as isMuiElement_default } from "./TextField-oC3QfTJj.js";
import { t as IconButton } from "./IconButton-BTGa1MFq.js";
import { n as FormControlLabel, t as FormGroup } from "./FormGroup-dUZrHPfm.js";
import { t as Switch } from "./Switch-DU06rVKt.js";
import { t as InputAdornment } from "./InputAdornment-CQ3FWGZN.js";
import { U as formatCurrency, W as parseCurrency, i as validateFormField, r as isEmptyValue, t as missingFieldsText } from "./src-Bti_6Flz.js";
import { t as Autocomplete } from "./Autocomplete-Ba-qWnv5.js";
import { t as AlertTitle } from "./AlertTitle-BG9IjjIf.js";
import { n as SvgIcon, t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { n as Tooltip } from "./Tooltip-DgxSTtaa.js";
import { t as Close_default } from "./Close-B1LkJFSX.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as MenuItem } from "./MenuItem-BFezD96G.js";
import { n as Visibility_default, t as VisibilityOff_default } from "./VisibilityOff-DUWEPd4f.js";
import { t as PasswordStrengthBar } from "./password-strength-bar-DfLNGJnz.js";
import { t as AsyncChecksContext } from "./async-checks-ChWYGfaz.js";
import { i as getTransitionStyles } from "./utils-C_hAsqTa.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { n as useRecordAccess } from "./record-access-DezDPLAs.js";
// ../../node_modules/@mui/material/CardHeader/cardHeaderClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getCardHeaderUtilityClass(slot) {
	return generateUtilityClass("MuiCardHeader", slot);
}
var cardHeaderClasses = generateUtilityClasses("MuiCardHeader", [
	"root",
	"avatar",
	"action",
	"content",
	"title",
	"subheader"
]);
// ../../node_modules/@mui/material/CardHeader/CardHeader.mjs
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses$6 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({
		root: ["root"],
		avatar: ["avatar"],
		action: ["action"],
		content: ["content"],
		title: ["title"],
		subheader: ["subheader"]
	}, getCardHeaderUtilityClass, classes);
};
var CardHeaderRoot = styled("div", {
	name: "MuiCardHeader",
	slot: "Root",
	overridesResolver: (props, styles) => {
		return [
			{ [`& .${cardHeaderClasses.title}`]: styles.title },
			{ [`& .${cardHeaderClasses.subheader}`]: styles.subheader },
			styles.root
		];
	}
})({
	display: "flex",
	alignItems: "center",
	padding: 16
});
var CardHeaderAvatar = styled("div", {
	name: "MuiCardHeader",
	slot: "Avatar"
})({
	display: "flex",
	flex: "0 0 auto",
	marginRight: 16
});
var CardHeaderAction = styled("div", {
	name: "MuiCardHeader",
	slot: "Action"
})({
	flex: "0 0 auto",
	alignSelf: "flex-start",
	marginTop: -4,
	marginRight: -8,
	marginBottom: -4
});
var CardHeaderContent = styled("div", {
	name: "MuiCardHeader",
	slot: "Content"
})({
	flex: "1 1 auto",
	[`.${typographyClasses.root}:where(& .${cardHeaderClasses.title})`]: { display: "block" },
	[`.${typographyClasses.root}:where(& .${cardHeaderClasses.subheader})`]: { display: "block" }
});
var CardHeader = /*#__PURE__*/ import_react.forwardRef(function CardHeader(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCardHeader"
	});
	const { action, avatar, component = "div", disableTypography = false, subheader: subheaderProp, title: titleProp, slots = {}, slotProps = {}, ...other } = props;
	const ownerState = {
		...props,
		component,
		disableTypography
	};
	const classes = useUtilityClasses$6(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	let title = titleProp;
	const [TitleSlot, titleSlotProps] = useSlot("title", {
		className: classes.title,
		elementType: Typography,
		externalForwardedProps,
		ownerState,
		additionalProps: {
			variant: avatar ? "body2" : "h5",
			component: "span"
		}
	});
	if (title != null && title.type !== Typography && !disableTypography) title = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TitleSlot, {
		...titleSlotProps,
		children: title
	});
	let subheader = subheaderProp;
	const [SubheaderSlot, subheaderSlotProps] = useSlot("subheader", {
		className: classes.subheader,
		elementType: Typography,
		externalForwardedProps,
		ownerState,
		additionalProps: {
			variant: avatar ? "body2" : "body1",
			color: "textSecondary",
			component: "span"
		}
	});
	if (subheader != null && subheader.type !== Typography && !disableTypography) subheader = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(SubheaderSlot, {
		...subheaderSlotProps,
		children: subheader
	});
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		className: classes.root,
		elementType: CardHeaderRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other,
			component
		},
		ownerState
	});
	const [AvatarSlot, avatarSlotProps] = useSlot("avatar", {
		className: classes.avatar,
		elementType: CardHeaderAvatar,
		externalForwardedProps,
		ownerState
	});
	const [ContentSlot, contentSlotProps] = useSlot("content", {
		className: classes.content,
		elementType: CardHeaderContent,
		externalForwardedProps,
		ownerState
	});
	const [ActionSlot, actionSlotProps] = useSlot("action", {
		className: classes.action,
		elementType: CardHeaderAction,
		externalForwardedProps,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootSlotProps,
		children: [
			avatar && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AvatarSlot, {
				...avatarSlotProps,
				children: avatar
			}),
			/*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ContentSlot, {
				...contentSlotProps,
				children: [title, subheader]
			}),
			action && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ActionSlot, {
				...actionSlotProps,
				children: action
			})
		]
	});
});
// src/components/form/fields/field-props.ts
/** helperText of a field: its error, else its hint. */
var helperOf = (field, error) => error ?? field.helperText;
// src/components/form/fields/array-field.tsx
/** array: a list of strings, one input per item, with add and remove. */
var ArrayField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }) => {
	const items = Array.isArray(value) ? value : [];
	const inputs = (0, import_react.useRef)([]);
	const helper = helperOf(field, error);
	const add = () => {
		onChange([...items, ""]);
		requestAnimationFrame(() => inputs.current[items.length]?.focus());
	};
	const remove = (index) => {
		onChange(items.filter((_, i) => i !== index));
		onBlur();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		component: "fieldset",
		error: Boolean(error),
		disabled,
		required,
		fullWidth: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				component: "legend",
				children: field.label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 1,
				sx: { mt: 1 },
				children: [
					items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: FORM_TEXTS.noItems
					}) : null,
					items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						spacing: 1,
						sx: { alignItems: "center" },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							size: "small",
							fullWidth: true,
							label: FORM_TEXTS.itemLabel(field.label, index + 1),
							value: item,
							disabled,
							onChange: (event) => onChange(items.map((v, i) => i === index ? event.target.value : v)),
							onBlur,
							inputRef: (element) => {
								inputs.current[index] = element;
								if (index === 0 && typeof inputRef === "function") inputRef(element);
							}
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							"aria-label": FORM_TEXTS.removeItem(field.label, index + 1),
							onClick: () => remove(index),
							disabled,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, {})
						})]
					}, index)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, {}),
						onClick: add,
						disabled,
						name,
						children: FORM_TEXTS.addItem
					}) })
				]
			}),
			helper ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: helper }) : null
		]
	});
};
// src/components/form/fields/boolean-field.tsx
/** A switch with the field's label and the current state's label (Sim/Não, Ativo/Inativo). */
var BooleanField = ({ field, name, value, onChange, onBlur, error, disabled, inputRef }) => {
	const checked = value === true;
	const labels = field.booleanLabels ?? {
		true: FORM_TEXTS.yes,
		false: FORM_TEXTS.no
	};
	const helper = helperOf(field, error);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		error: Boolean(error),
		disabled,
		component: "fieldset",
		variant: "standard",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				component: "legend",
				id: `field-${name}-label`,
				children: field.label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
				control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					name,
					checked,
					onChange: (event) => onChange(event.target.checked),
					onBlur,
					slotProps: { input: {
						ref: inputRef,
						"aria-labelledby": `field-${name}-label`,
						role: "switch"
					} }
				}),
				label: checked ? labels.true : labels.false
			}),
			helper ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: helper }) : null
		]
	});
};
// src/components/form/fields/currency-field.tsx
/** 'R$ 1.234,56' → '1.234,56': what the input shows beside its 'R$' adornment. */
var formatCentsForInput = (cents) => cents === null || cents === void 0 ? "" : formatCurrency(cents).replace(/^\s*R\$\s*/u, "").trim();
/**
* Money in BRL, held in cents (section 5): shown divided by 100; typing is free and parsed the
* specified way (symbol and thousands separators stripped, decimal comma, non-numeric → 0).
*/
var CurrencyField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }) => {
	const cents = typeof value === "number" ? value : null;
	const [draft, setDraft] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: `field-${name}`,
		name,
		label: field.label,
		value: draft ?? formatCentsForInput(cents),
		onFocus: () => setDraft(formatCentsForInput(cents)),
		onChange: (event) => {
			setDraft(event.target.value);
			onChange(event.target.value.trim() === "" ? null : parseCurrency(event.target.value));
		},
		onBlur: () => {
			setDraft(null);
			onBlur();
		},
		inputRef,
		required,
		disabled,
		error: Boolean(error),
		helperText: helperOf(field, error),
		fullWidth: true,
		slotProps: {
			htmlInput: { inputMode: "decimal" },
			input: { startAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
				position: "start",
				children: "R$"
			}) }
		}
	});
};
// src/components/form/fields/date-field.tsx
/** Native date (yyyy-MM-dd) or datetime-local (5-minute steps) input, limited to 1900–2099. */
var DateField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }) => {
	const withTime = field.type === "datetime";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: `field-${name}`,
		name,
		label: field.label,
		type: withTime ? "datetime-local" : "date",
		value: typeof value === "string" ? value : "",
		onChange: (event) => onChange(event.target.value),
		onBlur,
		inputRef,
		required,
		disabled,
		error: Boolean(error),
		helperText: helperOf(field, error),
		fullWidth: true,
		slotProps: {
			inputLabel: { shrink: true },
			htmlInput: withTime ? {
				min: `${DATE_MIN_YEAR}-01-01T00:00`,
				max: `${DATE_MAX_YEAR}-12-31T23:55`,
				step: 300
			} : {
				min: `${DATE_MIN_YEAR}-01-01`,
				max: `${DATE_MAX_YEAR}-12-31`
			}
		}
	});
};
// src/components/form/fields/use-option-search.ts
var SEARCH_DELAY_MS = 300;
var NO_PICK = [];
/**
* The server-side search of an fk field with `searchOptions`: the typed text becomes the search
* term after a pause (a chosen option, a reset or a clear search everything again), the options
* are shown as the server answers them, and the chosen option keeps its label when a later search
* no longer lists it. Without `enabled` nothing changes (the Autocomplete filters its options).
*/
var useOptionSearch = (enabled) => {
	const [term, setTerm] = (0, import_react.useState)("");
	const [picked, setPicked] = (0, import_react.useState)(NO_PICK);
	const debounced = useDebouncedCallback(setTerm, SEARCH_DELAY_MS);
	return {
		term,
		picked,
		pick: (option) => setPicked(option ? [option] : NO_PICK),
		autocompleteProps: enabled ? {
			onInputChange: (_event, text, reason) => {
				if (reason === "input") return debounced.run(text.trim());
				debounced.cancel();
				setTerm("");
			},
			filterOptions: (options) => options
		} : {}
	};
};
// src/components/form/fields/fk-field.tsx
/** fk / manytoonefk / onetoonefk: one related record, chosen from loaded (or server-searched) options. */
var FkField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef, values, record }) => {
	const search = useOptionSearch(Boolean(field.searchOptions));
	const { options, loading, failed } = useFieldOptions(field, values, search.term);
	const selected = optionFor(value, options, [...search.picked, ...recordOptions(field, record)]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
		id: `field-${name}`,
		options,
		value: selected,
		onChange: (_event, option) => {
			search.pick(option);
			onChange(option ? option.value : null);
		},
		...search.autocompleteProps,
		onBlur,
		getOptionLabel: (option) => option.label,
		getOptionDisabled: (option) => Boolean(option.disabled),
		isOptionEqualToValue: (option, current) => sameOptionValue(option.value, current.value),
		loading,
		loadingText: FORM_TEXTS.loadingOptions,
		noOptionsText: failed ? FORM_TEXTS.itemsNotLoaded : FORM_TEXTS.noOptions,
		disabled,
		fullWidth: true,
		renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			...params,
			name,
			label: field.label,
			required,
			error: Boolean(error),
			helperText: error ?? (failed ? FORM_TEXTS.itemsNotLoaded : field.helperText),
			inputRef
		})
	});
};
// src/components/form/upload-progress-context.ts
/** Progress (0–100) of the upload running before a save, or null: image fields with pending files show it. */
var UploadProgressContext = (0, import_react.createContext)(null);
var useUploadProgress = () => (0, import_react.use)(UploadProgressContext);
// ../../node_modules/@mui/icons-material/CloudUploadOutlined.mjs
var CloudUploadOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96M19 18H6c-2.21 0-4-1.79-4-4 0-2.05 1.53-3.76 3.56-3.97l1.07-.11.5-.95C8.08 7.14 9.94 6 12 6c2.62 0 4.88 1.86 5.39 4.43l.3 1.5 1.53.11c1.56.1 2.78 1.41 2.78 2.96 0 1.65-1.35 3-3 3M8 13h2.55v3h2.9v-3H16l-4-4z" }), "CloudUploadOutlined");
// src/components/form/fields/image-drop-zone.tsx
/**
* Drop zone and file picker for images: accepts jpg, jpeg and png; every rejected file is listed
* with its errors (section 5) until the list is dismissed or a new pick succeeds.
*/
var ImageDropZone = ({ label, multiple, disabled = false, maxBytes, room, hints, error = false, pickLabel, onFiles, onBlur }) => {
	const inputRef = (0, import_react.useRef)(null);
	const [dragging, setDragging] = (0, import_react.useState)(false);
	const [rejected, setRejected] = (0, import_react.useState)([]);
	const hintId = (0, import_react.useId)();
	const rejectedId = (0, import_react.useId)();
	const take = async (files) => {
		if (disabled || files.length === 0) return;
		const result = await partitionImageFilesByContent(files, {
			multiple,
			maxBytes,
			room
		});
		setRejected(result.rejected);
		if (result.accepted.length > 0) onFiles(result.accepted);
		onBlur?.();
	};
	const onDrop = (event) => {
		event.preventDefault();
		setDragging(false);
		take(Array.from(event.dataTransfer?.files ?? []));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		role: "group",
		"aria-label": FORM_TEXTS.dropZone(label),
		"aria-describedby": `${hintId}${rejected.length ? ` ${rejectedId}` : ""}`,
		onDragOver: (event) => {
			event.preventDefault();
			if (!disabled) setDragging(true);
		},
		onDragLeave: () => setDragging(false),
		onDrop,
		sx: {
			border: "2px dashed",
			borderColor: error ? "error.main" : dragging ? "primary.main" : "divider",
			bgcolor: dragging ? "action.hover" : "transparent",
			borderRadius: 1,
			p: 2,
			textAlign: "center",
			opacity: disabled ? .6 : 1
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloudUploadOutlined_default, {
				color: "action",
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { mb: 1 },
				children: multiple ? FORM_TEXTS.dropHereMany : FORM_TEXTS.dropHere
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				size: "small",
				disabled,
				onClick: () => inputRef.current?.click(),
				children: pickLabel ?? (multiple ? FORM_TEXTS.pickFiles : FORM_TEXTS.pickFile)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: inputRef,
				type: "file",
				hidden: true,
				accept: IMAGE_ACCEPT,
				multiple,
				disabled,
				"aria-label": label,
				"data-testid": "image-file-input",
				onChange: (event) => {
					const files = Array.from(event.target.files ?? []);
					event.target.value = "";
					take(files);
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				id: hintId,
				children: hints.map((hint) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "caption",
					color: "text.secondary",
					component: "p",
					children: hint
				}, hint))
			})
		]
	}), rejected.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		id: rejectedId,
		severity: "error",
		sx: {
			mt: 1,
			textAlign: "left"
		},
		onClose: () => setRejected([]),
		slotProps: { closeButton: { "aria-label": FORM_TEXTS.dismissRejected } },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AlertTitle, { children: FORM_TEXTS.rejectedFiles }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				m: 0,
				pl: 2
			},
			children: rejected.map((file, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: file.name }),
				": ",
				file.errors.join(" ")
			] }, `${file.name}-${index}`))
		})]
	}) : null] });
};
// src/components/form/fields/image-hints.ts
/** 'Tamanho sugerido: 244x62 px' (section 9) and the accepted types. */
var imageHints = (field) => [
	...field.imageSize ? [FORM_TEXTS.suggestedSize(field.imageSize.width, field.imageSize.height)] : [],
	FORM_TEXTS.acceptedTypes,
	...field.helperText ? [field.helperText] : []
];
// src/components/form/fields/use-object-url.ts
/** A blob: URL for a picked file while it is shown (revoked afterwards); null for anything else. */
var useObjectUrl = (file) => {
	const [url, setUrl] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		if (!(file instanceof Blob) || typeof URL.createObjectURL !== "function") {
			setUrl(null);
			return;
		}
		const created = URL.createObjectURL(file);
		setUrl(created);
		return () => URL.revokeObjectURL(created);
	}, [file]);
	return url;
};
// src/components/form/fields/image-preview.tsx
/** A stored image (by name) or a picked file (by object URL), with a remove button. */
var ImagePreview = ({ image, alt, removeLabel, onRemove, disabled, height = 140 }) => {
	const { fileUrl } = useFormServices();
	const objectUrl = useObjectUrl(image);
	const src = typeof image === "string" ? fileUrl(image) : objectUrl;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			position: "relative",
			border: 1,
			borderColor: "divider",
			borderRadius: 1,
			overflow: "hidden",
			bgcolor: "action.hover"
		},
		children: [src ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "img",
			src,
			alt,
			sx: {
				display: "block",
				width: "100%",
				height,
				objectFit: "contain"
			}
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			role: "img",
			"aria-label": alt,
			sx: { height }
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
			title: removeLabel,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				style: {
					position: "absolute",
					top: 4,
					right: 4
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					size: "small",
					"aria-label": removeLabel,
					onClick: onRemove,
					disabled,
					sx: {
						bgcolor: "background.paper",
						"&:hover": { bgcolor: "background.paper" }
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, { fontSize: "small" })
				})
			})
		})]
	});
};
// src/components/form/fields/gallery-field.tsx
/** gallery: several images, 4 per row (section 9), each removable; new files are added. */
var GalleryField = ({ field, value, onChange, onBlur, error, required, disabled }) => {
	const progress = useUploadProgress();
	const images = (Array.isArray(value) ? value : []).filter((item) => item instanceof File || typeof item === "string" && item !== "");
	const room = field.maxFiles === void 0 ? void 0 : Math.max(0, field.maxFiles - images.length);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		component: "fieldset",
		error: Boolean(error),
		required,
		disabled,
		fullWidth: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				component: "legend",
				children: field.label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 1,
				sx: { mt: 1 },
				children: [
					images.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "ul",
						sx: {
							listStyle: "none",
							m: 0,
							p: 0,
							display: "grid",
							gap: 1,
							gridTemplateColumns: `repeat(4, minmax(0, 1fr))`
						},
						children: images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePreview, {
							image,
							alt: `${FORM_TEXTS.imagePreview(field.label)} ${index + 1}`,
							removeLabel: FORM_TEXTS.removeImageN(index + 1),
							onRemove: () => {
								onChange(images.filter((_, i) => i !== index));
								onBlur();
							},
							disabled,
							height: 100
						}) }, typeof image === "string" ? image : `${image.name}-${image.lastModified}-${index}`))
					}) : null,
					images.some((image) => image instanceof File) && progress !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
						variant: "determinate",
						value: progress,
						"aria-label": FORM_TEXTS.uploading(progress)
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageDropZone, {
						label: field.label,
						multiple: true,
						disabled: disabled || room === 0,
						maxBytes: field.maxFileBytes,
						room,
						hints: imageHints(field),
						error: Boolean(error),
						onFiles: (files) => onChange([...images, ...files]),
						onBlur
					})
				]
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: error }) : null
		]
	});
};
// src/components/form/fields/integer-field.tsx
/** Whole numbers only; an empty input is null. */
var parseInteger = (text) => {
	const cleaned = text.replace(/[^\d-]/g, "").replace(/(?!^)-/g, "");
	if (cleaned === "" || cleaned === "-") return null;
	const n = Number.parseInt(cleaned, 10);
	return Number.isSafeInteger(n) ? n : null;
};
var IntegerField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
	id: `field-${name}`,
	name,
	label: field.label,
	value: typeof value === "number" ? String(value) : "",
	onChange: (event) => onChange(parseInteger(event.target.value)),
	onBlur,
	inputRef,
	required,
	disabled,
	error: Boolean(error),
	helperText: helperOf(field, error),
	fullWidth: true,
	slotProps: { htmlInput: {
		inputMode: "numeric",
		pattern: "-?[0-9]*"
	} }
});
// src/components/form/fields/many-to-many-field.tsx
/** manytomanyfk: several related records; at most 2 tags are shown, then '+N' (section 2). */
var ManyToManyField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef, values, record }) => {
	const { options, loading, failed } = useFieldOptions(field, values);
	const fallback = recordOptions(field, record);
	const selected = (Array.isArray(value) ? value : []).map((item) => optionFor(item, options, fallback)).filter((o) => o !== null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
		id: `field-${name}`,
		multiple: true,
		disableCloseOnSelect: true,
		options,
		value: selected,
		onChange: (_event, chosen) => onChange(chosen.map((o) => o.value)),
		onBlur,
		getOptionLabel: (option) => option.label,
		getOptionDisabled: (option) => Boolean(option.disabled),
		isOptionEqualToValue: (option, current) => sameOptionValue(option.value, current.value),
		loading,
		loadingText: FORM_TEXTS.loadingOptions,
		noOptionsText: failed ? FORM_TEXTS.itemsNotLoaded : FORM_TEXTS.noOptions,
		disabled,
		fullWidth: true,
		renderValue: (chosen, getItemProps) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [chosen.slice(0, 2).map((option, index) => {
			const { key, ...itemProps } = getItemProps({ index });
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				label: option.label,
				size: "small",
				...itemProps
			}, key);
		}), chosen.length > 2 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			size: "small",
			label: FORM_TEXTS.moreTags(chosen.length - 2),
			title: chosen.slice(2).map((o) => o.label).join(", ")
		}) : null] }),
		renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			...params,
			name,
			label: field.label,
			required,
			error: Boolean(error),
			helperText: error ?? (failed ? FORM_TEXTS.itemsNotLoaded : field.helperText),
			inputRef
		})
	});
};
// src/components/form/fields/options-field.tsx
/** options: one of a fixed (or loaded) list of choices. */
var OptionsField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef, values }) => {
	const { options, loading, failed } = useFieldOptions(field, values);
	const current = options.find((o) => sameOptionValue(o.value, value));
	const selectValue = current ? String(current.value) : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
		id: `field-${name}`,
		name,
		select: true,
		label: field.label,
		value: selectValue,
		onChange: (event) => {
			const chosen = options.find((o) => String(o.value) === String(event.target.value));
			onChange(chosen ? chosen.value : "");
		},
		onBlur,
		inputRef,
		required,
		disabled,
		error: Boolean(error),
		helperText: error ?? (failed ? FORM_TEXTS.itemsNotLoaded : helperOf(field)),
		fullWidth: true,
		children: [
			required ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				value: "",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("em", { children: FORM_TEXTS.none })
			}),
			loading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				value: "",
				disabled: true,
				children: FORM_TEXTS.loadingOptions
			}) : null,
			failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				value: "",
				disabled: true,
				children: FORM_TEXTS.itemsNotLoaded
			}) : null,
			options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
				value: String(option.value),
				disabled: option.disabled,
				children: option.label
			}, String(option.value)))
		]
	});
};
// src/components/form/fields/password-field.tsx
/**
* Password input with a show/hide toggle; the engine renders it twice (the field and its `_confirm`
* twin). With `field.strengthBar` the field itself (not its twin) shows the strength bar below.
*/
var PasswordField = ({ field, name, label, value, onChange, onBlur, error, required, disabled, inputRef, autoComplete = "new-password" }) => {
	const [visible, setVisible] = (0, import_react.useState)(false);
	const input = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: `field-${name}`,
		name,
		label: label ?? field.label,
		type: visible ? "text" : "password",
		value: typeof value === "string" ? value : "",
		onChange: (event) => onChange(event.target.value),
		onBlur,
		inputRef,
		required,
		disabled,
		error: Boolean(error),
		helperText: label ? error : helperOf(field, error),
		fullWidth: true,
		slotProps: {
			htmlInput: { autoComplete },
			input: { endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
				position: "end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": visible ? FORM_TEXTS.hidePassword : FORM_TEXTS.showPassword,
					onClick: () => setVisible((v) => !v),
					onMouseDown: (event) => event.preventDefault(),
					edge: "end",
					children: visible ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOff_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Visibility_default, {})
				})
			}) }
		}
	});
	if (!field.strengthBar || label) return input;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 1
		},
		children: [input, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordStrengthBar, { password: typeof value === "string" ? value : "" })]
	});
};
// src/components/form/fields/permissions-field.tsx
/**
* permissions: a slot. The users/roles feature passes the features × actions matrix as
* `field.render`; without it, the field's options are offered as a plain checkbox list.
*/
var PermissionsField = (props) => {
	const { field, value, onChange, onBlur, error, required, disabled, values, mode } = props;
	if (field.render) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: field.render({
		field,
		value,
		onChange,
		onBlur,
		error,
		values,
		mode,
		disabled
	}) });
	const selected = new Set(Array.isArray(value) ? value.map(String) : []);
	const helper = helperOf(field, error);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		component: "fieldset",
		error: Boolean(error),
		required,
		disabled,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				component: "legend",
				children: field.label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormGroup, { children: (field.options ?? []).map((option) => {
				const key = String(option.value);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					label: option.label,
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						checked: selected.has(key),
						onChange: (event) => {
							const next = new Set(selected);
							if (event.target.checked) next.add(key);
							else next.delete(key);
							onChange([...next]);
						},
						onBlur
					})
				}, key);
			}) }),
			helper ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: helper }) : null
		]
	});
};
// src/components/form/fields/photo-field.tsx
/** photo: one image with preview; picking another file replaces the previous one. */
var PhotoField = ({ field, value, onChange, onBlur, error, required, disabled }) => {
	const progress = useUploadProgress();
	const image = value instanceof File || typeof value === "string" && value !== "" ? value : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		component: "fieldset",
		error: Boolean(error),
		required,
		disabled,
		fullWidth: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				component: "legend",
				children: field.label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 1,
				sx: { mt: 1 },
				children: [
					image ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePreview, {
						image,
						alt: FORM_TEXTS.imagePreview(field.label),
						removeLabel: FORM_TEXTS.removeImage,
						onRemove: () => {
							onChange(null);
							onBlur();
						},
						disabled
					}) : null,
					image instanceof File && progress !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
						variant: "determinate",
						value: progress,
						"aria-label": FORM_TEXTS.uploading(progress)
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageDropZone, {
						label: field.label,
						multiple: false,
						disabled,
						maxBytes: field.maxFileBytes,
						hints: imageHints(field),
						error: Boolean(error),
						pickLabel: image ? FORM_TEXTS.replaceFile : FORM_TEXTS.pickFile,
						onFiles: (files) => onChange(files[0] ?? null),
						onBlur
					})
				]
			}),
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: error }) : null
		]
	});
};
// src/components/form/fields/position-field.tsx
/** A coordinate as typed, shown with 6 decimals once it is a number ('-23.5' → '-23.500000'). */
var formatCoordinate = (text) => {
	const n = Number(text.replace(",", "."));
	return text.trim() === "" || !Number.isFinite(n) ? text : n.toFixed(6);
};
var EMPTY = {
	latitude: "",
	longitude: ""
};
/**
* position: latitude and longitude inputs (6 decimals). The map picker plugs into `field.render`,
* which receives the numeric position and sets it back.
*/
var PositionField = (props) => {
	const { field, name, value, onChange, onBlur, error, required, disabled, inputRef, values, mode, setFieldValue } = props;
	const position = value ?? EMPTY;
	const [focused, setFocused] = (0, import_react.useState)(null);
	const shown = (key) => focused === key ? position[key] : formatCoordinate(position[key]);
	const input = (key, label, first) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: `field-${name}-${key}`,
		label,
		value: shown(key),
		onFocus: () => setFocused(key),
		onChange: (event) => onChange({
			...position,
			[key]: event.target.value.replace(/[^\d.,-]/g, "")
		}),
		onBlur: () => {
			setFocused(null);
			onChange({
				...position,
				[key]: formatCoordinate(position[key])
			});
			onBlur();
		},
		inputRef: first ? inputRef : void 0,
		required,
		disabled,
		error: Boolean(error),
		helperText: first ? helperOf(field, error) : void 0,
		fullWidth: true,
		slotProps: { htmlInput: { inputMode: "decimal" } }
	});
	const numeric = {
		latitude: position.latitude.trim() === "" ? null : Number(position.latitude.replace(",", ".")),
		longitude: position.longitude.trim() === "" ? null : Number(position.longitude.replace(",", "."))
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("fieldset", {
		style: {
			border: 0,
			margin: 0,
			padding: 0,
			minWidth: 0
		},
		"aria-label": field.label,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
			container: true,
			spacing: 2,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
					size: {
						xs: 12,
						sm: 6
					},
					children: input("latitude", `${field.label} – ${FORM_TEXTS.latitude}`, true)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
					size: {
						xs: 12,
						sm: 6
					},
					children: input("longitude", `${field.label} – ${FORM_TEXTS.longitude}`, false)
				}),
				field.render ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
					size: 12,
					children: field.render({
						field,
						value: numeric,
						onChange: (next) => {
							const p = next;
							onChange({
								latitude: p?.latitude == null ? "" : p.latitude.toFixed(6),
								longitude: p?.longitude == null ? "" : p.longitude.toFixed(6)
							});
						},
						onBlur,
						error,
						values,
						mode,
						disabled,
						setFieldValue
					})
				}) : null
			]
		})
	});
};
// src/components/form/fields/string-field.tsx
var INPUT_MODES = {
	cpf: "numeric",
	cnpj: "text",
	cep: "numeric",
	phone: "tel",
	date: "numeric",
	datetime: "numeric"
};
var PLACEHOLDERS = {
	cpf: "000.000.000-00",
	cnpj: "00.000.000/0000-00",
	cep: "00000-000",
	phone: "(00) 00000-0000",
	date: "dd/mm/aaaa",
	datetime: "dd/mm/aaaa hh:mm"
};
/** Text input; with a mask (cpf, cnpj, cep, phone, date, datetime) the value is formatted while typing. */
var StringField = ({ field, name, value, onChange, onBlur, error, required, disabled, inputRef }) => {
	const mask = field.mask;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: `field-${name}`,
		name,
		label: field.label,
		value: typeof value === "string" ? value : "",
		onChange: (event) => onChange(applyFieldMask(mask, event.target.value)),
		onBlur,
		inputRef,
		type: field.inputType && field.inputType !== "password" ? field.inputType : "text",
		required,
		disabled,
		error: Boolean(error),
		helperText: helperOf(field, error),
		placeholder: field.placeholder ?? (mask ? PLACEHOLDERS[mask] : void 0),
		multiline: field.multiline,
		minRows: field.multiline ? field.rows ?? 4 : void 0,
		fullWidth: true,
		slotProps: { htmlInput: {
			...mask ? { inputMode: INPUT_MODES[mask] } : {},
			...field.maxLength ? { maxLength: field.maxLength } : {},
			...mask === "cnpj" ? { autoCapitalize: "characters" } : {}
		} }
	});
};
// src/components/form/form-field.tsx
/** One component per field type of section 3. */
var FIELD_COMPONENTS = {
	string: StringField,
	photo: PhotoField,
	boolean: BooleanField,
	currency: CurrencyField,
	date: DateField,
	datetime: DateField,
	fk: FkField,
	integer: IntegerField,
	manytomanyfk: ManyToManyField,
	options: OptionsField,
	array: ArrayField,
	gallery: GalleryField,
	permissions: PermissionsField,
	manytoonefk: FkField,
	position: PositionField,
	onetoonefk: FkField
};
/** Types whose `render` is a slot inside the field rather than a replacement of it. */
var RENDER_IS_SLOT = /* @__PURE__ */ new Set(["position", "permissions"]);
/**
* A field bound to the form (react-hook-form Controller) in its grid cell; a password also renders
* its `_confirm` twin in the next cell.
*/
var FormField = ({ field, control, values, mode, record, disabled, setFieldValue }) => {
	const Component = FIELD_COMPONENTS[field.type];
	const required = isRequiredField(field) && !(hasConfirmTwin(field) && mode === "update");
	const isDisabled = disabled || Boolean(field.disabled);
	const width = fieldWidth(field);
	const bound = (name, render) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
		size: {
			xs: 12,
			md: width
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
			name,
			control,
			render: ({ field: controller, fieldState }) => render({
				field,
				name,
				value: controller.value,
				onChange: controller.onChange,
				onBlur: controller.onBlur,
				inputRef: controller.ref,
				error: fieldState.error?.message,
				required,
				disabled: isDisabled,
				values,
				mode,
				record,
				setFieldValue
			})
		})
	}, name);
	if (field.render && !RENDER_IS_SLOT.has(field.type)) {
		const render = field.render;
		return bound(field.property, (props) => render(props));
	}
	if (hasConfirmTwin(field)) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [bound(field.property, (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, { ...props })), bound(confirmPropertyOf(field.property), (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
		...props,
		label: field.confirmLabel ?? FORM_TEXTS.confirmPassword
	}))] });
	if (field.type === "string" && field.inputType === "password") return bound(field.property, (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordField, {
		...props,
		autoComplete: "current-password"
	}));
	return bound(field.property, (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Component, { ...props }));
};
var FULL_WIDTH_TYPES = /* @__PURE__ */ new Set([
	"array",
	"photo",
	"gallery",
	"permissions",
	"position"
]);
/** Columns (of 12, from md up) a field takes: its `width`, else full for wide types and multiline, else half. */
var fieldWidth = (field) => field.width ?? (FULL_WIDTH_TYPES.has(field.type) || field.multiline ? 12 : 6);
// src/components/form/validate-definitions.ts
/** The position inputs hold text; both empty means no position. */
var normalised = (field, value) => {
	if (field.type !== "position") return value;
	const p = value;
	return !p || p.latitude.trim() === "" && p.longitude.trim() === "" ? null : value;
};
/**
* A native date ('yyyy-MM-dd') or datetime-local ('yyyy-MM-ddTHH:mm') value: a real moment whose year is
* within 1900–2099 (section 5). The inputs' min/max do not stop a person typing 1899.
*/
var isDateInputInRange = (value) => {
	if (typeof value !== "string") return false;
	const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
	if (!match) return false;
	const [year, month, day] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 && year <= 2099;
};
/**
* The engine's own checks from the field definitions (the domain's `validateFormField`: required,
* 'Adicione pelo menos um item', the validation names, plus the one the mask implies), for the
* visible fields only; a password also needs its `_confirm` twin to match, and may stay empty when
* updating; a date or date-time is a real one within 1900–2099. The zod schema adds its rules on top.
*/
var validateDefinitions = (fields, values, context) => {
	const errors = {};
	for (const field of fields) {
		if (!isFieldVisible(field, values, context)) continue;
		const value = normalised(field, values[field.property]);
		if (isPasswordField(field) && context.mode === "update" && isEmptyValue(field, value)) continue;
		const policy = hasConfirmTwin(field) ? ["password"] : [];
		const validations = [.../* @__PURE__ */ new Set([
			...(field.validations ?? []).filter((v) => v !== "password" || !field.noConfirm),
			...policy,
			...field.mask ? [field.mask] : []
		])];
		const message = validateFormField({
			...field,
			validations
		}, {
			...values,
			[field.property]: value
		}, context);
		if (message) errors[field.property] = message;
		else if ((field.type === "date" || field.type === "datetime") && !isEmptyValue(field, value) && !isDateInputInRange(value)) errors[field.property] = MESSAGES.validation.date;
		if (hasConfirmTwin(field)) {
			const confirm = confirmPropertyOf(field.property);
			const pwd = typeof value === "string" ? value : "";
			if (pwd !== "" && values[confirm] !== pwd) errors[confirm] = MESSAGES.validation.passwordsMustMatch;
		}
	}
	return errors;
};
// src/components/form/form-resolver.ts
/** The first message found in a (possibly nested) react-hook-form error. */
var firstErrorMessage = (error) => {
	if (!error || typeof error !== "object") return void 0;
	const message = error.message;
	if (typeof message === "string" && message) return message;
	for (const [key, value] of Object.entries(error)) {
		if (key === "ref" || key === "types") continue;
		const nested = firstErrorMessage(value);
		if (nested) return nested;
	}
};
/**
* The resolver of the form engine: the zod schema (through zodResolver) validates the payload the
* form would send, the field definitions add the engine's checks, and errors of fields that are
* not active (hidden by showIf, admin-only, skipped in this mode) are dropped, so requiredIfShown
* holds; then the fields' server checks (a CNPJ or e-mail in use) are awaited for the fields asked
* about. Errors are flat: one message per property (nested errors, e.g. of a position, lifted).
*/
var createFormResolver = (fields, schema, extra = () => ({}), asyncChecks = () => /* @__PURE__ */ new Map()) => {
	const byName = fieldByName(fields);
	const schemaResolver = schema ? u(schema, void 0, { raw: true }) : null;
	return async (values, context, options) => {
		const formContext = context ?? {
			mode: "create",
			isAdmin: false
		};
		const messages = {};
		if (schemaResolver) {
			const payload = {
				...extra(),
				...toPayload(fields, values, formContext)
			};
			const result = await schemaResolver(payload, formContext, options);
			for (const [key, error] of Object.entries(result.errors)) {
				const message = firstErrorMessage(error);
				if (!key || !message) continue;
				messages[rootName(key)] ??= message;
			}
		}
		for (const [name, message] of Object.entries(validateDefinitions(fields, values, formContext))) messages[name] ??= message;
		const wanted = options?.names ? new Set(options.names.map(rootName)) : null;
		const pending = [...asyncChecks()].filter(([name]) => !messages[name] && (!wanted || wanted.has(name))).map(async ([name, check]) => {
			const message = await check(values[name]);
			if (message) messages[name] ??= message;
		});
		await Promise.all(pending);
		const errors = {};
		for (const [name, message] of Object.entries(messages)) {
			const field = byName.get(name);
			if (field && !isFieldVisible(field, values, formContext)) continue;
			errors[name] = {
				type: "validate",
				message
			};
		}
		return Object.keys(errors).length > 0 ? {
			values: {},
			errors
		} : {
			values,
			errors: {}
		};
	};
};
// ../../node_modules/@mui/material/Stepper/StepperContext.mjs
/**
* Provides information about the current step in Stepper.
*/
var StepperContext = /*#__PURE__*/ import_react.createContext({});
/**
* Returns the current StepperContext or an empty object if no StepperContext
* has been defined in the component tree.
*/
function useStepperContext() {
	return import_react.useContext(StepperContext);
}
// ../../node_modules/@mui/material/Step/StepContext.mjs
/**
* Provides information about the current step in Stepper.
*/
var StepContext = /*#__PURE__*/ import_react.createContext({});
// ../../node_modules/@mui/material/Step/stepClasses.mjs
function getStepUtilityClass(slot) {
	return generateUtilityClass("MuiStep", slot);
}
generateUtilityClasses("MuiStep", [
	"root",
	"horizontal",
	"vertical",
	"alternativeLabel",
	"completed"
]);
// ../../node_modules/@mui/material/Step/Step.mjs
var useUtilityClasses$5 = (ownerState) => {
	const { classes, orientation, alternativeLabel, completed } = ownerState;
	return composeClasses({ root: [
		"root",
		orientation,
		alternativeLabel && "alternativeLabel",
		completed && "completed"
	] }, getStepUtilityClass, classes);
};
var StepRoot = styled("li", {
	name: "MuiStep",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.orientation],
			ownerState.alternativeLabel && styles.alternativeLabel,
			ownerState.completed && styles.completed
		];
	}
})({ variants: [
	{
		props: {
			orientation: "horizontal",
			alternativeLabel: false,
			hasConnector: false
		},
		style: { paddingLeft: 8 }
	},
	{
		props: {
			orientation: "horizontal",
			alternativeLabel: false,
			last: true
		},
		style: { paddingRight: 8 }
	},
	{
		props: {
			orientation: "horizontal",
			alternativeLabel: false,
			hasConnector: true
		},
		style: {
			flex: "1 1 auto",
			display: "grid",
			gridTemplateColumns: "1fr auto",
			alignItems: "center",
			gap: 8
		}
	},
	{
		props: {
			orientation: "vertical",
			alternativeLabel: true
		},
		style: {
			display: "flex",
			flexDirection: "column"
		}
	},
	{
		props: {
			orientation: "horizontal",
			alternativeLabel: true
		},
		style: {
			flex: 1,
			position: "relative"
		}
	}
] });
var Step = /*#__PURE__*/ import_react.forwardRef(function Step(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiStep"
	});
	const { active: activeProp, children, className, component = "li", completed: completedProp, disabled: disabledProp, expanded = false, index, last, ...other } = props;
	const { activeStep, connector, alternativeLabel, orientation, nonLinear, isTabList } = useStepperContext();
	let [active = false, completed = false, disabled = false] = [
		activeProp,
		completedProp,
		disabledProp
	];
	if (activeStep === index) active = activeProp !== void 0 ? activeProp : true;
	else if (!nonLinear && activeStep > index) completed = completedProp !== void 0 ? completedProp : true;
	else if (!nonLinear && activeStep < index) disabled = disabledProp !== void 0 ? disabledProp : true;
	const contextValue = import_react.useMemo(() => ({
		index,
		last,
		expanded,
		icon: index + 1,
		active,
		completed,
		disabled
	}), [
		index,
		last,
		expanded,
		active,
		completed,
		disabled
	]);
	const hasConnector = !!connector && index !== 0;
	const ownerState = {
		...props,
		active,
		orientation,
		alternativeLabel,
		completed,
		disabled,
		expanded,
		component,
		hasConnector
	};
	const classes = useUtilityClasses$5(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepContext.Provider, {
		value: contextValue,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(StepRoot, {
			as: component,
			className: clsx(classes.root, className),
			ref,
			ownerState,
			role: isTabList ? "presentation" : void 0,
			...other,
			children: [hasConnector ? connector : null, children]
		})
	});
});
// ../../node_modules/@mui/material/internal/svg-icons/CheckCircle.mjs
/**
* @ignore - internal component.
*/
var CheckCircle_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z" }), "CheckCircle");
// ../../node_modules/@mui/material/internal/svg-icons/Warning.mjs
/**
* @ignore - internal component.
*/
var Warning_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" }), "Warning");
// ../../node_modules/@mui/material/StepIcon/stepIconClasses.mjs
function getStepIconUtilityClass(slot) {
	return generateUtilityClass("MuiStepIcon", slot);
}
var stepIconClasses = generateUtilityClasses("MuiStepIcon", [
	"root",
	"active",
	"completed",
	"error",
	"text"
]);
// ../../node_modules/@mui/material/StepIcon/StepIcon.mjs
var _circle;
var useUtilityClasses$4 = (ownerState) => {
	const { classes, active, completed, error } = ownerState;
	return composeClasses({
		root: [
			"root",
			active && "active",
			completed && "completed",
			error && "error"
		],
		text: ["text"]
	}, getStepIconUtilityClass, classes);
};
var StepIconRoot = styled(SvgIcon, {
	name: "MuiStepIcon",
	slot: "Root"
})(memoTheme(({ theme }) => ({
	display: "block",
	...getTransitionStyles(theme, "color", { duration: theme.transitions.duration.shortest }),
	color: (theme.vars || theme).palette.text.disabled,
	[`&.${stepIconClasses.completed}, &.${stepIconClasses.active}`]: { color: (theme.vars || theme).palette.primary.main },
	[`&.${stepIconClasses.error}`]: { color: (theme.vars || theme).palette.error.main }
})));
var StepIconText = styled("text", {
	name: "MuiStepIcon",
	slot: "Text"
})(memoTheme(({ theme }) => ({
	fill: (theme.vars || theme).palette.primary.contrastText,
	fontSize: theme.typography.caption.fontSize,
	fontFamily: theme.typography.fontFamily
})));
var StepIcon = /*#__PURE__*/ import_react.forwardRef(function StepIcon(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiStepIcon"
	});
	const { active = false, className: classNameProp, completed = false, error = false, icon, ...other } = props;
	const ownerState = {
		...props,
		active,
		completed,
		error
	};
	const classes = useUtilityClasses$4(ownerState);
	if (typeof icon === "number" || typeof icon === "string") {
		const className = clsx(classNameProp, classes.root);
		if (error) return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepIconRoot, {
			as: Warning_default,
			className,
			ref,
			ownerState,
			...other
		});
		if (completed) return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepIconRoot, {
			as: CheckCircle_default,
			className,
			ref,
			ownerState,
			...other
		});
		return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(StepIconRoot, {
			className,
			ref,
			ownerState,
			...other,
			children: [_circle || (_circle = /*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
				cx: "12",
				cy: "12",
				r: "12"
			})), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepIconText, {
				className: classes.text,
				x: "12",
				y: "12",
				textAnchor: "middle",
				dominantBaseline: "central",
				ownerState,
				children: icon
			})]
		});
	}
	return icon;
});
// ../../node_modules/@mui/material/StepLabel/stepLabelClasses.mjs
function getStepLabelUtilityClass(slot) {
	return generateUtilityClass("MuiStepLabel", slot);
}
var stepLabelClasses = generateUtilityClasses("MuiStepLabel", [
	"root",
	"horizontal",
	"vertical",
	"label",
	"active",
	"completed",
	"error",
	"disabled",
	"iconContainer",
	"alternativeLabel",
	"labelContainer"
]);
// ../../node_modules/@mui/material/StepLabel/StepLabel.mjs
var useUtilityClasses$3 = (ownerState) => {
	const { classes, orientation, active, completed, error, disabled, alternativeLabel } = ownerState;
	return composeClasses({
		root: [
			"root",
			orientation,
			error && "error",
			disabled && "disabled",
			alternativeLabel && "alternativeLabel"
		],
		label: [
			"label",
			active && "active",
			completed && "completed",
			error && "error",
			disabled && "disabled",
			alternativeLabel && "alternativeLabel"
		],
		iconContainer: [
			"iconContainer",
			active && "active",
			completed && "completed",
			error && "error",
			disabled && "disabled",
			alternativeLabel && "alternativeLabel"
		],
		labelContainer: ["labelContainer", alternativeLabel && "alternativeLabel"]
	}, getStepLabelUtilityClass, classes);
};
var StepLabelRoot = styled("span", {
	name: "MuiStepLabel",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, styles[ownerState.orientation]];
	}
})({
	display: "flex",
	alignItems: "center",
	[`&.${stepLabelClasses.disabled}`]: { cursor: "default" },
	variants: [
		{
			props: { orientation: "vertical" },
			style: {
				textAlign: "left",
				padding: "8px 0"
			}
		},
		{
			props: { alternativeLabel: true },
			style: { flexDirection: "column" }
		},
		{
			props: {
				orientation: "vertical",
				alternativeLabel: true
			},
			style: { flexDirection: "row-reverse" }
		}
	]
});
var StepLabelLabel = styled("span", {
	name: "MuiStepLabel",
	slot: "Label"
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	display: "block",
	...getTransitionStyles(theme, "color", { duration: theme.transitions.duration.shortest }),
	[`&.${stepLabelClasses.active}, &.${stepLabelClasses.completed}`]: {
		color: (theme.vars || theme).palette.text.primary,
		fontWeight: 500
	},
	[`&.${stepLabelClasses.alternativeLabel}`]: { marginTop: 16 },
	[`&.${stepLabelClasses.error}`]: { color: (theme.vars || theme).palette.error.main },
	variants: [{
		props: {
			orientation: "vertical",
			alternativeLabel: true
		},
		style: { [`&.${stepLabelClasses.alternativeLabel}`]: { marginTop: 0 } }
	}]
})));
var StepLabelIconContainer = styled("span", {
	name: "MuiStepLabel",
	slot: "IconContainer"
})({
	flexShrink: 0,
	display: "flex",
	paddingRight: 8,
	[`&.${stepLabelClasses.alternativeLabel}`]: { paddingRight: 0 },
	variants: [{
		props: {
			orientation: "vertical",
			alternativeLabel: true
		},
		style: {
			paddingRight: 0,
			paddingLeft: 8
		}
	}]
});
var StepLabelLabelContainer = styled("span", {
	name: "MuiStepLabel",
	slot: "LabelContainer"
})(memoTheme(({ theme }) => ({
	width: "100%",
	color: (theme.vars || theme).palette.text.secondary,
	[`&.${stepLabelClasses.alternativeLabel}`]: { textAlign: "center" },
	variants: [{
		props: {
			orientation: "vertical",
			alternativeLabel: true
		},
		style: { [`&.${stepLabelClasses.alternativeLabel}`]: { textAlign: "right" } }
	}]
})));
var StepLabel = /*#__PURE__*/ import_react.forwardRef(function StepLabel(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiStepLabel"
	});
	const { children, className, error = false, icon: iconProp, optional, slots = {}, slotProps = {}, ...other } = props;
	const { alternativeLabel, orientation } = useStepperContext();
	const { active, disabled, completed, icon: iconContext } = import_react.useContext(StepContext);
	const icon = iconProp || iconContext;
	const ownerState = {
		...props,
		active,
		alternativeLabel,
		completed,
		disabled,
		error,
		orientation
	};
	const classes = useUtilityClasses$3(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		elementType: StepLabelRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		ownerState,
		ref,
		className: clsx(classes.root, className)
	});
	const [LabelSlot, labelProps] = useSlot("label", {
		elementType: StepLabelLabel,
		externalForwardedProps,
		ownerState
	});
	const [StepIconSlot, stepIconProps] = useSlot("stepIcon", {
		elementType: icon ? StepIcon : void 0,
		externalForwardedProps,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootProps,
		children: [icon || StepIconSlot ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepLabelIconContainer, {
			className: classes.iconContainer,
			ownerState,
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepIconSlot, {
				completed,
				active,
				error,
				icon,
				...stepIconProps
			})
		}) : null, /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(StepLabelLabelContainer, {
			className: classes.labelContainer,
			ownerState,
			children: [children ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LabelSlot, {
				...labelProps,
				className: clsx(classes.label, labelProps?.className),
				children
			}) : null, optional]
		})]
	});
});
StepLabel.muiName = "StepLabel";
// ../../node_modules/@mui/material/StepButton/stepButtonClasses.mjs
function getStepButtonUtilityClass(slot) {
	return generateUtilityClass("MuiStepButton", slot);
}
var stepButtonClasses = generateUtilityClasses("MuiStepButton", [
	"root",
	"horizontal",
	"vertical",
	"touchRipple"
]);
// ../../node_modules/@mui/material/StepButton/StepButton.mjs
var useUtilityClasses$2 = (ownerState) => {
	const { classes, orientation } = ownerState;
	return composeClasses({
		root: ["root", orientation],
		touchRipple: ["touchRipple"]
	}, getStepButtonUtilityClass, classes);
};
var StepButtonRoot = styled(ButtonBase, {
	name: "MuiStepButton",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${stepButtonClasses.touchRipple}`]: styles.touchRipple },
			styles.root,
			styles[ownerState.orientation]
		];
	}
})(memoTheme(({ theme }) => ({
	width: "100%",
	padding: "24px 16px",
	margin: "-24px -16px",
	boxSizing: "content-box",
	[`& .${stepButtonClasses.touchRipple}`]: {
		color: "rgba(0, 0, 0, 0.3)",
		...theme.applyStyles("dark", { color: "rgba(255, 255, 255, 0.3)" })
	},
	...theme.focusVisible && { [`&.${buttonBaseClasses.focusVisible} .${stepLabelClasses.root}`]: {
		borderRadius: (theme.vars || theme).shape.borderRadius,
		...theme.focusVisible
	} },
	variants: [{
		props: { orientation: "vertical" },
		style: {
			justifyContent: "flex-start",
			padding: "8px",
			margin: "-8px"
		}
	}]
})));
var RovingStepButton = /*#__PURE__*/ import_react.forwardRef(function RovingStepButton(props, ref) {
	const { children, disabled, index, ...other } = props;
	const rovingItemProps = useRovingTabIndexItem({
		id: index,
		ref,
		disabled
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepButtonRoot, {
		disabled,
		...rovingItemProps,
		...other,
		children
	});
});
var StepButton = /*#__PURE__*/ import_react.forwardRef(function StepButton(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiStepButton"
	});
	const { children, className, icon, optional, ...other } = props;
	const { disabled, active, index } = import_react.useContext(StepContext);
	const { orientation, totalSteps, isTabList } = useStepperContext();
	const ownerState = {
		...props,
		orientation
	};
	const classes = useUtilityClasses$2(ownerState);
	const childProps = {
		icon,
		optional
	};
	const child = isMuiElement_default(children, ["StepLabel"]) ? /*#__PURE__*/ import_react.cloneElement(children, childProps) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepLabel, {
		...childProps,
		children
	});
	const stepButtonProps = {
		internalNativeButton: true,
		focusRipple: true,
		disabled,
		TouchRippleProps: { className: classes.touchRipple },
		className: clsx(classes.root, className),
		ownerState,
		"aria-selected": active,
		"aria-posinset": index + 1,
		"aria-setsize": totalSteps,
		role: "tab",
		internalDisabledThemeFocusVisible: true,
		...other
	};
	if (isTabList) return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RovingStepButton, {
		...stepButtonProps,
		index,
		ref,
		children: child
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepButtonRoot, {
		ref,
		tabIndex: active ? 0 : -1,
		...stepButtonProps,
		children: child
	});
});
// ../../node_modules/@mui/material/Stepper/stepperClasses.mjs
function getStepperUtilityClass(slot) {
	return generateUtilityClass("MuiStepper", slot);
}
generateUtilityClasses("MuiStepper", [
	"root",
	"horizontal",
	"vertical",
	"nonLinear",
	"alternativeLabel"
]);
// ../../node_modules/@mui/material/StepConnector/stepConnectorClasses.mjs
function getStepConnectorUtilityClass(slot) {
	return generateUtilityClass("MuiStepConnector", slot);
}
generateUtilityClasses("MuiStepConnector", [
	"root",
	"horizontal",
	"vertical",
	"alternativeLabel",
	"active",
	"completed",
	"disabled",
	"line"
]);
// ../../node_modules/@mui/material/StepConnector/StepConnector.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes, orientation, alternativeLabel, active, completed, disabled } = ownerState;
	return composeClasses({
		root: [
			"root",
			orientation,
			alternativeLabel && "alternativeLabel",
			active && "active",
			completed && "completed",
			disabled && "disabled"
		],
		line: ["line"]
	}, getStepConnectorUtilityClass, classes);
};
var StepConnectorRoot = styled("div", {
	name: "MuiStepConnector",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.orientation],
			ownerState.alternativeLabel && styles.alternativeLabel,
			ownerState.completed && styles.completed
		];
	}
})({
	flex: "1 1 auto",
	variants: [
		{
			props: { orientation: "vertical" },
			style: { marginLeft: 12 }
		},
		{
			props: {
				orientation: "vertical",
				alternativeLabel: true
			},
			style: {
				marginLeft: "auto",
				marginRight: 12
			}
		},
		{
			props: {
				orientation: "horizontal",
				alternativeLabel: true
			},
			style: {
				position: "absolute",
				top: 12,
				left: "calc(-50% + 20px)",
				right: "calc(50% + 20px)"
			}
		}
	]
});
var StepConnectorLine = styled("span", {
	name: "MuiStepConnector",
	slot: "Line"
})(memoTheme(({ theme }) => {
	const borderColor = theme.palette.mode === "light" ? theme.palette.grey[400] : theme.palette.grey[600];
	return {
		display: "block",
		borderColor: theme.vars ? theme.vars.palette.StepConnector.border : borderColor,
		variants: [{
			props: { orientation: "horizontal" },
			style: {
				borderTopStyle: "solid",
				borderTopWidth: 1
			}
		}, {
			props: { orientation: "vertical" },
			style: {
				borderLeftStyle: "solid",
				borderLeftWidth: 1,
				minHeight: 24
			}
		}]
	};
}));
var StepConnector = /*#__PURE__*/ import_react.forwardRef(function StepConnector(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiStepConnector"
	});
	const { className, ...other } = props;
	const { alternativeLabel, orientation = "horizontal" } = useStepperContext();
	const { active, disabled, completed } = import_react.useContext(StepContext);
	const ownerState = {
		...props,
		alternativeLabel,
		orientation,
		active,
		completed,
		disabled
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepConnectorRoot, {
		className: clsx(classes.root, className),
		ref,
		ownerState,
		...other,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepConnectorLine, {
			className: classes.line,
			ownerState
		})
	});
});
// ../../node_modules/@mui/material/Stepper/Stepper.mjs
var useUtilityClasses = (ownerState) => {
	const { orientation, nonLinear, alternativeLabel, classes } = ownerState;
	return composeClasses({ root: [
		"root",
		orientation,
		nonLinear && "nonLinear",
		alternativeLabel && "alternativeLabel"
	] }, getStepperUtilityClass, classes);
};
var StepperRoot = styled("ol", {
	name: "MuiStepper",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.orientation],
			ownerState.alternativeLabel && styles.alternativeLabel,
			ownerState.nonLinear && styles.nonLinear
		];
	}
})({
	display: "flex",
	listStyle: "none",
	margin: 0,
	padding: 0,
	variants: [
		{
			props: { orientation: "horizontal" },
			style: {
				flexDirection: "row",
				alignItems: "center"
			}
		},
		{
			props: {
				orientation: "horizontal",
				alternativeLabel: false
			},
			style: { gap: 8 }
		},
		{
			props: { orientation: "vertical" },
			style: { flexDirection: "column" }
		},
		{
			props: { alternativeLabel: true },
			style: { alignItems: "flex-start" }
		},
		{
			props: {
				orientation: "vertical",
				alternativeLabel: true
			},
			style: { alignItems: "flex-end" }
		}
	]
});
var defaultConnector = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepConnector, {});
function RovingStepper(props) {
	const { children, className, component, forwardedRef, isRtl, orientation, ownerState, ...other } = props;
	const rovingContainer = useRovingTabIndexRoot({
		orientation,
		isRtl
	});
	const rovingContainerProps = rovingContainer.getContainerProps(forwardedRef, other.onFocus, other.onKeyDown);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RovingTabIndexContext.Provider, {
		value: rovingContainer,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepperRoot, {
			as: component,
			ownerState,
			className,
			role: "tablist",
			"aria-orientation": orientation,
			...other,
			...rovingContainerProps,
			children
		})
	});
}
var Stepper = /*#__PURE__*/ import_react.forwardRef(function Stepper(inProps, ref) {
	const isRtl = useRtl();
	const props = useDefaultProps({
		props: inProps,
		name: "MuiStepper"
	});
	const { activeStep = 0, alternativeLabel = false, children, className, component = "ol", connector = defaultConnector, nonLinear = false, orientation = "horizontal", ...other } = props;
	const ownerState = {
		...props,
		nonLinear,
		alternativeLabel,
		orientation,
		component
	};
	const classes = useUtilityClasses(ownerState);
	const childrenArray = import_react.Children.toArray(children).filter(Boolean);
	const totalSteps = childrenArray.length;
	const isTabList = childrenArray.some((child) => {
		if (!/*#__PURE__*/ import_react.isValidElement(child)) return false;
		if (child.type === StepButton) return true;
		const grandChildren = child.props.children;
		if (grandChildren) return import_react.Children.toArray(grandChildren).some((grandChild) => /*#__PURE__*/ import_react.isValidElement(grandChild) && grandChild.type === StepButton);
		return false;
	});
	const steps = childrenArray.map((step, index) => {
		return /*#__PURE__*/ import_react.cloneElement(step, {
			index,
			last: index + 1 === totalSteps,
			...step.props
		});
	});
	const contextValue = import_react.useMemo(() => ({
		activeStep,
		alternativeLabel,
		connector,
		nonLinear,
		orientation,
		totalSteps,
		isTabList
	}), [
		activeStep,
		alternativeLabel,
		connector,
		nonLinear,
		orientation,
		totalSteps,
		isTabList
	]);
	if (!isTabList) return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepperContext.Provider, {
		value: contextValue,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepperRoot, {
			as: component,
			ownerState,
			className: clsx(classes.root, className),
			ref,
			...other,
			children: steps
		})
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StepperContext.Provider, {
		value: contextValue,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RovingStepper, {
			forwardedRef: ref,
			isRtl,
			className: clsx(classes.root, className),
			component,
			orientation,
			ownerState,
			...other,
			children: steps
		})
	});
});
// src/components/form/form-stepper.tsx
/** Horizontal stepper (MUI renders the steps as tabs); a step is enabled only when it can be jumped to. */
var FormStepper = ({ labels, active, errorSteps, canJump, onJump }) => {
	const compact = useMediaQuery(useTheme().breakpoints.down("sm"));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stepper, {
		activeStep: active,
		nonLinear: true,
		alternativeLabel: compact,
		sx: {
			overflowX: "auto",
			py: 1
		},
		children: labels.map((label, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Step, {
			completed: index < active,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepButton, {
				onClick: () => onJump(index),
				disabled: !canJump(index),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepLabel, {
					error: errorSteps.has(index),
					children: label
				})
			})
		}, `${index}-${label}`))
	});
};
// src/components/form/server-errors.ts
/**
* The key → message map of an answer that names fields: 400 'Missing fields, see additionalData', or
* 400/409 with field messages in additionalData ('CNPJ Já está em uso' at `cnpj`); null otherwise.
*/
var serverFieldErrors = (error) => {
	if (!error || typeof error !== "object") return null;
	const { message, additionalData, statusCode } = error;
	if (!(message === MESSAGES.errors.missingFields || statusCode === 400 || statusCode === 409) || !additionalData || typeof additionalData !== "object") return null;
	const out = {};
	for (const [field, value] of Object.entries(additionalData)) if (typeof value === "string" && value) out[field] = value;
	else if (Array.isArray(value) && typeof value[0] === "string") out[field] = value[0];
	return Object.keys(out).length > 0 ? out : null;
};
/** Whether the answer is the generic validation one ('Missing fields, see additionalData'). */
var isMissingFieldsError = (error) => Boolean(error && typeof error === "object" && error.message === MESSAGES.errors.missingFields);
/**
* The form value a server key names: 'cep', a wrapped body's 'company.cep', a nested
* 'addressPosition.latitude' (→ 'addressPosition'), 'company.adminPassword_confirm'; null when no
* field of this form has it.
*/
var formNameOfServerKey = (key, names) => {
	const segments = key.split(".");
	for (const segment of segments.slice(0, 2)) if (names.has(segment)) return segment;
	return null;
};
/** 'Campos Obrigatórios: ' followed by the field messages (the domain's shared wording). */
var missingFieldsMessage = (fieldErrors) => missingFieldsText(fieldErrors);
/** The message of any thrown error, or the connection message. */
var errorMessageOf = (error) => {
	if (error && typeof error === "object" && typeof error.message === "string") {
		const message = error.message;
		if (message) return message;
	}
	return MESSAGES.errors.connection;
};
// src/components/form/form-engine.tsx
var EMPTY_RECORD = {};
var errorNames = (errors) => Object.entries(errors).filter(([, error]) => Boolean(error)).map(([name]) => name);
/**
* The form engine: fields from definitions, validation from the domain's zod schema plus the
* definitions' own rules (react-hook-form), single- or multi-step. On submit the picked files
* are uploaded first, then `onSave` gets the payload; a 400 'Missing fields, see additionalData'
* lands on the fields and in 'Campos Obrigatórios: …'.
*/
var FormEngine = ({ fields, schema, steps, stepByStepValidation = true, id = null, record = EMPTY_RECORD, isAdmin, onSave, onSaved, onSaveError, onCancel, submitLabel, disabled = false, header }) => {
	const services = useFormServices();
	const isReadOnly = !useRecordAccess().canSave;
	const mode = id === null || id === void 0 || id === "" ? "create" : "update";
	const context = {
		mode,
		isAdmin: isAdmin ?? services.isAdmin
	};
	const contextRef = (0, import_react.useRef)(context);
	contextRef.current = context;
	const idRef = (0, import_react.useRef)(id);
	idRef.current = id;
	const asyncChecksRef = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const asyncChecks = (0, import_react.useMemo)(() => ({ register: (name, check) => {
		asyncChecksRef.current.set(name, check);
		return () => {
			if (asyncChecksRef.current.get(name) === check) asyncChecksRef.current.delete(name);
		};
	} }), []);
	const resolver = (0, import_react.useMemo)(() => {
		const base = createFormResolver(fields, schema, () => contextRef.current.mode === "update" ? { id: idRef.current } : {}, () => asyncChecksRef.current);
		return ((values, _context, options) => base(values, contextRef.current, options));
	}, [fields, schema]);
	const [defaultValues] = (0, import_react.useState)(() => toFormValues(fields, record));
	const form = useForm({
		defaultValues,
		resolver,
		mode: "onTouched",
		reValidateMode: "onChange"
	});
	const { control, trigger, getValues, setError, setValue, reset, formState } = form;
	const values = useWatch({ control });
	const recordKey = JSON.stringify(record);
	const loadedKey = (0, import_react.useRef)(recordKey);
	(0, import_react.useEffect)(() => {
		if (loadedKey.current === recordKey) return;
		loadedKey.current = recordKey;
		reset(toFormValues(fields, record));
	}, [
		recordKey,
		fields,
		reset
	]);
	(0, import_react.useEffect)(() => {
		const subscription = form.watch((_values, { name, type }) => {
			if (type !== "change" || !name) return;
			for (const field of fields) {
				if (!field.optionsDependOn?.includes(name) || field.property === name) continue;
				setValue(field.property, toFieldValue({
					...field,
					defaultValue: void 0
				}, {}), { shouldDirty: true });
			}
		});
		return () => subscription.unsubscribe();
	}, [
		form,
		fields,
		setValue
	]);
	const setFieldValue = (0, import_react.useCallback)((name, value) => setValue(name, value, {
		shouldDirty: true,
		shouldValidate: Boolean(form.getFieldState(name).error)
	}), [form, setValue]);
	const total = stepCountOf(fields, steps);
	const isMultiStep = total > 1;
	const [step, setStep] = (0, import_react.useState)(0);
	const [uploadProgress, setUploadProgress] = (0, import_react.useState)(null);
	const headingRef = (0, import_react.useRef)(null);
	const stepChanged = (0, import_react.useRef)(false);
	const headingId = (0, import_react.useId)();
	const goTo = (target) => {
		stepChanged.current = true;
		setStep(Math.min(Math.max(target, 0), total - 1));
	};
	(0, import_react.useEffect)(() => {
		if (!stepChanged.current) return;
		stepChanged.current = false;
		headingRef.current?.focus();
	}, [step]);
	const activeErrorNames = () => {
		const byName = fieldByName(fields);
		const current = getValues();
		return errorNames(form.formState.errors).filter((name) => {
			const field = byName.get(name);
			return !field || isFieldVisible(field, current, contextRef.current);
		});
	};
	const next = async () => {
		if (isReadOnly) {
			goTo(step + 1);
			return;
		}
		const names = namesOfStep(fields, step, getValues(), contextRef.current);
		const valid = names.length === 0 || await trigger(names, { shouldFocus: true });
		const first = firstStepWithError(fields, activeErrorNames());
		if (first !== null && first < step) {
			goTo(first);
			return;
		}
		if (valid) goTo(step + 1);
	};
	const save = async (formValues) => {
		const ctx = contextRef.current;
		try {
			const files = pendingFilesOf(fields, formValues, ctx);
			const uploaded = /* @__PURE__ */ new Map();
			if (files.length > 0) {
				setUploadProgress(0);
				let paths;
				try {
					paths = await services.uploadFiles(files, setUploadProgress);
				} catch (error) {
					for (const [name, message] of Object.entries(uploadFieldErrors(fields, formValues, error))) setError(name, {
						type: "server",
						message
					});
					throw error;
				}
				files.forEach((file, index) => {
					const path = paths[index];
					if (path) uploaded.set(file, path);
				});
				for (const field of fields) {
					if (field.type === "photo" && formValues[field.property] instanceof File) {
						const path = uploaded.get(formValues[field.property]);
						if (path) setValue(field.property, path);
					}
					if (field.type === "gallery" && Array.isArray(formValues[field.property])) setValue(field.property, formValues[field.property].map((item) => item instanceof File ? uploaded.get(item) ?? item : item));
				}
			}
			const payload = toPayload(fields, formValues, ctx, uploaded);
			if (ctx.mode === "update" && payload.id === void 0) payload.id = id;
			const result = await onSave(payload, {
				mode: ctx.mode,
				id
			});
			onSaved?.(result, payload);
		} catch (error) {
			if (onSaveError?.(error) === true) return;
			const fieldErrors = serverFieldErrors(error);
			if (fieldErrors) {
				const byName = fieldByName(fields);
				const names = new Set(byName.keys());
				const onFields = /* @__PURE__ */ new Map();
				const described = [];
				for (const [key, message] of Object.entries(fieldErrors)) {
					const name = formNameOfServerKey(key, names);
					if (name && !onFields.has(name)) onFields.set(name, message);
					const field = name ? byName.get(name) : void 0;
					const label = field ? name === field.property ? field.label : field.confirmLabel ?? FORM_TEXTS.confirmPassword : null;
					described.push(label ? `${label}: ${message}` : message);
				}
				onFields.forEach((message, name) => setError(name, {
					type: "server",
					message
				}));
				const first = firstStepWithError(fields, [...onFields.keys()]);
				if (first !== null && first !== step) goTo(first);
				services.showError(isMissingFieldsError(error) ? `${MESSAGES.errors.missingFieldsDisplay}${[...new Set(described)].join(", ")}` : errorMessageOf(error));
			} else services.showError(errorMessageOf(error));
		} finally {
			setUploadProgress(null);
		}
	};
	const onInvalid = (errors) => {
		const names = errorNames(errors);
		const first = firstStepWithError(fields, names);
		if (first !== null && first !== step) goTo(first);
		const byName = fieldByName(fields);
		const orphans = Object.fromEntries(names.filter((name) => !byName.has(name)).map((name) => [name, errors[name]?.message ?? ""]));
		if (Object.keys(orphans).length > 0) services.showError(missingFieldsMessage(orphans));
	};
	const isLast = step >= total - 1;
	const submit = form.handleSubmit(save, onInvalid);
	const onSubmit = (event) => {
		if (isMultiStep && !isLast) {
			event.preventDefault();
			next();
			return;
		}
		submit(event);
	};
	const submitting = formState.isSubmitting;
	const locked = disabled || submitting || isReadOnly;
	const stepFields = fields.filter((f) => (!isMultiStep || stepOf(f) === step) && isFieldVisible(f, values, context));
	const errorSteps = new Set(errorNames(formState.errors).map((name) => firstStepWithError(fields, [name])).filter((s) => s !== null));
	const labels = Array.from({ length: total }, (_, i) => steps?.[i] ?? FORM_TEXTS.stepOf(i + 1, total));
	const fieldsGrid = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
		container: true,
		spacing: 2,
		children: stepFields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
			field,
			control,
			values,
			mode,
			record,
			disabled: locked,
			setFieldValue
		}, field.property))
	});
	const actions = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1,
		sx: {
			justifyContent: "flex-end",
			flexWrap: "wrap",
			rowGap: 1,
			width: "100%"
		},
		children: [
			onCancel ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: onCancel,
				disabled: submitting,
				sx: { mr: "auto" },
				children: FORM_TEXTS.cancel
			}) : null,
			isMultiStep && step > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: () => goTo(step - 1),
				disabled: submitting,
				children: FORM_TEXTS.back
			}) : null,
			isMultiStep && !isLast ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				type: "submit",
				disabled: disabled || submitting,
				children: FORM_TEXTS.next
			}) : isReadOnly ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				type: "submit",
				disabled: locked,
				startIcon: submitting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
					size: 18,
					color: "inherit",
					"aria-hidden": true
				}) : void 0,
				"aria-busy": submitting || void 0,
				children: submitLabel ?? (mode === "update" ? FORM_TEXTS.save : FORM_TEXTS.create)
			})
		]
	});
	const progress = uploadProgress !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { width: "100%" },
		role: "status",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
			variant: "determinate",
			value: uploadProgress,
			"aria-label": FORM_TEXTS.uploading(uploadProgress)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "caption",
			color: "text.secondary",
			children: FORM_TEXTS.uploading(uploadProgress)
		})]
	}) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AsyncChecksContext, {
		value: asyncChecks,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadProgressContext, {
			value: uploadProgress,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				onSubmit,
				"aria-busy": submitting || void 0,
				children: [
					isReadOnly ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "info",
						sx: { mb: 2 },
						children: FORM_TEXTS.readOnly
					}) : null,
					header,
					isMultiStep ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						spacing: 2,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormStepper, {
							labels,
							active: step,
							errorSteps,
							canJump: (target) => !submitting && canJumpToStep(target, step, stepByStepValidation),
							onJump: goTo
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
							variant: "outlined",
							component: "section",
							"aria-labelledby": headingId,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardHeader, {
									title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										ref: headingRef,
										tabIndex: -1,
										id: headingId,
										style: { outline: "none" },
										children: FORM_TEXTS.stepOf(step + 1, total)
									}),
									subheader: labels[step],
									slotProps: { title: {
										component: "h2",
										variant: "h6"
									} }
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardContent, { children: fieldsGrid }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardActions, {
									sx: {
										flexDirection: "column",
										gap: 1,
										px: 2,
										pb: 2
									},
									children: [progress, actions]
								})
							]
						})]
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						spacing: 2,
						children: [
							fieldsGrid,
							progress,
							actions
						]
					})
				]
			})
		})
	});
};
export { FormEngine as t };
