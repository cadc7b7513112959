import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button, D as PRESETS, E as FONT_FAMILIES, H as radioClasses, M as brandPrimaryColor, O as PRESET_COLORS, P as useAppConfig, V as getRadioUtilityClass, w as useThemeSettings } from "../entry-server.js";
import { n as Card, t as CardContent } from "./CardContent-Bl6LoEMv.js";
import { h as FormControl, m as FormHelperText, p as FormLabel, t as TextField, x as useFormControl } from "./TextField-oC3QfTJj.js";
import { n as FormControlLabel, t as FormGroup } from "./FormGroup-dUZrHPfm.js";
import { t as Grid } from "./Grid-DsLDGtwT.js";
import { t as MenuItem } from "./MenuItem-BFezD96G.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { f as generateUtilityClasses, m as clsx, p as generateUtilityClass, s as outsetFocusRing } from "./createTheme-B7woXV_m.js";
import { a as rootShouldForwardProp, c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme, t as capitalize_default } from "./capitalize-BLsbwJWM.js";
import { r as buttonBaseClasses } from "./CircularProgress-Bzblkf0a.js";
import { t as SwitchBase } from "./SwitchBase-DbsXHoTk.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { i as getTransitionStyles } from "./utils-C_hAsqTa.js";
import { s as createChainedFunction } from "./Modal-CuHQr9sf.js";
import { t as createSimplePaletteValueFilter } from "./createSimplePaletteValueFilter-Cb-bLdvN.js";
import { t as useSlot } from "./useSlot-CiYMLYYQ.js";
import { c as useForkRef_default, s as useId_default } from "./useReducedMotion-B7gJ-pRa.js";
import { t as useControlled_default } from "./useControlled-cXruLGLs.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as Switch } from "./Switch-DU06rVKt.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { a as useT, i as useLanguage, n as LANGUAGES } from "./i18n-CO41xELr.js";
// ../../node_modules/@mui/material/utils/createChainedFunction.mjs
var createChainedFunction_default = createChainedFunction;
// ../../node_modules/@mui/material/internal/svg-icons/RadioButtonUnchecked.mjs
var import_jsx_runtime = require_jsx_runtime();
var RadioButtonUnchecked_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" }), "RadioButtonUnchecked");
// ../../node_modules/@mui/material/internal/svg-icons/RadioButtonChecked.mjs
/**
* @ignore - internal component.
*/
var RadioButtonChecked_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z" }), "RadioButtonChecked");
// ../../node_modules/@mui/material/Radio/RadioButtonIcon.mjs
var RadioButtonIconRoot = styled("span", {
	name: "MuiRadioButtonIcon",
	shouldForwardProp: rootShouldForwardProp
})({
	position: "relative",
	display: "flex"
});
var RadioButtonIconBackground = styled(RadioButtonUnchecked_default, { name: "MuiRadioButtonIcon" })({ transform: "scale(1)" });
var RadioButtonIconDot = styled(RadioButtonChecked_default, { name: "MuiRadioButtonIcon" })(memoTheme(({ theme }) => ({
	left: 0,
	position: "absolute",
	transform: "scale(0)",
	...getTransitionStyles(theme, "transform", {
		easing: theme.transitions.easing.easeIn,
		duration: theme.transitions.duration.shortest
	}),
	variants: [{
		props: { checked: true },
		style: {
			transform: "scale(1)",
			...getTransitionStyles(theme, "transform", {
				easing: theme.transitions.easing.easeOut,
				duration: theme.transitions.duration.shortest
			})
		}
	}]
})));
/**
* @ignore - internal component.
*/
function RadioButtonIcon(props) {
	const { checked = false, classes = {}, fontSize } = props;
	const ownerState = {
		...props,
		checked
	};
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RadioButtonIconRoot, {
		className: classes.root,
		ownerState,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIconBackground, {
			fontSize,
			className: classes.background,
			ownerState
		}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIconDot, {
			fontSize,
			className: classes.dot,
			ownerState
		})]
	});
}
// ../../node_modules/@mui/material/RadioGroup/RadioGroupContext.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* @ignore - internal component.
*/
var RadioGroupContext = /*#__PURE__*/ import_react.createContext(void 0);
// ../../node_modules/@mui/material/RadioGroup/useRadioGroup.mjs
function useRadioGroup() {
	return import_react.useContext(RadioGroupContext);
}
// ../../node_modules/@mui/material/Radio/Radio.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes, color, size } = ownerState;
	const slots = { root: [
		"root",
		`color${capitalize_default(color)}`,
		size !== "medium" && `size${capitalize_default(size)}`
	] };
	return {
		...classes,
		...composeClasses(slots, getRadioUtilityClass, classes)
	};
};
var RadioRoot = styled(SwitchBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiRadio",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.size !== "medium" && styles[`size${capitalize_default(ownerState.size)}`],
			styles[`color${capitalize_default(ownerState.color)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	...theme.focusVisible && { [`&.${buttonBaseClasses.focusVisible} svg:first-of-type`]: {
		...outsetFocusRing,
		borderRadius: 99,
		...theme.focusVisible
	} },
	[`&.${radioClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled },
	variants: [
		{
			props: {
				color: "default",
				disabled: false,
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette.action.active, (theme.vars || theme).palette.action.hoverOpacity) } }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				disabled: false,
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.hoverOpacity) } }
		})),
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				disabled: false
			},
			style: { [`&.${radioClasses.checked}`]: { color: (theme.vars || theme).palette[color].main } }
		})),
		{
			props: { disableRipple: false },
			style: { "&:hover": { "@media (hover: none)": { backgroundColor: "transparent" } } }
		}
	]
})));
function areEqualValues(a, b) {
	if (typeof b === "object" && b !== null) return a === b;
	return String(a) === String(b);
}
var defaultCheckedIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIcon, { checked: true });
var defaultIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIcon, {});
var Radio = /*#__PURE__*/ import_react.forwardRef(function Radio(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiRadio"
	});
	const { checked: checkedProp, checkedIcon = defaultCheckedIcon, color = "primary", icon = defaultIcon, name: nameProp, onChange: onChangeProp, size = "medium", className, disabled: disabledProp, disableRipple = false, slots = {}, slotProps = {}, ...other } = props;
	const muiFormControl = useFormControl();
	let disabled = disabledProp;
	if (muiFormControl) {
		if (typeof disabled === "undefined") disabled = muiFormControl.disabled;
	}
	disabled ??= false;
	const ownerState = {
		...props,
		disabled,
		disableRipple,
		color,
		size
	};
	const classes = useUtilityClasses$1(ownerState);
	const radioGroup = useRadioGroup();
	let checked = checkedProp;
	const onChange = createChainedFunction_default(onChangeProp, radioGroup && radioGroup.onChange);
	let name = nameProp;
	if (radioGroup) {
		if (typeof checked === "undefined") checked = areEqualValues(radioGroup.value, props.value);
		if (typeof name === "undefined") name = radioGroup.name;
	}
	const externalInputProps = slotProps.input;
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		elementType: RadioRoot,
		className: clsx(classes.root, className),
		shouldForwardComponentProp: true,
		externalForwardedProps: {
			slots,
			slotProps,
			...other
		},
		getSlotProps: (handlers) => ({
			...handlers,
			onChange: (event, ...args) => {
				handlers.onChange?.(event, ...args);
				onChange(event, ...args);
			}
		}),
		ownerState,
		additionalProps: {
			type: "radio",
			icon: /*#__PURE__*/ import_react.cloneElement(icon, { fontSize: icon.props.fontSize ?? size }),
			checkedIcon: /*#__PURE__*/ import_react.cloneElement(checkedIcon, { fontSize: checkedIcon.props.fontSize ?? size }),
			disabled,
			name,
			checked,
			disableRipple: props.disableRipple,
			slots,
			slotProps: { input: typeof externalInputProps === "function" ? externalInputProps(ownerState) : externalInputProps }
		}
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		classes
	});
});
// ../../node_modules/@mui/material/RadioGroup/radioGroupClasses.mjs
function getRadioGroupUtilityClass(slot) {
	return generateUtilityClass("MuiRadioGroup", slot);
}
generateUtilityClasses("MuiRadioGroup", [
	"root",
	"row",
	"error"
]);
// ../../node_modules/@mui/material/RadioGroup/RadioGroup.mjs
var useUtilityClasses = (props) => {
	const { classes, row, error } = props;
	return composeClasses({ root: [
		"root",
		row && "row",
		error && "error"
	] }, getRadioGroupUtilityClass, classes);
};
var RadioGroup = /*#__PURE__*/ import_react.forwardRef(function RadioGroup(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiRadioGroup"
	});
	const { actions, children, className, defaultValue, name: nameProp, onChange, value: valueProp, ...other } = props;
	const rootRef = import_react.useRef(null);
	const classes = useUtilityClasses(props);
	const [value, setValueState] = useControlled_default({
		controlled: valueProp,
		default: defaultValue,
		name: "RadioGroup"
	});
	import_react.useImperativeHandle(actions, () => ({ focus: () => {
		let input = rootRef.current.querySelector("input:not(:disabled):checked");
		if (!input) input = rootRef.current.querySelector("input:not(:disabled)");
		if (input) input.focus();
	} }), []);
	const handleRef = useForkRef_default(ref, rootRef);
	const name = useId_default(nameProp);
	const contextValue = import_react.useMemo(() => ({
		name,
		onChange(event) {
			setValueState(event.target.value);
			if (onChange) onChange(event, event.target.value);
		},
		value
	}), [
		name,
		onChange,
		setValueState,
		value
	]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioGroupContext.Provider, {
		value: contextValue,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FormGroup, {
			role: "radiogroup",
			ref: handleRef,
			className: clsx(classes.root, className),
			...other,
			children
		})
	});
});
// ../../node_modules/@mui/icons-material/Check.mjs
var Check_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" }), "Check");
// src/features/customization/components/customization-panel.tsx
var Section = ({ title, children }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
	variant: "outlined",
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CardContent, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "h6",
		component: "h3",
		gutterBottom: true,
		children: title
	}), children] })
});
var Swatch = ({ color, checked }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
	component: "span",
	sx: {
		width: 32,
		height: 32,
		borderRadius: "50%",
		bgcolor: color,
		display: "inline-flex",
		alignItems: "center",
		justifyContent: "center",
		color: "#fff",
		border: 2,
		borderColor: checked ? "text.primary" : "transparent",
		boxShadow: 1
	},
	children: checked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Check_default, { fontSize: "small" }) : null
});
var CustomizationPanel = () => {
	const t = useT();
	const { settings, setSetting, resetSettings, resolvedMode } = useThemeSettings();
	const { language, setLanguage } = useLanguage();
	const brand = brandPrimaryColor(useAppConfig().branding);
	const presetLabel = (preset) => preset === "default" ? t("customization.presetDefault") : preset === "custom" ? t("customization.presetCustom") : t("customization.presetTheme", { n: preset.replace("theme", "") });
	const presetColor = (preset) => preset === "custom" ? settings.customColor : preset === "default" && brand ? brand : PRESETS[preset][resolvedMode].primary;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 3,
		component: "section",
		"aria-labelledby": "customization-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "customization-title",
				variant: "h5",
				component: "h2",
				gutterBottom: true,
				children: t("customization.title")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: t("customization.intro")
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
				container: true,
				spacing: 3,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							lg: 6
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
							title: t("customization.mode"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
								id: "mode-label",
								sx: {
									position: "absolute",
									width: 1,
									height: 1,
									overflow: "hidden",
									clip: "rect(0 0 0 0)"
								},
								children: t("customization.mode")
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
								"aria-labelledby": "mode-label",
								value: settings.mode,
								onChange: (e) => setSetting("mode", e.target.value),
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
										value: "light",
										control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
										label: t("customization.modeLight")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
										value: "dark",
										control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
										label: t("customization.modeDark")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
										value: "auto",
										control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
										label: t("customization.modeAuto")
									})
								]
							})] })
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							lg: 6
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
							title: t("customization.fontFamily"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
								"aria-label": t("customization.fontFamily"),
								value: settings.fontFamily,
								onChange: (e) => setSetting("fontFamily", e.target.value),
								children: Object.keys(FONT_FAMILIES).map((font) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
									value: font,
									control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
									label: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										style: { fontFamily: FONT_FAMILIES[font] },
										children: t(font === "system" ? "customization.fontSystem" : font === "sans" ? "customization.fontSans" : "customization.fontSerif")
									})
								}, font))
							})
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: 12,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
							title: t("customization.presetColor"),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
								row: true,
								"aria-label": t("customization.presetColor"),
								value: settings.presetColor,
								onChange: (e) => setSetting("presetColor", e.target.value),
								sx: { gap: 1 },
								children: PRESET_COLORS.map((preset) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
									value: preset,
									label: presetLabel(preset),
									labelPlacement: "bottom",
									sx: {
										mx: 0,
										minWidth: 96
									},
									control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
										icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Swatch, { color: presetColor(preset) }),
										checkedIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Swatch, {
											color: presetColor(preset),
											checked: true
										})
									})
								}, preset))
							}), settings.presetColor === "custom" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								type: "color",
								label: t("customization.customColor"),
								value: settings.customColor,
								onChange: (e) => setSetting("customColor", e.target.value),
								sx: {
									mt: 2,
									width: 200
								}
							}) : null]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							lg: 6
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
							title: t("customization.menuOrientation"),
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
									"aria-label": t("customization.menuOrientation"),
									value: settings.menuOrientation,
									onChange: (e) => setSetting("menuOrientation", e.target.value),
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
										value: "vertical",
										control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
										label: t("customization.menuVertical")
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
										value: "horizontal",
										control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
										label: t("customization.menuHorizontal")
									})]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: t("customization.menuHorizontalHelp") }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
									sx: { mt: 2 },
									children: [
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
											control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
												checked: settings.miniDrawer,
												onChange: (e) => setSetting("miniDrawer", e.target.checked)
											}),
											label: t("customization.miniDrawer")
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
											sx: {
												mt: 0,
												mb: 1
											},
											children: t("customization.miniDrawerHelp")
										}),
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
											control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
												checked: settings.menuCaption,
												onChange: (e) => setSetting("menuCaption", e.target.checked)
											}),
											label: t("customization.menuCaption")
										})
									]
								})
							]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							lg: 6
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
							title: t("customization.direction"),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(RadioGroup, {
								"aria-label": t("customization.direction"),
								value: settings.themeDirection,
								onChange: (e) => setSetting("themeDirection", e.target.value),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
									value: "ltr",
									control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
									label: t("customization.directionLtr")
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
									value: "rtl",
									control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {}),
									label: t("customization.directionRtl")
								})]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								sx: { mt: 2 },
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
										control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
											checked: settings.themeContrast,
											onChange: (e) => setSetting("themeContrast", e.target.checked)
										}),
										label: t("customization.contrast")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
										sx: {
											mt: 0,
											mb: 1
										},
										children: t("customization.contrastHelp")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
										control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
											checked: settings.container,
											onChange: (e) => setSetting("container", e.target.checked)
										}),
										label: t("customization.container")
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
										sx: { mt: 0 },
										children: t("customization.containerHelp")
									})
								]
							})]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
						size: {
							xs: 12,
							lg: 6
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
							title: t("customization.language"),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								select: true,
								fullWidth: true,
								label: t("customization.language"),
								value: language,
								onChange: (e) => setLanguage(e.target.value),
								children: LANGUAGES.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
									value: l.code,
									children: l.label
								}, l.code))
							})
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				onClick: resetSettings,
				children: t("customization.reset")
			}) })
		]
	});
};
// src/app/routes/app/settings/customization.tsx
var CustomizationRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CustomizationPanel, {});
export { CustomizationRoute as Component };
