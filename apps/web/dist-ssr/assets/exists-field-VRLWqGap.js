import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { $ as formatMessage, X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { a as getErrorMessage, n as ApiError, r as api } from "./api-client-BaaCRxO6.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { C as Button, at as FORM_TEXTS } from "../entry-server.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { X as isValidEmail, Z as isValidCnpj, l as addressFromLookup, u as cepMismatch } from "./src-Bti_6Flz.js";
import { n as onlyDigits } from "./whatsapp-link-Bs9DbioM.js";
import { a as isValidCep, o as maskCep } from "./json-ld-mWCbuxhL.js";
import { u as applyFieldMask } from "./steps-CUudSfBA.js";
import { t as InputAdornment } from "./InputAdornment-CQ3FWGZN.js";
import { n as useAsyncChecks } from "./async-checks-ChWYGfaz.js";
import { n as mapLoadErrorText, r as retryableLazy, t as MapErrorBoundary } from "./retryable-lazy-BbPY4J9a.js";
// src/components/address/address-focus.ts
var createAddressFocus = () => {
	const listeners = /* @__PURE__ */ new Set();
	return {
		emit: (address) => listeners.forEach((listener) => listener(address)),
		subscribe: (listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
};
// src/components/address/lookup-cep.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** GET /api/address/cep/{cep}: the address of a CEP (404 'CEP não encontrado', 502 'Erro ao buscar CEP: …'). */
var lookupCep = (cep, signal) => api.get(`/address/cep/${onlyDigits(cep)}`, { signal });
// src/components/address/cep-field.tsx
var import_jsx_runtime = require_jsx_runtime();
var COMPANY_TARGETS = {
	logradouro: "logradouro",
	neibor: "neibor",
	city: "city",
	uf: "uf"
};
var text = (value) => typeof value === "string" ? value : "";
/**
* CEP input (mask 00000-000). Typing the 8th digit looks the address up through the API and fills
* street, district, city and uf; 'CEP não encontrado' (or the service failure) leaves them editable;
* a CEP that contradicts the city or uf already entered warns 'Este CEP pode não corresponder à
* cidade informada' and changes nothing.
*/
var CepField = ({ field, name = field.property, value, onChange, onBlur, error, required, disabled, inputRef, values, setFieldValue, targets = COMPANY_TARGETS, focus, lookup = lookupCep }) => {
	const t = useT();
	const [notice, setNotice] = (0, import_react.useState)(null);
	const [loading, setLoading] = (0, import_react.useState)(false);
	const controller = (0, import_react.useRef)(null);
	const valuesRef = (0, import_react.useRef)(values);
	valuesRef.current = values;
	(0, import_react.useEffect)(() => () => controller.current?.abort(), []);
	const run = async (cep) => {
		controller.current?.abort();
		const current = new AbortController();
		controller.current = current;
		setLoading(true);
		setNotice(null);
		try {
			const found = await lookup(cep, current.signal);
			if (current.signal.aborted) return;
			const entered = valuesRef.current;
			if (cepMismatch(found, text(entered[targets.city]), text(entered[targets.uf]))) {
				setNotice({
					text: MESSAGES.validation.cepMismatch,
					severity: "warning"
				});
				return;
			}
			const address = addressFromLookup(found);
			const fill = (property, next) => {
				if (next) setFieldValue?.(property, next);
			};
			fill(targets.logradouro, address.logradouro);
			fill(targets.neibor, address.neibor);
			fill(targets.city, address.city);
			fill(targets.uf, address.uf);
			focus?.emit({
				...address,
				cep
			});
		} catch (failure) {
			if (current.signal.aborted) return;
			const notFound = failure instanceof ApiError && failure.statusCode === 404;
			setNotice({
				text: notFound ? MESSAGES.cep.notFound : getErrorMessage(failure),
				severity: notFound ? "warning" : "error",
				lookup: true
			});
		} finally {
			if (controller.current === current) setLoading(false);
		}
	};
	const addressTyped = [
		targets.logradouro,
		targets.neibor,
		targets.city,
		targets.uf
	].every((property) => text(values[property]).trim() !== "");
	const shown = notice?.lookup && addressTyped ? null : notice;
	const helper = error ?? shown?.text ?? field.helperText;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: `field-${name}`,
		name,
		label: field.label,
		value: text(value),
		onChange: (event) => {
			const masked = maskCep(event.target.value);
			const before = onlyDigits(text(value));
			onChange(masked);
			const digits = onlyDigits(masked);
			if (digits.length === 8 && digits !== before) {
				if (isValidCep(digits)) run(digits);
				else {
					controller.current?.abort();
					setLoading(false);
					setNotice({
						text: MESSAGES.validation.cep,
						severity: "error"
					});
				}
			} else if (digits.length < 8) setNotice(null);
		},
		onBlur,
		inputRef,
		required,
		disabled,
		error: Boolean(error) || shown?.severity === "error",
		helperText: helper,
		placeholder: "00000-000",
		fullWidth: true,
		slotProps: {
			htmlInput: {
				inputMode: "numeric",
				autoComplete: "postal-code",
				"aria-busy": loading || void 0
			},
			formHelperText: shown && !error ? {
				sx: { color: shown.severity === "warning" ? "warning.main" : "error.main" },
				role: "status"
			} : void 0,
			input: loading ? { endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
				position: "end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
					size: 18,
					"aria-label": t("companies.address.searching")
				})
			}) } : void 0
		}
	});
};
// src/components/address/lazy-map-picker.tsx
/** Leaflet lives in its own chunk, loaded only when a form shows the map (again after a failed download). */
var mapPicker = retryableLazy(() => import("./map-picker-H8xUmqhH.js").then((module) => ({ default: module.MapPicker })));
var Loading = () => {
	const t = useT();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			height: 400,
			display: "flex",
			alignItems: "center",
			justifyContent: "center"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": t("companies.address.mapLoading") })
	});
};
/**
* The map picker, lazily loaded: failing to load it ('Erro carregando mapa: …', in words, with 'Tentar
* novamente') leaves the rest of the form usable (the coordinates can be typed).
*/
var LazyMapPicker = (props) => {
	const [, setAttempt] = (0, import_react.useState)(0);
	const MapPicker = mapPicker.get();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapErrorBoundary, {
		onRetry: () => {
			mapPicker.retry();
			setAttempt((n) => n + 1);
		},
		fallback: (error, retry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			role: "alert",
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				color: "inherit",
				size: "small",
				onClick: retry,
				children: MESSAGES.map.retry
			}),
			children: mapLoadErrorText(error)
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapPicker, { ...props })
		})
	});
};
// src/components/form/api/check-exist.ts
/**
* GET /api/checkExist/{cnpj|email}?value=&ignoreId=: whether another company (cnpj) or user (e-mail)
* already holds the value; `ignoreId` is the company / user being edited.
*/
var checkExist = async (kind, value, ignoreId, signal) => (await api.get(`/checkExist/${kind}`, {
	params: {
		value,
		...ignoreId ? { ignoreId } : {}
	},
	...signal ? { signal } : {}
})).exists;
// src/components/form/fields/exists-field.tsx
var isCheckable = (kind, value) => kind === "cnpj" ? isValidCnpj(value) : isValidEmail(value);
/**
* A text field checked against the server (GET /api/checkExist/{cnpj|email}) as the user types: a value
* another record holds shows '<title> Já está em uso' at once, and blocks the step and the save like any
* invalid value (the form awaits the check). A check that fails (offline) blocks nothing: the save asks
* the database, which refuses a taken value too.
*/
var ExistsField = ({ field, name = field.property, value, onChange, onBlur, error, required, disabled, inputRef, kind, title, ignoreId, check = checkExist }) => {
	const text = typeof value === "string" ? value : "";
	const [inUse, setInUse] = (0, import_react.useState)(null);
	const [checking, setChecking] = (0, import_react.useState)(false);
	const answers = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const message = formatMessage(MESSAGES.validation.inUse, { title });
	const exists = (0, import_react.useCallback)((candidate) => {
		let answer = answers.current.get(candidate);
		if (!answer) {
			answer = check(kind, candidate, ignoreId).catch(() => {
				answers.current.delete(candidate);
				return false;
			});
			answers.current.set(candidate, answer);
		}
		return answer;
	}, [
		check,
		kind,
		ignoreId
	]);
	(0, import_react.useEffect)(() => answers.current.clear(), [
		kind,
		ignoreId,
		check
	]);
	const { register } = useAsyncChecks();
	(0, import_react.useEffect)(() => register(name, async (current) => {
		const candidate = typeof current === "string" ? current : "";
		return isCheckable(kind, candidate) && await exists(candidate) ? message : null;
	}), [
		register,
		name,
		kind,
		exists,
		message
	]);
	(0, import_react.useEffect)(() => {
		setInUse(null);
		if (!isCheckable(kind, text)) return void 0;
		let isCurrent = true;
		const timer = window.setTimeout(() => {
			setChecking(true);
			exists(text).then((taken) => {
				if (isCurrent) setInUse(taken ? text : null);
			}).finally(() => {
				if (isCurrent) setChecking(false);
			});
		}, 500);
		return () => {
			isCurrent = false;
			window.clearTimeout(timer);
		};
	}, [
		kind,
		text,
		exists
	]);
	const inUseMessage = inUse !== null && inUse === text ? message : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		id: `field-${name}`,
		name,
		label: field.label,
		value: text,
		onChange: (event) => onChange(applyFieldMask(field.mask, event.target.value)),
		onBlur,
		inputRef,
		type: kind === "email" ? "email" : "text",
		required,
		disabled,
		error: Boolean(error) || Boolean(inUseMessage),
		helperText: error ?? inUseMessage ?? field.helperText,
		placeholder: field.mask === "cnpj" ? "00.000.000/0000-00" : void 0,
		fullWidth: true,
		slotProps: {
			htmlInput: {
				...kind === "cnpj" ? { autoCapitalize: "characters" } : { autoComplete: "off" },
				...field.maxLength ? { maxLength: field.maxLength } : {}
			},
			formHelperText: inUseMessage && !error ? { role: "alert" } : void 0,
			input: checking ? { endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
				position: "end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
					size: 18,
					"aria-label": FORM_TEXTS.checking
				})
			}) } : void 0
		}
	});
};
export { createAddressFocus as a, lookupCep as i, LazyMapPicker as n, CepField as r, ExistsField as t };
