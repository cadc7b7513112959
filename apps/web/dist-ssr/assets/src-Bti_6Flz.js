import { $ as formatMessage, D as EXPORT_COLUMNS_PARAM_MAX, E as DEVICE_TYPES, I as ORDER_DIRECTIONS, L as PAGE_SIZES, O as EXPORT_FORMATS, P as LOG_ACTIONS, Q as formatInteger, U as UF_CODES, W as USER_TYPES, X as MESSAGES, f as isFeatureAllowedForType, o as ALL_PERMISSION_KEYS, v as COMPANY_STATUSES } from "./i18n-CO41xELr.js";
import "./image-signature-CdOeo_Y7.js";
import { F as isHexColor, I as normalizeHexColor } from "../entry-server.js";
import { n as onlyDigits } from "./whatsapp-link-Bs9DbioM.js";
import { a as isValidCep, i as formatCep, o as maskCep, s as applyMask } from "./json-ld-mWCbuxhL.js";
import "./tel-link-BssOULCC.js";
// ../../node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
	const numericValues = Object.values(entries).filter((v) => typeof v === "number");
	return Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
}
function joinValues(array, separator = "|") {
	return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
	if (typeof value === "bigint") return value.toString();
	return value;
}
var Cached = class {
	constructor(getter) {
		this._getter = getter;
		this._value = void 0;
	}
	get value() {
		const getter = this._getter;
		if (getter !== void 0) {
			this._value = getter();
			this._getter = void 0;
		}
		return this._value;
	}
};
function cached(getter) {
	return new Cached(getter);
}
function nullish(input) {
	return input === null || input === void 0;
}
function cleanRegex(source) {
	const start = source.startsWith("^") ? 1 : 0;
	const end = source.endsWith("$") ? source.length - 1 : source.length;
	return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
	const ratio = val / step;
	const roundedRatio = Math.round(ratio);
	const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
	if (Math.abs(ratio - roundedRatio) < tolerance) return 0;
	return ratio - roundedRatio;
}
function assignProp(target, prop, value) {
	Object.defineProperty(target, prop, {
		value,
		writable: true,
		enumerable: true,
		configurable: true
	});
}
/**
* Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
*
* Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
*/
function rawShape(def) {
	const desc = Object.getOwnPropertyDescriptor(def, "shape");
	return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
	return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
	Object.defineProperty(target, key, {
		get() {
			const value = getter();
			assignProp(this, key, value);
			return value;
		},
		enumerable: true,
		configurable: true
	});
}
function putProp(target, key, value) {
	if (key in target) assignProp(target, key, value);
	else target[key] = value;
}
/**
* Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
*
* A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
*/
function mirrorShape(target, source, keys, wrap) {
	const raw = sourceShape(source);
	for (const key of keys) {
		const desc = Object.getOwnPropertyDescriptor(raw, key);
		if (!desc.enumerable) continue;
		if (desc.get) deferProp(target, key, () => {
			const value = source._zod.def.shape[key];
			return wrap ? wrap(value, key) : value;
		});
		else putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
	}
}
function mirrorProps(target, source) {
	for (const key of Reflect.ownKeys(source)) {
		const desc = Object.getOwnPropertyDescriptor(source, key);
		if (!desc.enumerable) continue;
		if (desc.get) deferProp(target, key, () => source[key]);
		else putProp(target, key, desc.value);
	}
}
function mergeDefs(...defs) {
	const mergedDescriptors = {};
	for (const def of defs) {
		const descriptors = Object.getOwnPropertyDescriptors(def);
		Object.assign(mergedDescriptors, descriptors);
	}
	return Object.defineProperties({}, mergedDescriptors);
}
function esc(str) {
	return JSON.stringify(str);
}
function slugify(input) {
	return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {};
function isObject(data) {
	return typeof data === "object" && data !== null && !Array.isArray(data);
}
var allowsEval = /* @__PURE__*/ cached(() => {
	if (globalConfig.jitless) return false;
	if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) return false;
	try {
		new Function("");
		return true;
	} catch (_) {
		return false;
	}
});
function isPlainObject(o) {
	if (isObject(o) === false) return false;
	const ctor = o.constructor;
	if (ctor === void 0) return true;
	if (typeof ctor !== "function") return true;
	const prot = ctor.prototype;
	if (isObject(prot) === false) return false;
	if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) return false;
	return true;
}
function shallowClone(o) {
	if (isPlainObject(o)) return { ...o };
	if (Array.isArray(o)) return [...o];
	if (o instanceof Map) return new Map(o);
	if (o instanceof Set) return new Set(o);
	return o;
}
var propertyKeyTypes = /* @__PURE__*/ new Set([
	"string",
	"number",
	"symbol"
]);
function escapeRegex(str) {
	return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
	const cl = new inst._zod.constr(def ?? inst._zod.def);
	if (!def || params?.parent) cl._zod.parent = inst;
	return cl;
}
function normalizeParams(_params) {
	const params = _params;
	if (!params) return {};
	if (typeof params === "string") return { error: () => params };
	if (params?.message !== void 0) {
		if (params?.error !== void 0) throw new Error("Cannot specify both `message` and `error` params");
		params.error = params.message;
	}
	delete params.message;
	if (typeof params.error === "string") return {
		...params,
		error: () => params.error
	};
	return params;
}
function stringifyPrimitive(value) {
	if (typeof value === "bigint") return value.toString() + "n";
	if (typeof value === "string") return `"${value}"`;
	return `${value}`;
}
function optionalKeys(shape) {
	return Object.keys(shape).filter((k) => {
		return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
	});
}
var NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
	safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
	int32: [-2147483648, 2147483647],
	uint32: [0, 4294967295],
	float32: [-34028234663852886e22, 34028234663852886e22],
	float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
var BIGINT_FORMAT_RANGES = {
	int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
	uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")]
};
function pick(schema, mask) {
	const currDef = schema._zod.def;
	const checks = currDef.checks;
	if (checks && checks.length > 0) throw new Error(".pick() cannot be used on object schemas containing refinements");
	const newShape = {};
	mirrorShape(newShape, schema, maskedKeys(schema, mask));
	return clone(schema, mergeDefs(currDef, {
		shape: newShape,
		checks: []
	}));
}
function maskedKeys(schema, mask) {
	const raw = sourceShape(schema);
	const keys = [];
	for (const key of Reflect.ownKeys(mask)) {
		if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) throw new Error(`Unrecognized key: "${String(key)}"`);
		if (mask[key]) keys.push(key);
	}
	return keys;
}
function omit(schema, mask) {
	const currDef = schema._zod.def;
	const checks = currDef.checks;
	if (checks && checks.length > 0) throw new Error(".omit() cannot be used on object schemas containing refinements");
	const omitted = new Set(maskedKeys(schema, mask));
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
	return clone(schema, mergeDefs(currDef, {
		shape: newShape,
		checks: []
	}));
}
function extend(schema, shape) {
	if (!isPlainObject(shape)) throw new Error("Invalid input to extend: expected a plain object");
	const checks = schema._zod.def.checks;
	if (checks && checks.length > 0) {
		const existingShape = sourceShape(schema);
		for (const key of Reflect.ownKeys(shape)) if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
	}
	return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
	mirrorProps(newShape, shape);
	return newShape;
}
function safeExtend(schema, shape) {
	if (!isPlainObject(shape)) throw new Error("Invalid input to safeExtend: expected a plain object");
	return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
	if (!b?._zod?.def) throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
	if (a._zod.def.checks?.length) throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
	const newShape = {};
	mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
	mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
	return clone(a, mergeDefs(a._zod.def, {
		shape: newShape,
		get catchall() {
			return b._zod.def.catchall;
		},
		checks: b._zod.def.checks ?? []
	}));
}
function partial(Class, schema, mask, name = "partial") {
	const checks = schema._zod.def.checks;
	if (checks && checks.length > 0) throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
	const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class && ((value, key) => selected && !selected.has(key) ? value : new Class({
		type: "optional",
		innerType: value
	})));
	return clone(schema, mergeDefs(schema._zod.def, {
		shape: newShape,
		checks: []
	}));
}
function required(Class, schema, mask) {
	const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => selected && !selected.has(key) ? value : new Class({
		type: "nonoptional",
		innerType: value
	}));
	return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x, startIndex = 0) {
	if (x.aborted === true) return true;
	for (let i = startIndex; i < x.issues.length; i++) if (x.issues[i]?.continue !== true) return true;
	return false;
}
function explicitlyAborted(x, startIndex = 0) {
	if (x.aborted === true) return true;
	for (let i = startIndex; i < x.issues.length; i++) if (x.issues[i]?.continue === false) return true;
	return false;
}
function prefixIssues(path, issues) {
	return issues.map((iss) => {
		var _a;
		(_a = iss).path ?? (_a.path = []);
		iss.path.unshift(path);
		return iss;
	});
}
function unwrapMessage(message) {
	return typeof message === "string" ? message : message?.message;
}
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
	const caps = [];
	for (const ch of defChecks ?? []) {
		const d = ch._zod.def;
		if (!/_(length|size)$|_equals$/.test(d.check)) break;
		const max = d.maximum ?? d.length ?? d.size;
		if (max >= 0) caps.push([max, ch]);
	}
	return caps;
}
function attachSchema(issues, start, inst) {
	var _a;
	for (let i = start; i < issues.length; i++) (_a = issues[i]).schema ?? (_a.schema = inst);
}
function finalizeIssue(iss, ctx, config) {
	var _a;
	const traits = iss.inst?._zod?.traits;
	if (traits?.has("$ZodType")) {
		if (traits.has("$ZodCheck")) (_a = iss).schema ?? (_a.schema = iss.inst);
		else iss.schema = iss.inst;
	}
	const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
	const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config.customError?.(iss)) ?? unwrapMessage(config.localeError?.(iss)) ?? "Invalid input";
	const full = {};
	for (const k of Object.keys(iss)) {
		if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__") continue;
		full[k] = iss[k];
	}
	full.path ?? (full.path = []);
	full.message = message;
	if (ctx?.reportInput) full.input = iss.input;
	return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
	const units = str.length;
	if (!highSurrogate.test(str)) return units;
	let count = units;
	for (let i = 0; i < units - 1; i++) if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
		count--;
		i++;
	}
	return count;
}
function getLengthableOrigin(input) {
	if (Array.isArray(input)) return "array";
	if (typeof input === "string") return "string";
	return "unknown";
}
function parsedType(data) {
	const t = typeof data;
	switch (t) {
		case "number": return Number.isNaN(data) ? "nan" : "number";
		case "object": {
			if (data === null) return "null";
			if (Array.isArray(data)) return "array";
			const obj = data;
			if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) return obj.constructor.name;
		}
	}
	return t;
}
function issue(...args) {
	const [iss, input, inst] = args;
	if (typeof iss === "string") return {
		message: iss,
		code: "custom",
		input,
		inst
	};
	return { ...iss };
}
/**
* Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
*
* Call this from a `proto` initializer, which runs once per prototype — never per instance.
*/
function members(proto, table) {
	for (const key in table) {
		const desc = Object.getOwnPropertyDescriptor(table, key);
		if (desc.get) Object.defineProperty(proto, key, {
			...desc,
			enumerable: false
		});
		else defineBound(proto, key, desc.value);
	}
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
	Object.defineProperty(inst, key, {
		configurable: true,
		writable: true,
		enumerable,
		value
	});
	return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
	return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
/* @__NO_SIDE_EFFECTS__ */
function derived(computes, table) {
	for (const key in computes) {
		const compute = computes[key];
		Object.defineProperty(table, key, {
			configurable: true,
			enumerable: true,
			get() {
				return own(this, key, compute(this));
			},
			set(value) {
				own(this, key, value);
			}
		});
	}
	return table;
}
function defineBound(proto, key, fn) {
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			return this == null ? fn : own(this, key, fn.bind(this));
		},
		set(value) {
			own(this, key, value);
		}
	});
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
	const proto = Object.getPrototypeOf(inst);
	return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
	configurable: true,
	get() {
		broke = true;
	}
};
/**
* Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
* constructor, computed from the internals object itself and cached there on
* first read. One accessor per constructor rather than one per instance.
*/
function defineLazyInternal(inst, key, compute) {
	const proto = Object.getPrototypeOf(inst._zod);
	if (key in proto && installing !== inst._zod) {
		installing = void 0;
		return;
	}
	installing = inst._zod;
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			Object.defineProperty(this, key, breaker);
			const outer = broke;
			broke = false;
			try {
				const value = compute(this);
				if (broke) delete this[key];
				else Object.defineProperty(this, key, {
					configurable: true,
					writable: true,
					value
				});
				broke = broke || outer;
				return value;
			} catch (err) {
				delete this[key];
				broke = broke || outer;
				throw err;
			}
		},
		set(value) {
			Object.defineProperty(this, key, {
				configurable: true,
				writable: true,
				value
			});
		}
	});
}
/**
* Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
* data property. One accessor per constructor rather than one per instance, because an own accessor
* puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
*/
function installLazyProp(inst, key, make, enumerable) {
	const proto = claim(inst, key);
	if (!proto) return;
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			const desc = {
				configurable: true,
				writable: true,
				enumerable,
				value: void 0
			};
			Object.defineProperty(this, key, desc);
			desc.value = make(this);
			Object.defineProperty(this, key, desc);
			return desc.value;
		},
		set(value) {
			Object.defineProperty(this, key, {
				configurable: true,
				writable: true,
				enumerable,
				value
			});
		}
	});
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
var CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
	const fn = () => value;
	fn[CONSTANT_CATCH] = true;
	return fn;
}
// ../../node_modules/zod/v4/core/core.js
var _a$1;
var _zodDesc = {
	value: void 0,
	enumerable: false
};
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
	const E = _E;
	if (E) {
		const saved = E.stackTraceLimit;
		if (typeof saved === "number") {
			try {
				E.stackTraceLimit = 0;
			} catch {
				_E = null;
				return new Definition();
			}
			try {
				return new Definition();
			} finally {
				E.stackTraceLimit = saved;
			}
		}
	}
	return new Definition();
}
/* @__NO_SIDE_EFFECTS__ */
function $constructor(name, initializer, proto, params) {
	const zodProto = {};
	function Internals(def) {
		this.def = def;
		this.constr = _;
		this.traits = /* @__PURE__ */ new Set();
	}
	Internals.prototype = zodProto;
	const protoMembers = proto;
	const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
	function init(inst, def) {
		if (!inst._zod) {
			_zodDesc.value = new Internals(def);
			try {
				Object.defineProperty(inst, "_zod", _zodDesc);
			} finally {
				_zodDesc.value = void 0;
			}
		} else if (inst._zod.traits.has(name)) return;
		inst._zod.traits.add(name);
		initializer(inst, def);
		if (initialized) {
			const own = Object.getPrototypeOf(inst);
			const ctorProto = inst._zod.constr.prototype;
			let up = own;
			while (up && up !== ctorProto) up = Object.getPrototypeOf(up);
			const target = up ?? own;
			if (!initialized.has(target)) {
				initialized.add(target);
				members(target, protoMembers);
			}
		}
		const proto = _.prototype;
		for (const k in proto) {
			if (!Object.prototype.hasOwnProperty.call(proto, k)) continue;
			if (!(k in inst)) inst[k] = proto[k].bind(inst);
		}
	}
	const Parent = params?.Parent ?? Object;
	class Definition extends Parent {}
	Object.defineProperty(Definition, "name", { value: name });
	function _(def) {
		const inst = params?.Parent ? newError(Definition) : this;
		init(inst, def);
		const deferred = inst._zod.deferred;
		if (deferred) {
			for (const fn of deferred) fn();
			inst._zod.deferred = void 0;
		}
		const pp = globalThis.__zod_globalConfig?.postProcessor;
		if (pp) pp(inst);
		return inst;
	}
	Object.defineProperty(_, "init", { value: init });
	Object.defineProperty(_, Symbol.hasInstance, { value: (inst) => {
		if (params?.Parent && inst instanceof params.Parent) return true;
		return inst?._zod?.traits?.has(name);
	} });
	Object.defineProperty(_, "name", { value: name });
	return _;
}
var $ZodAsyncError = class extends Error {
	constructor() {
		super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
	}
};
var $ZodEncodeError = class extends Error {
	constructor(name) {
		super(`Encountered unidirectional transform during encode: ${name}`);
		this.name = "ZodEncodeError";
	}
};
(_a$1 = globalThis).__zod_globalConfig ?? (_a$1.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
	if (newConfig) Object.assign(globalConfig, newConfig);
	return globalConfig;
}
// ../../node_modules/zod/v4/core/errors.js
function _getMessage() {
	const internals = this._zod;
	internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
	return internals.message;
}
function _setMessage(value) {
	this._zod.message = value;
}
var _messageDesc = {
	get: _getMessage,
	set: _setMessage,
	enumerable: true,
	configurable: true
};
var _issuesDesc = {
	value: void 0,
	enumerable: false
};
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer$1 = (inst, def) => {
	inst.name = "$ZodError";
	_issuesDesc.value = def;
	Object.defineProperty(inst, "issues", _issuesDesc);
	_issuesDesc.value = void 0;
	Object.defineProperty(inst, "message", _messageDesc);
	const proto = Object.getPrototypeOf(inst);
	if (!_installedToString.has(proto)) {
		_installedToString.add(proto);
		Object.defineProperty(proto, "toString", {
			configurable: true,
			enumerable: false,
			get() {
				const value = () => this.message;
				Object.defineProperty(this, "toString", {
					value,
					configurable: true,
					writable: true
				});
				return value;
			},
			set(value) {
				Object.defineProperty(this, "toString", {
					value,
					configurable: true,
					writable: true
				});
			}
		});
	}
};
var $ZodError = /* @__PURE__ */ $constructor("$ZodError", initializer$1);
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
* ("toString", "constructor") would otherwise read through to the prototype, and assigning
* "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
	if (!Object.prototype.hasOwnProperty.call(obj, key)) {
		if (key === "__proto__") Object.defineProperty(obj, key, {
			value: make(),
			writable: true,
			enumerable: true,
			configurable: true
		});
		else obj[key] = make();
	}
	return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
	const fieldErrors = {};
	const formErrors = [];
	for (const sub of error.issues) if (sub.path.length > 0) node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
	else formErrors.push(mapper(sub));
	return {
		formErrors,
		fieldErrors
	};
}
function formatError(error, mapper = (issue) => issue.message) {
	const fieldErrors = { _errors: [] };
	const processError = (error, path = []) => {
		for (const issue of error.issues) if (issue.code === "invalid_union" && issue.errors.length) issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
		else if (issue.code === "invalid_key") processError({ issues: issue.issues }, [...path, ...issue.path]);
		else if (issue.code === "invalid_element") processError({ issues: issue.issues }, [...path, ...issue.path]);
		else {
			const fullpath = [...path, ...issue.path];
			if (fullpath.length === 0) fieldErrors._errors.push(mapper(issue));
			else {
				let curr = fieldErrors;
				let i = 0;
				while (i < fullpath.length) {
					const el = fullpath[i];
					const terminal = i === fullpath.length - 1;
					if (el === "_errors") {
						if (terminal) curr._errors.push(mapper(issue));
						i++;
						continue;
					}
					if (!Object.prototype.hasOwnProperty.call(curr, el)) Object.defineProperty(curr, el, {
						value: { _errors: [] },
						enumerable: true,
						writable: true,
						configurable: true
					});
					const node = curr[el];
					if (terminal) node._errors.push(mapper(issue));
					curr = node;
					i++;
				}
			}
		}
	};
	processError(error);
	return fieldErrors;
}
// ../../node_modules/zod/v4/core/parse.js
function finalizeParams(callee, params) {
	return {
		callee: params?.callee ?? callee,
		Err: params?.Err
	};
}
var _parse = (_Err) => {
	const fn = (schema, value, _ctx, _params) => {
		const ctx = _ctx ? {
			..._ctx,
			async: false
		} : { async: false };
		const result = schema._zod.run({
			value,
			issues: []
		}, ctx);
		if (result instanceof Promise) throw new $ZodAsyncError();
		if (result.issues.length) {
			const e = new ((_params?.Err) ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
			captureStackTrace(e, _params?.callee ?? fn);
			throw e;
		}
		return result.value;
	};
	return fn;
};
var _parseAsync = (_Err) => {
	const fn = async (schema, value, _ctx, params) => {
		const ctx = _ctx ? {
			..._ctx,
			async: true
		} : { async: true };
		let result = schema._zod.run({
			value,
			issues: []
		}, ctx);
		if (result instanceof Promise) result = await result;
		if (result.issues.length) {
			const e = new ((params?.Err) ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
			captureStackTrace(e, params?.callee ?? fn);
			throw e;
		}
		return result.value;
	};
	return fn;
};
var _safeParse = (_Err) => (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		async: false
	} : { async: false };
	const result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) throw new $ZodAsyncError();
	return result.issues.length ? failure(_Err, result.issues, ctx) : {
		success: true,
		data: result.value
	};
};
function failure(Err, issues, ctx) {
	let error;
	return {
		success: false,
		get error() {
			if (!error) {
				error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
				issues = void 0;
				ctx = void 0;
			}
			return error;
		},
		set error(e) {
			error = e;
			issues = void 0;
			ctx = void 0;
		}
	};
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		async: true
	} : { async: true };
	let result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) result = await result;
	return result.issues.length ? failure(_Err, result.issues, ctx) : {
		success: true,
		data: result.value
	};
};
var COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
var COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
var validate = ((schema, value, _ctx) => {
	const validator = schema._zod.bag.validator;
	if (validator !== void 0) {
		if (validator(value) !== COMPILE_INVALID) return true;
		if (validator.definite === true && _ctx === void 0) return false;
	}
	return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
	const ctx = _ctx ? {
		..._ctx,
		async: false,
		abortEarly: true
	} : {
		async: false,
		abortEarly: true
	};
	const fallbackRun = schema._zod.bag.fallbackRun;
	let result;
	if (fallbackRun) {
		ctx[COMPILE_FALLBACK] = true;
		result = fallbackRun({
			value,
			issues: []
		}, ctx);
	} else result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) throw new $ZodAsyncError();
	return result.issues.length === 0;
}
var validateAsync$1 = async (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		async: true,
		abortEarly: true
	} : {
		async: true,
		abortEarly: true
	};
	let result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) result = await result;
	return result.issues.length === 0;
};
var _encode = (_Err) => {
	const parse = _parse(_Err);
	const fn = (schema, value, _ctx, _params) => {
		const ctx = _ctx ? {
			..._ctx,
			direction: "backward"
		} : { direction: "backward" };
		return parse(schema, value, ctx, finalizeParams(fn, _params));
	};
	return fn;
};
var _decode = (_Err) => {
	const parse = _parse(_Err);
	const fn = (schema, value, _ctx, _params) => {
		return parse(schema, value, _ctx, finalizeParams(fn, _params));
	};
	return fn;
};
var _encodeAsync = (_Err) => {
	const parseAsync = _parseAsync(_Err);
	const fn = async (schema, value, _ctx, _params) => {
		const ctx = _ctx ? {
			..._ctx,
			direction: "backward"
		} : { direction: "backward" };
		return await parseAsync(schema, value, ctx, finalizeParams(fn, _params));
	};
	return fn;
};
var _decodeAsync = (_Err) => {
	const parseAsync = _parseAsync(_Err);
	const fn = async (schema, value, _ctx, _params) => {
		return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
	};
	return fn;
};
var _safeEncode = (_Err) => (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		direction: "backward"
	} : { direction: "backward" };
	return _safeParse(_Err)(schema, value, ctx);
};
var _safeDecode = (_Err) => (schema, value, _ctx) => {
	return _safeParse(_Err)(schema, value, _ctx);
};
var _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		direction: "backward"
	} : { direction: "backward" };
	return _safeParseAsync(_Err)(schema, value, ctx);
};
var _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
	return _safeParseAsync(_Err)(schema, value, _ctx);
};
// ../../node_modules/zod/v4/core/regexes.js
/**
* @deprecated CUID v1 is deprecated by its authors due to information leakage
* (timestamps embedded in the id). Use {@link cuid2} instead.
* See https://github.com/paralleldrive/cuid.
*/
var cuid = /^[cC][0-9a-z]{6,}$/;
var cuid2 = /^[0-9a-z]+$/;
var ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
var xid = /^[0-9a-vA-V]{20}$/;
var ksuid = /^[A-Za-z0-9]{27}$/;
var nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
	return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
var duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
var guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
*
* @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
var uuid = (version) => {
	if (!version) return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
	return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
/** Practical email validation */
var email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var _emoji$1 = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
	return new RegExp(_emoji$1, "u");
}
var ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
var ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
var cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
var base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
var base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var httpProtocol = /^https?$/;
var e164 = /^\+[1-9]\d{6,14}$/;
var dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
* esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
* will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function anchor(source) {
	return new RegExp(`^${source}$`);
}
var date = /*@__PURE__*/ anchor(dateSource);
function timeSource(args) {
	const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
	return typeof args.precision === "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function time(args) {
	return new RegExp(`^${timeSource(args)}$`);
}
function datetime$1(args) {
	const opts = ["Z"];
	if (args.offset) opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
	const qualified = `${timeSource({
		precision: args.precision,
		seconds: true
	})}(?:${opts.join("|")})`;
	const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
	return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
var anyString = /^[\s\S]{0,}$/;
var integer = /^-?\d+$/;
var number$2 = /^-?\d+(?:\.\d+)?$/;
var boolean$1 = /^(?:true|false)$/i;
var _null$2 = /^null$/i;
var lowercase = /^[^A-Z]*$/;
var uppercase = /^[^a-z]*$/;
// ../../node_modules/zod/v4/core/checks.js
var $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
	var _a;
	inst._zod ?? (inst._zod = {});
	inst._zod.def = def;
	(_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
var _whenHasLength = (payload) => {
	const val = payload.value;
	return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
	number: "number",
	bigint: "bigint",
	object: "date"
};
var $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
	$ZodCheck.init(inst, def);
	const origin = numericOriginMap[typeof def.value];
	inst._zod.check = (payload) => {
		if (def.inclusive ? payload.value <= def.value : payload.value < def.value) return;
		payload.issues.push({
			origin: numericOriginMap[typeof payload.value] ?? origin,
			code: "too_big",
			maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
			input: payload.value,
			inclusive: def.inclusive,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
	$ZodCheck.init(inst, def);
	const origin = numericOriginMap[typeof def.value];
	inst._zod.check = (payload) => {
		if (def.inclusive ? payload.value >= def.value : payload.value > def.value) return;
		payload.issues.push({
			origin: numericOriginMap[typeof payload.value] ?? origin,
			code: "too_small",
			minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
			input: payload.value,
			inclusive: def.inclusive,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMultipleOf = /*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
	$ZodCheck.init(inst, def);
	inst._zod.check = (payload) => {
		if (typeof payload.value !== typeof def.value) throw new Error("Cannot mix number and bigint in multiple_of check.");
		if (typeof payload.value === "bigint" ? def.value !== BigInt(0) && payload.value % def.value === BigInt(0) : floatSafeRemainder(payload.value, def.value) === 0) return;
		payload.issues.push({
			origin: typeof payload.value,
			code: "not_multiple_of",
			divisor: def.value,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
	$ZodCheck.init(inst, def);
	def.format = def.format || "float64";
	const isInt = def.format?.includes("int");
	const origin = isInt ? "int" : "number";
	const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
	inst._zod.check = (payload) => {
		const input = payload.value;
		if (isInt) {
			if (!Number.isInteger(input)) {
				payload.issues.push({
					expected: origin,
					format: def.format,
					code: "invalid_type",
					continue: false,
					input,
					inst
				});
				return;
			}
			if (!Number.isSafeInteger(input)) {
				if (input > 0) payload.issues.push({
					input,
					code: "too_big",
					maximum: Number.MAX_SAFE_INTEGER,
					note: "Integers must be within the safe integer range.",
					inst,
					origin,
					inclusive: true,
					continue: !def.abort
				});
				else payload.issues.push({
					input,
					code: "too_small",
					minimum: Number.MIN_SAFE_INTEGER,
					note: "Integers must be within the safe integer range.",
					inst,
					origin,
					inclusive: true,
					continue: !def.abort
				});
				return;
			}
		}
		if (input < minimum) payload.issues.push({
			origin: "number",
			input,
			code: "too_small",
			minimum,
			inclusive: true,
			inst,
			continue: !def.abort
		});
		if (input > maximum) payload.issues.push({
			origin: "number",
			input,
			code: "too_big",
			maximum,
			inclusive: true,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
	var _a;
	$ZodCheck.init(inst, def);
	(_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		if ((typeof input === "string" && units > def.maximum ? codePointLength(input) : units) <= def.maximum) return;
		const origin = getLengthableOrigin(input);
		payload.issues.push({
			origin,
			code: "too_big",
			maximum: def.maximum,
			inclusive: true,
			input,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
	var _a;
	$ZodCheck.init(inst, def);
	(_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		if ((typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units) >= def.minimum) return;
		const origin = getLengthableOrigin(input);
		payload.issues.push({
			origin,
			code: "too_small",
			minimum: def.minimum,
			inclusive: true,
			input,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
	var _a;
	$ZodCheck.init(inst, def);
	(_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? codePointLength(input) : units;
		if (length === def.length) return;
		const origin = getLengthableOrigin(input);
		const tooBig = length > def.length;
		payload.issues.push({
			origin,
			...tooBig ? {
				code: "too_big",
				maximum: def.length
			} : {
				code: "too_small",
				minimum: def.length
			},
			inclusive: true,
			exact: true,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
	var _a, _b;
	$ZodCheck.init(inst, def);
	if (def.pattern) (_a = inst._zod).check ?? (_a.check = (payload) => {
		def.pattern.lastIndex = 0;
		if (def.pattern.test(payload.value)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: def.format,
			input: payload.value,
			...def.pattern ? { pattern: def.pattern.toString() } : {},
			inst,
			continue: !def.abort
		});
	});
	else (_b = inst._zod).check ?? (_b.check = () => {});
});
var $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
	$ZodCheckStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		def.pattern.lastIndex = 0;
		if (def.pattern.test(payload.value)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "regex",
			input: payload.value,
			pattern: def.pattern.toString(),
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
	def.pattern ?? (def.pattern = lowercase);
	$ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
	def.pattern ?? (def.pattern = uppercase);
	$ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
	$ZodCheck.init(inst, def);
	const escapedRegex = escapeRegex(def.includes);
	def.pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
	inst._zod.check = (payload) => {
		if (payload.value.includes(def.includes, def.position)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "includes",
			includes: def.includes,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
	$ZodCheck.init(inst, def);
	const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
	def.pattern ?? (def.pattern = pattern);
	inst._zod.check = (payload) => {
		if (payload.value.startsWith(def.prefix)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "starts_with",
			prefix: def.prefix,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
	$ZodCheck.init(inst, def);
	const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
	def.pattern ?? (def.pattern = pattern);
	inst._zod.check = (payload) => {
		if (payload.value.endsWith(def.suffix)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "ends_with",
			suffix: def.suffix,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
	$ZodCheck.init(inst, def);
	inst._zod.check = (payload) => {
		payload.value = def.tx(payload.value);
	};
});
// ../../node_modules/zod/v4/core/doc.js
var Doc = class {
	constructor(args = [], closed = {}) {
		this.content = [];
		this.indent = 0;
		this.args = args;
		this.closed = closed;
	}
	indented(fn) {
		this.indent += 1;
		try {
			fn(this);
		} finally {
			this.indent -= 1;
		}
	}
	write(arg) {
		if (typeof arg === "function") {
			arg(this, { execution: "sync" });
			arg(this, { execution: "async" });
			return;
		}
		const lines = arg.split("\n").filter((x) => x);
		const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
		const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
		for (const line of dedented) this.content.push(line);
	}
	compile() {
		const F = Function;
		const content = this?.content ?? [``];
		return new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`)(...Object.values(this.closed));
	}
};
// ../../node_modules/zod/v4/core/versions.js
var version = {
	major: 4,
	minor: 6,
	patch: 7
};
// ../../node_modules/zod/v4/core/schemas.js
var $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
	var _a;
	inst ?? (inst = {});
	inst._zod.def = def;
	inst._zod.bag = inst._zod.bag || {};
	inst._zod.version = version;
	const defChecks = inst._zod.def.checks;
	const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
	for (const ch of checks) for (const fn of ch._zod.onattach) fn(inst);
	if (checks.length === 0) {
		(_a = inst._zod).deferred ?? (_a.deferred = []);
		inst._zod.deferred?.push(() => {
			inst._zod.run = inst._zod.parse;
		});
	} else {
		const runChecks = (payload, checks, ctx) => {
			if (payload.memo) return payload;
			let isAborted = aborted(payload);
			let asyncResult;
			for (const ch of checks) {
				if (ch._zod.def.when) {
					if (explicitlyAborted(payload)) continue;
					if (!ch._zod.def.when(payload)) continue;
				} else if (isAborted) continue;
				const currLen = payload.issues.length;
				const _ = ch._zod.check(payload);
				if (_ instanceof Promise && ctx?.async === false) throw new $ZodAsyncError();
				if (asyncResult || _ instanceof Promise) asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
					await _;
					if (payload.issues.length === currLen) return;
					attachSchema(payload.issues, currLen, inst);
					if (!isAborted) isAborted = aborted(payload, currLen);
				});
				else {
					if (payload.issues.length === currLen) continue;
					attachSchema(payload.issues, currLen, inst);
					if (!isAborted) isAborted = aborted(payload, currLen);
				}
			}
			if (asyncResult) return asyncResult.then(() => {
				return payload;
			});
			return payload;
		};
		const handleCanaryResult = (canary, payload, ctx) => {
			if (aborted(canary)) {
				canary.aborted = true;
				return canary;
			}
			const checkResult = runChecks(payload, checks, ctx);
			if (checkResult instanceof Promise) {
				if (ctx.async === false) throw new $ZodAsyncError();
				return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
			}
			return inst._zod.parse(checkResult, ctx);
		};
		inst._zod.run = (payload, ctx) => {
			if (ctx.skipChecks) return inst._zod.parse(payload, ctx);
			if (ctx.direction === "backward") {
				const canary = inst._zod.parse({
					value: payload.value,
					issues: []
				}, {
					...ctx,
					skipChecks: true
				});
				if (canary instanceof Promise) return canary.then((canary) => {
					return handleCanaryResult(canary, payload, ctx);
				});
				return handleCanaryResult(canary, payload, ctx);
			}
			const result = inst._zod.parse(payload, ctx);
			if (result instanceof Promise) {
				if (ctx.async === false) throw new $ZodAsyncError();
				return result.then((result) => runChecks(result, checks, ctx));
			}
			return runChecks(result, checks, ctx);
		};
	}
}, {
	get "~standard"() {
		return hide(this, "~standard", standardProps(this));
	},
	set "~standard"(value) {
		own(this, "~standard", value);
	}
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
	const ctx = { async: true };
	return toStandardResult(await inst._zod.run({
		value,
		issues: []
	}, ctx), ctx);
}
function standardProps(inst) {
	return {
		validate: (value) => {
			const ctx = { async: false };
			try {
				const r = inst._zod.run({
					value,
					issues: []
				}, ctx);
				if (!(r instanceof Promise)) return toStandardResult(r, ctx);
			} catch (_) {}
			return validateAsync(inst, value);
		},
		vendor: "zod",
		version: 1
	};
}
var $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = def.pattern ?? anyString;
	inst._zod.parse = (payload, _) => {
		if (def.coerce) try {
			payload.value = String(payload.value);
		} catch (_) {}
		if (typeof payload.value === "string") return payload;
		payload.issues.push({
			expected: "string",
			code: "invalid_type",
			input: payload.value,
			inst
		});
		return payload;
	};
});
var $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
	$ZodCheckStringFormat.init(inst, def);
	$ZodString.init(inst, def);
});
var $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
	def.pattern ?? (def.pattern = guid);
	$ZodStringFormat.init(inst, def);
});
var $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
	if (def.version) {
		const v = {
			v1: 1,
			v2: 2,
			v3: 3,
			v4: 4,
			v5: 5,
			v6: 6,
			v7: 7,
			v8: 8
		}[def.version];
		if (v === void 0) throw new Error(`Invalid UUID version: "${def.version}"`);
		def.pattern ?? (def.pattern = uuid(v));
	} else def.pattern ?? (def.pattern = uuid());
	$ZodStringFormat.init(inst, def);
});
var $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
	def.pattern ?? (def.pattern = email);
	$ZodStringFormat.init(inst, def);
});
function canParseURL(input) {
	try {
		if (typeof URL !== "undefined" && typeof URL.canParse === "function") return URL.canParse(input);
		new URL(input);
		return true;
	} catch {
		return false;
	}
}
function validateURL(trimmed, def) {
	if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) return canParseURL(trimmed) || 2;
	return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
	if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) return 1;
	try {
		if (typeof URL !== "undefined") {
			const URLStatic = URL;
			if (typeof URLStatic.parse === "function") return URLStatic.parse(trimmed) ?? 2;
		}
		return new URL(trimmed);
	} catch {
		return 2;
	}
}
var asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
	return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
	hostname.lastIndex = 0;
	return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
	protocol.lastIndex = 0;
	return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
var $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		try {
			const trimmed = payload.value.trim();
			const url = validateURL(trimmed, def);
			if (url === 1) {
				payload.issues.push({
					code: "invalid_format",
					format: "url",
					note: "Invalid URL format",
					input: payload.value,
					inst,
					continue: !def.abort
				});
				return;
			}
			if (url === 2) {
				payload.issues.push({
					code: "invalid_format",
					format: "url",
					input: payload.value,
					inst,
					continue: !def.abort
				});
				return;
			}
			if (url === true) {
				payload.value = stripTabAndNewline(trimmed);
				return;
			}
			if (def.hostname && !urlHostnameOk(url, def.hostname)) payload.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid hostname",
				pattern: def.hostname.source,
				input: payload.value,
				inst,
				continue: !def.abort
			});
			if (def.protocol && !urlProtocolOk(url, def.protocol)) payload.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid protocol",
				pattern: def.protocol.source,
				input: payload.value,
				inst,
				continue: !def.abort
			});
			payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
			return;
		} catch (_) {
			payload.issues.push({
				code: "invalid_format",
				format: "url",
				input: payload.value,
				inst,
				continue: !def.abort
			});
		}
	};
});
var $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
	def.pattern ?? (def.pattern = emoji());
	$ZodStringFormat.init(inst, def);
});
var $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
	if (def.length !== void 0 && (!Number.isInteger(def.length) || def.length < 1)) throw new Error(`Invalid nanoid length: ${def.length}`);
	def.pattern ?? (def.pattern = def.length === void 0 ? nanoid : nanoidOfLength(def.length));
	$ZodStringFormat.init(inst, def);
});
/**
* @deprecated CUID v1 is deprecated by its authors due to information leakage
* (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
* See https://github.com/paralleldrive/cuid.
*/
var $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
	def.pattern ?? (def.pattern = cuid);
	$ZodStringFormat.init(inst, def);
});
var $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
	def.pattern ?? (def.pattern = cuid2);
	$ZodStringFormat.init(inst, def);
});
var $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
	def.pattern ?? (def.pattern = ulid);
	$ZodStringFormat.init(inst, def);
});
var $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
	def.pattern ?? (def.pattern = xid);
	$ZodStringFormat.init(inst, def);
});
var $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
	def.pattern ?? (def.pattern = ksuid);
	$ZodStringFormat.init(inst, def);
});
var $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
	def.pattern ?? (def.pattern = datetime$1(def));
	$ZodStringFormat.init(inst, def);
});
var $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
	def.pattern ?? (def.pattern = date);
	$ZodStringFormat.init(inst, def);
});
var $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
	def.pattern ?? (def.pattern = time(def));
	$ZodStringFormat.init(inst, def);
});
var $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
	def.pattern ?? (def.pattern = duration);
	$ZodStringFormat.init(inst, def);
});
var $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
	def.pattern ?? (def.pattern = ipv4);
	$ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
var ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
	if (!ipv6Alphabet.test(value)) return false;
	return canParseURL(`http://[${value}]`);
}
var $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
	def.pattern ?? (def.pattern = ipv6);
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (!isValidIPv6(payload.value)) payload.issues.push({
			code: "invalid_format",
			format: "ipv6",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
	def.pattern ?? (def.pattern = cidrv4);
	$ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
	const parts = value.split("/");
	if (parts.length !== 2) return false;
	const [address, prefix] = parts;
	if (!prefix) return false;
	const prefixNum = Number(prefix);
	if (`${prefixNum}` !== prefix) return false;
	if (prefixNum < 0 || prefixNum > 128) return false;
	return isValidIPv6(address);
}
var $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
	def.pattern ?? (def.pattern = cidrv6);
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (!isValidCIDRv6(payload.value)) payload.issues.push({
			code: "invalid_format",
			format: "cidrv6",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
function isValidBase64(data) {
	if (data === "") return true;
	if (/\s/.test(data)) return false;
	if (data.length % 4 !== 0) return false;
	try {
		atob(data);
		return true;
	} catch {
		return false;
	}
}
var base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
var $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
	def.pattern ?? (def.pattern = base64Charset);
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (isValidBase64(payload.value)) return;
		payload.issues.push({
			code: "invalid_format",
			format: "base64",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
	if (!base64urlCharset.test(data)) return false;
	const base64 = data.replace(/[-_]/g, (c) => c === "-" ? "+" : "/");
	return isValidBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
}
var $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
	def.pattern ?? (def.pattern = base64urlCharset);
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (isValidBase64URL(payload.value)) return;
		payload.issues.push({
			code: "invalid_format",
			format: "base64url",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
	def.pattern ?? (def.pattern = e164);
	$ZodStringFormat.init(inst, def);
});
function isValidJWT(token, algorithm = null) {
	try {
		const tokensParts = token.split(".");
		if (tokensParts.length !== 3) return false;
		const [header] = tokensParts;
		if (!header) return false;
		const parsedHeader = JSON.parse(atob(header));
		if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT") return false;
		if (!parsedHeader.alg) return false;
		if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm)) return false;
		return true;
	} catch {
		return false;
	}
}
var $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (isValidJWT(payload.value, def.alg)) return;
		payload.issues.push({
			code: "invalid_format",
			format: "jwt",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = number$2;
	inst._zod.parse = (payload, _ctx) => {
		if (def.coerce) try {
			payload.value = Number(payload.value);
		} catch (_) {}
		const input = payload.value;
		if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) return payload;
		const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
		payload.issues.push({
			expected: "number",
			code: "invalid_type",
			input,
			inst,
			...received ? { received } : {}
		});
		return payload;
	};
});
var $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
	$ZodCheckNumberFormat.init(inst, def);
	$ZodNumber.init(inst, def);
});
var $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = boolean$1;
	inst._zod.parse = (payload, _ctx) => {
		if (def.coerce) try {
			payload.value = Boolean(payload.value);
		} catch (_) {}
		const input = payload.value;
		if (typeof input === "boolean") return payload;
		payload.issues.push({
			expected: "boolean",
			code: "invalid_type",
			input,
			inst
		});
		return payload;
	};
});
var $ZodNull = /*@__PURE__*/ $constructor("$ZodNull", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = _null$2;
	inst._zod.values = /* @__PURE__ */ new Set([null]);
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (input === null) return payload;
		payload.issues.push({
			expected: "null",
			code: "invalid_type",
			input,
			inst
		});
		return payload;
	};
});
var $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.parse = (payload) => payload;
});
var $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.parse = (payload, _ctx) => {
		payload.issues.push({
			expected: "never",
			code: "invalid_type",
			input: payload.value,
			inst
		});
		return payload;
	};
});
function capSize(inst, size) {
	const caps = sizeCaps(inst._zod.def.checks);
	if (!caps.length) return;
	const cap = Math.min(...caps.map((c) => c[0]));
	const parse = inst._zod.parse;
	inst._zod.parse = (payload, ctx) => {
		const n = size(payload.value);
		if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
			for (const [max, ch] of sizeCaps(inst._zod.def.checks)) if (n > max && ch._zod.def.when(payload)) {
				const start = payload.issues.length;
				ch._zod.check(payload);
				payload.issues[start].continue = false;
				attachSchema(payload.issues, start, inst);
				return payload;
			}
		}
		return parse(payload, ctx);
	};
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
	if (result.issues.length) final.issues.push(...prefixIssues(index, result.issues));
	final.value[index] = result.value;
}
var $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
	$ZodType.init(inst, def);
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!Array.isArray(input)) {
			payload.issues.push({
				expected: "array",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
		const proms = [];
		const abortEarly = ctx?.abortEarly;
		for (let i = 0; i < input.length; i++) {
			const item = input[i];
			const result = def.element._zod.run({
				value: item,
				issues: []
			}, ctx);
			if (result instanceof Promise) proms.push(result.then((result) => handleArrayResult(result, payload, i)));
			else {
				handleArrayResult(result, payload, i);
				if (abortEarly && result.issues.length !== 0 && aborted(result)) break;
			}
		}
		if (proms.length) return Promise.all(proms).then(() => payload);
		return payload;
	};
	capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
	const isPresent = key in input;
	const isOptionalOut = optout === "optional";
	if (!isPresent && isOptionalOut && optin === "optional") return;
	if (result.issues.length) {
		if (optin !== void 0 && isOptionalOut && !isPresent) return;
		final.issues.push(...prefixIssues(key, result.issues));
	}
	if (!isPresent && optin === void 0) {
		if (!result.issues.length) final.issues.push({
			code: "invalid_type",
			expected: "nonoptional",
			input: void 0,
			path: [key]
		});
		return;
	}
	if (result.value === void 0) {
		if (isPresent || optin === "defaulted" && !isOptionalOut) final.value[key] = void 0;
	} else final.value[key] = result.value;
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
	const keys = Object.keys(def.shape);
	const ownSymbols = Object.getOwnPropertySymbols(def.shape);
	const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
	const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
	for (const k of allKeys) if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
	const okeys = optionalKeys(def.shape);
	return {
		...def,
		allKeys,
		symbolKeys,
		keySet: new Set(keys),
		numKeys: keys.length,
		optionalKeys: new Set(okeys)
	};
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
	const unrecognized = [];
	const keySet = def.keySet;
	const _catchall = def.catchall._zod;
	const t = _catchall.def.type;
	const optin = _catchall.optin;
	const optout = _catchall.optout;
	let seen = 0;
	for (const key in input) {
		if (abortEarly && payload.issues.length !== seen) {
			if (aborted(payload, seen)) break;
			seen = payload.issues.length;
		}
		if (keySet.has(key)) continue;
		if (key === "__proto__") {
			if (t === "never") unrecognized.push(key);
			continue;
		}
		if (t === "never") {
			unrecognized.push(key);
			continue;
		}
		const r = _catchall.run({
			value: input[key],
			issues: []
		}, ctx);
		if (r instanceof Promise) proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
		else handlePropertyResult(r, payload, key, input, optin, optout);
	}
	if (unrecognized.length) payload.issues.push({
		code: "unrecognized_keys",
		keys: unrecognized,
		input,
		inst,
		continue: true
	});
	if (!proms.length) return payload;
	return Promise.all(proms).then(() => {
		return payload;
	});
}
var $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
	$ZodType.init(inst, def);
	const desc = Object.getOwnPropertyDescriptor(def, "shape");
	const sh = desc?.get ? desc.get.raw : def.shape ?? {};
	if (sh) {
		const get = () => {
			const newSh = { ...sh };
			Object.defineProperty(def, "shape", { value: newSh });
			get.raw = newSh;
			return newSh;
		};
		get.raw = sh;
		Object.defineProperty(def, "shape", { get });
	}
	const _normalized = cached(() => normalizeDef(def));
	defineLazyInternal(inst, "propValues", (zod) => {
		const shape = zod.def.shape;
		const propValues = {};
		for (const key in shape) {
			const field = shape[key]._zod;
			if (field.values) {
				if (!Object.prototype.hasOwnProperty.call(propValues, key)) assignProp(propValues, key, /* @__PURE__ */ new Set());
				for (const v of field.values) propValues[key].add(v);
				if (field.optin !== void 0) propValues[key].add(void 0);
			}
		}
		return propValues;
	});
	const isObject$1 = isObject;
	const catchall = def.catchall;
	let value;
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		value ?? (value = _normalized.value);
		const input = payload.value;
		if (!isObject$1(input)) {
			payload.issues.push({
				expected: "object",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
		const proms = [];
		const shape = value.shape;
		const abortEarly = ctx?.abortEarly;
		let seen = payload.issues.length;
		for (const key of value.allKeys) {
			if (abortEarly && payload.issues.length !== seen) {
				if (aborted(payload, seen)) break;
				seen = payload.issues.length;
			}
			if (key === "__proto__") continue;
			const el = shape[key];
			const optin = el._zod.optin;
			const optout = el._zod.optout;
			const r = el._zod.run({
				value: input[key],
				issues: []
			}, ctx);
			if (r instanceof Promise) proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
			else handlePropertyResult(r, payload, key, input, optin, optout);
		}
		if (!catchall) return proms.length ? Promise.all(proms).then(() => payload) : payload;
		return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
	};
});
var $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
	$ZodObject.init(inst, def);
	const superParse = inst._zod.parse;
	const _normalized = cached(() => normalizeDef(def));
	const memo = globalConfig.memoizer;
	const generateFastpass = (shape) => {
		const normalized = _normalized.value;
		const syms = normalized.symbolKeys;
		const doc = new Doc(["payload", "ctx"], {
			shape,
			inst,
			memo,
			syms
		});
		const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
		const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
		doc.write(`const input = payload.value;`);
		const ids = Object.create(null);
		let counter = 0;
		for (const key of normalized.allKeys) ids[key] = `key_${counter++}`;
		doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
		for (const key of normalized.allKeys) {
			if (key === "__proto__") continue;
			const id = ids[key];
			const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
			const isPresent = `${k} in input`;
			const schema = shape[key];
			const optin = schema?._zod?.optin;
			const isOptionalIn = optin !== void 0;
			const isOptionalOut = schema?._zod?.optout === "optional";
			doc.write(`const ${id} = ${parseStr(k)};`);
			if (isOptionalIn && isOptionalOut) {
				const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
				doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
			} else if (!isOptionalIn) doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
			else {
				doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
				if (optin === "defaulted") doc.write(`newResult[${k}] = ${id}.value;`);
				else doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
			}
		}
		doc.write(`payload.value = newResult;`);
		doc.write(`return payload;`);
		return doc.compile();
	};
	let fastpass;
	const isObject$2 = isObject;
	const jit = !globalConfig.jitless;
	const fastEnabled = jit && allowsEval.value;
	const catchall = def.catchall;
	let value;
	inst._zod.parse = (payload, ctx) => {
		value ?? (value = _normalized.value);
		const input = payload.value;
		if (!isObject$2(input)) {
			payload.issues.push({
				expected: "object",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
			if (!fastpass) fastpass = generateFastpass(def.shape);
			payload = fastpass(payload, ctx);
			if (!catchall) return payload;
			return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
		}
		return superParse(payload, ctx);
	};
});
function handleUnionResults(results, final, inst, ctx) {
	for (const result of results) if (result.issues.length === 0) {
		final.value = result.value;
		return final;
	}
	const nonaborted = results.filter((r) => !aborted(r));
	if (nonaborted.length === 1) {
		final.value = nonaborted[0].value;
		return nonaborted[0];
	}
	final.issues.push({
		code: "invalid_union",
		input: final.value,
		inst,
		errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
	});
	return final;
}
var $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
	defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
	defineLazyInternal(inst, "values", (zod) => {
		if (zod.def.options.every((o) => o._zod.values)) return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
	});
	defineLazyInternal(inst, "pattern", (zod) => {
		if (zod.def.options.every((o) => o._zod.pattern)) {
			const patterns = zod.def.options.map((o) => o._zod.pattern);
			return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
		}
	});
	const first = def.options.length === 1 ? def.options[0]._zod.run : null;
	inst._zod.parse = (payload, ctx) => {
		if (first) return first(payload, ctx);
		let async = false;
		const results = [];
		for (const option of def.options) {
			const result = option._zod.run({
				value: payload.value,
				issues: []
			}, ctx);
			if (result instanceof Promise) {
				results.push(result);
				async = true;
			} else {
				if (result.issues.length === 0) return result;
				results.push(result);
			}
		}
		if (!async) return handleUnionResults(results, payload, inst, ctx);
		return Promise.all(results).then((results) => {
			return handleUnionResults(results, payload, inst, ctx);
		});
	};
});
var $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		const left = def.left._zod.run({
			value: input,
			issues: []
		}, ctx);
		const right = def.right._zod.run({
			value: input,
			issues: []
		}, ctx);
		if (left instanceof Promise || right instanceof Promise) return Promise.all([left, right]).then(([left, right]) => {
			return handleIntersectionResults(payload, left, right);
		});
		return handleIntersectionResults(payload, left, right);
	};
});
function mergeValues(a, b) {
	if (a === b) return {
		valid: true,
		data: a
	};
	if (a instanceof Date && b instanceof Date && +a === +b) return {
		valid: true,
		data: a
	};
	if (isPlainObject(a) && isPlainObject(b)) {
		const bKeys = Object.keys(b);
		const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
		const newObj = {
			...a,
			...b
		};
		if (Object.prototype.hasOwnProperty.call(newObj, "__proto__")) delete newObj.__proto__;
		for (const key of sharedKeys) {
			if (key === "__proto__") continue;
			const sharedValue = mergeValues(a[key], b[key]);
			if (!sharedValue.valid) return {
				valid: false,
				mergeErrorPath: [key, ...sharedValue.mergeErrorPath]
			};
			newObj[key] = sharedValue.data;
		}
		return {
			valid: true,
			data: newObj
		};
	}
	if (Array.isArray(a) && Array.isArray(b)) {
		if (a.length !== b.length) return {
			valid: false,
			mergeErrorPath: []
		};
		const newArray = [];
		for (let index = 0; index < a.length; index++) {
			const itemA = a[index];
			const itemB = b[index];
			const sharedValue = mergeValues(itemA, itemB);
			if (!sharedValue.valid) return {
				valid: false,
				mergeErrorPath: [index, ...sharedValue.mergeErrorPath]
			};
			newArray.push(sharedValue.data);
		}
		return {
			valid: true,
			data: newArray
		};
	}
	return {
		valid: false,
		mergeErrorPath: []
	};
}
function handleIntersectionResults(result, left, right) {
	const unrecKeys = /* @__PURE__ */ new Map();
	let unrecIssue;
	const keyIssues = /* @__PURE__ */ new Map();
	const collect = (iss, side) => {
		let keys;
		if (iss.code === "unrecognized_keys" && !iss.path?.length) {
			unrecIssue ?? (unrecIssue = iss);
			keys = iss.keys;
		} else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
			const k = String(iss.path[0]);
			if (!keyIssues.has(k)) keyIssues.set(k, iss);
			keys = [k];
		} else return false;
		for (const k of keys) {
			if (!unrecKeys.has(k)) unrecKeys.set(k, {});
			unrecKeys.get(k)[side] = true;
		}
		return true;
	};
	for (const iss of left.issues) if (!collect(iss, "l")) result.issues.push(iss);
	for (const iss of right.issues) if (!collect(iss, "r")) result.issues.push(iss);
	const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
	if (bothKeys.length) {
		const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
		if (aggregated.length) result.issues.push({
			...unrecIssue,
			keys: aggregated
		});
		for (const k of bothKeys) if (!aggregated.includes(k) && keyIssues.has(k)) result.issues.push(keyIssues.get(k));
	}
	const merged = mergeValues(left.value, right.value);
	if (!merged.valid) {
		if (aborted(result)) return result;
		throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.mergeErrorPath)}`);
	}
	result.value = merged.data;
	return result;
}
var $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
	$ZodType.init(inst, def);
	const items = def.items;
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!Array.isArray(input)) {
			payload.issues.push({
				input,
				inst,
				expected: "tuple",
				code: "invalid_type"
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
		const proms = [];
		const optinStart = getTupleOptStart(items, "optin");
		const optoutStart = getTupleOptStart(items, "optout");
		if (!def.rest) {
			if (input.length < optinStart) {
				payload.issues.push({
					code: "too_small",
					minimum: optinStart,
					inclusive: true,
					input,
					inst,
					origin: "array"
				});
				return payload;
			}
			if (input.length > items.length) payload.issues.push({
				code: "too_big",
				maximum: items.length,
				inclusive: true,
				input,
				inst,
				origin: "array"
			});
		}
		const itemResults = new Array(items.length);
		const abortEarly = def.rest ? ctx?.abortEarly : void 0;
		let itemAborted = false;
		for (let i = 0; i < items.length; i++) {
			const r = items[i]._zod.run({
				value: input[i],
				issues: []
			}, ctx);
			if (r instanceof Promise) proms.push(r.then((rr) => {
				itemResults[i] = rr;
			}));
			else {
				itemResults[i] = r;
				if (abortEarly && !itemAborted && r.issues.length) itemAborted = aborted(r);
			}
		}
		if (def.rest && !itemAborted) {
			let i = items.length - 1;
			const rest = input.slice(items.length);
			let seen = payload.issues.length;
			for (const el of rest) {
				if (abortEarly && payload.issues.length !== seen) {
					if (aborted(payload, seen)) break;
					seen = payload.issues.length;
				}
				i++;
				const result = def.rest._zod.run({
					value: el,
					issues: []
				}, ctx);
				if (result instanceof Promise) proms.push(result.then((r) => handleTupleResult(r, payload, i)));
				else handleTupleResult(result, payload, i);
			}
		}
		if (proms.length) return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
		return handleTupleResults(itemResults, payload, items, input, optoutStart);
	};
});
function getTupleOptStart(items, key) {
	for (let i = items.length - 1; i >= 0; i--) if (!(key === "optin" ? items[i]._zod.optin !== void 0 : items[i]._zod.optout === "optional")) return i + 1;
	return 0;
}
function handleTupleResult(result, final, index) {
	if (result.issues.length) final.issues.push(...prefixIssues(index, result.issues));
	final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
	for (let i = 0; i < items.length; i++) {
		const r = itemResults[i];
		const isPresent = i < input.length;
		if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
			final.value.length = i;
			break;
		}
		if (r.issues.length) {
			if (!isPresent && i >= optoutStart) {
				final.value.length = i;
				break;
			}
			final.issues.push(...prefixIssues(i, r.issues));
		}
		final.value[i] = r.value;
	}
	for (let i = final.value.length - 1; i >= input.length; i--) if (items[i]._zod.optout === "optional" && final.value[i] === void 0) final.value.length = i;
	else break;
	return final;
}
var $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
	$ZodType.init(inst, def);
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!isPlainObject(input)) {
			payload.issues.push({
				expected: "record",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		const proms = [];
		const values = def.keyType._zod.values;
		if (values && !def.partial) {
			payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
			const recordKeys = /* @__PURE__ */ new Set();
			for (const key of values) if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
				recordKeys.add(typeof key === "number" ? key.toString() : key);
				if (key === "__proto__") continue;
				const keyResult = def.keyType._zod.run({
					value: key,
					issues: []
				}, ctx);
				if (keyResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
				if (keyResult.issues.length) {
					payload.issues.push({
						code: "invalid_key",
						origin: "record",
						issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
						input: key,
						path: [key],
						inst
					});
					continue;
				}
				const outKey = keyResult.value;
				if (outKey === "__proto__") continue;
				const result = def.valueType._zod.run({
					value: input[key],
					issues: []
				}, ctx);
				if (result instanceof Promise) proms.push(result.then((result) => {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}));
				else {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}
			}
			let unrecognized;
			for (const key in input) if (!recordKeys.has(key)) {
				if (def.mode === "loose") {
					if (key === "__proto__") continue;
					payload.value[key] = input[key];
				} else {
					unrecognized = unrecognized ?? [];
					unrecognized.push(key);
				}
			}
			if (unrecognized && unrecognized.length > 0) payload.issues.push({
				code: "unrecognized_keys",
				input,
				inst,
				keys: unrecognized,
				continue: true
			});
		} else {
			payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
			let unrecognized;
			for (const key of Reflect.ownKeys(input)) {
				if (key === "__proto__") continue;
				if (!Object.prototype.propertyIsEnumerable.call(input, key)) continue;
				let keyResult = def.keyType._zod.run({
					value: key,
					issues: []
				}, ctx);
				if (keyResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
				if (typeof key === "string" && number$2.test(key) && keyResult.issues.length) {
					const retryResult = def.keyType._zod.run({
						value: Number(key),
						issues: []
					}, ctx);
					if (retryResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
					if (retryResult.issues.length === 0) keyResult = retryResult;
				}
				if (keyResult.issues.length) {
					if (def.mode === "loose") payload.value[key] = input[key];
					else if (values) {
						unrecognized = unrecognized ?? [];
						unrecognized.push(key);
					} else payload.issues.push({
						code: "invalid_key",
						origin: "record",
						issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
						input: key,
						path: [key],
						inst
					});
					continue;
				}
				const outKey = keyResult.value;
				if (outKey === "__proto__") continue;
				const result = def.valueType._zod.run({
					value: input[key],
					issues: []
				}, ctx);
				if (result instanceof Promise) proms.push(result.then((result) => {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}));
				else {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}
			}
			if (unrecognized && unrecognized.length > 0) payload.issues.push({
				code: "unrecognized_keys",
				input,
				inst,
				keys: unrecognized,
				continue: true
			});
		}
		if (proms.length) return Promise.all(proms).then(() => payload);
		return payload;
	};
});
var $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
	$ZodType.init(inst, def);
	const values = getEnumValues(def.entries);
	const valuesSet = new Set(values);
	inst._zod.values = valuesSet;
	defineLazyInternal(inst, "pattern", (zod) => {
		const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
		return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
	});
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (valuesSet.has(input)) return payload;
		payload.issues.push({
			code: "invalid_value",
			values,
			input,
			inst
		});
		return payload;
	};
});
var $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
	$ZodType.init(inst, def);
	const values = new Set(def.values);
	inst._zod.values = values;
	defineLazyInternal(inst, "pattern", (zod) => {
		const vals = zod.def.values;
		return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
	});
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (values.has(input)) return payload;
		payload.issues.push({
			code: "invalid_value",
			values: def.values,
			input,
			inst
		});
		return payload;
	};
});
var $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.optin = "optional";
	globalConfig.memoizer?.guard(inst);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") throw new $ZodEncodeError(inst.constructor.name);
		const _out = def.transform(payload.value, payload);
		if (ctx.async) return (_out instanceof Promise ? _out : Promise.resolve(_out)).then((output) => {
			payload.value = output;
			return payload;
		});
		if (_out instanceof Promise) throw new $ZodAsyncError();
		payload.value = _out;
		return payload;
	};
});
function handleOptionalResult(payload, result) {
	payload.value = result.issues.length ? void 0 : result.value;
	return payload;
}
var $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
	inst._zod.optout = "optional";
	defineLazyInternal(inst, "values", (zod) => {
		const values = zod.def.innerType._zod.values;
		return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
	});
	defineLazyInternal(inst, "pattern", (zod) => {
		const pattern = zod.def.innerType._zod.pattern;
		return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		if (payload.value === void 0) {
			if (def.innerType._zod.optin !== "defaulted") return payload;
			const result = def.innerType._zod.run({
				value: payload.value,
				issues: []
			}, ctx);
			if (result instanceof Promise) return result.then((result) => handleOptionalResult(payload, result));
			return handleOptionalResult(payload, result);
		}
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
	$ZodOptional.init(inst, def);
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
	inst._zod.parse = (payload, ctx) => {
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
	defineLazyInternal(inst, "pattern", (zod) => {
		const pattern = zod.def.innerType._zod.pattern;
		return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
	});
	defineLazyInternal(inst, "values", (zod) => {
		return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		if (payload.value === null) return payload;
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.optin = "defaulted";
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		if (payload.value === void 0) {
			payload.value = def.defaultValue;
			/**
			* $ZodDefault returns the default value immediately in forward direction.
			* It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
			return payload;
		}
		const result = def.innerType._zod.run(payload, ctx);
		if (result instanceof Promise) return result.then((result) => handleDefaultResult(result, def));
		return handleDefaultResult(result, def);
	};
});
function handleDefaultResult(payload, def) {
	if (payload.value === void 0) payload.value = def.defaultValue;
	return payload;
}
var $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.optin = "defaulted";
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		if (payload.value === void 0) payload.value = def.defaultValue;
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "values", (zod) => {
		const v = zod.def.innerType._zod.values;
		return v ? new Set([...v].filter((x) => x !== void 0)) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		const result = def.innerType._zod.run(payload, ctx);
		if (result instanceof Promise) return result.then((result) => handleNonOptionalResult(result, inst));
		return handleNonOptionalResult(result, inst);
	};
});
function handleNonOptionalResult(payload, inst) {
	if (!payload.issues.length && payload.value === void 0) payload.issues.push({
		code: "invalid_type",
		expected: "nonoptional",
		input: payload.value,
		inst
	});
	return payload;
}
function handleCatchResult(payload, result, def, ctx) {
	if (!result.issues.length) {
		payload.value = result.value;
		if (result.memo) payload.memo = true;
		return payload;
	}
	payload.value = def.catchValue({
		...result,
		value: payload.value,
		error: { issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())) },
		input: payload.value
	});
	return payload;
}
var $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
	defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		const result = def.innerType._zod.run({
			value: payload.value,
			issues: []
		}, ctx);
		if (result instanceof Promise) return result.then((result) => handleCatchResult(payload, result, def, ctx));
		return handleCatchResult(payload, result, def, ctx);
	};
});
var $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
	defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
	defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") {
			const right = def.out._zod.run(payload, ctx);
			if (right instanceof Promise) return right.then((right) => handlePipeResult(right, def.in, ctx));
			return handlePipeResult(right, def.in, ctx);
		}
		const left = def.in._zod.run(payload, ctx);
		if (left instanceof Promise) return left.then((left) => handlePipeResult(left, def.out, ctx));
		return handlePipeResult(left, def.out, ctx);
	};
});
function handlePipeResult(left, next, ctx) {
	if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
		left.aborted = true;
		return left;
	}
	return next._zod.run({
		value: left.value,
		issues: left.issues
	}, ctx);
}
var $ZodPreprocess = /*@__PURE__*/ $constructor("$ZodPreprocess", (inst, def) => {
	$ZodPipe.init(inst, def);
});
var $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		const result = def.innerType._zod.run(payload, ctx);
		if (result instanceof Promise) return result.then(handleReadonlyResult);
		return handleReadonlyResult(result);
	};
});
function handleReadonlyResult(payload) {
	if (!payload.memo) payload.value = Object.freeze(payload.value);
	return payload;
}
var $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
	$ZodCheck.init(inst, def);
	$ZodType.init(inst, def);
	inst._zod.parse = (payload, _) => {
		return payload;
	};
	inst._zod.check = (payload) => {
		const input = payload.value;
		const r = def.fn(input);
		if (r instanceof Promise) return r.then((r) => handleRefineResult(r, payload, input, inst));
		handleRefineResult(r, payload, input, inst);
	};
});
function handleRefineResult(result, payload, input, inst) {
	if (!result) {
		const _iss = {
			code: "custom",
			input,
			inst,
			path: [...inst._zod.def.path ?? []],
			continue: !inst._zod.def.abort
		};
		if (inst._zod.def.params) _iss.params = inst._zod.def.params;
		payload.issues.push(issue(_iss));
	}
}
// ../../node_modules/zod/v4/core/memoizer.js
var $ZodCyclicError = class extends Error {
	constructor() {
		super(`Cannot parse a reference cycle that closes through a transform`);
		this.name = "ZodCyclicError";
	}
};
/** Keyed off the context object every schema in one parse call already shares. */
var STATE = "~memo";
var NO_ISSUES = [];
function isRef(value) {
	return value !== null && typeof value === "object";
}
function cloneIssues(issues) {
	return issues.map((iss) => iss.path ? {
		...iss,
		path: iss.path.slice()
	} : { ...iss });
}
var recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
var NONE = 0;
var ASSUMED = 1;
var PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
	const cached = recursive.get(inst);
	if (cached !== void 0) return cached ? PROVEN : NONE;
	if (stack.has(inst)) return PROVEN;
	stack.add(inst);
	let result = NONE;
	const check = (child) => {
		if (result !== PROVEN && child?._zod) {
			const answer = isRecursive(child, stack, resolve);
			if (answer > result) result = answer;
		}
	};
	const shape = (sh, spread) => {
		let answer = NONE;
		for (const key of Reflect.ownKeys(sh)) {
			const desc = Object.getOwnPropertyDescriptor(sh, key);
			if (spread && !desc.enumerable) continue;
			const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
			if (child > answer) answer = child;
		}
		return answer;
	};
	const merge = (answer) => {
		if (answer > result) result = answer;
	};
	const def = inst._zod.def;
	switch (def.type) {
		case "object": {
			const raw = rawShape(def);
			merge(raw ? shape(raw, true) : ASSUMED);
			check(def.catchall);
			break;
		}
		case "array":
			check(def.element);
			break;
		case "tuple":
			for (const el of def.items) check(el);
			check(def.rest);
			break;
		case "record":
		case "map":
			check(def.keyType);
			check(def.valueType);
			break;
		case "set":
			check(def.valueType);
			break;
		case "union":
			for (const el of def.options) check(el);
			break;
		case "intersection":
			check(def.left);
			check(def.right);
			break;
		case "optional":
		case "nullable":
		case "default":
		case "prefault":
		case "catch":
		case "readonly":
		case "nonoptional":
		case "promise":
		case "success":
			check(def.innerType);
			break;
		case "pipe":
			check(def.in);
			check(def.out);
			break;
		case "function":
			check(def.input);
			check(def.output);
			break;
		case "lazy": {
			const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : void 0);
			merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
			break;
		}
		case "template_literal":
		case "string":
		case "number":
		case "int":
		case "boolean":
		case "bigint":
		case "symbol":
		case "undefined":
		case "null":
		case "void":
		case "never":
		case "any":
		case "unknown":
		case "date":
		case "nan":
		case "enum":
		case "literal":
		case "file":
		case "transform":
		case "custom": break;
		default: for (const key in def) {
			const desc = Object.getOwnPropertyDescriptor(def, key);
			if (!desc || desc.get) continue;
			const value = desc.value;
			if (!value || typeof value !== "object") continue;
			if (value._zod) check(value);
			else if (Array.isArray(value)) for (const el of value) check(el);
		}
	}
	stack.delete(inst);
	return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
	if (answer !== ASSUMED) recursive.set(inst, answer === PROVEN);
	return answer;
}
function bucketFor(state, inst) {
	let bucket = state.buckets.get(inst);
	if (!bucket) {
		bucket = /* @__PURE__ */ new WeakMap();
		state.buckets.set(inst, bucket);
	}
	return bucket;
}
var handoff;
var open = [];
var memo = {
	alloc(_inst, payload, empty) {
		const bucket = handoff;
		if (!bucket) return empty;
		handoff = void 0;
		const entry = {
			value: empty,
			issues: null
		};
		bucket.set(payload.value, entry);
		open.push(entry);
		return empty;
	},
	guard(inst) {
		var _a;
		(_a = inst._zod).deferred ?? (_a.deferred = []);
		inst._zod.deferred.push(() => {
			const base = inst._zod.parse;
			const wrapped = (payload, ctx) => {
				if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value)) throw new $ZodCyclicError();
				return base(payload, ctx);
			};
			inst._zod.parse = wrapped;
			if (inst._zod.run === base) inst._zod.run = wrapped;
		});
	},
	attach(inst) {
		var _a;
		let isRecursiveInst;
		let rechecked = false;
		let lastCtx;
		let lastBucket;
		(_a = inst._zod).deferred ?? (_a.deferred = []);
		inst._zod.deferred.push(() => {
			const base = inst._zod.parse;
			const wrapped = (payload, ctx) => {
				if (isRecursiveInst === void 0) {
					const walked = isRecursive(inst, /* @__PURE__ */ new Set(), false);
					if (walked === NONE) {
						inst._zod.parse = base;
						if (inst._zod.run === wrapped) inst._zod.run = base;
						return base(payload, ctx);
					}
					if (walked === PROVEN || rechecked) isRecursiveInst = true;
					else rechecked = true;
				}
				const input = payload.value;
				if (!isRef(input)) return base(payload, ctx);
				let state = ctx[STATE];
				if (!state) {
					state = {
						buckets: /* @__PURE__ */ new WeakMap(),
						backEdges: void 0
					};
					ctx[STATE] = state;
				}
				let bucket;
				if (lastCtx === ctx) bucket = lastBucket;
				else {
					bucket = bucketFor(state, inst);
					lastCtx = ctx;
					lastBucket = bucket;
				}
				const hit = bucket.get(input);
				if (hit) {
					payload.value = hit.value;
					if (hit.issues) {
						if (hit.issues.length) payload.issues.push(...cloneIssues(hit.issues));
					} else {
						payload.memo = true;
						state.backEdges ?? (state.backEdges = /* @__PURE__ */ new WeakSet());
						state.backEdges.add(hit.value);
					}
					return payload;
				}
				handoff = bucket;
				const depth = open.length;
				const result = base(payload, ctx);
				handoff = void 0;
				const entry = open.length > depth ? open.pop() : void 0;
				if (result instanceof Promise) return result.then((r) => {
					if (entry) entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
					return r;
				});
				if (entry) entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
				return result;
			};
			inst._zod.parse = wrapped;
			if (inst._zod.run === base) inst._zod.run = wrapped;
		});
	}
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
	return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
	const backEdges = ctx[STATE]?.backEdges;
	return backEdges !== void 0 && isRef(value) && backEdges.has(value);
}
// ../../node_modules/zod/v4/locales/en.js
var error = () => {
	const Sizable = {
		string: {
			unit: "characters",
			verb: "to have"
		},
		file: {
			unit: "bytes",
			verb: "to have"
		},
		array: {
			unit: "items",
			verb: "to have"
		},
		set: {
			unit: "items",
			verb: "to have"
		},
		map: {
			unit: "entries",
			verb: "to have"
		}
	};
	function getSizing(origin) {
		return Sizable[origin] ?? null;
	}
	const FormatDictionary = {
		regex: "input",
		email: "email address",
		url: "URL",
		emoji: "emoji",
		uuid: "UUID",
		uuidv4: "UUIDv4",
		uuidv6: "UUIDv6",
		nanoid: "nanoid",
		guid: "GUID",
		cuid: "cuid",
		cuid2: "cuid2",
		ulid: "ULID",
		xid: "XID",
		ksuid: "KSUID",
		datetime: "ISO datetime",
		date: "ISO date",
		time: "ISO time",
		duration: "ISO duration",
		ipv4: "IPv4 address",
		ipv6: "IPv6 address",
		mac: "MAC address",
		cidrv4: "IPv4 range",
		cidrv6: "IPv6 range",
		base64: "base64-encoded string",
		base64url: "base64url-encoded string",
		json_string: "JSON string",
		e164: "E.164 number",
		currency_code: "currency code",
		credit_card: "credit card number",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	};
	const TypeDictionary = { nan: "NaN" };
	function getTypeName(type, input) {
		if (type === "number" && typeof input === "number" && !Number.isFinite(input)) return String(input);
		return TypeDictionary[type] ?? type;
	}
	return (issue) => {
		switch (issue.code) {
			case "invalid_type": return `Invalid input: expected ${getTypeName(issue.expected)}, received ${getTypeName(parsedType(issue.input), issue.input)}`;
			case "invalid_value":
				if (issue.values.length === 1) return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
				return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
			case "too_big": {
				const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
				const sizing = getSizing(issue.origin);
				if (sizing) return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
				return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
			}
			case "too_small": {
				const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
				const sizing = getSizing(issue.origin);
				if (sizing) return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
				return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
			}
			case "invalid_format": {
				const _issue = issue;
				if (_issue.format === "starts_with") return `Invalid string: must start with "${_issue.prefix}"`;
				if (_issue.format === "ends_with") return `Invalid string: must end with "${_issue.suffix}"`;
				if (_issue.format === "includes") return `Invalid string: must include "${_issue.includes}"`;
				if (_issue.format === "regex") return `Invalid string: must match pattern ${_issue.pattern}`;
				return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
			}
			case "not_multiple_of": return `Invalid number: must be a multiple of ${issue.divisor}`;
			case "unrecognized_keys": return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
			case "invalid_key": return `Invalid key in ${issue.origin}`;
			case "invalid_union":
				if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) return `Invalid discriminator value. Expected ${issue.options.map((o) => `'${o}'`).join(" | ")}`;
				if (issue.inclusive === false) return "Invalid input: more than one option matched";
				return "Invalid input";
			case "invalid_element": return `Invalid value in ${issue.origin}`;
			default: return `Invalid input`;
		}
	};
};
function en_default() {
	return { localeError: error() };
}
// ../../node_modules/zod/v4/core/registries.js
var _a;
var $ZodRegistry = class {
	constructor() {
		this._map = /* @__PURE__ */ new WeakMap();
		this._idmap = /* @__PURE__ */ new Map();
	}
	add(schema, ..._meta) {
		const meta = _meta[0];
		this._map.set(schema, meta);
		if (meta && typeof meta === "object" && "id" in meta) this._idmap.set(meta.id, schema);
		return this;
	}
	clear() {
		this._map = /* @__PURE__ */ new WeakMap();
		this._idmap = /* @__PURE__ */ new Map();
		return this;
	}
	remove(schema) {
		const meta = this._map.get(schema);
		if (meta && typeof meta === "object" && "id" in meta) this._idmap.delete(meta.id);
		this._map.delete(schema);
		return this;
	}
	get(schema) {
		const p = schema._zod.parent;
		if (p) {
			const pm = { ...this.get(p) ?? {} };
			delete pm.id;
			const f = {
				...pm,
				...this._map.get(schema)
			};
			return Object.keys(f).length ? f : void 0;
		}
		return this._map.get(schema);
	}
	has(schema) {
		return this._map.has(schema);
	}
};
function registry() {
	return new $ZodRegistry();
}
(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
var globalRegistry = globalThis.__zod_globalRegistry;
// ../../node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
	if (def.checks) def.checks = [...def.checks];
	return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
	return new Class(snapshotChecks({
		type: "string",
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
	return new Class({
		type: "string",
		format: "email",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
	return new Class({
		type: "string",
		format: "guid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
	return new Class({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
	return new Class({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: false,
		version: "v4",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
	return new Class({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: false,
		version: "v6",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
	return new Class({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: false,
		version: "v7",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
	return new Class({
		type: "string",
		format: "url",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _emoji(Class, params) {
	return new Class({
		type: "string",
		format: "emoji",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
	return new Class({
		type: "string",
		format: "nanoid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
/**
* @deprecated CUID v1 is deprecated by its authors due to information leakage
* (timestamps embedded in the id). Use {@link _cuid2} instead.
* See https://github.com/paralleldrive/cuid.
*/
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
	return new Class({
		type: "string",
		format: "cuid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
	return new Class({
		type: "string",
		format: "cuid2",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
	return new Class({
		type: "string",
		format: "ulid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
	return new Class({
		type: "string",
		format: "xid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
	return new Class({
		type: "string",
		format: "ksuid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
	return new Class({
		type: "string",
		format: "ipv4",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
	return new Class({
		type: "string",
		format: "ipv6",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
	return new Class({
		type: "string",
		format: "cidrv4",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
	return new Class({
		type: "string",
		format: "cidrv6",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
	return new Class({
		type: "string",
		format: "base64",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
	return new Class({
		type: "string",
		format: "base64url",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
	return new Class({
		type: "string",
		format: "e164",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
	return new Class({
		type: "string",
		format: "jwt",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
	return new Class({
		type: "string",
		format: "datetime",
		check: "string_format",
		offset: false,
		local: false,
		precision: null,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
	return new Class({
		type: "string",
		format: "date",
		check: "string_format",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
	return new Class({
		type: "string",
		format: "time",
		check: "string_format",
		precision: null,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
	return new Class({
		type: "string",
		format: "duration",
		check: "string_format",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
	return new Class(snapshotChecks({
		type: "number",
		checks: [],
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
	return new Class(snapshotChecks({
		type: "number",
		coerce: true,
		checks: [],
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
	return new Class({
		type: "number",
		check: "number_format",
		abort: false,
		format: "safeint",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
	return new Class({
		type: "boolean",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _null$1(Class, params) {
	return new Class({
		type: "null",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
	return new Class({ type: "unknown" });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
	return new Class({
		type: "never",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
	return new $ZodCheckLessThan({
		check: "less_than",
		...normalizeParams(params),
		value,
		inclusive: false
	});
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
	return new $ZodCheckLessThan({
		check: "less_than",
		...normalizeParams(params),
		value,
		inclusive: true
	});
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
	return new $ZodCheckGreaterThan({
		check: "greater_than",
		...normalizeParams(params),
		value,
		inclusive: false
	});
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
	return new $ZodCheckGreaterThan({
		check: "greater_than",
		...normalizeParams(params),
		value,
		inclusive: true
	});
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
	return new $ZodCheckMultipleOf({
		check: "multiple_of",
		...normalizeParams(params),
		value
	});
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
	return new $ZodCheckMaxLength({
		check: "max_length",
		...normalizeParams(params),
		maximum
	});
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
	return new $ZodCheckMinLength({
		check: "min_length",
		...normalizeParams(params),
		minimum
	});
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
	return new $ZodCheckLengthEquals({
		check: "length_equals",
		...normalizeParams(params),
		length
	});
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
	return new $ZodCheckRegex({
		check: "string_format",
		format: "regex",
		...normalizeParams(params),
		pattern
	});
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
	return new $ZodCheckLowerCase({
		check: "string_format",
		format: "lowercase",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
	return new $ZodCheckUpperCase({
		check: "string_format",
		format: "uppercase",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
	return new $ZodCheckIncludes({
		check: "string_format",
		format: "includes",
		...normalizeParams(params),
		includes
	});
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
	return new $ZodCheckStartsWith({
		check: "string_format",
		format: "starts_with",
		...normalizeParams(params),
		prefix
	});
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
	return new $ZodCheckEndsWith({
		check: "string_format",
		format: "ends_with",
		...normalizeParams(params),
		suffix
	});
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
	return new $ZodCheckOverwrite({
		check: "overwrite",
		tx
	});
}
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
	return /* @__PURE__ */ _overwrite((input) => input.normalize(form));
}
// @__NO_SIDE_EFFECTS__
function _trim() {
	return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
	return /* @__PURE__ */ _overwrite((input) => input.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
	return /* @__PURE__ */ _overwrite((input) => input.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function _slugify() {
	return /* @__PURE__ */ _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
	return new Class({
		type: "array",
		element,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
	return new Class({
		type: "custom",
		check: "custom",
		fn,
		...normalizeParams(_params)
	});
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
	const ch = /* @__PURE__ */ _check((payload) => {
		payload.addIssue = (issue$2) => {
			if (typeof issue$2 === "string") payload.issues.push(issue(issue$2, payload.value, ch._zod.def));
			else {
				const _issue = issue$2;
				if (_issue.fatal) _issue.continue = false;
				_issue.code ?? (_issue.code = "custom");
				if (!("input" in _issue)) _issue.input = payload.value;
				_issue.inst ?? (_issue.inst = ch);
				_issue.continue ?? (_issue.continue = !ch._zod.def.abort);
				payload.issues.push(issue(_issue));
			}
		};
		return fn(payload.value, payload);
	}, params);
	return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
	const ch = new $ZodCheck({
		check: "custom",
		...normalizeParams(params)
	});
	ch._zod.check = fn;
	return ch;
}
// ../../node_modules/zod/v4/core/to-json-schema.js
function assignProps(target, ...sources) {
	for (const source of sources) for (const key of Reflect.ownKeys(source)) if (Object.prototype.propertyIsEnumerable.call(source, key)) assignProp(target, key, source[key]);
	return target;
}
function initializeContext(params) {
	let target = params?.target ?? "draft-2020-12";
	if (target === "draft-4") target = "draft-04";
	if (target === "draft-7") target = "draft-07";
	return {
		processors: params.processors ?? {},
		metadataRegistry: params?.metadata ?? globalRegistry,
		target,
		unrepresentable: params?.unrepresentable ?? "throw",
		override: params?.override ?? (() => {}),
		io: params?.io ?? "output",
		counter: 0,
		seen: /* @__PURE__ */ new Map(),
		sharedDefsExtractedFor: void 0,
		sharedEmitDoneFor: void 0,
		cycles: params?.cycles ?? "ref",
		reused: params?.reused ?? "inline",
		intersections: [],
		deferred: [],
		external: params?.external ?? void 0
	};
}
/**
* Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
* `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
* custom JSON Schema was written into `json`, in which case the caller must not write its own.
*/
function handleUnrepresentable(schema, ctx, json, params, message) {
	const result = typeof ctx.unrepresentable === "function" ? ctx.unrepresentable({
		zodSchema: schema,
		path: params.path,
		message
	}) : ctx.unrepresentable;
	if (result === "any") return false;
	if (result === void 0 || result === "throw") throw new Error(message);
	Object.assign(json, result);
	return true;
}
function processSchema(schema, ctx, _params = {
	path: [],
	schemaPath: []
}) {
	var _a;
	const def = schema._zod.def;
	const seen = ctx.seen.get(schema);
	if (seen) {
		seen.count++;
		if (_params.schemaPath.includes(schema)) seen.cycle = _params.path;
		return seen.schema;
	}
	const result = {
		schema: {},
		count: 1,
		cycle: void 0,
		path: _params.path
	};
	ctx.seen.set(schema, result);
	ctx.sharedDefsExtractedFor = void 0;
	ctx.sharedEmitDoneFor = void 0;
	const overrideSchema = schema._zod.toJSONSchema?.();
	if (overrideSchema) result.schema = overrideSchema;
	else {
		const params = {
			..._params,
			schemaPath: [..._params.schemaPath, schema],
			path: _params.path
		};
		if (schema._zod.processJSONSchema) schema._zod.processJSONSchema(ctx, result.schema, params);
		else {
			const _json = result.schema;
			const processor = ctx.processors[def.type];
			if (!processor) throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
			processor(schema, ctx, _json, params);
		}
		const parent = schema._zod.parent;
		if (parent) {
			if (!result.ref) result.ref = parent;
			processSchema(parent, ctx, params);
			ctx.seen.get(parent).isParent = true;
		}
	}
	const meta = ctx.metadataRegistry.get(schema);
	if (meta) assignProps(result.schema, meta);
	if (ctx.io === "input" && isTransforming(schema)) {
		delete result.schema.examples;
		delete result.schema.default;
	}
	if (ctx.io === "input" && "_prefault" in result.schema) (_a = result.schema).default ?? (_a.default = result.schema._prefault);
	delete result.schema._prefault;
	return ctx.seen.get(schema).schema;
}
function encodeJSONPointerSegment(segment) {
	return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema) {
	const root = ctx.seen.get(schema);
	if (!root) throw new Error("Unprocessed schema. This is a bug in Zod.");
	if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external) return;
	const idToSchema = /* @__PURE__ */ new Map();
	for (const entry of ctx.seen.entries()) {
		const id = ctx.metadataRegistry.get(entry[0])?.id;
		if (id) {
			const existing = idToSchema.get(id);
			if (existing && existing !== entry[0]) throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
			idToSchema.set(id, entry[0]);
		}
	}
	const makeURI = (entry) => {
		const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
		if (ctx.external) {
			const externalId = ctx.external.registry.get(entry[0])?.id;
			const uriGenerator = ctx.external.uri ?? ((id) => id);
			if (externalId) return { ref: uriGenerator(externalId) };
			const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
			entry[1].defId = id;
			return {
				defId: id,
				ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}`
			};
		}
		const uriPrefix = `#`;
		const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
		if (entry[1] === root && !entry[1].schema.id) return { ref: uriPrefix };
		const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
		return {
			defId,
			ref: defUriPrefix + encodeJSONPointerSegment(defId)
		};
	};
	const extractToDef = (entry) => {
		if (entry[1].schema.$ref) return;
		const seen = entry[1];
		const { ref, defId } = makeURI(entry);
		seen.def = { ...seen.schema };
		if (defId) seen.defId = defId;
		const schema = seen.schema;
		for (const key in schema) delete schema[key];
		schema.$ref = ref;
	};
	if (ctx.cycles === "throw") for (const entry of ctx.seen.entries()) {
		const seen = entry[1];
		if (seen.cycle) throw new Error(`Cycle detected: #/${seen.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
	}
	for (const entry of ctx.seen.entries()) {
		const seen = entry[1];
		if (schema === entry[0]) {
			extractToDef(entry);
			continue;
		}
		if (ctx.external) {
			const ext = ctx.external.registry.get(entry[0])?.id;
			if (schema !== entry[0] && ext) {
				extractToDef(entry);
				continue;
			}
		}
		if (ctx.metadataRegistry.get(entry[0])?.id) {
			extractToDef(entry);
			continue;
		}
		if (seen.cycle) {
			extractToDef(entry);
			continue;
		}
		if (seen.count > 1) {
			if (ctx.reused === "ref") extractToDef(entry);
		}
	}
	if (ctx.external) ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
	const options = schema.anyOf;
	if (!Array.isArray(options) || options.length === 0 || schema.type !== void 0) return;
	const types = [];
	for (const option of options) {
		if (!option || typeof option !== "object") return;
		compactTypeUnion(option);
		const keys = Object.keys(option);
		if (keys.length !== 1 || keys[0] !== "type") return;
		const type = option.type;
		for (const member of Array.isArray(type) ? type : [type]) {
			if (typeof member !== "string") return;
			if (!types.includes(member)) types.push(member);
		}
	}
	delete schema.anyOf;
	schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
* an annotation like `description` — makes a member unfoldable, so a constraint this does not
* understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
var FOLDABLE_KEYS = /* @__PURE__ */ new Set([
	"type",
	"properties",
	"required",
	"additionalProperties"
]);
var UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
	const extra = member.additionalProperties;
	if (extra === void 0 || extra === false || typeof extra !== "object" || extra === null) return null;
	return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
	const objects = [];
	for (const member of members) {
		if (typeof member !== "object" || member.type !== "object") return null;
		for (const key in member) if (!FOLDABLE_KEYS.has(key)) return null;
		objects.push(member);
	}
	const properties = {};
	const required = /* @__PURE__ */ new Set();
	for (const object of objects) {
		for (const key in object.properties) {
			if (Object.prototype.hasOwnProperty.call(properties, key)) continue;
			const parts = [];
			for (const other of objects) {
				const part = other.properties?.[key] ?? undeclaredConstraint(other);
				if (part === null || part === void 0) continue;
				if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part))) parts.push(part);
			}
			assignProp(properties, key, parts.length === 1 ? parts[0] : foldObjects(parts) ?? { allOf: parts });
		}
		for (const key of object.required ?? []) required.add(key);
	}
	const folded = {
		type: "object",
		properties
	};
	if (required.size) folded.required = [...required];
	if (objects.every((object) => object.additionalProperties === false)) folded.additionalProperties = false;
	else {
		const constraints = [];
		for (const object of objects) {
			const constraint = undeclaredConstraint(object);
			if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint))) constraints.push(constraint);
		}
		if (constraints.length === 1) folded.additionalProperties = constraints[0];
		else if (constraints.length > 1) folded.additionalProperties = { allOf: constraints };
	}
	return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
* closed object members reject each other's keys and the schema validates nothing. Zod's parser
* pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
* *every* side rejects it — so the emitted schema has to pool them too, and folding the members
* into one object is the encoding that says so on every target.
*
* This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
* machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
* keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
	const allOf = json.allOf;
	if (!Array.isArray(allOf) || allOf.length < 2) return;
	for (const key of FOLDABLE_KEYS) if (key in json) return;
	const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
	let folded = null;
	if (!unions.length) folded = foldObjects(allOf);
	else {
		const union = unions[0];
		const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
		if (Object.keys(union).length !== 1) return;
		const rest = allOf.filter((m) => m !== union);
		const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
		if (branches.some((b) => !b)) return;
		folded = { [keyword]: branches };
	}
	if (!folded) return;
	delete json.allOf;
	assignProps(json, folded);
}
function finalize(ctx, schema) {
	const root = ctx.seen.get(schema);
	if (!root) throw new Error("Unprocessed schema. This is a bug in Zod.");
	const flattenRef = (zodSchema) => {
		const seen = ctx.seen.get(zodSchema);
		if (seen.ref === null) return;
		const schema = seen.def ?? seen.schema;
		const _cached = { ...schema };
		const ref = seen.ref;
		seen.ref = null;
		if (ref) {
			flattenRef(ref);
			const refSeen = ctx.seen.get(ref);
			const refSchema = refSeen.schema;
			if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
				schema.allOf = schema.allOf ?? [];
				schema.allOf.push(refSchema);
			} else assignProps(schema, refSchema);
			assignProps(schema, _cached);
			if (zodSchema._zod.parent === ref) for (const key in schema) {
				if (key === "$ref" || key === "allOf") continue;
				if (!(key in _cached)) delete schema[key];
			}
			if (refSchema.$ref && refSeen.def) for (const key in schema) {
				if (key === "$ref" || key === "allOf") continue;
				if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) delete schema[key];
			}
		}
		const parent = zodSchema._zod.parent;
		if (parent && parent !== ref) {
			flattenRef(parent);
			const parentSeen = ctx.seen.get(parent);
			if (parentSeen?.schema.$ref) {
				schema.$ref = parentSeen.schema.$ref;
				if (parentSeen.def) for (const key in schema) {
					if (key === "$ref" || key === "allOf") continue;
					if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) delete schema[key];
				}
			}
		}
		ctx.override({
			zodSchema,
			jsonSchema: schema,
			path: seen.path ?? []
		});
	};
	if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
		for (const entry of [...ctx.seen.entries()].reverse()) flattenRef(entry[0]);
		if (ctx.target !== "openapi-3.0") for (const entry of ctx.seen.entries()) compactTypeUnion(entry[1].def ?? entry[1].schema);
		for (const rewrite of ctx.deferred) rewrite();
		if (ctx.intersections.length) {
			const carriers = /* @__PURE__ */ new Map();
			for (const seen of ctx.seen.values()) for (const json of [seen.schema, seen.def]) {
				const allOf = json?.allOf;
				if (!Array.isArray(allOf)) continue;
				const existing = carriers.get(allOf);
				if (existing) existing.push(json);
				else carriers.set(allOf, [json]);
			}
			for (const allOf of ctx.intersections) for (const json of carriers.get(allOf) ?? []) foldIntersection(json);
		}
	}
	const result = {};
	if (ctx.target === "draft-2020-12") result.$schema = "https://json-schema.org/draft/2020-12/schema";
	else if (ctx.target === "draft-07") result.$schema = "http://json-schema.org/draft-07/schema#";
	else if (ctx.target === "draft-04") result.$schema = "http://json-schema.org/draft-04/schema#";
	else if (ctx.target === "openapi-3.0") {}
	if (ctx.external?.uri) {
		const id = ctx.external.registry.get(schema)?.id;
		if (!id) throw new Error("Schema is missing an `id` property");
		result.$id = ctx.external.uri(id);
	}
	assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
	const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
	if (rootMetaId !== void 0 && result.id === rootMetaId) delete result.id;
	const defs = ctx.external?.defs ?? {};
	if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) for (const entry of ctx.seen.entries()) {
		const seen = entry[1];
		if (seen.def && seen.defId) {
			if (seen.def.id === seen.defId) delete seen.def.id;
			assignProp(defs, seen.defId, seen.def);
		}
	}
	if (ctx.external) ctx.sharedEmitDoneFor = ctx.external;
	if (ctx.external) {} else if (Object.keys(defs).length > 0) {
		if (ctx.target === "draft-2020-12") result.$defs = defs;
		else result.definitions = defs;
	}
	try {
		const finalized = JSON.parse(JSON.stringify(result));
		Object.defineProperty(finalized, "~standard", {
			value: {
				...schema["~standard"],
				jsonSchema: {
					input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
					output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
				}
			},
			enumerable: false,
			writable: false
		});
		return finalized;
	} catch (_err) {
		throw new Error("Error converting schema to JSON.");
	}
}
function isTransforming(_schema, _ctx) {
	const ctx = _ctx ?? { seen: /* @__PURE__ */ new Set() };
	if (ctx.seen.has(_schema)) return false;
	ctx.seen.add(_schema);
	const def = _schema._zod.def;
	if (def.type === "transform") return true;
	if (def.type === "array") return isTransforming(def.element, ctx);
	if (def.type === "set") return isTransforming(def.valueType, ctx);
	if (def.type === "lazy") return isTransforming(def.getter(), ctx);
	if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") return isTransforming(def.innerType, ctx);
	if (def.type === "intersection") return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
	if (def.type === "record" || def.type === "map") return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
	if (def.type === "pipe") {
		if (_schema._zod.traits.has("$ZodCodec")) return true;
		return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
	}
	if (def.type === "object") {
		for (const key in def.shape) if (isTransforming(def.shape[key], ctx)) return true;
		return false;
	}
	if (def.type === "union") {
		for (const option of def.options) if (isTransforming(option, ctx)) return true;
		return false;
	}
	if (def.type === "tuple") {
		for (const item of def.items) if (isTransforming(item, ctx)) return true;
		if (def.rest && isTransforming(def.rest, ctx)) return true;
		return false;
	}
	return false;
}
/**
* Creates a toJSONSchema method for a schema instance.
* This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
*/
var createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
	const ctx = initializeContext({
		...params,
		processors
	});
	processSchema(schema, ctx);
	extractDefs(ctx, schema);
	return finalize(ctx, schema);
};
var createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
	const { libraryOptions, target } = params ?? {};
	const ctx = initializeContext({
		...libraryOptions ?? {},
		target,
		io,
		processors
	});
	processSchema(schema, ctx);
	extractDefs(ctx, schema);
	return finalize(ctx, schema);
};
// ../../node_modules/zod/v4/core/json-schema-processors.js
var narrowMin = (agg, key, value) => {
	if (agg[key] === void 0 || value > agg[key]) agg[key] = value;
};
var narrowMax = (agg, key, value) => {
	if (agg[key] === void 0 || value < agg[key]) agg[key] = value;
};
var narrowBoth = (agg, value) => {
	narrowMin(agg, "minimum", value);
	narrowMax(agg, "maximum", value);
};
var addDivisor = (agg, value) => {
	agg.multipleOf ?? (agg.multipleOf = []);
	if (!agg.multipleOf.includes(value)) agg.multipleOf.push(value);
};
var addPattern = (agg, pattern) => {
	agg.patterns ?? (agg.patterns = /* @__PURE__ */ new Set());
	agg.patterns.add(pattern);
};
var intersectMime = (agg, mime) => {
	agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
var setFormat = (agg, format) => {
	agg.format = format;
	if (format.includes("int")) agg.isInt = true;
};
var minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
var maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
var formatContributor = (ranges) => (agg, def) => {
	setFormat(agg, def.format);
	const [minimum, maximum] = ranges[def.format];
	narrowMin(agg, "minimum", minimum);
	narrowMax(agg, "maximum", maximum);
};
var contributors = {
	greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
	less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
	multiple_of: (agg, def) => addDivisor(agg, def.value),
	number_format: formatContributor(NUMBER_FORMAT_RANGES),
	bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
	min_length: minContributor,
	max_length: maxContributor,
	length_equals: (agg, def) => narrowBoth(agg, def.length),
	min_size: minContributor,
	max_size: maxContributor,
	size_equals: (agg, def) => narrowBoth(agg, def.size),
	string_format: (agg, def) => {
		setFormat(agg, def.format);
		if (def.pattern) addPattern(agg, def.pattern);
		if (def.format === "base64" || def.format === "base64url") agg.contentEncoding = def.format;
		if (def.local || def.precision === -1) agg.laxFormat = true;
	},
	mime_type: (agg, def) => intersectMime(agg, def.mime)
};
function aggregateChecks(schema) {
	const agg = {};
	const def = schema._zod.def;
	const list = schema._zod.traits.has("$ZodCheck") ? [schema, ...def.checks ?? []] : def.checks ?? [];
	for (const ch of list) contributors[ch._zod.def.check]?.(agg, ch._zod.def);
	const bag = schema._zod.bag;
	if (bag.minimum !== void 0) narrowMin(agg, "minimum", bag.minimum);
	if (bag.exclusiveMinimum !== void 0) narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
	if (bag.maximum !== void 0) narrowMax(agg, "maximum", bag.maximum);
	if (bag.exclusiveMaximum !== void 0) narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
	if (bag.multipleOf !== void 0) addDivisor(agg, bag.multipleOf);
	if (bag.format !== void 0) {
		agg.format ?? (agg.format = bag.format);
		if (bag.format.includes("int")) agg.isInt = true;
	}
	if (bag.mime) intersectMime(agg, bag.mime);
	for (const pattern of bag.patterns ?? []) addPattern(agg, pattern);
	return agg;
}
var formatMap = {
	guid: "uuid",
	url: "uri",
	datetime: "date-time",
	json_string: "json-string",
	regex: ""
};
var exactPatterns = /* @__PURE__ */ new Map([[base64Charset, base64], [base64urlCharset, base64url]]);
var exactPattern = (p) => exactPatterns.get(p) ?? p;
var stringProcessor = (schema, ctx, _json, _params) => {
	const json = _json;
	json.type = "string";
	const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
	if (typeof minimum === "number") json.minLength = minimum;
	if (typeof maximum === "number") json.maxLength = maximum;
	if (format) {
		json.format = formatMap[format] ?? format;
		if (json.format === "") delete json.format;
		if (format === "time" || laxFormat) delete json.format;
	}
	if (contentEncoding) json.contentEncoding = contentEncoding;
	if (patterns && patterns.size > 0) {
		const patternList = [...patterns].map(exactPattern);
		if (patternList.length === 1) json.pattern = patternList[0].source;
		else if (patternList.length > 1) json.allOf = [...patternList.map((regex) => ({
			...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? { type: "string" } : {},
			pattern: regex.source
		}))];
	}
};
var numberProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
	json.type = isInt ? "integer" : "number";
	const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
	const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
	const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
	if (exMin) {
		if (legacy) {
			json.minimum = exclusiveMinimum;
			json.exclusiveMinimum = true;
		} else json.exclusiveMinimum = exclusiveMinimum;
	} else if (typeof minimum === "number") json.minimum = minimum;
	if (exMax) {
		if (legacy) {
			json.maximum = exclusiveMaximum;
			json.exclusiveMaximum = true;
		} else json.exclusiveMaximum = exclusiveMaximum;
	} else if (typeof maximum === "number") json.maximum = maximum;
	if (multipleOf) {
		const divisors = /* @__PURE__ */ new Set();
		for (const divisor of multipleOf) if (Number.isFinite(divisor) && divisor !== 0) divisors.add(Math.abs(divisor));
		else handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
		const [first, ...rest] = divisors;
		if (first !== void 0) json.multipleOf = first;
		if (rest.length) json.allOf = [...json.allOf ?? [], ...rest.map((m) => ({ multipleOf: m }))];
	}
};
var booleanProcessor = (_schema, _ctx, json, _params) => {
	json.type = "boolean";
};
var nullProcessor = (_schema, ctx, json, _params) => {
	if (ctx.target === "openapi-3.0") {
		json.type = "string";
		json.nullable = true;
		json.enum = [null];
	} else json.type = "null";
};
var neverProcessor = (_schema, _ctx, json, _params) => {
	json.not = {};
};
var enumProcessor = (schema, _ctx, json, _params) => {
	const def = schema._zod.def;
	const values = getEnumValues(def.entries);
	if (values.length === 0) {
		json.not = {};
		return;
	}
	if (values.every((v) => typeof v === "number")) json.type = "number";
	if (values.every((v) => typeof v === "string")) json.type = "string";
	json.enum = values;
};
var literalProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	if (def.values.length === 0) {
		json.not = {};
		return;
	}
	const vals = [];
	for (const val of def.values) if (val === void 0) {
		if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema")) return;
	} else if (typeof val === "bigint") {
		if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema")) return;
		vals.push(Number(val));
	} else vals.push(val);
	if (vals.length === 0) {} else if (vals.length === 1) {
		const val = vals[0];
		json.type = val === null ? "null" : typeof val;
		if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") json.enum = [val];
		else json.const = val;
	} else {
		if (vals.every((v) => typeof v === "number")) json.type = "number";
		if (vals.every((v) => typeof v === "string")) json.type = "string";
		if (vals.every((v) => typeof v === "boolean")) json.type = "boolean";
		if (vals.every((v) => v === null)) json.type = "null";
		json.enum = vals;
	}
};
var customProcessor = (schema, ctx, json, params) => {
	handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
var transformProcessor = (schema, ctx, json, params) => {
	handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
var arrayProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const def = schema._zod.def;
	const { minimum, maximum } = aggregateChecks(schema);
	if (typeof minimum === "number") json.minItems = minimum;
	if (typeof maximum === "number") json.maxItems = maximum;
	json.type = "array";
	json.items = processSchema(def.element, ctx, {
		...params,
		path: [...params.path, "items"]
	});
};
function inputOptin(schema) {
	const def = schema._zod.def;
	if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) return inputOptin(def.out);
	if (def.type === "catch") return inputOptin(def.innerType);
	return schema._zod.optin;
}
var objectProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const def = schema._zod.def;
	const shape = def.shape;
	if (Object.getOwnPropertySymbols(shape).length && handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) return;
	json.type = "object";
	json.properties = {};
	for (const key in shape) assignProp(json.properties, key, processSchema(shape[key], ctx, {
		...params,
		path: [
			...params.path,
			"properties",
			key
		]
	}));
	const requiredKeys = [];
	for (const key of Object.keys(shape)) {
		const field = def.shape[key];
		if (ctx.io === "input" ? inputOptin(field) === void 0 : field._zod.optout === void 0) requiredKeys.push(key);
	}
	if (requiredKeys.length > 0) json.required = requiredKeys;
	if (def.catchall?._zod.def.type === "never") json.additionalProperties = false;
	else if (!def.catchall) {
		if (ctx.io === "output") json.additionalProperties = false;
	} else if (def.catchall) json.additionalProperties = processSchema(def.catchall, ctx, {
		...params,
		path: [...params.path, "additionalProperties"]
	});
};
var unionProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	const isExclusive = def.inclusive === false;
	const options = def.options.map((x, i) => processSchema(x, ctx, {
		...params,
		path: [
			...params.path,
			isExclusive ? "oneOf" : "anyOf",
			i
		]
	}));
	if (isExclusive) json.oneOf = options;
	else json.anyOf = options;
};
var intersectionProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	const a = processSchema(def.left, ctx, {
		...params,
		path: [
			...params.path,
			"allOf",
			0
		]
	});
	const b = processSchema(def.right, ctx, {
		...params,
		path: [
			...params.path,
			"allOf",
			1
		]
	});
	const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
	const allOf = [...isSimpleIntersection(a) ? a.allOf : [a], ...isSimpleIntersection(b) ? b.allOf : [b]];
	json.allOf = allOf;
	ctx.intersections.push(allOf);
};
var tupleProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const def = schema._zod.def;
	json.type = "array";
	const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
	const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
	const prefixItems = def.items.map((x, i) => processSchema(x, ctx, {
		...params,
		path: [
			...params.path,
			prefixPath,
			i
		]
	}));
	const rest = def.rest ? processSchema(def.rest, ctx, {
		...params,
		path: [
			...params.path,
			restPath,
			...ctx.target === "openapi-3.0" ? [def.items.length] : []
		]
	}) : null;
	let minItems = def.items.length;
	while (minItems > 0) {
		const item = def.items[minItems - 1];
		if (!(ctx.io === "input" ? inputOptin(item) !== void 0 : item._zod.optout === "optional")) break;
		minItems--;
	}
	const maxItems = def.items.length;
	const isClosed = !def.rest;
	if (ctx.target === "draft-2020-12") {
		json.prefixItems = prefixItems;
		if (isClosed) json.items = false;
		else if (rest) json.items = rest;
		if (minItems > 0) json.minItems = minItems;
		if (isClosed) json.maxItems = maxItems;
	} else if (ctx.target === "openapi-3.0") {
		json.items = { anyOf: prefixItems };
		if (rest) json.items.anyOf.push(rest);
		if (minItems > 0) json.minItems = minItems;
		if (isClosed) json.maxItems = maxItems;
	} else {
		json.items = prefixItems;
		if (isClosed) json.additionalItems = false;
		else if (rest) json.additionalItems = rest;
		if (minItems > 0) json.minItems = minItems;
		if (isClosed) json.maxItems = maxItems;
	}
	const { minimum, maximum } = aggregateChecks(schema);
	if (typeof minimum === "number") json.minItems = minimum;
	if (typeof maximum === "number") json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
* numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
* behind a wrapper only carries its own `type` before then, and a union key only has its branches.
*
* A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
* than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
* exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
* accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
* outright. */
function stringifyKeyNames(bySchema, json, visited) {
	if (json.$ref) {
		if (visited.has(json)) return json;
		visited.add(json);
		const def = bySchema.get(json)?.def;
		if (!def) return json;
		const inlined = stringifyKeyNames(bySchema, def, visited);
		return inlined === def ? json : inlined;
	}
	for (const keyword of ["anyOf", "oneOf"]) {
		const branches = json[keyword];
		if (!Array.isArray(branches)) continue;
		const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
		if (mapped.some((branch, i) => branch !== branches[i])) json = {
			...json,
			[keyword]: mapped
		};
	}
	const types = Array.isArray(json.type) ? json.type : [json.type];
	const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
	const values = json.enum ?? (json.const !== void 0 ? [json.const] : void 0);
	if (!numericType && !values?.some((v) => typeof v === "number")) return json;
	const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
	if (rest.enum) rest.enum = rest.enum.map((v) => typeof v === "number" ? String(v) : v);
	else if (typeof rest.const === "number") rest.const = String(rest.const);
	if (!numericType) return rest;
	rest.type = "string";
	if (!values) rest.pattern = (types.includes("number") ? number$2 : integer).source;
	return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
var pendingRecords = /* @__PURE__ */ new WeakMap();
function rewriteKeyNames(ctx) {
	const bySchema = /* @__PURE__ */ new Map();
	for (const entry of ctx.seen.values()) if (entry.def && !bySchema.has(entry.schema)) bySchema.set(entry.schema, entry);
	const rewrites = /* @__PURE__ */ new Map();
	for (const record of pendingRecords.get(ctx) ?? []) {
		const seen = ctx.seen.get(record);
		const names = (seen?.def ?? seen?.schema)?.propertyNames;
		if (!names || names === true || rewrites.has(names)) continue;
		const rewritten = stringifyKeyNames(bySchema, names, /* @__PURE__ */ new Set());
		if (rewritten !== names) rewrites.set(names, rewritten);
	}
	if (!rewrites.size) return;
	for (const entry of ctx.seen.values()) for (const carrier of [entry.schema, entry.def]) {
		const rewritten = carrier && rewrites.get(carrier.propertyNames);
		if (rewritten) carrier.propertyNames = rewritten;
	}
}
var recordProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const def = schema._zod.def;
	json.type = "object";
	const keyType = def.keyType;
	const patterns = aggregateChecks(keyType).patterns;
	if (def.mode === "loose" && patterns && patterns.size > 0) {
		const valueSchema = processSchema(def.valueType, ctx, {
			...params,
			path: [
				...params.path,
				"patternProperties",
				"*"
			]
		});
		json.patternProperties = {};
		for (const pattern of patterns) assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
	} else {
		if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
			json.propertyNames = processSchema(def.keyType, ctx, {
				...params,
				path: [...params.path, "propertyNames"]
			});
			let pending = pendingRecords.get(ctx);
			if (!pending) {
				pending = [];
				pendingRecords.set(ctx, pending);
				ctx.deferred.push(() => rewriteKeyNames(ctx));
			}
			pending.push(schema);
		}
		json.additionalProperties = processSchema(def.valueType, ctx, {
			...params,
			path: [...params.path, "additionalProperties"]
		});
	}
	const keyValues = keyType._zod.values;
	const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== void 0;
	if (keyValues && !def.partial && !omittableOnInput) {
		const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
		if (validKeyValues.length > 0) json.required = validKeyValues.map(String);
	}
};
var nullableProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	const inner = processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	if (ctx.target === "openapi-3.0") {
		seen.ref = def.innerType;
		json.nullable = true;
	} else json.anyOf = [inner, { type: "null" }];
};
var nonoptionalProcessor = (schema, ctx, _json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
* A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
* unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
var UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
	let unrepresentable = false;
	const serialized = JSON.stringify(value, (_, val) => {
		if (typeof val !== "bigint") return val;
		unrepresentable = true;
		return null;
	});
	if (!unrepresentable) return JSON.parse(serialized);
	handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
	return UNREPRESENTABLE_DEFAULT;
}
var defaultProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
	const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
	if (value !== UNREPRESENTABLE_DEFAULT) json.default = value;
};
var prefaultProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
	if (ctx.io !== "input") return;
	const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
	if (value !== UNREPRESENTABLE_DEFAULT) json._prefault = value;
};
var catchProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
	let catchValue;
	try {
		catchValue = def.catchValue(void 0);
	} catch {
		handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
		return;
	}
	json.default = catchValue;
};
var pipeProcessor = (schema, ctx, _json, params) => {
	const def = schema._zod.def;
	const inIsTransform = def.in._zod.traits.has("$ZodTransform");
	const innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
	processSchema(innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = innerType;
};
var readonlyProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
	json.readOnly = true;
};
var optionalProcessor = (schema, ctx, _json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
};
// ../../node_modules/zod/v4/classic/errors.js
var _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function _lazyMethod(proto, key, make) {
	Object.defineProperty(proto, key, {
		configurable: true,
		enumerable: false,
		get() {
			const value = make(this);
			Object.defineProperty(this, key, {
				value,
				configurable: true,
				writable: true
			});
			return value;
		},
		set(value) {
			Object.defineProperty(this, key, {
				value,
				configurable: true,
				writable: true
			});
		}
	});
}
var initializer = (inst, issues) => {
	$ZodError.init(inst, issues);
	inst.name = "ZodError";
	const proto = Object.getPrototypeOf(inst);
	if (_installedErrorProtos.has(proto)) return;
	_installedErrorProtos.add(proto);
	_lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
	_lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
	_lazyMethod(proto, "addIssue", (self) => (issue) => {
		self.issues.push(issue);
		self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
	});
	_lazyMethod(proto, "addIssues", (self) => (issues) => {
		self.issues.push(...issues);
		self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
	});
	Object.defineProperty(proto, "isEmpty", {
		configurable: true,
		enumerable: false,
		get() {
			return this.issues.length === 0;
		}
	});
};
var ZodRealError = /*@__PURE__*/ $constructor("ZodError", initializer, void 0, { Parent: Error });
// ../../node_modules/zod/v4/classic/parse.js
var parse = /* @__PURE__ */ _parse(ZodRealError);
var parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
var safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
var safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);
var encode = /* @__PURE__ */ _encode(ZodRealError);
var decode = /* @__PURE__ */ _decode(ZodRealError);
var encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
var decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
var safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
var safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
var safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
var safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);
// ../../node_modules/zod/v4/classic/schemas.js
function _ensureDefaultLocale() {
	if (!globalConfig.localeError) config(en_default());
}
function _ensureDefaultMemoizer() {
	if (!globalConfig.memoizer) config({ memoizer: memoizer() });
}
var ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
	_ensureDefaultLocale();
	$ZodType.init(inst, def);
	inst.def = def;
	inst.type = def.type;
	return inst;
}, {
	check(...chks) {
		const def = this.def;
		return this.clone(mergeDefs(def, { checks: [...def.checks ?? [], ...chks.map((ch) => typeof ch === "function" ? { _zod: {
			check: ch,
			def: { check: "custom" },
			onattach: []
		} } : ch)] }), { parent: true });
	},
	with(...chks) {
		return this.check(...chks);
	},
	clone(def, params) {
		return clone(this, def, params);
	},
	brand() {
		return this;
	},
	register(reg, meta) {
		reg.add(this, meta);
		return this;
	},
	refine(check, params) {
		return this.check(refine(check, params));
	},
	superRefine(refinement, params) {
		return this.check(superRefine(refinement, params));
	},
	overwrite(fn) {
		return this.check(/* @__PURE__ */ _overwrite(fn));
	},
	optional() {
		return optional(this);
	},
	exactOptional() {
		return exactOptional(this);
	},
	nullable() {
		return nullable(this);
	},
	nullish() {
		return optional(nullable(this));
	},
	nonoptional(params) {
		return nonoptional(this, params);
	},
	array() {
		return array(this);
	},
	or(arg) {
		return union([this, arg]);
	},
	and(arg) {
		return intersection(this, arg);
	},
	transform(tx) {
		return pipe(this, transform(tx));
	},
	default(d) {
		return _default(this, d);
	},
	prefault(d) {
		return prefault(this, d);
	},
	catch(params) {
		return _catch(this, params);
	},
	pipe(target) {
		return pipe(this, target);
	},
	readonly() {
		return readonly(this);
	},
	describe(description) {
		const cl = this.clone();
		globalRegistry.add(cl, { description });
		return cl;
	},
	meta(...args) {
		if (args.length === 0) return globalRegistry.get(this);
		const cl = this.clone();
		globalRegistry.add(cl, args[0]);
		return cl;
	},
	isOptional() {
		return this.safeParse(void 0).success;
	},
	isNullable() {
		return this.safeParse(null).success;
	},
	apply(fn, ...args) {
		return args.length === 0 ? fn(this) : fn(this, ...args);
	},
	get "~standard"() {
		return hide(this, "~standard", {
			...standardProps(this),
			jsonSchema: {
				input: createStandardJSONSchemaMethod(this, "input"),
				output: createStandardJSONSchemaMethod(this, "output")
			}
		});
	},
	set "~standard"(value) {
		own(this, "~standard", value);
	},
	parse: function _parse(data, params) {
		return parse(this, data, params, { callee: _parse });
	},
	parseAsync: async function _parseAsync(data, params) {
		return await parseAsync(this, data, params, { callee: _parseAsync });
	},
	safeParse(data, params) {
		return safeParse(this, data, params);
	},
	async safeParseAsync(data, params) {
		return safeParseAsync(this, data, params);
	},
	get spa() {
		return this?.safeParseAsync;
	},
	set spa(value) {
		own(this, "spa", value);
	},
	validate(data, params) {
		return validate(this, data, params);
	},
	validateAsync(data, params) {
		return validateAsync$1(this, data, params);
	},
	encode: function _encode(data, params) {
		return encode(this, data, params, { callee: _encode });
	},
	decode: function _decode(data, params) {
		return decode(this, data, params, { callee: _decode });
	},
	encodeAsync: async function _encodeAsync(data, params) {
		return await encodeAsync(this, data, params, { callee: _encodeAsync });
	},
	decodeAsync: async function _decodeAsync(data, params) {
		return await decodeAsync(this, data, params, { callee: _decodeAsync });
	},
	safeEncode(data, params) {
		return safeEncode(this, data, params);
	},
	safeDecode(data, params) {
		return safeDecode(this, data, params);
	},
	async safeEncodeAsync(data, params) {
		return safeEncodeAsync(this, data, params);
	},
	async safeDecodeAsync(data, params) {
		return safeDecodeAsync(this, data, params);
	},
	toJSONSchema(params) {
		return createToJSONSchemaMethod(this, {})(params);
	},
	get description() {
		return globalRegistry.get(this)?.description;
	},
	get _def() {
		return this._zod.def;
	}
});
/** @internal */
var _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
	$ZodString.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, /*@__PURE__*/ derived({
	format: (inst) => aggregateChecks(inst).format ?? null,
	minLength: (inst) => aggregateChecks(inst).minimum ?? null,
	maxLength: (inst) => aggregateChecks(inst).maximum ?? null
}, {
	regex(...args) {
		return this.check(/* @__PURE__ */ _regex(...args));
	},
	includes(...args) {
		return this.check(/* @__PURE__ */ _includes(...args));
	},
	startsWith(...args) {
		return this.check(/* @__PURE__ */ _startsWith(...args));
	},
	endsWith(...args) {
		return this.check(/* @__PURE__ */ _endsWith(...args));
	},
	min(...args) {
		return this.check(/* @__PURE__ */ _minLength(...args));
	},
	max(...args) {
		return this.check(/* @__PURE__ */ _maxLength(...args));
	},
	length(...args) {
		return this.check(/* @__PURE__ */ _length(...args));
	},
	nonempty(...args) {
		return this.check(/* @__PURE__ */ _minLength(1, ...args));
	},
	lowercase(params) {
		return this.check(/* @__PURE__ */ _lowercase(params));
	},
	uppercase(params) {
		return this.check(/* @__PURE__ */ _uppercase(params));
	},
	trim() {
		return this.check(/* @__PURE__ */ _trim());
	},
	normalize(...args) {
		return this.check(/* @__PURE__ */ _normalize(...args));
	},
	toLowerCase() {
		return this.check(/* @__PURE__ */ _toLowerCase());
	},
	toUpperCase() {
		return this.check(/* @__PURE__ */ _toUpperCase());
	},
	slugify() {
		return this.check(/* @__PURE__ */ _slugify());
	}
}));
var ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
	$ZodString.init(inst, def);
	_ZodString.init(inst, def);
}, {
	email(params) {
		return this.check(/* @__PURE__ */ _email(ZodEmail, params));
	},
	url(params) {
		return this.check(/* @__PURE__ */ _url(ZodURL, params));
	},
	jwt(params) {
		return this.check(/* @__PURE__ */ _jwt(ZodJWT, params));
	},
	emoji(params) {
		return this.check(/* @__PURE__ */ _emoji(ZodEmoji, params));
	},
	guid(params) {
		return this.check(/* @__PURE__ */ _guid(ZodGUID, params));
	},
	uuid(params) {
		return this.check(/* @__PURE__ */ _uuid(ZodUUID, params));
	},
	uuidv4(params) {
		return this.check(/* @__PURE__ */ _uuidv4(ZodUUID, params));
	},
	uuidv6(params) {
		return this.check(/* @__PURE__ */ _uuidv6(ZodUUID, params));
	},
	uuidv7(params) {
		return this.check(/* @__PURE__ */ _uuidv7(ZodUUID, params));
	},
	nanoid(params) {
		return this.check(/* @__PURE__ */ _nanoid(ZodNanoID, params));
	},
	cuid(params) {
		return this.check(/* @__PURE__ */ _cuid(ZodCUID, params));
	},
	cuid2(params) {
		return this.check(/* @__PURE__ */ _cuid2(ZodCUID2, params));
	},
	ulid(params) {
		return this.check(/* @__PURE__ */ _ulid(ZodULID, params));
	},
	base64(params) {
		return this.check(/* @__PURE__ */ _base64(ZodBase64, params));
	},
	base64url(params) {
		return this.check(/* @__PURE__ */ _base64url(ZodBase64URL, params));
	},
	xid(params) {
		return this.check(/* @__PURE__ */ _xid(ZodXID, params));
	},
	ksuid(params) {
		return this.check(/* @__PURE__ */ _ksuid(ZodKSUID, params));
	},
	ipv4(params) {
		return this.check(/* @__PURE__ */ _ipv4(ZodIPv4, params));
	},
	ipv6(params) {
		return this.check(/* @__PURE__ */ _ipv6(ZodIPv6, params));
	},
	cidrv4(params) {
		return this.check(/* @__PURE__ */ _cidrv4(ZodCIDRv4, params));
	},
	cidrv6(params) {
		return this.check(/* @__PURE__ */ _cidrv6(ZodCIDRv6, params));
	},
	e164(params) {
		return this.check(/* @__PURE__ */ _e164(ZodE164, params));
	},
	datetime(params) {
		return this.check(/* @__PURE__ */ _isoDateTime(ZodISODateTime, params));
	},
	date(params) {
		return this.check(/* @__PURE__ */ _isoDate(ZodISODate, params));
	},
	time(params) {
		return this.check(/* @__PURE__ */ _isoTime(ZodISOTime, params));
	},
	duration(params) {
		return this.check(/* @__PURE__ */ _isoDuration(ZodISODuration, params));
	}
});
function string(params) {
	return /* @__PURE__ */ _string(ZodString, params);
}
var ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
	$ZodStringFormat.init(inst, def);
	_ZodString.init(inst, def);
});
var ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
	$ZodISODateTime.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
	$ZodISODate.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
	$ZodISOTime.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
	$ZodISODuration.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
	$ZodEmail.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
	$ZodGUID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
	$ZodUUID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
	$ZodURL.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
	$ZodEmoji.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
	$ZodNanoID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
/**
* @deprecated CUID v1 is deprecated by its authors due to information leakage
* (timestamps embedded in the id). Use {@link ZodCUID2} instead.
* See https://github.com/paralleldrive/cuid.
*/
var ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
	$ZodCUID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
	$ZodCUID2.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
	$ZodULID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
	$ZodXID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
	$ZodKSUID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
	$ZodIPv4.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
	$ZodIPv6.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
	$ZodCIDRv4.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
	$ZodCIDRv6.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
	$ZodBase64.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
	$ZodBase64URL.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
	$ZodE164.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
	$ZodJWT.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
	$ZodNumber.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
	inst.isFinite = true;
}, /*@__PURE__*/ derived({
	minValue: (inst) => {
		const { minimum, exclusiveMinimum } = aggregateChecks(inst);
		return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
	},
	maxValue: (inst) => {
		const { maximum, exclusiveMaximum } = aggregateChecks(inst);
		return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
	},
	isInt: (inst) => {
		const { isInt, multipleOf } = aggregateChecks(inst);
		return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
	},
	format: (inst) => aggregateChecks(inst).format ?? null
}, {
	gt(value, params) {
		return this.check(/* @__PURE__ */ _gt(value, params));
	},
	gte(value, params) {
		return this.check(/* @__PURE__ */ _gte(value, params));
	},
	min(value, params) {
		return this.check(/* @__PURE__ */ _gte(value, params));
	},
	lt(value, params) {
		return this.check(/* @__PURE__ */ _lt(value, params));
	},
	lte(value, params) {
		return this.check(/* @__PURE__ */ _lte(value, params));
	},
	max(value, params) {
		return this.check(/* @__PURE__ */ _lte(value, params));
	},
	int(params) {
		return this.check(int(params));
	},
	safe(params) {
		return this.check(int(params));
	},
	positive(params) {
		return this.check(/* @__PURE__ */ _gt(0, params));
	},
	nonnegative(params) {
		return this.check(/* @__PURE__ */ _gte(0, params));
	},
	negative(params) {
		return this.check(/* @__PURE__ */ _lt(0, params));
	},
	nonpositive(params) {
		return this.check(/* @__PURE__ */ _lte(0, params));
	},
	multipleOf(value, params) {
		return this.check(/* @__PURE__ */ _multipleOf(value, params));
	},
	step(value, params) {
		return this.check(/* @__PURE__ */ _multipleOf(value, params));
	},
	finite() {
		return this;
	}
}));
function number$1(params) {
	return /* @__PURE__ */ _number(ZodNumber, params);
}
var ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
	$ZodNumberFormat.init(inst, def);
	ZodNumber.init(inst, def);
});
function int(params) {
	return /* @__PURE__ */ _int(ZodNumberFormat, params);
}
var ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
	$ZodBoolean.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function boolean(params) {
	return /* @__PURE__ */ _boolean(ZodBoolean, params);
}
var ZodNull = /*@__PURE__*/ $constructor("ZodNull", (inst, def) => {
	$ZodNull.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => nullProcessor(inst, ctx, json, params);
});
function _null(params) {
	return /* @__PURE__ */ _null$1(ZodNull, params);
}
var ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
	$ZodUnknown.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => void 0;
});
function unknown() {
	return /* @__PURE__ */ _unknown(ZodUnknown);
}
var ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
	$ZodNever.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
	return /* @__PURE__ */ _never(ZodNever, params);
}
var ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodArray.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
	inst.element = def.element;
}, {
	min(n, params) {
		return this.check(/* @__PURE__ */ _minLength(n, params));
	},
	nonempty(params) {
		return this.check(/* @__PURE__ */ _minLength(1, params));
	},
	max(n, params) {
		return this.check(/* @__PURE__ */ _maxLength(n, params));
	},
	length(n, params) {
		return this.check(/* @__PURE__ */ _length(n, params));
	},
	unwrap() {
		return this.element;
	}
});
function array(element, params) {
	return /* @__PURE__ */ _array(ZodArray, element, params);
}
var ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodObjectJIT.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
	installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
	keyof() {
		return _enum(Object.keys(this._zod.def.shape));
	},
	catchall(catchall) {
		return this.clone(mergeDefs(this._zod.def, { catchall }));
	},
	passthrough() {
		return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
	},
	loose() {
		return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
	},
	strict() {
		return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
	},
	strip() {
		return this.clone(mergeDefs(this._zod.def, { catchall: void 0 }));
	},
	extend(incoming) {
		return extend(this, incoming);
	},
	safeExtend(incoming) {
		return safeExtend(this, incoming);
	},
	merge(other) {
		return merge(this, other);
	},
	pick(mask) {
		return pick(this, mask);
	},
	omit(mask) {
		return omit(this, mask);
	},
	partial(...args) {
		return partial(ZodOptional, this, args[0]);
	},
	exactPartial(...args) {
		return partial(ZodExactOptional, this, args[0], "exactPartial");
	},
	required(...args) {
		return required(ZodNonOptional, this, args[0]);
	}
});
function object(shape, params) {
	return new ZodObject({
		type: "object",
		shape: shape ?? {},
		...normalizeParams(params)
	});
}
var ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
	$ZodUnion.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
	inst.options = def.options;
});
function union(options, params) {
	return new ZodUnion({
		type: "union",
		options,
		...normalizeParams(params)
	});
}
var ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
	$ZodIntersection.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
	return new ZodIntersection({
		type: "intersection",
		left,
		right
	});
}
var ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodTuple.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
	rest(rest) {
		return this.clone({
			...this._zod.def,
			rest
		});
	},
	partial() {
		const def = this._zod.def;
		if (def.checks?.length) throw new Error(".partial() cannot be used on tuple schemas containing refinements");
		return this.clone({
			...def,
			items: def.items.map((item) => new ZodOptional({
				type: "optional",
				innerType: item
			}))
		});
	}
});
function tuple(items, _paramsOrRest, _params) {
	const hasRest = _paramsOrRest instanceof $ZodType;
	return new ZodTuple({
		type: "tuple",
		items,
		rest: hasRest ? _paramsOrRest : null,
		...normalizeParams(hasRest ? _params : _paramsOrRest)
	});
}
var ZodRecord = /*@__PURE__*/ $constructor("ZodRecord", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodRecord.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
	inst.keyType = def.keyType;
	inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
	if (!valueType || !valueType._zod) return new ZodRecord({
		type: "record",
		keyType: string(),
		valueType: keyType,
		...normalizeParams(valueType)
	});
	return new ZodRecord({
		type: "record",
		keyType,
		valueType,
		...normalizeParams(params)
	});
}
var ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
	$ZodEnum.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
	inst.enum = def.entries;
	inst.options = [...inst._zod.values];
	const keys = new Set(Object.keys(def.entries));
	inst.extract = (values, params) => {
		const newEntries = {};
		for (const value of values) if (keys.has(value)) newEntries[value] = def.entries[value];
		else throw new Error(`Key ${value} not found in enum`);
		return new ZodEnum({
			...def,
			checks: [],
			...normalizeParams(params),
			entries: newEntries
		});
	};
	inst.exclude = (values, params) => {
		const newEntries = { ...def.entries };
		for (const value of values) if (keys.has(value)) delete newEntries[value];
		else throw new Error(`Key ${value} not found in enum`);
		return new ZodEnum({
			...def,
			checks: [],
			...normalizeParams(params),
			entries: newEntries
		});
	};
});
function _enum(values, params) {
	return new ZodEnum({
		type: "enum",
		entries: Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values,
		...normalizeParams(params)
	});
}
var ZodLiteral = /*@__PURE__*/ $constructor("ZodLiteral", (inst, def) => {
	$ZodLiteral.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
	inst.values = new Set(def.values);
	Object.defineProperty(inst, "value", { get() {
		if (def.values.length > 1) throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
		return def.values[0];
	} });
});
function literal(value, params) {
	return new ZodLiteral({
		type: "literal",
		values: Array.isArray(value) ? value : [value],
		...normalizeParams(params)
	});
}
var ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodTransform.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
	inst._zod.parse = (payload, _ctx) => {
		if (_ctx.direction === "backward") throw new $ZodEncodeError(inst.constructor.name);
		payload.addIssue = (issue$1) => {
			if (typeof issue$1 === "string") payload.issues.push(issue(issue$1, payload.value, def));
			else {
				const _issue = issue$1;
				if (_issue.fatal) _issue.continue = false;
				_issue.code ?? (_issue.code = "custom");
				if (!("input" in _issue)) _issue.input = payload.value;
				_issue.inst ?? (_issue.inst = inst);
				payload.issues.push(issue(_issue));
			}
		};
		const output = def.transform(payload.value, payload);
		if (output instanceof Promise) return output.then((output) => {
			payload.value = output;
			return payload;
		});
		payload.value = output;
		return payload;
	};
});
function transform(fn) {
	return new ZodTransform({
		type: "transform",
		transform: fn
	});
}
var ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
	$ZodOptional.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
	return new ZodOptional({
		type: "optional",
		innerType
	});
}
var ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
	$ZodExactOptional.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
	return new ZodExactOptional({
		type: "optional",
		innerType
	});
}
var ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
	$ZodNullable.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
	return new ZodNullable({
		type: "nullable",
		innerType
	});
}
var ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
	$ZodDefault.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
	inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
	return new ZodDefault({
		type: "default",
		innerType,
		get defaultValue() {
			return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
		}
	});
}
var ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
	$ZodPrefault.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
	return new ZodPrefault({
		type: "prefault",
		innerType,
		get defaultValue() {
			return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
		}
	});
}
var ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
	$ZodNonOptional.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
	return new ZodNonOptional({
		type: "nonoptional",
		innerType,
		...normalizeParams(params)
	});
}
var ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
	$ZodCatch.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
	inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
	return new ZodCatch({
		type: "catch",
		innerType,
		catchValue: typeof catchValue === "function" ? catchValue : constantCatch(catchValue)
	});
}
var ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
	$ZodPipe.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
	inst.in = def.in;
	inst.out = def.out;
});
function pipe(in_, out) {
	return new ZodPipe({
		type: "pipe",
		in: in_,
		out
	});
}
var ZodPreprocess = /*@__PURE__*/ $constructor("ZodPreprocess", (inst, def) => {
	ZodPipe.init(inst, def);
	$ZodPreprocess.init(inst, def);
});
var ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
	$ZodReadonly.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
	return new ZodReadonly({
		type: "readonly",
		innerType
	});
}
var ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
	$ZodCustom.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
function refine(fn, _params = {}) {
	return /* @__PURE__ */ _refine(ZodCustom, fn, _params);
}
function superRefine(fn, params) {
	return /* @__PURE__ */ _superRefine(fn, params);
}
function preprocess(fn, schema) {
	return new ZodPreprocess({
		type: "pipe",
		in: transform(fn),
		out: schema
	});
}
// ../../node_modules/zod/v4/classic/iso.js
function datetime(params) {
	return /* @__PURE__ */ _isoDateTime(ZodISODateTime, params);
}
// ../../node_modules/zod/v4/classic/coerce.js
function number(params) {
	return /* @__PURE__ */ _coercedNumber(ZodNumber, params);
}
// ../../packages/domain/src/zod-config.ts
/**
* Global zod configuration: every issue without its own message gets a pt-BR message (section 5).
* Imported for its side effect by `index.ts` and by `schemas/fields.ts`.
*/
/** The pt-BR message of a zod issue that carries no message of its own. */
var ptBrIssueMessage = (issue) => {
	if (issue.input === void 0 || issue.input === null) return MESSAGES.validation.required;
	if (issue.code === "too_small" && issue.origin === "array") return MESSAGES.validation.arrayMin;
	if (issue.code === "too_big" && issue.origin === "string") return formatMessage(MESSAGES.validation.maxLength, { max: String(issue.maximum) });
	return MESSAGES.validation.invalid;
};
config({ customError: ptBrIssueMessage });
// ../../packages/domain/src/schemas/query-fields.ts
/** Query-string field helpers (list filters, export parameters): blank values are undefined. */
var V$6 = MESSAGES.validation;
var blankToUndefined = (v) => v === "" || v === null ? void 0 : v;
/** Ids from a query: "1,2", ["1","2"] (repeated keys), [1, 2] or 3 → number[] (at most MAX_ID_LIST); blank → undefined. */
var zQueryIdList = () => preprocess((v) => {
	if (v === void 0 || v === null || v === "") return void 0;
	const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => typeof x === "string" ? x.split(",") : [x]).map((x) => typeof x === "string" ? x.trim() : x).filter((x) => x !== "");
	if (parts.length === 0) return void 0;
	return parts.map((x) => typeof x === "string" && /^\d+$/.test(x) ? Number(x) : x);
}, array(number$1({ error: V$6.invalid }).int(V$6.invalid).positive(V$6.invalid)).max(100, formatMessage(V$6.arrayMax, { max: 100 })).optional());
/** A boolean from a query: 'true' / '1' / true, 'false' / '0' / false; blank → undefined. */
var zQueryBoolean = () => preprocess((v) => {
	if (v === "true" || v === "1" || v === 1) return true;
	if (v === "false" || v === "0" || v === 0) return false;
	return blankToUndefined(v);
}, boolean({ error: V$6.invalid }).optional());
/** One of `values` from a query; blank → undefined. */
var zQueryEnum = (values) => preprocess(blankToUndefined, _enum(values, { error: V$6.invalid }).optional());
/** A trimmed text filter; blank → undefined. */
var zQueryText = (max = 255) => preprocess((v) => typeof v === "string" ? blankToUndefined(v.trim()) : blankToUndefined(v), string({ error: V$6.invalid }).max(max, V$6.invalid).optional());
/** A positive integer id from a query; blank → undefined. */
var zQueryId = () => preprocess((v) => typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : blankToUndefined(v), number$1({ error: V$6.invalid }).int(V$6.invalid).positive(V$6.invalid).optional());
// ../../packages/domain/src/api.ts
/** Shapes shared by every API route: list query, list envelope, error body, wrapped payloads. */
var PAGE_SIZE_SET = new Set(PAGE_SIZES);
/** The list query every back-office list accepts (foundation issue, 'API conventions'). */
var ZListQuerySchema = object({
	searchTerm: string().trim().max(255, MESSAGES.validation.invalid).optional(),
	pageSize: number({ error: MESSAGES.validation.invalid }).int(MESSAGES.validation.invalid).refine((n) => PAGE_SIZE_SET.has(n), MESSAGES.validation.invalid).default(10),
	/** 0-based; a negative index means 0 (section 4). */
	pageIndex: number({ error: MESSAGES.validation.invalid }).int(MESSAGES.validation.invalid).max(1e7, MESSAGES.validation.invalid).transform((n) => Math.max(0, n)).default(0),
	orderBy: string().trim().max(64, MESSAGES.validation.invalid).optional(),
	orderDirection: _enum(ORDER_DIRECTIONS, { error: MESSAGES.validation.invalid }).default("asc")
});
/**
* What a list route adds to its query for the spreadsheet: `format=xlsx`, `title` (file name) and
* `columns=<key>:<label>,…` (the visible columns in screen order; default: all exportable columns).
* Blank values are undefined.
*/
var ZExportQuerySchema = object({
	format: zQueryEnum(EXPORT_FORMATS),
	title: zQueryText(100),
	columns: zQueryText(EXPORT_COLUMNS_PARAM_MAX)
});
object({ message: string() });
/** `{ data }`: the answer of option lists that are not paged (lines, owners, a company's lines). */
var dataEnvelope = (item) => object({ data: array(item) });
object({
	statusCode: number$1().int(),
	error: string(),
	message: string(),
	additionalData: record(string(), unknown()).nullable()
});
/** `?id=` of DELETE and similar calls. */
var ZIdQuerySchema = object({ id: preprocess((value) => value === void 0 || value === null || value === "" ? void 0 : typeof value === "string" && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value, number$1({ error: (issue) => issue.input === void 0 ? MESSAGES.validation.required : MESSAGES.validation.invalid }).int(MESSAGES.validation.invalid).positive(MESSAGES.validation.invalid)) });
// ../../packages/domain/src/validators/cpf.ts
var CPF_FORMAT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
var cpfCheckDigit = (digits, length) => {
	let sum = 0;
	for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
	const rest = sum * 10 % 11;
	return rest === 10 ? 0 : rest;
};
/** CPF: 11 digits (mask optional), not all identical, both check digits match. */
var isValidCpf = (value) => {
	if (typeof value !== "string" || !CPF_FORMAT.test(value.trim())) return false;
	const d = onlyDigits(value);
	if (/^(\d)\1{10}$/.test(d)) return false;
	return cpfCheckDigit(d, 9) === Number(d[9]) && cpfCheckDigit(d, 10) === Number(d[10]);
};
/** Masks a (partial) CPF while typing: 000.000.000-00. */
var maskCpf = (value) => applyMask(onlyDigits(value).slice(0, 11), "###.###.###-##");
// ../../packages/domain/src/validators/cnpj.ts
/**
* CNPJ, numeric and alphanumeric (Receita Federal, July 2026): 12 characters [0-9A-Z] followed by
* 2 numeric check digits; a character's value is its ASCII code minus 48.
*/
var CNPJ_NORMALIZED = /^[0-9A-Z]{12}\d{2}$/;
var CNPJ_INPUT = /^[0-9A-Za-z]{2}\.?[0-9A-Za-z]{3}\.?[0-9A-Za-z]{3}\/?[0-9A-Za-z]{4}-?\d{2}$/;
var WEIGHTS_1 = [
	5,
	4,
	3,
	2,
	9,
	8,
	7,
	6,
	5,
	4,
	3,
	2
];
var WEIGHTS_2 = [
	6,
	5,
	4,
	3,
	2,
	9,
	8,
	7,
	6,
	5,
	4,
	3,
	2
];
var CNPJ_MASK = "##.###.###/####-##";
/** Strips punctuation and whitespace and upper-cases: '12.abc.345/01de-35' → '12ABC34501DE35'. */
var normalizeCnpj = (value) => (value ?? "").replace(/[\s./-]/g, "").toUpperCase();
/** The check digit of the first `weights.length` characters (mod 11 rule). */
var cnpjCheckDigit = (chars, weights) => {
	let sum = 0;
	weights.forEach((w, i) => {
		sum += (chars.charCodeAt(i) - 48) * w;
	});
	const rest = sum % 11;
	return rest < 2 ? 0 : 11 - rest;
};
/** CNPJ: 14 characters (mask optional), not all identical, both check digits match. */
var isValidCnpj = (value) => {
	if (typeof value !== "string" || !CNPJ_INPUT.test(value.trim())) return false;
	const c = normalizeCnpj(value);
	if (!CNPJ_NORMALIZED.test(c) || /^(.)\1{13}$/.test(c)) return false;
	return cnpjCheckDigit(c, WEIGHTS_1) === Number(c[12]) && cnpjCheckDigit(c, WEIGHTS_2) === Number(c[13]);
};
/** Masks a (partial) CNPJ while typing: 00.000.000/0000-00, letters upper-cased, last 2 digits only. */
var maskCnpj = (value) => {
	let chars = "";
	for (const ch of (value ?? "").toUpperCase()) {
		if (chars.length >= 14) break;
		if (chars.length < 12 ? /[0-9A-Z]/.test(ch) : /\d/.test(ch)) chars += ch;
	}
	return applyMask(chars, CNPJ_MASK);
};
/** Formats a complete CNPJ as 00.000.000/0000-00 (upper case); any other value is returned unchanged. */
var formatCnpj = (value) => {
	const c = normalizeCnpj(value);
	return CNPJ_NORMALIZED.test(c) ? applyMask(c, CNPJ_MASK) : value;
};
// ../../packages/domain/src/validators/phone.ts
/** (DD) 0000-0000 or (DD) 00000-0000, with or without the mask characters. */
var PHONE_FORMAT = /^\(?\d{2}\)?\s?\d{4,5}-?\d{4}$/;
var isValidPhone = (value) => typeof value === "string" && PHONE_FORMAT.test(value.trim());
/** Masks a (partial) phone while typing: (DD) 0000-0000, or (DD) 00000-0000 with 11 digits. */
var maskPhone = (value) => {
	const d = onlyDigits(value).slice(0, 11);
	return applyMask(d, d.length === 11 ? "(##) #####-####" : "(##) ####-####");
};
/** Formats a complete phone (10 or 11 digits); any other value is returned unchanged. */
var formatPhone = (value) => {
	const d = onlyDigits(value);
	return d.length === 10 || d.length === 11 ? maskPhone(d) : value;
};
// ../../packages/domain/src/validators/email.ts
var EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** E-mail: one @, a dotted domain, no spaces, at most 255 characters. */
var isValidEmail = (value) => typeof value === "string" && value.length <= 255 && EMAIL_FORMAT.test(value);
// ../../packages/domain/src/data/common-passwords.ts
/** One password per line. */
var COMMON_PASSWORDS_TEXT = "password\n12345678\n123456789\nbaseball\nfootball\nqwertyuiop\n1234567890\nsuperman\n1qaz2wsx\njennifer\ntrustno1\nsunshine\niloveyou\ncomputer\nmichelle\nstarwars\nprincess\n11111111\ncorvette\n1234qwer\ninternet\nsamantha\nq1w2e3r4t5\nmaverick\nwhatever\nmercedes\nsteelers\nqwer1234\nhardcore\nq1w2e3r4\nmidnight\nbigdaddy\nvictoria\nmarlboro\npassword1\n1q2w3e4r\ncocacola\njordan23\nasdfasdf\ndanielle\n12344321\njonathan\nliverpoo\nqwerty123\npassw0rd\nabcd1234\nslipknot\nscorpion\nstartrek\nasdfghjkl\nredskins\nqazwsxedc\nliverpool\nnicholas\nbutthead\ndolphins\nqwertyui\nshithead\nmetallic\nmountain\nbenjamin\nelephant\nrush2112\n1q2w3e4r5t\ncreative\ngarfield\nbullshit\nasdfghjk\n1qazxsw2\ndecember\nairborne\nbrooklyn\ngodzilla\n4815162342\nwilliams\ndarkness\nblink182\nplatinum\n01012011\n11223344\nlifehack\n12qwaszx\nsnowball\nnintendo\nnovember\npakistan\nexplorer\nredwings\n789456123\nlasvegas\nguinness\nchristin\nasdf1234\nbabygirl\nmichigan\ncarolina\nalexande\ndickhead\nminecraft\nmetallica\nkristina\nkimberly\nsnickers\nparadise\ncaroline\n147258369\nlacrosse\nbollocks\npoohbear\nqweasdzxc\neinstein\ndrowssap\ncourtney\nspitfire\npatricia\nmaryjane\nchampion\nsvetlana\nanderson\nwestside\nsecurity\nzaq12wsx\nalexander\n123456789a\n1232323q\nscarface\nqwerty12\nmarshall\nveronica\nstargate\n12345qwert\nsemperfi\nbrittany\nscotland\ncherokee\nsimpsons\nmichael1\nvladimir\nfranklin\ninfinity\npassport\nbulldogs\n1234554321\nbudlight\nusuckballz1\nsoftball\nfktrcfylh\nkawasaki\nwildcats\nlogitech\nswordfis\nmotorola\nalexandr\npatriots\ncolorado\njuventus\nfreeuser\nwarcraft\nwolverin\nelizabet\nvalentin\nmitchell\npassword123\nncc1701d\nspiderma\nhello123\nvirginia\npearljam\n123qweasd\npredator\ncharlie1\npanthers\npeekaboo\nrolltide\namerican\ncardinal\nchevelle\nfyfcnfcbz\nloverboy\nlovelove\n123654789\nchangeme\nelectric\ndarkside\nhercules\nlawrence\nwolfpack\nletmein1\n741852963\nspiderman\nblizzard\ncheyenne\n123456789q\ncjkysirj\n147852369\nsterling\nbasketball\npussycat\na1b2c3d4\nfreepass\nairplane\nbillybob\nstingray\nchocolat\nzeppelin\nfirebird\nbusiness\ngreenday\ntarheels\n01011980\nhellfire\nengineer\nserenity\nfireball\n1029384756\nremember\ndarkstar\nmustang1\npavilion\nbobafett\n01012000\ndbrnjhbz\nharrison\nwelcome1\nswimming\ndefender\nprecious\nicecream\nswordfish\npresario\nrockstar\nairforce\nthailand\n21122112\nbluebird\ngoldfish\nwrangler\ncadillac\nlonghorn\nmicrosoft\nchristia\nqazwsx123\nassassin\natlantis\n123qweasdzxc\nlonewolf\nsoftware\nleonardo\nsrinivas\nangelina\nvalentina\nveronika\nbabydoll\nwordpass\nbutterfly\ndevildog\nmistress\nfreedom1\nsoso123aljg\nmontreal\nwolfgang\n31415926\nhotstuff\nbasketba\nbirthday\nstephani\njessica1\ntesttest\nfuckyou2\nkathleen\nsavannah\nshamrock\ndeftones\ngoldberg\nrenegade\nhamilton\ncristina\nblahblah\nenterpri\n1234abcd\nbabylon5\nsweetpea\ntrfnthbyf\ncavalier\nmarathon\naardvark\nbutterfl\nbigboobs\nmanchester\nyankees1\nnapoleon\nbuckeyes\n01011990\nfredfred\nhighland\n1qaz2wsx3edc\ndiamonds\ncampbell\nchandler\ndrpepper\nelizabeth\npornstar\n12345678910\nthuglife\nsherlock\nmorpheus\nwetpussy\nconsumer\nadgjmptw\nbarcelona\nsundance\nisabella\noverlord\nisabelle\nultimate\nncc1701e\nmatthew1\ngeronimo\n123qwe123\naleksandr\nportugal\nsuperfly\nq1w2e3r4t5y6\nflorence\nwrinkle1\n11235813\n51505150\nseminole\nalejandr\nconcrete\naccess14\nmargaret\nchristop\nletmein2\nqazxswedc\ntrombone\npleasure\nrhbcnbyf\nchristian\ncdtnkfyf\nstallion\nmongoose\nkingkong\nbluemoon\npersonal\na1234567\nfuckyou1\nimmortal\n123454321\ndietcoke\nanthony1\ngiovanni\nhollywoo\nmorrison\n14789632\nclifford\nbonehead\nfernando\nghbdtnbr\ncharlott\n1123581321\nilovesex\nwilliam1\nhongkong\nsebastia\nwerewolf\nsuper123\ncooldude\neternity\nlollipop\ntottenha\nstocking\nanything\ncolumbia\nmakaveli\nrobinson\nverbatim\nsatan666\nstandard\nblackcat\npunkrock\nraistlin\ninfantry\nqwerty12345\nwaterloo\n01012010\nseinfeld\nmusicman\nmegadeth\nskywalke\ngn56gn56\nsquirrel\nwolverine\nqazwsxed\nstardust\ntwilight\nintrepid\nvanhalen\npunisher\n1234567a\nshowtime\nfuckfuck\n111222333\nskittles\nekaterina\nhannibal\nthunder1\nchelsea1\n1q2w3e4r5t6y\nportland\npanasonic\nsandiego\npenelope\nblackdog\n1a2b3c4d\ncaliforn\nplaytime\nwarriors\ngangster\nchristine\nchargers\nmushroom\ndingdong\ncrusader\nstranger\ndkflbvbh\nanastasia\nslapshot\nguardian\n147896325\nseptembe\nangelica\nscarlett\n123321123\nkittycat\nmunchkin\nrammstein\n1passwor\nbarcelon\nsantiago\nblackman\nstarcraft\ngoodluck\ncoltrane\nkaterina\nfuck_inside\ndiscover\nspanking\nshaney14\n192837465\nlonestar\nstonecol\nmeridian\nheather1\n25802580\nrichard1\nalexandra\nzaq1xsw2\nbeautiful\nlowrider\ntacobell\n123698745\ncatalina\nhalflife\njohnjohn\nkangaroo\nthompson\nsocrates\nkeyboard\nnational\nformula1\nqwerasdf\n12369874\npenguins\nfuckface\nvacation\nragnarok\nasshole1\nmailcreated5240\nlorraine\ndodgeram\nsebastian\ncolombia\noblivion\nsithlord\nmustangs\nscoobydo\nbigballs\nzxcv1234\ntitleist\nrichmond\ndirector\nmagnolia\nblueeyes\nmersedes\n12312312\nspringer\npatrick1\nmartinez\ncowboys1\nnuttertools\n1122334455\ngateway1\nimperial\ngrateful\npeterpan\nkingston\npa55word\nfreckles\nmargarita\ndeadhead\nresearch\nmariners\nrootbeer\naspirine\nfrederic\nchildren\nstephanie\nscooter1\n11112222\ncreampie\nplymouth\njustdoit\n1234567q\nlightnin\ncaliente\ngoodtime\ncatherin\nredalert\nbrucelee\nporkchop\naquarius\nraiders1\nthankyou\nfletcher\nshopping\na1s2d3f4\nsapphire\nqwert123\nqazwsxedcrfv\nhastings\nblackjac\n01012001\nspectrum\nchevrole\namsterdam\ndiamond1\nrosemary\ncandyman\nbeatrice\nfront242\natlantic\nlabrador\n123456qwerty\nsyracuse\nsouthern\ncommando\nclitoris\n8j4ye3uz\nmonopoly\npineappl\nlesbians\ngangbang\nspartans\nromashka\n123456aa\nsnuggles\nphoenix1\ninfiniti\njeremiah\n1234567890q\ncosworth\ncharlotte\ndoberman\nqawsedrf\nbrandon1\nemmanuel\nwebmaster\nviktoria\nporsche9\nstarbuck\nbeefcake\ngodsmack\nclarence\nvalhalla\nstarfish\nsailboat\nachilles\nncc1701a\narsenal1\npa55w0rd\nfrontier\nswingers\nterminator\nkentucky\njackson1\ndoughboy\nbutthole\nphillies\ndannyboy\nnebraska\nqwertyuio\npinkfloy\nmaryland\nluckydog\nseptember\noklahoma\nqwerty123456\nagent007\nvfrcbvrf\nnathalie\nwhocares\nvkontakte\nihateyou\ndilligaf\nmandingo\ncalifornia\ntechnics\ngolfball\n01011991\nbunghole\n15426378\nhurrican\nstripper\naberdeen\nrfnthbyf\nenterprise\ndthjybrf\nhandsome\nexcalibu\nbrothers\nkeystone\nflamingo\npasswort\nlancelot\nmelissa1\naustralia\nkamikaze\ndesigner\npokemon1\nsomethin\napollo13\nbearbear\nbradford\ndeeznuts\nwarhammer\nrangers1\nblueblue\nmeatball\ncolumbus\nmanchest\nmacdaddy\nmichaela\n123456789z\nsentinel\nuniverse\ntruelove\neatpussy\nsexygirl\nbillyboy\nmilitary\njamesbon\nmicrosof\nmicrolab\npantyhos\nlifetime\n01011985\ngordon24\ntheodore\nfunction\n73501505\npasswor1\nazsxdcfv\n01011970\ncharlton\nbigmoney\nsuperstar\nfordf150\nterminal\nwildfire\nvladislav\nhollywood\ngretchen\nsaratoga\n321654987\n01011981\ngreenbay\ntrinidad\nchicken1\nrjirfrgbde\nmeatloaf\nhyperion\nrightnow\ntreasure\n01011986\nlisalisa\nchester1\njasmine1\nmaradona\nanaconda\njapanese\ncatherine\nwoofwoof\npass1234\npoontang\nchristopher\nalbatros\nrichards\nturkey50\nkenworth\nhappy123\ndinosaur\nholyshit\nlionking\nhappyday\nchickens\nchocolate\nericsson\npositive\ncrazybab\nsherwood\npolniypizdec0211\nfktrcfylhf\nzxcasdqwe\nhardrock\nanhyeuem\nmadeline\nfebruary\nabc12345\nsamsung1\napplepie\nskywalker\ngandalf1\ndavidson\nskorpion\nhellyeah\naustrali\nrockhard\nhedgehog\n13243546\nyosemite\n1qa2ws3ed\nmikemike\npooppoop\namerica1\nkarolina\nstarship\n0.0.0.000\nsalvador\ngreatone\nfreeporn\nfootball1\n78945612\nfrancois\npackers1\nrobotech\nroadkill\nbackdoor\nrastaman\nalliance\nkillbill\ncinnamon\nsojdlg123aljg\n18436572\n963852741\nbangbang\njeanette\noperator\nmechanic\namsterda\npingpong\nrasputin\nmarianne\nmajestic\npasswords\nkingfish\nzxcvbnm1\ngotohell\nwrestlin\nrailroad\nlineage2\nthursday\na123456789\npeterson\nphillips\nnwo4life\ncharles1\nkcj9wx5n\nunderdog\nr2d2c3po\nsnoopdog\nbroadway\numbrella\nsplinter\nfuckthis\nchemical\n123789456\njamesbond\nblackhaw\npasspass\nsinclair\nmegapass\ntranslator\nmagicman\nsupersta\ngiuseppe\ncaligula\nshannon1\nmeredith\nbullseye\nsaturday\nkristine\ntunafish\ngfhjkm123\ndkflbckfd\np0015123\n12131415\ncrawford\ntazmania\ndeepthroat\ndfktynbyf\ntommyboy\nchainsaw\nchristina\nmarino13\ngetmoney\nbudweise\nqazwsx12\nbrighton\nvfhufhbnf\nmamapapa\npenthous\nchrisbln\nsnowboar\nundertaker\nflounder\nmoneyman\ncanadian\nviewsonic\ndowntown\n01011989\nqwerty1234\neastside\nsneakers\ngolfgolf\npanasoni\nchicago1\nthanatos\nghjcnjnfr\nwhitesox\nposeidon\njohannes\ngargoyle\nintruder\nsunnyday\nferrari1\nsolution\nmadison1\nnewcastl\ngoldstar\nbuckshot\n01011988\ntitanium\ntest1234\nfederico\nassholes\nsuperman1\nsunflowe\nbabyblue\nwestwood\napple123\nboomboom\nflorida1\nmotherlode\nmultiplelo\ncallaway\nstarfire\npaintbal\nwinston1\n123qwerty\nknickers\nlokomotiv\npanther1\nthirteen\nrjycnfynby\navalanch\nphilippe\nhotpussy\n01011984\nzerocool\ntomorrow\ngodfather\noriginal\n01011987\nnewyork1\nidontknow\nvfvfgfgf\nbeerbeer\n1x2zkg8w\nfrancesc\nsyncmaster\nchristie\nzxasqw12\npaintball\nmonalisa\nterrapin\nspongebob\nattitude\nclevelan\nbarefoot\nchuckles\nmeathead\n02071986\ncfitymrf\ncambiami\n12345678q\n03082006\nblessing\naleksandra\ngladiator\nsouthpark\nmazafaka\npianoman\ncasanova\ntraveler\nhawkeyes\nclarinet\ndeeznutz\n10203040\nmeowmeow\nmonster1\ntriangle\nvalencia\n01011910\nrhiannon\ncrystal1\nsmeghead\nandromeda\n12345679\ncerberus\njames007\ntiberius\ngabriell\nsalamander\nresident\nhayabusa\ntogether\njuliette\n1q2w3e4r5\ncrjhgbjy\nnokia6300\nrockford\ngoldwing\nbrewster\nthegreat\nconfused\nwhiskers\nspaceman\nrebecca1\n12qw34er\ngesperrt\nwrestling\nmohammed\nsersolution\noverkill\nrhfcjnrf\nmontgom240\nbulldog1\nsomething\n12345qwe\nrunescape\nlightning\n14725836\n19411945\nhoosiers\nrecovery\n01011992\nadrienne\nroadking\nillusion\n01091989\nmedicine\nleavemealone\nmegatron\ndoghouse\n12345678a\nmortgage\nheineken\nfishing1\nmoonlight\nmotherfucker\n02071982\nrealmadrid\nballoons\ntinkerbell\n135792468\nbabyface\nhardcock\n01011975\nblackbir\nbookworm\ngodfathe\nseahawks\ntalisman\nblackjack\nhawaiian\nalphabet\nbeautifu\n123456654321\nmortimer\nroadrunn\npassword2\ncharlene\nchristmas\nhandyman\ndigital1\ntiffany1\n01011993\ndutchess\n12301230\nwareagle\nvalkyrie\nidontkno\nteddybea\ndragonball\nbabybaby\ndolphin1\ninuyasha\nstanford\nsullivan\nwishbone\nproperty\ngameover\nfuckoff1\nkittykat\nsinister\n02021987\ndragon12\nfriendly\naa123456\ngeoffrey\nnewpass6\nkatherine\nclaymore\n02011985\nbitchass\nsporting\nmatthews\ncheckers\n01011977\n02041986\ngabriela\n02081988\nalexalex\npreacher\ngamecube\n02051986\narmagedon\nplaystation\nz1x2c3v4\n02091987\n12011987\nrhtdtlrj\nblackout\nbcfields\nelectron\ndevil666\nsilverad\n02021988\n02031986\n123456qw\nthunderb\n02101985\nghostrider\nreynolds\ncannabis\nsouthpar\njackson5\nabsolute\nlipstick\n1234567890a\nlaurence\n02061985\n02011987\nmandarin\nbaseball1\ntottenham\nkleopatra\ndirtbike\n1357924680\nkatherin\nnorthern\ncameltoe\nbluefish\n02021986\nslippery\n01011983\n02091986\nqweasd123\nmollydog\nannabell\nstarcraf\nghblehjr\nvasilisa\nscorpio1\nillinois\ndeadpool\nfarscape\nsunflower\nhopeless\ncarpedie\nasdfzxcv\nshepherd\n02021984\ngatorade\ncameron1\nborussia\n01011982\nflexible\ngraphics\nfyutkbyf\n123qq123\nyfcntymrf\n02081984\n02081987\nthedoors\n7ugd5hip2j\npussyman\nelizaveta\n02061986\nstrength\nwebmaste\naugustus\nalejandro\nargentina\ncorleone\nvampires\n02031984\n02021985\n21031988\n987456321\nbabylove\nsergeant\ndragonba\nstonecold\nregister\nbuttercu\n01020304\n01011999\nmillions\nmillwall\npatience\nchrysler\nbullfrog\na12345678\n02011986\nistanbul\nashleigh\n02081989\nuniversal\nbinladen\nshanghai\nporsche1\ngabriel1\njayhawks\namateurs\nbarbados\nnightmare\nknockers\nchevrolet\ncristian\ncoolness\n02041984\ncriminal\nhardware\nbobdylan\ncapslock\n02061989\nteddybear\ngfhjkmgfhjkm\nmissouri\ncarlitos\ncoldbeer\nnetscape\nandromed\nbrigitte\nyeahbaby\neldorado\neastwood\nmonkey12\nparanoid\nrainbow6\nsoulmate\n9293709b13\nmicrophone\nkakashka\n02021983\n50spanks\nfgtkmcby\n1234567891\nbrittney\nfastball\ncreature\njust4fun\nsmashing\nwashington\nmephisto\nshitface\nfountain\nspecialk\nestrella\n02031987\nbuddyboy\n02041983\n02051983\npiramida\n02021989\nvioletta\nspencer1\nsalasana\nq2w3e4r5\nheritage\n11221122\nbrowning\n02041982\ninsomnia\nkissmyass\nbudapest\nsexysexy\npinkfloyd\nplayboy1\nsandwich\ntestpass\ngamecock\nmaxwell1\nmagician\nwildcard\nmagazine\ntelephon\n1234asdf\n02081986\n1a2s3d4f\nrochelle\npringles\niverson3\n02041987\n02041988\nvsjasnel12\ndarklord\nloveless\nradiohea\n02011988\nreckless\njiggaman\ntiger123\nclassics\nhooligan\nscrabble\njellybea\nhawaii50\npharmacy\nabnormal\nconcorde\n01011979\n02081985\nqazwsxedc123\nislander\n02101984\njakejake\n02011980\nyjdsqgfhjkm\nkazantip\nstrawberry\nmaksimka\nwg8e3wjf\n02021982\nsweetnes\nmaster12\nandersen\nferguson\n123456qwe\ndynamite\ngertrude\ndoomsday\nrhjrjlbk\nmariposa\nkiller12\nmazda626\nexcalibur\nmarcello\nbuttfuck\nmasamune\n02071984\n12365478\nchestnut\nfullmoon\npornporn\nmichael2\n02031985\ninspiron\nforsaken\nsnowboard\nlollypop\ninsanity\ncreation\n02061988\nkatarina\nmoonbeam\ngonzalez\nsenators\npumpkins\nwindsurf\ngreen123\nreddevil\nsheridan\nrjhjktdf\nkillkill\nwoodland\nvanguard\naviation\nstanislav\n02081982\n02051982\nyankees2\nmobydick\nsausages\nfrancesco\nanastasiya\nnevermind\npresiden\nfaithful\nvfitymrf\nhappiness\nrobotics\n02011984\ntemppass\nhighheel\nfirewall\npolopolo\n02031982\nevolution\ndrummer1\n02061980\npussy123\npumpkin1\ndownload\nfandango\nqwerty11\nmypassword\nearnhard\nangelika\nicehouse\nmisfit99\nchristma\nzaqxswcde\n02061987\n02091983\n01081989\nzxcvbnm123\npineapple\nharrypotter\ngorgeous\n12051988\nqwert12345\nvikings1\nspongebo\nbroncos1\nstarstar\nradiohead\nviktoriya\nholidays\nmckenzie\nreddwarf\ndodgers1\n05051987\n02071987\n02101989\n02041985\nplatypus\npassword12\n02071980\n1z2x3c4v\nabrakadabra\nmarianna\nservices\n02101987\nlongjohn\n134679852\n01011900\nalessandro\nhonolulu\nnygiants\n02091984\nwindmill\nfreebird\nslamdunk\nsnowflak\nirishman\n02091981\nbergkamp\ntraining\nwarrior1\nplaystat\nmudvayne\ndudedude\njackjack\njohndeer\nzildjian\n02061983\n02041981\n02091980\n22041987\njosephin\nfishbone\ngenesis1\nbigblock\njefferso\nclippers\nchambers\nthisisit\nmonkeybo\ndeath666\nhounddog\npallmall\n02051988\nangel123\n02041979\nwebhompas\nmonsters\n02051987\n02081977\n05051985\n02071988\ncomanche\n15051981\n26061987\nwhiteout\nroadster\nstefanie\nheinrich\nundertak\nanastasi\nfestival\ncoolcool\nqwe123qwe\n02031981\nmazdarx7\nchoochoo\n08031986\n02051989\n123456789s\niloveyou2\n02051984\n02061984\nkisskiss\ncbr900rr\nlovelife\nchipmunk\ngood123654\nbluebell\nkjrjvjnbd\nfuckinside\n10011986\n11051987\n13041988\n21031987\nwashingt\ntkbpfdtnf\nsmirnoff\npipeline\njames123\nfishhead\n06061986\nkonstantin\nfreefree\nsummer99\nnewcastle\nkrasotka\n01031988\n02091985\nstarligh\nwireless\nscoobydoo\n02021979\nkoroleva\nmichaels\nyogibear\nredbaron\ntesting1\n02021981\nnascar24\npresident\n7894561230\nhighbury\nzachary1\n02061982\nusername\nsurvivor\nwanderer\nsoccer12\nfuckhead\ncostello\nwashburn\ncatwoman\nlemonade\nbearcats\nsolitude\ncocksuck\n01011978\n02011989\ncricket1\nslowhand\nparadigm\nnostromo\nborabora\narkansas\nterminat\nrainbow1\nfantasia\nstephen1\n02041989\nunderground\njohnson1\npeaches1\ncnfybckfd\nghbywtccf\n02101986\n11081989\n12021988\n13041987\n14061991\n20061988\n21011989\n22021989\n24061986\n30051985\n74108520\nwildbill\ngilligan\nberkeley\npool6123\narmstron\n01061990\ntropical\nsundevil\nhurricane\nvolkswag\n01011960\n02021976\nzanzibar\nmustang6\ntrouble1\n02071981\ncoventry\ngtnhjdbx\n03041991\n45m2do5bs\nnirvana1\nsidekick\n02031979\nrevolver\njackass1\ncleopatr\njermaine\ngbhfvblf\n02081983\nmarines1\n18011987\n23041987\neverlast\ntinkerbe\nbluesman\ncustomer\n12qw12qw\nmarjorie\npenguin1\ntokiohotel\nstraight\nnautilus\nhighlander\nfirefire\n02071983\nlongdong\n07071987\nthreesom\nasdqwe123\n02021973\n01121986\nghjcnjgfhjkm\n02011981\n01071986\n02091989\n02071989\nnokia6233\nghbdtn123\nasdfgh01\nvalentine\n10031988\n10071987\n12121990\n13031987\n14111986\n19061987\n19101987\n24011985\n25081988\n28041987\n123456123\nmatthias\nbuddy123\nprivate1\nandyod22\ncomplete\nfredrick\nfearless\nantelope\nmarseille\npantera1\nviewsoni\n02081980\n02021990\n01091987\nevangelion\nhandball\nbarselona\nzxcasdqwe123\nsandrine\nsprinter\nfyfnjkbq\n01041985\n02101988\npalmtree\nsonyericsson\n10011990\n10051987\n10101986\n11061985\n12121985\n13061986\n14021985\n17051988\n20111986\n22011988\n25800852\n28021992\nquestion\nsoccer10\ncarpente\nspartan1\npasadena\ncoldplay\nfairlane\nelcamino\ncallisto\ntomahawk\ngladiato\nfantomas\ncastillo\nhoneybee\nyamahar1\n02031989\nwildwood\n09051945\ndavid123\njohngalt\nsweetness\nmcdonald\nbuffalo1\n02031980\n01121988\n02101981\ncheshire\nsuperior\n08121986\nministry\ntrinitro\nbismillah\ncapricorn\n04041991\nvendetta\n03041986\n02101983\nmargarit\nbigpoppa\nsuccess1\nvoyager1\niloveyou1\n01011995\n11051990\n16051987\n16051989\n17061988\n20031987\n20091991\n21031990\n22021986\n25031987\n25121987\n27061988\n28011987\n28021990\n29011985\n29051989\n29071983\n30041986\n04041988\nantonina\nhetfield\ncutiepie\nnonenone\npapillon\nbaritone\nstephane\nfreefall\nvjqgfhjkm\nmischief\nfoxylady\ndominion\nenforcer\nleedsutd\nf00tball\nremingto\nrfvfcenhf\n02011983\nderparol\n02051980\n05051989\n08051990\n02041980\n01041988\n01061986\ncleopatra\ncarnival\n01011994\nghjuhfvvf\nknuckles\nkayleigh\n11121986\n12031985\n12031987\n13121985\n15011987\n15051990\n15101986\n18061990\n18091985\n20051988\n20091988\n21051991\n21101986\n22071986\n30031988\n31011987\n02071978\nharddick\nfirefigh\nblowfish\nsexylady\n08031985\nalexandre\nwhiteboy\ncromwell\nminemine\ndontknow\n02011982\nwp2003wp\nlakeside\n123456ru\nnoname123\nscreamer\ncalimero\n02101979\n02051985\ndfktynby\nfrancisc\nswinging\n02041974\ncygnusx1\ntrucking\n08081988\nobsidian\nmoney123\n02031988\n01031989\n01011974\n03031986\ngiovanna\nsasha_007\n02051978\n02071979\nmarijuana\n02031977\n02051976\nkordell1\n10101990\n13021990\n14021986\n15021985\n16121987\n17011987\n21051988\n22031984\n22041988\n23021986\n24111989\n25041988\n25091987\n26031988\n27081990\n30041987\n07091990\ncassandr\nmoonligh\nblueball\nbigbooty\nwrestler\nbuilding\nfishfish\nparamedi\ncapricor\n01031985\nuniversa\nlalakers\ncherries\neclipse1\ndarkangel\nwhistler\nsmackdow\nstrawber\nfacebook\n02051981\n01021990\ntransfer\nclarissa\np@ssw0rd\nargentin\nslimshady\nnokian73\nchris123\njohncena\npictures\nsuckmydick\ndogpound\n02051973\n02041975\n10041986\n10071988\n11021985\n13071984\n14081985\n15071987\n17111985\n18091986\n19011989\n19031985\n19283746\n21011988\n21011991\n22061988\n23031990\n24111987\n25011990\n25091990\n31031988\nnotebook\nprospect\ndaylight\ncapetown\ncartman1\n09021988\nfortress\n01091985\ntelephone\neggplant\nfussball\nperfect1\nhallo123\npufunga7782\n02041978\nbudweiser\nmarseill\ngoodgirl\n02051972\nliverpool1\n05061990\nuniversity\nvincent1\n01031984\n02031983\nsouthpaw\nsylveste\nforever1\nmagellan\ncaptain1\ntaekwondo\n10081989\n11031988\n11071988\n12041986\n12041988\n12061988\n13011987\n13011988\n13051987\n14011986\n14021990\n15011985\n15041988\n16051988\n22021988\n22071987\n22091988\n22121987\n23021989\n23041986\n23051985\n25101988\n30081984\nsonyfuck\nsabrina1\n02031978\ngoldfing\n1234zxcv\nmarcius2\npentagon\nhotgirls\ncornwall\nmandrake\nbubbles1\nearthlink\n01071987\nlakewood\nmoonshin\nsuburban\nchalleng\nopendoor\n01011976\n04041983\ncommande\nstanley1\njonathon\n08081986\nbubba123\n02051977\nnavigator\n02081976\nhellokitty\nfkbyjxrf\n02091988\n07071977\n03021986\nmillenium\n07071990\n05071984\n01041987\ngateway2\ncamaross\nbluejays\n10031987\n10101985\n10121987\n11061991\n11121985\n12071989\n12081985\n13061987\n14101987\n15071986\n15071988\n16021990\n17061989\n17101986\n18021984\n18041986\n18051988\n18101987\n19051987\n19061990\n19121989\n20041986\n20081991\n20091986\n20121989\n21061986\n22011986\n23051990\n24031988\n26031990\n27041990\n27061985\n27071987\n29061990\n29071985\n30041985\n135798642\n05071988\nwhatwhat\noptimist\n02071985\nenternow\n01051989\n03081989\ndestiny1\nhattrick\nbeatles1\nnatasha1\nbordeaux\n12345qwer\nvanessa1\n09041987\ntherock1\nilovegod\ncardinals\nmarriage\nespresso\n02071975\np4ssw0rd\nnightwish\ngsxr1000\n23skidoo\nghhh47hj7649\nshadow12\nspeedway\n01041992\n01041990\n09031988\nroadrunner\nironmaiden\nsupernov\ntoriamos\n06041988\npatches1\n10061986\n11051984\n11051986\n11091989\n12041990\n12051986\n12051990\n12121988\n14041988\n15021990\n15051985\n15111988\n16051985\n17041991\n20021988\n20041988\n21061985\n22061989\n22081986\n25071990\n25111987\n26061985\n30011985\nmamacita\nstigmata\ngonzales\n01121987\nnineinch\nwaterboy\nklondike\nsomerset\n01031986\nmulligan\nkrokodil\nhardball\nazertyui\nrepublic\nromantic\nvauxhall\n02061977\n06021987\nrfntymrf\nalmighty\n06081987\nstratfor\nmississippi\nsuckdick\nhouston1\nintercourse\npower123\n01021989\nlenochka\nmarijuan\n02031975\nlimewire\n04041990\nblue1234\n12345qwerty\n01061988\nhtubcnhfwbz\nawesome1\nfunstuff\nprinting\n10011983\n11011990\n14011989\n14031988\n15021986\n16051990\n17031987\n17071989\n18021988\n18111987\n19061985\n20031991\n21041992\n24031990\n24091986\n25011986\n25061985\n27081986\n28051987\n29051985\n29061989\ntheforce\nchiquita\n05081988\nmaserati\ncabernet\nsheepdog\nhairball\nvancouve\n02071976\n123456789m\nscheisse\nmontana1\npimpdadd\nbaltimor\nmash4077\nkirkland\nriccardo\n07051990\n02061976\nsigmachi\nrevolution\ndragon69\n03041980\nabsolutely\nrfhnjirf\n05091988\nsammy123\ncolonial\n04061986\n02101976\nq1234567\nilikepie\n09021989\ntoonarmy\n01031983\n06051986\nnatalie1\nbigdicks\ncashmone\n02081981\n02041977\n01021988\n11011991\n11071985\n11081987\n12071987\n12081984\n12101988\n13031986\n14021987\n14071987\n15051987\n15081991\n16011989\n16061986\n16111990\n17071985\n18051990\n18061985\n19071986\n19071988\n19101990\n20031988\n21021985\n22021985\n22041986\n22061941\n22061987\n22071989\n22081983\n22121983\n22121986\n23011985\n23021985\n24061987\n24061988\n25011985\n25041985\n25061986\n25101989\n26021987\n27031989\n28021985\n28051986\nmyxworld\nkristian\ndominiqu\ndarkange\nscrapper\ndelaware\nprogress\ngabriele\nsmoothie\nslimshad\n08071987\nq123456789\nvqsablpzla\npathfind\nelisabet\nevolutio\n02021980\nvelocity\nannmarie\ndolemite\nvagabond\nwoodstoc\n02081979\nplastics\n02021991\n08061987\naolsucks\n02031973\nrachelle\nbillabon\nncc74656\naustin31\n04061991\n02021971\nnevermore\np0o9i8u7\nforgetit\npassword9\nreginald\nkiller123\n02091976\ndukeduke\narchange\nminimoni\nhellsing\nrocknrol\n02041976\n03071987\nzaqwsxcde\nmorrowind\nfriendster\nmodelsne\n03111987\n05061986\n04041985\n02011975\nfuturama\nskateboard\n10031991\n10111986\n11081990\n11111987\n11121987\n12011989\n12061986\n12121982\n12121987\n13111990\n14021983\n14051990\n14071988\n14101988\n15011986\n15071985\n15081988\n15091987\n16031990\n16101987\n17041987\n17061986\n19011987\n19051986\n19071990\n20021986\n21041985\n21081987\n21111985\n22021990\n22031991\n22041985\n22061990\n23061990\n24051990\n26031984\n26031987\n27031987\n27091985\n29051990\n29081985\n29081990\n29111989\n29121987\n30121987\n31121990\nhomemade\nherewego\nlonesome\npornking\nblackbird\ncucumber\nvipergts\n123qwert\nmuhammad\nsummer69\njeepster\nacidburn\nfireblad\npinnacle\n03061987\n02101977\n08041986\njellybean\npeterbil\ndilbert1\nlighting\nhomework\n04051988\nfellatio\n03031988\nbaracuda\nflipflop\nsingapor\n04081987\nsasha123\n02091977\n12345abc\n05051990\ncrackers\nwarhamme\nmasterbate\nstarwars1\n02091975\n01011971\nflamengo\nlfitymrf\nsnowbird\n123456789d\nbradley1\n02101980\ndaughter\nnavyseal\n01081990\ncarebear\nkamasutra\nbastards\n01061987\n02051975\n10041983\n10061987\n10081985\n10293847\n11011987\n11071986\n12051985\n12101985\n13111984\n14071986\n14881488\n15051986\n16061985\n17011990\n17021985\n17091987\n17101987\n18011986\n18021986\n18041990\n19091988\n19111987\n20011989\n20051985\n20071986\n21071989\n21111990\n21121986\n23011990\n23021988\n23051986\n24011990\n24021991\n24061992\n24121986\n25011993\n26041986\n26041991\n26051988\n27011988\n27051987\n28021986\n28071986\n29011987\n31011990\n02071971\nwhiplash\nrainyday\nstafford\nnightmar\n03051987\n01051988\n69camaro\ndragonfl\nstickman\n03071986\nsexybitch\npuppydog\n5wr2i7h8\nmelanie1\napollo11\nrockwell\nvfntvfnbrf\neleonora\nalleycat\nambrosia\nphialpha\nexchange\nlokiloki\ncartoons\n02091973\n01051986\ncontract\n03011987\ndaisydog\npenetration\n06041987\nlaetitia\n03031990\n02101978\nmustang2\nadrenalin\ngoldeney\nluckyone\n06031983\nescalade\n0192837465\nfyutkjxtr\n01011973\n02071977\n02081974\ntouching\ntrinity1\n04091986\ncharisma\n07081986\nrainbows\n07091982\n12345qaz\ncleveland\n02061979\n08051987\ncocksucker\n03031993\n10011988\n10031989\n10041990\n10061984\n10071985\n11071989\n11091984\n11111986\n12011985\n12021985\n12031988\n12051989\n12091988\n12111990\n12121989\n12348765\n14011987\n14011988\n14021989\n14081988\n14121989\n15021983\n15031988\n15061988\n15091988\n15111984\n16011987\n16111982\n18021987\n18031991\n19021990\n19101986\n19111986\n20011988\n20021985\n20031986\n20061986\n20081986\n21051986\n21071987\n21101989\n22051986\n22071983\n23031987\n23051987\n23051991\n24011987\n24071987\n24101986\n24111990\n25021988\n26031986\n26091986\n26101986\n26111985\n27021991\n27111985\n28031982\n28041992\n28061986\n28121984\n29041985\n30011986\n30061987\n31121987\n31121988\n369258147\n05021988\ndragster\nbismarck\ncambridg\n1michael\ntreefrog\n123456789qwe\n06071983\nnounours\nspeakers\nbuttercup\nmallorca\nalexander1\nnormandy\nthumper1\n02051979\nplayball\n7777777a\nwonderful\nbenessere\n01021985\nsmackdown\n02051990\ntrumpet1\nasdffdsa\n03041987\nfavorite6\nsexybabe\ncannibal\nbeethove\nskipper1\n02091971\n01051990\nnthvbyfnjh\nmalaysia\nazertyuiop\n02091982\nrocknroll\nbynthytn\n02011990\npavement\n03051986\nstockton\n06061987\nguillaum\n10041991\n10101989\n10121985\n10121986\n11011989\n11041991\n11061989\n11081988\n11101986\n12021991\n12051987\n13021987\n13081985\n14031989\n14041987\n14041992\n14081990\n14091990\n15041987\n15071983\n15081990\n15091989\n16021987\n17021987\n17061991\n18011988\n18041991\n18051987\n18061991\n18081988\n18121984\n19031987\n19091990\n20041990\n20051989\n20061984\n21021987\n21071992\n21081985\n22061985\n22071990\n22081991\n22091986\n22111985\n23061992\n23071985\n23091987\n23121986\n24021988\n24031987\n24041988\n24081988\n25051985\n25121985\n26051986\n26061986\n26071987\n27041985\n28051985\n28051990\n28071987\n30041991\n30051989\n30061983\n30071986\n30111987\n789654123\njupiter1\nsegblue2\nabcdefg1\npaulpaul\ngannibal\nhallowee\nticklish\n07071985\noffshore\nallison1\nspecial1\n02041973\namethyst\nletsdoit\nthrasher\nnotredam\ncandyass\njunkmail\n09051986\n06011988\nvolleyba\nliberty1\nbettyboo\n02061981\n02011979\n02101973\n08011986\n06061985\n01051985\nconstant\nlonghair\n09081988\nalcatraz\n01021987\n09091986\n05021987\nmynameis\n08071988\nsunshine1\n04051985\npowerful\n04061984\nsephiroth\npassword01\n02061972\ncomputer1\n1qazxsw23edc\njesus123\n05031991\nsparkles\nskinhead\nsonysony\npancakes\ncharlie2\ngenerals\nmontecar\n02061974\n10011992\n10061989\n10071990\n10081983\n10081990\n11041990\n12071988\n12071990\n12081983\n12081988\n12091991\n12101984\n12101990\n12121986\n12121991\n12211221\n13071990\n13101987\n13121983\n14041986\n15031990\n16031988\n16071987\n16071991\n16091987\n16121986\n18111986\n18121983\n18121987\n19061992\n19091983\n20051987\n20061990\n20101988\n20121986\n20121988\n21031985\n21121985\n22011985\n22051991\n22071991\n22121989\n23031986\n23051983\n23091986\n23111987\n24071991\n24101989\n25081986\n26071986\n26071989\n26101987\n27021990\n27031986\n27061983\n28061988\n29031988\n29061985\n29061988\n30011987\n30031986\n30031992\n30091989\n30121986\n31031987\n31051985\n31101987\n1234567899\nsergbest\n08111984\npathetic\nauckland\n01041980\nbillbill\ncapitals\n02031990\npizzaman\ndelpiero\n09111987\n1234rewq\nvirginie\n04111988\ntampabay\n1qazzaq1\nplayboy2\n1million\nvampire1\nplaymate\n08101986\ndfcbkbcf\nistheman\nilovepussy\nwonderboy\nmontrose\ncassandra\nclemente\n06031992\ndreamcas\n05051991\npainting\n04041987\n01071984\nzxcvb123\n05011987\n04061987\nlockdown\nblacklab\nriffraff\nfidelity\n05111986\n08121987\nfrankie1\n07071988\n07051987\nedmonton\n07071982\npressure\nstreaming\nsupernova\n02081973\n05031990\n08051989\njustice1\n09081985\n07071984\n02031991\n01021992\nbabycake\nfuckme69\nfrederik\nmotocros\n01101987\nrustydog\npinetree\n07101987\n10031990\n10031993\n10041987\n10051990\n10061985\n10071986\n10091984\n11031983\n11051988\n11071987\n12071991\n12081987\n12081990\n12111985\n12111991\n12131213\n13021985\n13061985\n13071987\n14101986\n15011983\n15061985\n15081986\n15091985\n15111989\n15121987\n16061987\n16061988\n16081986\n16091988\n17021989\n17051987\n17051989\n17051990\n18011985\n18021992\n18031988\n18051989\n18101985\n19021991\n19061991\n20041985\n20061983\n20071988\n21031984\n21061988\n22011992\n22031986\n22051987\n22051989\n22061984\n22071984\n22071985\n22091991\n23061989\n23091985\n23091989\n23111989\n24091991\n24121987\n25031983\n25031991\n25041991\n25051987\n25061987\n25081985\n26081986\n27021992\n27031992\n27111989\n28011988\n28081986\n28081990\n28101986\n29011982\n29061986\n29091987\n30011990\n30051987\n31051993\n31071990\n44332211\n66613666\n1234509876\nfeelgood\ntigercat\ncitation\nsunlight\n02061971\nbigtruck\n06061981\nkingking\ntrooper1\npapamama\njefferson\nelements\n02031974\n02051970\n123456as\n07071989\npassword99\npopcorn1\n04041986\n08021990\n02021978\n05121990\n03091983\n06021986\n02011977\n01081985\n04071986\n01091992\n09051987\n07041987\nfrancine\n05031987\nrevoluti\nsniffing\nchouchou\nusmarine\n03051988\n01121990\n09091988\n01081992\n02041972\n07101984\n07021991\n03041983\n123456qqq\n08081990\n03031992\nleft4dead\nengland1\nconquest\ndelldell\nlol12345\n01011972\n02061978\n07081987\ngogators\ncashmoney\n09041986\n04071988\n02011976\n07091988\n10021986\n10021987\n10051988\n10081987\n10091986\n10101980\n10101988\n11081986\n11091985\n11091986\n12021984\n12031990\n12061987\n12071984\n12101989\n13031989\n13051990\n13061991\n13071985\n13071989\n13091984\n13101982\n13101988\n13101992\n14051983\n14061988\n14091987\n15011988\n15061984\n15101991\n15121983\n16011986\n16021988\n16031986\n16041985\n16101986\n16121991\n17041985\n17041986\n17061987\n17071986\n17071987\n17111987\n17121985\n18091987\n18121812\n18121985\n18121990\n19041985\n19051983\n19081987\n19111985\n20011983\n20031985\n20031990\n20051983\n20071984\n20101987\n21021989\n21051990\n21091989\n21101987\n21101988\n21111986\n22051988\n22091984\n22091990\n22111988\n23021983\n23021992\n23041988\n23061987\n23091991\n24071992\n24101984\n24101990\n24121988\n24121989\n25021986\n25031984\n25111991\n26031991\n26121989\n27091991\n29041988\n30101988\n30121985\n30121988\n31051987\n31051991\n31121985\n31121986\neatmenow\n02111987\ngoodyear\n08031987\nlunchbox\npiercing\nriversid\n01091988\n03031984\nscissors\ncrescent\nerection\nentrance\nweare138\nitaliano\nmatchbox\nacapulco\nmohammad\nlebowski\n03031987\nsurprise\nloverman\nabracadabra\n03061985\nfisherman\n01061983\n08041985\ncelebrity\nmadagaskar\ndreaming\nmercury1\n01051980\n01071990\nmacintos\ntennesse\nhardwood\nsweetheart\n03071985\nrhfcfdbwf\nronaldinho\nmasterbating\nfabulous\nparlament\nalpha123\n04031991\n02011971\nnaughty1\n09031987\n03061986\n02061990\n05051986\n05061989\npaladin1\nasdfg123\n06011982\ndragonballz\n07021980\n07061988\nrfhfvtkmrf\nkicksass\n07041989\n09041985\n05061988\n03101991\n07031989\n02081970\n08081989\n10011980\n10031980\n10041984\n10071989\n11031986\n11041985\n11061984\n11061986\n11061987\n11091990\n11111991\n12021990\n12041991\n12071992\n12081993\n12091986\n12111984\n13041989\n13051986\n13071982\n13081986\n13091986\n13091988\n14031986\n15011990\n15031991\n15051989\n15051992\n15071990\n15081989\n16041988\n16091990\n17051983\n17071990\n17091985\n18031986\n18071986\n18071989\n18071990\n18111983\n19041986\n19071989\n19081986\n19121988\n20031992\n20061987\n20061991\n20081990\n21021988\n21021990\n21031986\n21041987\n21041991\n21101983\n21111983\n21121989\n22071988\n22071992\n23031983\n23041991\n23101987\n23111986\n24041984\n24041985\n24041986\n24051989\n24061985\n24071990\n24101988\n24101991\n25021985\n25041987\n25051980\n25051988\n25071983\n25071985\n25071987\n25091989\n25091991\n26011986\n26011990\n26021992\n26061989\n26061991\n26071984\n27071988\n27111990\n28021983\n28071985\n28121989\n29031990\n29041989\n29051992\n30051986\n30051988\n30061988\n31051982\ngoldeneye\ninterest\n07081984\nnatedogg\n09051984\nalterego\nhuskers1\nadelaide\nnineball\naircraft\n04111991\n01041993\nmallrats\nbackbone\ninnocent\n05041985\nfreestyle\n03061988\nzerozero\nanonymous\nlaserjet\nwaterman\nballsack\ndangerous\nghjcnbnenrf\n01031981\ninformation\n03091988\n07041988\n01061992\nbabybear\nhighlife\nfavorite\nljxtymrf\n05071985\ntrinitron\nsupersonic\nblueberr\n05081992\nclaudia1\ndemon666\n06061988\n03041984\ntamerlan\n1qw23er4\n03041989\nqwerasdfzxcv\n06041984\n04071987\nflyers88\nnokia5800\nstewart1\n01071988\n01041983\n05081986\n02091978\n06101989\nhumphrey\n03031991\ncashflow\nireland1\nimplants\n08071985\ncantona7\nbobmarley\nprincesa\nbendover\n04021990\n05121988\n03011991\nsopranos\n10021983\n10081991\n10091985\n10101991\n11021990\n11041986\n11041987\n11061988\n12041987\n12081986\n12091990\n12101986\n12121984\n13021991\n13031991\n13061990\n13071991\n13081987\n13091987\n14021991\n14041991\n14051987\n14101983\n14101991\n15031987\n15111986\n15121985\n16011985\n16011991\n16061990\n16111989\n17021986\n17031992\n17111988\n17121986\n17121987\n18011984\n18061986\n18061987\n19011985\n19021985\n19071983\n20011987\n20051986\n20061980\n20101986\n21021986\n21041990\n21091990\n21111989\n21121988\n22041991\n22051990\n22061991\n22091985\n22091987\n22446688\n23021991\n23051984\n23061985\n23071986\n23091982\n24041990\n25051989\n25081987\n25081989\n25091992\n26041983\n26041988\n26051990\n26111984\n26121987\n27061990\n27091983\n27101987\n27101989\n28021989\n28041988\n28051988\n28071984\n29031982\n29041987\n29051987\n29071986\n29081982\n29081987\n29111987\n29111988\n29121984\n29121988\n30061985\n30061989\n30071992\n30101987\n31011985\n31051986\n31081989\n31101991\nmustang5\nhillbill\naaaa1111\nbuster12\ncarlisle\nprotocol\n05061983\n01051987\njennifer1\n03061984\nfeathers\nnemrac58\nwonderfu\nqweasdzxc123\ndickdick\n06061990\n08021989\nannaanna\npimpdaddy\ncommander\nhelsinki\ncyclones\nmacaroni\nthebeast\nmarauder\n09101985\n06021989\n01041989\n02031970\n09051990\n06091989\n02021977\nhomepage\ndimadima\n03101985\n04051987\nhalloween\n07021987\ncheerleaers\n05041986\nsoccer11\nredheads\nmetallica1\n03121986\ngreywolf\n06081986\n06081988\n06031986\nrfhfylfi\n08111983\n01031980\n08061986\n06051987\n06071984\n123456789r\nreloaded\n04061990\n04021985\ngigabyte\nflvbybcnhfnjh\ndortmund\ngodbless\nflipper1\njurassic\nexperienced\n05101984\nlove1234\ncoolhand\nkcchiefs\n09011990\n05091987\n08071986\nbarefeet\n1111qqqq\nzoomzoom\nasdasd123\ngreedisgood\n10011989\n10021988\n10041989\n10051986\n10071983\n10101987\n10111989\n11021984\n11021987\n11021988\n11051989\n11121990\n12031986\n12061980\n12071982\n13021984\n13121989\n14031990\n14051986\n14091988\n14091989\n14111987\n14785236\n15021991\n15031986\n15031989\n15051991\n15081980\n16021989\n16041986\n16051986\n17081990\n18091984\n18101989\n19011986\n19091986\n20021990\n20021991\n20051984\n20111987\n21011985\n21011990\n21041986\n21061989\n21071990\n21081990\n21091987\n21121987\n22031987\n22081987\n23021984\n23061988\n24021985\n24061984\n24081990\n25021983\n25021984\n25111988\n26041990\n26081983\n27011990\n27051986\n27051991\n27061989\n27071983\n27091984\n27091987\n28011989\n28041983\n28051989\n28071988\n28121990\n29011988\n29011990\n29041984\n29041986\n29061984\n29081988\n30081989\n30091985\n31031990\n77347734\n1020304050\n05081989\nnevermin\narizona1\nalex1234\nnopassword\n55bgates\n123456789987654321\nrosewood\noutsider\nminnesot\n07111987\ndarthvad\n06111986\n07041985\n06071986\nbellagio\nredlight\nbaberuth\nmessenger\nabc123456\ncopenhag\nlavalamp\nculinary\nbeckham7\ndoughnut\ntrueblue\nasdfqwer\nadvanced\nmonterey\nwaterfal\nbukowski\n07061986\n05081987\n06051983\n08081983\nbigblack\ngianluca\n02061973\n02101975\nnokia123\n09041990\nas123456\n06081990\nblackhawk\n05041990\ndtkjcbgtl\nsalvatore\ndavedave\n03071984\n05041991\nkristin1\n03021987\n01041986\nsatellite\n04021987\n05071983\n04031982\ndaredevi\nduckduck\n08021985\n03051985\n07031986\nkamikadze\n09061990\n03111986\n01091986\n08081979\nbiohazard\n05071986\n05051982\nphantom1\n1q2q3q4q\n06071990\n03011986\n05041983\n07021989\n01031991\n08011988\ndeathnote\npertinant\nlilwayne\n06111990\nblackberry\npoophead\n04061988\n08031988\nstiletto\ngallaries\n02011978\n1234567aa\nriverrat\n04011990\nfishtank\n04081985\ndominique\ngriffith\nnightowl\n04111989\nvaleriya\n10051989\n10111983\n10121989\n11031987\n11031990\n11081983\n11081984\n11081985\n11101990\n12021987\n12061984\n12061990\n12345677\n13031990\n13051988\n13061989\n13081982\n13081988\n13091990\n13101985\n13101990\n13111985\n13111986\n13121990\n14031985\n14061985\n14081986\n14101989\n15031984\n15041983\n15081984\n15101983\n15111985\n15111987\n15121989\n16021982\n16061984\n16071986\n16081985\n17011985\n17011986\n17111989\n18041983\n18041988\n18051982\n18081989\n19101989\n20011985\n20071985\n20111984\n20121985\n21011986\n21051983\n21051989\n21061987\n21071983\n21071985\n21071986\n22081990\n22091983\n22101988\n23021987\n23031989\n23071988\n24011986\n24011989\n24101987\n24121984\n24121990\n25041983\n25041984\n25091984\n25121986\n26011989\n26021990\n26091985\n26121984\n26121985\n27011983\n27011985\n27021986\n27041987\n27121988\n28021984\n28041986\n28061984\n28061985\n28081985\n28121986\n28121987\n28121988\n29031983\n29071988\n29091990\n30041988\n30071983\n31071986\n741258963\nqweasdzx\ntopolino\nbuddydog\ncare1839\nhappyman\ndeadspin\neighteen\nhartford\nsofttail\n04051990\njupiter2\nlucky123\n04121986\nstonewal\nmyspace1\npowerman\nsmartass\n08081985\nqwerty13\nprototype\ndipstick\nsurveyor\natreides\nnicetits\nchopper1\n03021982\nz1x2c3v4b5\nmastermind\n05121985\nmanunited\n05121983\n01071989\n112233445566\ncivilwar\n05101986\n05021989\n03081984\ndownhill\ndallas22\ninteracial\nshitshit\nwaterski\n01061985\n06071988\n07011989\n03101983\n07031988\n05051988\n01011950\nmonkeyboy\n01041979\n07031985\n05061987\n06031988\ndtxyjcnm\n01111990\nprincess1\n06111984\n01041981\nnosferatu\n02101974\n02091974\n09051983\n04121987\n06031984\n06071985\nprophecy\n02091979\nvincenzo\npitchers\nsealteam\ntortoise\nintegral\nstart123\nchewbacc\ndeerhunt\ngreenman\nwinter99\n02021974\n09011987\n04121985\n02081975\n10021985\n10041982\n10081988\n10091988\n10091989\n10111981\n10111988\n10121979\n11041988\n11071984\n11091983\n11111979\n11111983\n12041985\n12071983\n12071985\n12091987\n13021989\n13081984\n13081990\n13121984\n14021988\n14061982\n14071983\n14091982\n14121986\n15021988\n15081985\n15101987\n16021983\n16031987\n16111987\n17021988\n17071984\n17081988\n18011989\n19071985\n19101982\n19101983\n19121985\n19121986\n20041981\n20061989\n20071981\n20091984\n21121984\n22021984\n22081985\n23011984\n23011988\n23011989\n23031988\n23061983\n23081986\n24071989\n24121985\n25011988\n25071989\n25081983\n25091988\n26051987\n26111987\n27051984\n27081989\n27121986\n28031984\n28071989\n28101988\n29011983\n29091986\n30061986\n31011983\n31071985\n31081985\n789632145\n1357908642\nkikimora\nnothing1\n04051983\n03011984\n01081980\nmike1234\ncontinue\ncrazyman\n08061989\n2wsx3edc\nlapochka\n09121983\n06071987\nwdtnjxtr\n05101983\ndisaster\nsuckcock\nmakeitso\nfivestar\nscrewyou\n123456789v\ndaniella\nforeplay\n02061975\na1a2a3a4\nblueberry\ngizmodo1\n01021986\npaperino\nbisexual\nrodrigue\n06081985\n03101989\nlibertad\n01021980\nanimated\n02081971\neldiablo\n04081989\nbluestar\n08041988\n03021989\n03031989\n07041986\nmarkmark\n02081972\n01071985\n07081989\n07071986\n04041984\nhonduras\n01051983\nvolleyball\n04011988\npizzahut\n03071989\n07071980\n01061984\nq1q2q3q4q5\nconverse\nmaxpower\ndragonfly\nfishcake\nmississi\nseductive\nntktdbpjh\n03101988\nhappines\nbadabing\n05051980\n08091988\n03081988\nnightwin\n01091984\nkenneth1\nraymond1\n02071974\nsprocket\npassmast\n10031985\n10031986\n10051983\n10051985\n11011980\n11031982\n11031984\n11041983\n11071983\n11081982\n11101985\n12011988\n12021986\n12031989\n12041983\n12101987\n13011981\n13011985\n13051985\n13051989\n13061983\n13061984\n13071983\n13121988\n14031984\n14081989\n14101985\n14111989\n14121987\n15031985\n15041985\n15071984\n15091983\n16031985\n16111983\n16121982\n16121985\n17021982\n17091984\n17111982\n18031981\n18051985\n18071988\n18081986\n19021982\n19031980\n19041987\n19061984\n19061986\n20011984\n20031984\n20091983\n21051985\n21091984\n21091988\n23031985\n23081984\n23101988\n24021986\n24021987\n24051986\n24051987\n24071986\n24081987\n25051984\n25071986\n25091985\n25121982\n26011981\n26021985\n26041984\n26081985\n27031985\n27041988\n27071984\n28051981\n28081984\n28091984\n28091985\n28111986\n28111987\n29061987\n29071987\n29081983\n29121985\n30061982\n99762000\n123456987\n918273645\nlandmark\naugustin\nnathanie\nkissmyas\nsmithers\ngeorgina\nabdullah\nenvelope\nstoppedby\nclimbing\nbeverley\nalessand\n04071983\ngraduate\n01081988\nspiderman1\nforeskin\njesus777\nstephens\nfisherma\n03091986\n123456789o\nfriday13\njennings\nrandolph\nguillerm\nbenedict\nbismilla\n07011988\nhondacbr\nwhoknows\nghbdtnrfrltkf\nbigdick1\nsephirot\n05031988\ncornelia\n04121988\nqaz123wsx\n1z2x3c4v5b\nnokia5530\n09051985\n06031985\ngabrielle\n07091985\nnegative\nwebsol76\n03031983\n04121984\n07021986\n05051983\n01031987\n02051974\n09071984\nsokolova\n09011985\nindia123\nhugoboss\nwebsolutions\n01071980\n04051984\n06101986\n06061982\n06011987\n07101985\nthinking\n01111987\nfinalfantasy\n20spanks\ntimoxa94\nmamochka\nciaociao\ngodspeed\n1234567890z\nmazda323\ngangbanged\n05031986\nlovehate\n04011987\nyaroslav\nskydiver\nmagic123\nkristen1\n04111986\n02101982\n10101983\n10111987\n10121984\n11011982\n11011985\n11101987\n11121984\n12021980\n12041984\n12111987\n13011983\n13011984\n13031985\n13051983\n13071988\n13111988\n13121986\n14061984\n14111988\n14121988\n15041982\n15061983\n15081987\n16041984\n16071983\n16091986\n16101985\n17011701\n17081984\n17111986\n18021982\n18041985\n18081987\n18111984\n19041988\n19081985\n19081988\n20021981\n20061981\n20081987\n21011987\n21021983\n21021984\n21091986\n21121980\n22051980\n22101985\n22111982\n23091983\n23111982\n23111985\n24051985\n24101985\n25021978\n25021987\n25091986\n25101986\n26011987\n26091984\n26101984\n26121983\n27011986\n27031983\n27071982\n28021981\n28031986\n28051983\n28061983\n28091987\n29101985\n30011983\n30051984\nqq123456\narchitec\n01071983\ncreepers\n09121987\njeffrey1\ntreetree\npetrovich\nlionheart\nchairman\nhoneybun\n06111985\n09071987\n1qaz2wsx3edc4rfv\nandyandy\nallstate\nchristophe\ntickling\ntopsecret\nroosters\ninstinct\nbigbucks\n03071983\nilya1234\nfighting\ndirtydog\n03091984\nlosangeles\npippen33\nmerchant\nadventure\nfrancisco\nleonidas\nflanders\nvancouver\ngeorgia1\nsandberg\nletsfuck\nlighthou\nlaughing\ngeneral1\nlocoloco\nqw123456\ndaredevil\n02011974\n05061985\n07081982\nchickenwing101\nvalleywa\nlivewire\n05021985\n01041982\n04121982\nlivelife\n05121986\n07121987\nproducer\n08031983\nchadwick\nrosebud1\n987654321a\n03101984\n09071986\ncatfight\na1b2c3d4e5\nheavenly\n01101985\nblackops\n04081986\nhydrogen\nsarasara\n02121983\nsplendid\nvodafone\nslapnuts\nwachtwoord\nnancy123\n02041970\n01011961\n09101986\nsandman1\nfujifilm\nmarcella\n10041985\n10051984\n10071984\n10121982\n11021981\n11091987\n11111982\n12051981\n12121977\n12121981\n13031980\n13041984\n14031987\n14041984\n14081982\n14091986\n15011981\n15051982\n15061987\n15121986\n16071985\n16111986\n17031983\n17031984\n17051986\n17091986\n17121983\n18071983\n19081983\n20011981\n20021983\n20031980\n20051981\n20111985\n21051984\n22041983\n22121982\n23041985\n23061980\n23071984\n24081986\n24101980\n24111983\n24121982\n24681012\n25031986\n25041980\n25111986\n26061983\n27061984\n27071985\n28031983\n28071983\n28091982\n28111984\n29031986\n29051984\n29051986\n29091982\n29091985\n29111983\n29121986\n30011980\n30071985\n30101984\n30101986\n31031986\n31101986\n31121983\n123581321\n05091985\njoystick\naddicted\n02091972\nanthony7\nvictory1\n01121984\nrockrock\naccess99\nludacris\nnineteen\nlionhear\nquant4307s\nflashman\ngraywolf\n07041983\nmaurizio\nmusician\ninfected\ngarrison\nforsberg\nflathead\nsaxophon\n09121982\nsarajevo\na1s2d3f4g5\ntonytony\nbasement\nfernande\nmonkey69\n02081978\n01061979\nwinfield\nbatman12\n06051985\nsingapore\nlincoln1\nescorpio\nrfgbnjirf\nmolly123\nunderwear\nghbdtndctv\n01091979\n08101980\ngoofball\nzxcvasdf\nsickness\n05081985\n04061982\n07021984\nhugetits\n01091980\n02031976\n3rjs1la7qe\ninternal\n07061985\nsquerting\nfirestorm\nstarlight\n01121985\n06061983\n03051984\nblackice\npassword11\n01081986\njessica2\ntangerin\ndragon01\nqazxsw123\nsmirnova\nunbelievable\nbernardo\nwarcraft3\ninfamous\nhousewifes\nhillside\nhospital\nmacgyver\n02061970\n05041984\n10031984\n10101982\n11051979\n11051985\n11121981\n12031984\n12041978\n12121980\n13091985\n14021984\n14051985\n14061983\n14111982\n14111984\n15051983\n15081983\n15101984\n16011983\n16061983\n17021983\n17031985\n17041984\n17061983\n17061985\n18061984\n18071981\n19111984\n19121982\n20021980\n20031983\n20041984\n20081984\n20081985\n20121982\n21061983\n21071982\n21091985\n22101981\n22101983\n22121985\n23011980\n23011982\n23031980\n23121983\n24011983\n24021983\n24031985\n25121983\n26031985\n27051985\n27081985\n29091980\n30061981\n30121984\n31071983\n74123698\n159753456\nchevys10\nsurvival\nhooters1\ndouglas1\nrushmore\nscirocco\nfuzzball\nfrogfrog\n03041985\n911turbo\ndetroit1\nadministrator\ncornhole\n0o9i8u7y\nletmesee\noffspring\n02031972\njohnston\ndaniel12\nshredder\nwednesda\ntruffles\nnathaniel\nfantasies\nchowchow\natlanta1\ncheckmat\nstarlite\nallnight\nhorsemen\njosephine\n05111982\n1mustang\npregnant\nfirehawk\nsparhawk\nfavorite2\nstirling\nsilverado\nfreewill\nglendale\n02031971\ngroupd2013\nvflfufcrfh\naerosmit\nangel666\njediknig\nclose-up\npounding\n06021984\n02121981\nfuntimes\ngfgfvfvf\nevangeli\n02041971\n03051981\nlacrimosa\nbionicle\n04091985\nmadonna1\nsooners1\n06121982\ndevilman\nlamborghini\n03011985\n07081983\n08061984\n03051979\n08071983\n05031984\nexperience\ncarpediem\nschubert\nmilamber\nmotocross\neuphoria\nbrowndog\ndomenico\nskeeter1\nbajingan\n08061985\nscorpions\n123321123321\n06101985\nbertrand\nfrenchie\n09051981\n09121985\n03121985\nservice1\nsleeping\nbabemagnet\ntimothy1\n10081981\n10241024\n11001001\n11051982\n11061980\n11081980\n12041982\n12051983\n12345687\n12349876\n13081983\n15021984\n15121984\n16061981\n16081980\n16111984\n17061982\n17091981\n18041984\n18051984\n19091980\n20101982\n20101984\n21041983\n21101980\n22061982\n23041983\n23041984\n24021984\n24031980\n24051979\n24091984\n24111982\n25051983\n25071984\n27031984\n27111984\n27121981\n28111982\n29011980\n30111982\n31121982\nhorseman\narmstrong\nsnapshot\npriyanka\nhunter12\nsometime\nprestige\n1password\nhawthorn\ngreatest\nmainland\nbulletin\ndutchman\npasscode\n09081984\nregional\nbernhard\ngregory1\n05031981\nassmunch\nasslover\nrocky123\n04041982\nzaq12345\nbuckaroo\ndiplomat\nskeleton\n06081983\nfutyn007\n02101972\nmannheim\n02101970\nadrianna\ndominick\nwellingt\nfernanda\ndragon123\nmanager1\ncalendar\npennywis\nkomputer\n04081978\n07121984\n07011980\nplumbing\n07111982\nthetruth\n04081982\n06011984\njustinbieber\n08031980\n09111983\nmadala11\nnokia5130\nlockerroom\ndima1995\n09101984\nyeahyeah\nejaculation\npictuers\n07101983\nwrinkles\nbettyboop\nfrederick\ndaydream\nfriends1\n01121980\nvfhbyjxrf\ndominika\n02021975\n10071980\n10081982\n11031980\n11041980\n11061983\n11121980\n12021983\n12031982\n12041977\n12051982\n12091982\n12091983\n12345123\n13031983\n13091982\n15071980\n15071981\n16011982\n17111979\n18061982\n18081982\n19011981\n19121978\n20021982\n20041980\n20071983\n21031981\n21051979\n21061980\n21081980\n23021982\n23071981\n23101981\n24031981\n25011983\n25091983\n26031982\n26101983\n26111978\n27011982\n27111982\n28071982\n29061982\n29071982\n30091983\n963258741\nsmoke420\ncobra427\nembalmer\nbasketbal\ntailgate\nsalvator\nnocturne\nsexymama\ndisabled\npapabear\nwednesday\nshinigami\npanorama\nillmatic\nticktock\nfantasy1\n08041980\nwoodstock\naligator\nmojojojo\nearthlin\nreindeer\nundertow\n05061981\nalabama1\nfreedom2\nmonolith\nnastenka\nfullback\nelevator\nprudence\nneworder\nchurchil\ntroubles\nsfgiants\npussylover\nqwedsazxc\nnewstart\ncontortionist\njapanees\ncapoeira\nvivitron\ndreamcast\nfruitbat\nmichelle1\nattorney\nadmin123\n05061980\ninsecure\n01061982\n08041982\n09031981\narmageddon\n06021981\ndelphine\ncasablanca\nalejandra\n03031982\n123qwe123qwe\nmyfriend\nmagdalena\nknickerless\nbillabong\ndiscovery\nfhvfutljy\nthumbnils\nwelcome2\n02021972\ntoulouse\nfireman1\nsalesman\nwoodwork\n03071980\n02011972\ndaedalus\nviolator\n10021982\n10041979\n10091980\n10101975\n10101981\n11041974\n11101982\n12011979\n12021982\n12041980\n12051980\n13071979\n13111982\n13121982\n14051982\n15041980\n15071982\n15101982\n16041978\n18031980\n18031982\n18061981\n18071979\n18121979\n19051977\n19061982\n19081982\n22071981\n22091981\n22121978\n23041982\n23121982\n24081982\n25011982\n25031980\n27731828\n29041982\n29101982\n29121982\n30051981\n30061979\n30061980\n30071982\n30081982\nq1q2q3q4\n04071982\nzimbabwe\nnewproject2004\nredstorm\nbrisbane\ndagobert\nstinger1\nwindows1\nnatascha\nkennwort\nbarbara1\n02011973\nrammstei\nwingzero\n3edc4rfv\nlighthouse\nfordtruc\nletmeinn\ndestroyer\nsublime1\nathletic\nfantasti\nmichele1\nclueless\nspamspam\ncostanza\nmorticia\nbigpenis\nlingerie\ndiamante\n1a2s3d4f5g\nmarymary\nalfarome\nqawsedrftg\nprelude1\nriverside\n03101979\n02071972\ngreentea\n07041980\nimtheman\n09071981\nqazwsxedc1\nevanescence\nmotdepasse\nporsche911\npussy4me\nkickflip\n03031981\nlandrove\nlongshot\nsuperbow\n02071970\ncomicbookdb\nrfhlbyfk\nkfcnjxrf\n01101979\nanthony2\nparamore\nbuckwhea\npornographic\n03021979\n01071978\nminnesota\nlambchop\nanakonda\narcangel\nj3qq4h7h2v\nstarbucks\ntransexual\nvfpfafrf\narchangel\nbraveheart\n08081981\nmasturbation\nhomebrew\n04101980\nfordf350\n07081981\n02071973\nmilkyway\nforester\nbabemagn\n02051971\n10011001\n11081978\n11111978\n12111981\n13121980\n14051977\n14051981\n14121979\n17051981\n17101980\n19021980\n19051981\n20011980\n21011981\n21101981\n21121978\n22031981\n22081981\n23051980\n24111981\n25111978\n26031980\n27011981\n28031981\n29071981\n29121981\n30071979\n31051977\n31071980\n1213141516\nmaxpayne\nduracell\n12locked\nchinchin\n123456789p\nramstein\ntrousers\ncybersex\nwildlife\ncorvet07\ntiberian\nkevin123\ndoorknob\nsaltydog\nbullwink\nshevchenko\nmorozova\nmaximilian\nheadache\nhellohel\nneedforspeed\na123456a\nfireblade\nironman1\ndevilmaycry\nasmodeus\nbravehea\nchemistry\nvfhnsirf\nsomebody\nmypasswo\n05081977\n01011967\npennstat\n01081978\ncocktail\nmotherfu\nmarajade\nprinceto\nrapunzel\nhernande\nytngfhjkz\nmaximus1\npegasus1\ndisturbed\n03051980\ndreamer1\nevildead\n01051979\neverques\n06081979\ndeepthro\ngfhjkm12\nblessed1\nklopklop\n12345asd\nfishface\nnemesis1\ngorillaz\nsevenof9\nmanhatta\nursitesux\nrevival47\ndetectiv\nbusinessbabe\n123456789l\nyfnfitymrf\n04101977\nibilltes\n02091970\ndropkick\nsk8ordie\nmontecarlo\npeaceful\n04061980\nenter123\nchristel\n09051975\ncowboyup\n1234kekc\nrdfhnbhf\nmarishka\n10061980\n11101979\n12011980\n12071980\n12340987\n12345612\n13245768\n14031978\n14031980\n14041976\n17051979\n17091979\n18061980\n20011979\n22334455\n23021977\n23021978\n25071978\n27111978\n28101979\n30031979\n890098890\nhoneydew\nladybird\nchauncey\ncambridge\nmaryanne\nfourteen\navalanche\nsnowman1\nrestless\nbluenose\ncharlie123\noptiplex\n123456qq\nbulldawg\nomegared\ncaldwell\nfuckthat\n123456ab\ngenocide\ncharming\nlosangel\nimpalass\nmarybeth\nnewpass1\nseahorse\nzxcvb12345\nmachines\n02021970\n07041979\nmonkey123\nfuckmehard\nmaster123\ngoldrush\ntrailers\n03071978\ncapital1\nasd12345\nqwerty78\n09091979\nkazanova\nrktjgfnhf\nspalding\nsantacru\n01011966\nsunderla\n1a2b3c4d5e\n09051978\n08031977\nsnoopdogg\nnokia5230\nfktyeirf\neverton1\n01011965\nghjdthrf\n01031976\n123mudar\ngeibcnbr\nblondinka\n123456789123\nl58jkdjp!\n1a2a3a4a\nbeachbum\nwaffenss\n123qweas\nshotokan\n02101971\nhulkster\nsamadams\nheather2\nmastermi\nsammydog\nignatius\ndragrace\nmonkeyman\n10101977\n13081978\n15031975\n19041978\n21041978\n22011975\n22041976\n23021975\n23051978\n23061976\n28071978\n29091977\n43046721\n123698741\nsanity72\n03021978\nfrank123\ndrifting\ncontests\nglassman\nrt6ytere\nhomeless\nyourmama\npartners\nnavigato\nbuckeye1\ncostaric\nterrance\nnewport1\nevergree\nutahjazz\nnickolas\nrb26dett\njeffjeff\ncynthia1\ninfinite\ncrockett\nthething\njakester\nwoodside\nbugsbunn\npontiac1\ninvictus\neveryday\nrussell1\naustin316\nmemories\nadventur\ntequiero\nteacher1\nabstract\nbubblegum\ncallofduty\ndickweed\nhershey1\ncontrol1\nhousewife\ntemptress\nverygood\nhogwarts\nwingchun\nheinlein\n01051974\nmystical\naerosmith\nblackbelt\nethernet\neightbal\nsolnishko\n01011968\nsnowflake\nfirestar\nhornyman\ngirfriend\nlebron23\ntimelord\nmilhouse\nleningrad\ncaterina\nqwerty99\n03061977\nallblack\nanna2614\npussyeat\nmackenzi\nmasterbaiting\nuncencored\nmanifest\nsongbird\ntriplets\nghjnjnbg\npyramid1\nsubmarin\npartizan\nchoppers\nfred1234\ndesperado\n10121976\n14021977\n15121977\n18273645\n22091977\n31071977\ncallahan\nthriller\nilikesex\n1letmein\nericeric\nlittlema\npatrizia\n12345654321\nwapapapa\nhornyguy\ncommerce\nnecklace\ncannonda\nseventeen\nblackcock\nbarracud\npathfinder\nfuckshit\nbrunette\nparsifal\nbirthday4\nalkaline\nshitfuck\nmuffdive\naccount1\nglennwei\nantigone\nbeepbeep\nhotbabes\nfordf250\nmotorcyc\ncoolgirl\nrickster\ncitibank\ngobigred\nprofessor\ncvbhyjdf\nbiscuits\n03041975\ntenerife\ngoodlife\nqwaszx12\nvolkswagen\nsouthside\nmaurolarastefy\nspartan117\n08081976\nperegrin\nantonio1\nraindrop\nlaracroft\nnovikova\n0000000000o\nfynjybyf\n12345678900\nparanoia\ngermany1\nfakepass\nsupernatural\ntecumseh\ntonyhawk\nfrancesca\nmahalkita\niloveporn\nfalstaff\ndominate\ndeborah1\nlancaster\nastonvil\nbobmarle\nhennessy\nelvis123\nnonmembe\nbonethug\nterriers\ntooltime\nterrence\nrussian7\n11122233\n12041976\n13011976\n23021973\npyramids\nroserose\nseattle1\nsaunders\nschnuffi\npotatoes\nphaedrus\nmarketing\nstefania\ncxfcnkbdfz\nguesswho\nlindsay1\nzxcvvcxz\npassthie\ntestibil\nmarriott\nsummertime\nmusic123\nhelphelp\ntakamine\nbigpussy\nduckhunt\nironhors\nlemmings\ntheclash\nunicorn1\nshadow01\nhamburger\ncolossus\ngotyoass\nqaz12345\nbigbutts\nelbereth\nblaster1\nlagwagon\nfuckyeah\nlocation\npenetrating\nforgotten\npokemon123\nthesaint\nelement1\nastalavista\nasdfg12345\n05051975\nprofessional\nhermione\nmarketin\nmisiaczek\ngymnastic\ngoodfell\nsexsexse\ngulliver\n01081975\nvolkodav\n02011970\ndomainlock2005\nyouandme\ngaleries\nscandinavian\nlakers24\nflowers1\nrerfhtre\nmacintosh\ndhjnvytyjub\nkillzone\nyamahar6\nbasebal1\nhomer123\ngrandpri\npremiere\nsmokedog\nwatermelon\nmayfield\nhardwork\nlasttime\nr4e3w2q1\npeaceout\nangeline\nexpress1\nx72jhhu3z\n14031972\n147896321\n369852147\nbookcase\nnewhouse\ndomestic\nblackcoc\nblackboy\ndoggydog\n123456asd\np455w0rd\nwilliam2\nenvision\n!qaz2wsx\n67camaro\nalgernon\n12qwerty\nbaywatch\n01011964\nphoenix2\nrsalinas\ndangerou\nheadless\nbeaumont\nevergreen\nbradshaw\nbarracuda\ntomservo\ngreatsex\nf15eagle\nyesterda\nmonkeyma\naquarium\ncbr600rr\npayton34\nbassbass\n123456789k\nblackass\nsnakeman\npolaroid\nworldcup\nletsplay\ndeutschland\nsaab9000\namoremio\nvaseline\nalligator\ncomputers\ndimension\npackard1\nuhbujhbq\ngolfclub\nlonghorns\nwellhung\ntryagain\njanuary1\nmysecret\nzolushka\ncatdaddy\n17171717aa\nloglatin\nmustang9\nchipper1\nnadezhda\nedinburg\npanties1\nexcellen\npandora1\nromanova\nvfylfhby\nluscious\nsonyvaio\nflipmode\nyorktown\njbond007\ndoggystyle\ndkflbvbhjdbx\ngoodwill\nwatching\nholahola\ndavidoff\nrobinhood\nmachoman\nmccarthy\n12s3t4p55\nmomsanaladventure\nfabrizio\navengers\noctober1\nsixtynin\ndatabase\nelisabeth\nfuckedup\nmeandyou\neverquest\nremington\njason123\n01011958\nlancaste\nhd764nw5d7e1vb1\n10101968\n69213124\n78963214\ncheyanne\nginscoot\nbloopers\ngooseman\nbabushka\npatterso\nfelicity\nblondie1\ncrocodil\n5tgb6yhn\nqazwsxedcrfvtgb\ncamelot1\nhelpless\nsoccer13\nsweetass\nsebastie\nboogaloo\nangelito\nfrancis1\npeternorth\nfreiheit\nvalentino\na1a2a3a4a5\nhitman47\nwinchest\nnicknick\naleksander\nconsuelo\npimpster\nlifeisgood\nsplatter\nfeetfeet\ndarthvader\nbruno123\ncaseydog\namarillo\n1basebal\nsatellit\nmustang8\ncezer121\n123hfjdk147\ncarlotta\nmasterkey\nblackbel\ndrjynfrnt\nlotus123\nhappydog\ninsertions\nbuchanan\nmonkey11\nsidewind\nhannover\npolitics\nasdfjkl;\n4rfv3edc\nvfnbkmlf\neleven11\n123qwe456\ngrapeape\ndeathrow\nonepiece\nwaterpolo\ndragon13\ntechniques\nburatino\ndistance\nfacefuck\nijrjkflrf\navangard\nvineyard\nqazxsw12\ncalculus\nbuttbutt\nzz8807zpl\nbignasty\nemmitt22\nromaroma\nmaddison\nstamford\ndropdead\n123456789012\n8phrowz622\ndragon11\nchastity\nlindsey1\nhatteras\nclaudine\ncorporal\ntrucker1\nrushrush\ngotigers\nganjaman\nvegas123\nrebbyt34\nhawkeye1\n123masha\n1hxboqg2\nrootedit\n100200300\nuniversi\npriscill\nlexingky\nmandolin\nteamwork\nc3por2d2\ncarefree\nfootlove\nredwing1\ngiveitup\ncleaning\n085tzzqi\nusmc0311\ntanechka\nloveme89\nterrible\ngoodness\nglenwood\nufhvjybz\nallright\nclaypool\njulieann\ngreyhoun\n063dyjuy\nnyyankee\ncalamity\ndillweed\npantyhose\narabella\nmauricio\ngoodison\nluv2epus\nalphaman\npedersen\n44magnum\nassassins\nqwerty777\nboris123\n01478520\nsummer12\nbachelor\nbadnaamhere\nnevermor\nmattingl\nlavender\nmattmatt\nheadshot\nopen1234\ntopsecre\nhotchick\nmonique1\ncordelia\nakatsuki\nopenopen\ngeraldin\nfreeland\nrodriguez\nprincessa\nmiranda1\nfederica\n5hsu75kpot\ngbgbcmrf\n0102030405\nfabienne\ncarthage\nmoonshine\nchrissy1\nbrother1\naquafina\ncatholic\nalexandru\n123456abc\nloveyou2\ndeepblue\nnovifarm\nholiday1\nblack123\nducati99\nmoonstar\nfinnegan\ncontains\nnbuhtyjr\njohndeere\nultraman\nsamantha1\nr2d2c3p0\nbadkarma\nswallows\nseraphim\nhawkwind\nassclown\nredneck1\njamaica1\ncatalyst\npassword3\npasswerd\npepsi123\ntrojans1\nfastcars\nfailsafe\ninsertion\ndkflbvbhjdyf\nhilfiger\ncaffeine\nqwerty77\npornpass\n12345432\n32165498\n74185296\n3216732167\nmichael3\ndivorced\nanteater\nmustang0\nredshift\ncableguy\nkingsize\ncollecti\nbuffalos\nsteve123\nwarehous\nbayliner\ncharles2\nsuikoden\nyear2005\nwhoopass\nmarigold\naqualung\nsummer01\nricochet\ncumeater\nchristy1\ntransfor\nandrew12\nindiana1\nstrange1\nalexandria\njoseluis\nlearning\nwolfwolf\nthorsten\nluckyman\ntennessee\nhallmark\npolarbea\nblackie1\nmostwanted\npentium4\n1qaz!qaz\nresource\nbroodwar\njimmy123\ngolfing1\nopensesame\nninanina\n8phrowz624\nchemistr\ngfhjkzytn\nprospero\nbrownies\nmaster01\nmindless\nytrhjvfyn\nlicorice\nallstars\nlalaland\nschastie\narsenalfc\nbarakuda\nwestham1\nbondarenko\nanatoliy\nstampede\nloveyou1\nsaopaulo\npassions\nmobbdeep\nflintsto\ncovenant\nphillip1\nmapet123456\nyodayoda\nvladvlad\npleasant\nvergeten\ncalcutta\nmanhattan\nsailfish\nsummerti\nfoxhound\ngunsling\nbluedevi\nthornton\nbackspac\ndaffodil\npussylicker\nghjvtntq\n12041961\n13572468\n48151623\n123321456\nrerehepf\ncounterstrike\ntitanic1\nmustang3\nbaphomet\nlionlion\nlonglegs\nthunderbird\nlockheed\nrockroll\njeepjeep\nhenderson\nducksoup\npalomino\nbuster01\nyesterday\nmosquito\n01011963\n1asshole\nforklift\njerusalem\nplanning\nhometown\nprisoner\nmilenium\nmeltdown\nmammamia\npostov1000\npussylov\ntigger12\nlimpbizkit\nredhead1\ntheworld\nilya1992\njuvenile\nomsairam\n12345678901\nwhatever1\ndustydog\nafrodita\nantoshka\nwasdwasd\nambition\ngillette\nchampions\nacoustic\ncharlie3\npennstate\ncelticfc\ntooltool\nbonghits\nsolidsnake\noldschool\nmymother\nlongtime\n01011955\ncristiano\nnolimits\nmichael9\ndelivery\nessendon\nlegoland\ntashkent\nskyline1\nrhfcfdxbr\nasterios\ndominator\npleaseme\nvicecity\njunkyard\nnokia3250\nmagnavox\ninvestor\nconnection\nkatharin\nhellohello\n33rjhjds\nfightclub\nillumina\ncopenhagen\nmetalgear\nthinkpad\nbastard1\nlovefeet\nbilliard\nbareback\ncinderella\ntouchdow\nrooster1\ncoolbean\ngaladriel\nshowboat\ncreatine\ndominica\nshipping\nsideways\nbuttplug\nmatthew2\nsearcher\nappleton\ngetsdown\ngoldfinger\npioneer1\nchillout\noctober2\nronaldo7\nwestlife\nprashant\nthelast1\n13576479\n159753123\n333666999\n1footbal\nsandydog\nmustangg\nangelofwar\n151nxjmt\nlucas123\nsmuggles\naaaaaaa1\nschneider\nnonsense\npsychnau\nvaldepen\nkirkwood\ndragon99\nsnoogans\nadelaida\n2wsxzaq1\ntrustn01\ncrimson1\nkovalenko\npassfind\nforgiven\nwisconsi\nletmein22\nmavericks\njoshua12\nbehemoth\n123321qwe\n7hrdnw23\nghjnjrjk\nsixtynine\nbluebear\ntitlover\nkilkenny\nzaq1xsw2cde3\nviper123\ndestroye\nzcxfcnkbdf\nchocolate1\nabigail1\ncodeblue\nslayer666\nminotaur\ngoodstuf\nargonaut\nannabelle\nlucky777\nbaldrick\nmetropol\nhernandez\nfootbal1\njuancarlo\nfuckyou123\nagnieszka\narmitage\nindonesia\nfavorite8\nbartlett\nmaster11\npowerade\nshadow11\nparliament\nbladerunner\nfirework\nlanguage\nbesiktas\nvfvfvskfhfve\n01011962\n1a2a3a4a5a\norlando1\ngfhfljrc\nkrasnodar\ntarantul\novertime\ndavecole\nmousepad\nbrowneye\nbrianna1\nnacional\nred12345\nmathilde\nvenezuel\nkochamcie\nvthctltc\nfavorite7\nwildcat1\nmetalica\nskateboa\nshooter1\norange12\nredbeard\nsampson1\nschwartz\ntheflash\nnokian70\ngy3yt2rgls\noscar123\nderrick1\nasd123asd\nscruffy1\nlongdick\nnetwork1\nclitlick\nghtktcnm\nnosferat\ndumpster\njediknight\nnighthaw\nrerfhfxf\ncharlies\noverload\nkitty123\nladygaga\nhotsauce\n246813579\nmnbvcxz1\ndiscreet\nbrasilia\nrepytwjdf\ndaisymae\nsimpson1\nchampagn\nbirthday1\n07101962\nbeethoven\ndiscount\npapichul\nranchero\n1jennife\ncharacte\nclassic1\nlovesexy\nthissuck\ngunsmoke\nmoneybag\nbumblebe\nhalfmoon\ngremlins\nthatcher\ntelevizor\ntelecast\nsouthsid\nhenderso\nfuckfest\nhornyboy\nmultisyn\nmichael8\ndagestan\nqweqwe123\n123456789abc\nhellokit\nblowjobs\nboscoe01\ntristan1\nthematrix\nbadlands\ngalactic\ncommodor\npassion1\nmackenzie\nknockout\nmalcolm1\nbigpimpi\nbrian123\nwinchester\nflhtyfkby\nhrvatska\ntactical\nhondacivic\ndreamers\nspartacu\nmarietta\ntimeless\nsteelhea\nctdfcnjgjkm\nwelcome123\nlostsoul\nevgeniya\nhibernia\nq1234567890\nloredana\n123456789n\npi314159\nfkmnthyfnbdf\nbiggdogg\noriflame\ngtkmvtym\nrockydog\nytyfdbcnm\ninternet1\niwantsex\ntigger01\nghbrjkbcn\nreporter\nfrontera\nganjubas\npendrago\n1234567u\nintelligence\nrocketma\nhammerhe\ndarkmoon\nthematri\npopsicle\nrocketman\nmargosha\n68camaro\nibilljpf\nbigstick\ndemocrat\niloveher\nmilashka\nfunnyman\nemachines\nplayboys\nsatriani\nfaulkner\nroderick\nghjcnjghjcnj\nstrannik\nthomas12\nghbdtn12\nadmin18533362\n12233445\n159753852\n777888999\nstroller\ntazdevil\nsarah123\ncrossbow\n08154711\ncritical\nfreetime\nkingrich\nfunhouse\ntrader12\nroberto1\nmaterial\nnjdevils\nthunders\nmounta1n\ninternat\ncamaroz2\ntoshiba1\npinewood\n1qay2wsx\n2wsxcde3\nstockings\nholeinon\nmazinger\n%%passwo\ncollege1\nbonefish\nfairview\nbigfoot1\nmillion1\nchewbacca\npiramide\npatrick2\nwinter12\nhatfield\nblueline\nunderworld\ncatfish1\ngirlfriend\ninterpol\nwindstar\nbluegill\nlizaveta\nfatpussy\ncamaro69\nplayer69\nwarcraft1\nqwerfdsa\npeterose\nqqqq1111\narchitect\n123456zxc\ncentrino\naguilera\nwonderland\nmemorial\ntrashman\ndanielit\nartofwar\nmetal666\ndripping\nflapjack\nnewworld\nlandscap\ntemp1234\n23176djivanfros\nsalamandra\n123456789qwerty\ndzxtckfd\nsobriety\nangeleye\nthetachi\ndickface\nadvocate\nnokia5300\ngemstone\nnonrev67\ngodofwar\nsmallville\nqwertasdfg\nastroboy\nwoodward\ncyberonline\ngalatasaray\nsexybaby\nhendrix1\nmitsubishi\nnotredame\nblacksun\nqazxswedcvfr\nvittorio\nazsxdcfvgb\nkaramelka\nshadow13\nqwertyasdfgh\ndominic1\ngallardo\nrjyatnrf\nimperium\ninflames\nbugsbunny\nnicholas1\nvlad1996\ndragon88\nconnect1\npiedmont\nkatrina1\npheasant\nblastoff\nginger12\nindahous\nilovemyself\nparasite\nvoltaire\nrobinhoo\nwallace1\ncummings\nlaracrof\nbosstone\njustin12\nsystem32\nbluenote\nbrentfor\ngoldmine\nwellington\ngoodtimes\nexploite\nlapdance\ncvzefh1gkc\nwater123\nkillemall\nfantastic\niwantyou\nrepytwjd\nradiance\nruthless\nsweethea\npeter123\n01011957\n89600506779\ndamage11\n748159263\n987412365\nmichael7\ncountry1\nepaulson\nbungalow\njohn1234\naurelius\ngrainger\ncharcoal\nronaldo9\nhomebase\nadrianne\nsensatio\n1diamond\nedwardss\n3edcvfr4\ngeorge12\nplayoffs\nandreas1\npanchito\nfellowes\nthirdeye\nalfaromeo\nisacs155\nroodypoo\nscooters\njesuschrist\nmaverick1\ndragons1\npalmetto\nsylvania\nvertical\nw1w2w3w4\nmelbourn\ndesperad\nsave13tx\nhotwheel\nbretagne\nsportste\nvatoloco\nghostman\njedimast\nsunrise1\nclinton1\nblingbling\npembroke\narsehole\nslayer66\npsychnaut1\nodysseus\npizzapie\nsilver12\nwargames\nmysterio\ndarkknight\nintegra1\nwestcoast\nbanderas\n4r3e2w1q\nfatluvr69\nxsw21qaz\nyjdsqujl\nslimed123\n1q2q3q4q5q\nsailormoon\nindians1\nbabycakes\npussyeater\nnikita123\nmuenchen\nqwerty22\nmedicina\ngabriella\npetersen\nnokia3310\nreaction\nscott123\nwhosyourdaddy\ntagheuer\nxthtgfirf\n1234567z\nkochanie\noc247ngucz\n1111111111zz\nporn4life\nlittlebi\nsiberian\nlimerick\nxboxlive\nprettygirl\nthejoker\ncuntlick\nmetalman\nleiceste\nhandcuff\nprinceton\npeaches2\nminister\nfirestor\nrhapsody\njeronimo\nmakemoney\nannemari\nironmaid\nchevyman\nhugecock\ntooshort\nprimetim\nsylvester\noceans11\nrichard2\nvaldemar\ndeath123\ndarkwing\ntaylor12\nnikitina\nnickname\ncaitlin1\nslipknot1\ndima1996\nfnkfynblf\nskypilot\nnewstyle\n12332112\n13579246\n96385274\n159875321\n326159487\n789123456\n1223334444\nluckyboy\n2112rush\nduranduran\npescator\npolice22\nsexslave\nbosworth\nmulberry\nwaterfall\nskeletor\npepsicola\noctavian\nqwerty00\n123123123q\nhot2trot\ndelorean\nmatthew7\nishikawa\ndocument\nfistfuck\ngfhkfvtyn\nwhitney1\njailbird\narrowhea\ncasablan\nqazxswed\nmoneymoney\nmiroslav\nshowcase\nbulldog2\ncollette\nsorcerer\nhemicuda\nstargaze\n1111aaaa\nconflict\nironhead\nfktrcfylhjdbx\nscimitar\nnikolaus\noriental\nhellothe\nreverend\nronaldo1\nwhiskey1\nedinburgh\nhondacrx\nzaxscdvf\nanton123\npervasive\nkelly123\ngoodnews\nastonvilla\npepper12\nashley12\ncachorro\ntruckers\nsysadmin\nolivetti\n89015173454\nmultimedia\ndaddy123\nsymphony\ntoronto1\nemachine\nfktrcfylhjdyf\nvaz21099\nsmarties\nfrankfur\ngfhnbpfy\nsvetlanka\ncuthbert\npassword4\nstealth1\nyardbird\nmorkovka\nqwaszx123\ndragon22\narhangel\npercival\nmuaythai\nnyknicks\nyorkshir\njunction\nguitarra\nhereford\ntightass\njackson2\ntaekwond\nmillerli\n123123qwe\nqwer4321\ndivision\nfeyenoord\nmorrigan\nparolparol\nvermont1\nkamehame\narschloch\ncatlover\nwhatthefuck\ndirewolf\n1357911q\nrocheste\npittbull\nbernard1\nterminus\ntrigger1\ngrandprix\ncomicbook\nsonnyboy\nbennett1\ndaniela1\nhelloyou\nredtruck\nchevyz71\nmorrisse\ntrafford\nevenflow\ngeneviev\nkonfetka\nknowledge\nhalflife2\nsk84life\n123456789w\ndenis123\n12344321q\nghblehrb\nlbfyjxrf\nkurosaki\n11121314\n19844891\n21125150\n132465798\n243462536\nredbirds\nwestport\nslacking\nsoldier1\nmakemone\nantonius\n541233432442\npatriot1\ntakehana\nrobert12\ngermaine\nrotterda\nfcbayern\ntoosweet\n380zliki\nbellevue\ntiramisu\nwetlands\npractice\nwatermel\njohnmish\nt34vfrc1991\nmelville\nstuttgart\nwestgate\ntheraven\nsuperdup\nmaria123\nwinifred\nabulafia\ntrustnoone\npapercut\nenergize\nbarnsley\nhoopster\neightball\ntoughguy\nbabygurl\nrazorbac\nbrazzers\ncornholi\nchampagne\nyokohama\nfiretruc\nthurston\nepiphone\ngateways\nchicago2\ntransam1\nproverbs\npatricio\npuravida\nshocking\n123456qaz\nglorious\nsoccer15\nstrategy\nq1w2e3r4t\nstallone\nsunderland\nseven777\nsandy123\nstringer\nyingyang\nchevy454\nanamaria\nilovepor\nshannara\nwhatisit\nkakaroto\nfriendship\nsuperboy\ncellular\npacifica\nphantasm\nsalvation\nfinalfan\nsepultura\nazerty123\ntigerlil\nadrenali\nhellbent\nguderian\nsamurai1\ngrimlock\nbaltimore\nairforce1\nasdasdas\nnewlife1\ncheesecake\nizabella\n123qaz123\nshotgun1\nnorthsta\nkindness\nkusanagi\ncharlie9\nmalishka\niskander\nfgjrfkbgcbc\n123456789qaz\nsammyboy\nbagpipes\n4rfv5tgb\ncjrjkjdf\nfreedom7\nvfrcbvec\noliveira\ntigerwoo\ngarrett1\ncnjvfnjkju\ncambodia\ncenturion\npiazza31\n1234qwerty\nscooter2\nmickeymouse\nvjhrjdrf\ngrasshop\ncolleen1\nwonkette\npatrick9\nklootzak\nbubbadog\nmustang7\nghbrjkmyj\nmakarova\ntravelle\nelvira26\nsteelers1\nbootneck\nbobby123\nredsox04\nladybug1\nfuckslut\nhotpants\naluminum\nadelphia\nthomas01\npassword69\nstalker1\nlakeview\njonathan1\nmedieval\nhammers1\nlongbeac\nnetworks\nlarry123\nhansolo1\n4904s677075\nkirill123\njemoeder\nshadow123\nreddragon\nnatashka\n12345671\n12347890\n19933991\n44445555\n135797531\n1111122222\nmrbrownxx\nharley01\n007james\nfreestyl\nhardhead\nceltics1\nshadow69\nfartripper\nsuperbee\nknowledg\neyecandy\neatmeraw\nasteroid\nbulldogg\n1william\nsteeler1\nsycamore\ntigerman\ntequila1\nhunter01\ndiogenes\nmarillio\nrealdeal\nferrari3\nchilidog\nwinston2\nregiment\ngerhardt\nsoccer14\n013cpfza\nfredderf\nnietzsch\nbluerose\nworkshop\nqpwoeiruty\n12345trewq\ndefiant1\nganymede\n1234rmvb\nfreelove\naqswdefr\nnumbnuts\nsiemens1\namanda18\nminidisc\nblablabl\nrazdvatri\npakistani\nbabygirl1\nfylhtqrf\nalhambra\nalastair\nukflbjkec\ngonefish\nbiteme69\nxcountry\nbigwilly\nhumboldt\ngreenbud\nchester2\noverride\nblacksta\nscooby12\nbiscuit1\nsalamand\nchantell\nmilagros\nchelseafc\n10inches\n0147896325\ndarkjedi\nblackrose\nfalcon16\ngodislove\nweronika\nvfhvtkfl\nprimrose\npassword0\nlondon12\nkukuruza\nrfpfynbg\ndragon76\nkasparov\nflipside\nmemyself\nghbdtnbrb\ndashadasha\ndaniel123\nghbdtnghbdtn\nvalerie1\nrfhjkbyf\nkukushka\nlatitude\ncthuttdyf\nsonechka\nbelochka\nrasengan\ntransport\nscribble\ncdtnjxrf\nmarbella\nlandlord\nblackber\npackers4\nmartini1\nschlampe\nassmaste\njledfyxbr\nchurchill\nmiracles\nricardo1\npassword1234\n07831505\nsilverfo\nsabotage\nspoonman\ncupcake1\ncongress\nbritneys\ndrinking\nsideshow\nppspankp\ngearhead\nq8zo8wzq\nbassfish\nbatman99\naccounts\nscottish\ntemporar\nmultisync\nhollydog\n12345678900987654321\nbella123\nlovepussy\nlexingto\ncanadien\nbluearmy\ndollface\nletitrid\ngoodfood\npeterbilt\ngetalife\nstairway\ntroopers\nhalfpint\nwestcoas\n3stooges\ntoolshed\nbuttocks\nlausanne\nsebastien\nwildrose\nbocephus\njesucrist\nbestfriend\nqazxsw21\nkingsley\ngreenwoo\nproblems\ncoconuts\nibill123\n08522580\nharry123\n11924704\n12345666\n19877891\n25251325\n43211234\n123123321\ntitsnass\n123asd123\ngnasher23\nsinfonia\nbirthday21\ndad2ownu\nelaine22\nmrbrownx\nhhhhhhh1\nshooting\nhopefull\njordan12\nsuperson\nqwerzxcv\nvibrator\nhillbilly\nwestwind\n154ugeiu\neducation\ngandalf2\nrosalind\nparamedic\n111111aa\nreddrago\nmanwhore\nmamasita\naassddff\npowerboo\ncracksevi\n51051051051\n383pdjvl\nrottweil\nnazareth\npaperboy\nscranton\nnotagain\nspringst\ndrumline\npowermac\nduckling\nchecking\nbrendan1\nfontaine\njiujitsu\nbacklash\n2w3e4r5t\ncolt1911\nchangeit\npossible\nfucklove\ndoma77ns\nhoopstar\nstrangle\nvenom121293\nfabregas\nambassador\nfree4all\nwelkom01\ncuntsoup\n12345zxcvb\nblackshe\nosbourne\ncatarina\ngargamel\ncoronado\ncommodore\nteiubesc\npromethe\nmelissa2\nanuradha\nberliner\npainkiller\nreviewpa\npepsione\ngtkmvtyb\nrockport\nharrypot\npositivo\nfoosball\nfoxtrot1\nsaltanat\nvfvfbgfgf\nkelly001\nhamburge\nduffbeer\njennife1\namanda12\nwebhompass\na7777777\ncountach\nbritney1\nseagulls\nguatemal\ngtxtymrf\nhelpdesk\nmazdarx8\ngfhjkmxbr\ncruzazul\nlovecraf\ncastaway\nbreakers\nthisisme\nsherman1\nalpacino\nincognito\nvictoria1\nannamari\nmarissa1\nquality1\nmanunite\nqwerty21\nsarasota\ncheckmate\nboondock\nnokia5310\nhappydays\nlandrover\nkfvgjxrf\nchesterfield\nopensesa\ncrossfire\napocalypse\nwildblue\ndragon66\ntranspor\nlocoman0\nsubmarine\nneveragain\nnokia6303\ncookies1\nmoneymaker\nwestbrom\nautobahn\nofficial\nphantoms\n1patrick\nsprinkle\npurchase\ninterests\ndothedew\nbilly123\n010203040506\nchicken2\npaterson\ngizmo123\nsandrock\ntommygun\nhockey12\nusmc1775\nfightclu\nlakers32\ndragon23\nbridgett\niloveyou!\nsmokeweed\ngibsonsg\nfirefighter\nseagrave\nmadhouse\nbookmark\nbroncos7\nvonnegut\nfighters\ncachondo\nkasandra\nchelsea2\nhomersim\nsyncmast\ndoraemon\nsamsung2\ntyler123\nrfnthbyrf\nmontagne\ngraffiti\nsmile123\ntrusting\nnewports\nhjvfyjdf\nqwe123asd\nlost4815162342\nplatform\nsilicone\nart131313\n55832811\n98745632\n99887766\n124578963\n314159265\n321456987\neagleone\ncrazyzil\ndimensio\nblacktop\nsrilanka\n12345678c\nslipknot666\nbatman69\ngobrowns\nwellcome\nmontague\naccessno\nsweetie1\nchristof\nbuckster\nl8g3bkde\nimissyou\npershing\n102030405060\njust4you\nantilles\nbethany1\ndeadlift\nsouthend\nedgewise\nabracada\ndrummers\nteenager\npxx3eftp\ndurango1\nhihje863\ndapzu455\npassword6\nmooseman\nscratchy\npostov10\n2sexy2ho\nthaddeus\nkassandra\nkatie123\nfastback\nreliable\nohiostat\njellyfis\nfuckmenow\nbullhead\naustin12\narsenalf\ntemporary\nranger99\nutyyflbq\nphydeaux\nqwertyu1\ndthyjcnm\nhellraiser\naccess12\ncidkid86\ncortland\naceshigh\nkimberle\nverizon1\ngardenia\ntesting123\nshipyard\norange44\npepsimax\nlyudmila\nmichaelj\nnaruto12\ntangerine\nmichelin\ntelemark\nshemales\ndaisy123\ndragon10\nhfgcjlbz\nsoccer22\nesmeralda\nfrdfhbev\nferdinand\niloveamy\nalphaone\ncentauri\nnataliya\ndbrnjhjdbx\nfavorite5\n123qwe321\ncxfcnmttcnm\nsupergirl\nlthgfhjkm\nwtpmjgda\ngametime\nindependent\nhammarby\ngrizzly1\nasdfgh12\namanda69\ntelevision\ngoogle123\nindianali\nsayangku\ndeadmeat\ninteract\ncracker1\nletmeinnow\n11223344q\nsexy1234\nmaster99\ncoldfire\nranger01\ntelevisi\nmark1234\ngreeneye\nmyfamily\npickles1\nheathers\npreston1\nbrussels\nbluegras\nbarbarian\nperfecto\noperation\nbartende\nblackbox\ncharger1\nwoodduck\ndickless\ntimeport\nlsutiger\nfreddie1\nbuster11\n1234567890s\nskytommy\njerrylee\ncadr14nu\nready2go\nsuicidal\ntokenbad\nscramble\nreview69\nhunting1\naragorn1\nsailing1\nlimaperu\nnashvill\npinecone\nscubadiv\nhistory1\nbillyjoe\nnolimit8\nrhbcnbyjxrf\nradioman\nsatana666\ncharmed1\nholstein\npolaris1\nclemson1\npriscilla\nsochi2014\nghostrid\nsexmachine\nmagdalen\ndallastx\nraffaele\nstarflee\nmarcopol\nlaughter\nstepanova\nnikolaeva\n123456789g\nlittleton\nlockwood\nstepanov\nnikolaev\nvanyarespekt\n12312345\n18821221\n23049307\n55556666\n134679258\nmichael6\nredgreen\ndanthema\nstraycat\njohnpaul\nfffffff1\nzzzzzzz1\nviolence\ngtfullam\nfollowme\n1charlie\ningeborg\nforensic\nsupervisor\ndgl70460\ncellphon\nlovetits\ndigiview\nilovemom\nbondage1\ndjgabbab\ntake8422\nchristen\nwaterpol\njailbait\nacun3t1x\nchgobndg\nrasta220\nstriker1\nfernandez\nroman123\nmacarena\nletmein6\nsexlover\npasquale\ncashmere\nlookatme\nhouse123\nradiator\n1thunder";
// ../../packages/domain/src/validators/common-password.ts
/**
* Words of this product's own context (NIST SP 800-63B: "context-specific words, such as the name of
* the service"), in Portuguese: a password whose letters, once digits, symbols and accents are
* dropped, are only one of these ('senha123', 'Admin@2026', 'parceiro123', 'nova-senha') is refused
* like a common one. The default and former demo passwords are among them.
*/
var CONTEXT_PASSWORD_WORDS = [
	"senha",
	"minhasenha",
	"novasenha",
	"senhanova",
	"mudarsenha",
	"trocarsenha",
	"mudar",
	"trocar",
	"alterar",
	"admin",
	"administrador",
	"adm",
	"parceiro",
	"parceiros",
	"rede",
	"rededeparceiros",
	"redeparceiros",
	"bateria",
	"baterias",
	"brasil",
	"acesso",
	"usuario",
	"teste"
];
var common = null;
var commonPasswords = () => common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n"));
var contextWords = new Set(CONTEXT_PASSWORD_WORDS);
/** Lower case without accents (NFD, combining marks removed). */
var fold = (value) => value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
/**
* True for a password among the most common ones (the shipped list: the 20 000 most frequent of
* zxcvbn-ts's list, case-insensitive) or made of one context word plus digits and symbols.
*/
var isCommonPassword = (password) => {
	const folded = fold(password);
	if (commonPasswords().has(folded)) return true;
	const letters = folded.replace(/[^a-z]/g, "");
	return contextWords.has(letters);
};
/**
* True when the password contains the e-mail, its local part (3+ characters) or one of the local
* part's pieces split at '.', '_', '-', '+' (4+ characters), case- and accent-insensitive.
*/
var passwordContainsEmail = (password, email) => {
	const address = fold((email ?? "").trim());
	if (!address) return false;
	const value = fold(password);
	const local = address.split("@")[0] ?? "";
	return [
		address,
		...local.length >= 3 ? [local] : [],
		...local.split(/[._+-]+/).filter((piece) => piece.length >= 4)
	].some((candidate) => value.includes(candidate));
};
// ../../packages/domain/src/validators/password.ts
var V$5 = MESSAGES.validation;
/**
* The message of the password policy for a NEW password, or null when it passes: required; under 6
* characters 'Mínimo 6 caracteres' (the specification's message), under 8 'Mínimo 8 caracteres';
* at most 255; not one of the most common passwords; not containing the e-mail (when given).
* Logging in never applies it (existing passwords keep working; see `mustChangePassword`).
*/
var passwordError = (value, options = {}) => {
	const v = value ?? "";
	if (v === "") return options.allowEmpty ? null : V$5.required;
	if (v.length < 6) return V$5.passwordMin;
	if (v.length < 8) return V$5.passwordPolicyMin;
	if (v.length > 255) return V$5.passwordMax;
	if (isCommonPassword(v)) return V$5.passwordCommon;
	if (options.email && passwordContainsEmail(v, options.email)) return V$5.passwordContainsEmail;
	return null;
};
// ../../packages/domain/src/validators/password-strength.ts
/** Strength score 0-5: one point each for over 5 chars, over 7 chars, a digit, a special character, mixed case. */
var passwordStrength = (password) => {
	const p = password ?? "";
	let score = 0;
	if (p.length > 5) score += 1;
	if (p.length > 7) score += 1;
	if (/\d/.test(p)) score += 1;
	if (/[^A-Za-z0-9]/.test(p)) score += 1;
	if (/[a-z]/.test(p) && /[A-Z]/.test(p)) score += 1;
	return score;
};
/** Ruim (<2), Fraco (<3), Normal (<4), Bom (<5), Forte (5). */
var passwordStrengthLabel = (score) => {
	const [ruim, fraco, normal, bom, forte] = MESSAGES.passwordStrength;
	if (score < 2) return ruim;
	if (score < 3) return fraco;
	if (score < 4) return normal;
	if (score < 5) return bom;
	return forte;
};
// ../../packages/domain/src/validators/time.ts
/**
* Time HH:mm: 5 characters, hour at most 23, minute at most 59. When required, '' and '00:00' are
* rejected; when optional, '' passes.
*/
var isValidTime = (value, required = true) => {
	const v = value ?? "";
	if (v === "") return !required;
	const match = /^(\d{2}):(\d{2})$/.exec(v);
	if (!match) return false;
	if (Number(match[1]) > 23 || Number(match[2]) > 59) return false;
	return !(required && v === "00:00");
};
// ../../packages/domain/src/validators/date-parts.ts
var pad = (n, size = 2) => String(n).padStart(size, "0");
var datePartsOf = (date, timeZone) => {
	if (!timeZone) return {
		year: date.getFullYear(),
		month: date.getMonth() + 1,
		day: date.getDate(),
		hour: date.getHours(),
		minute: date.getMinutes()
	};
	const parts = new Intl.DateTimeFormat("en-GB", {
		timeZone,
		year: "numeric",
		month: "2-digit",
		day: "2-digit",
		hour: "2-digit",
		minute: "2-digit",
		hourCycle: "h23"
	}).formatToParts(date);
	const get = (type) => Number(parts.find((p) => p.type === type)?.value);
	return {
		year: get("year"),
		month: get("month"),
		day: get("day"),
		hour: get("hour"),
		minute: get("minute")
	};
};
/** Builds a local Date from parts, or null when the parts are not a real calendar moment. */
var localDateFromParts = (p) => {
	if (p.month < 1 || p.month > 12 || p.day < 1 || p.hour > 23 || p.minute > 59) return null;
	const d = new Date(p.year, p.month - 1, p.day, p.hour, p.minute, 0, 0);
	d.setFullYear(p.year);
	const back = datePartsOf(d);
	return back.year === p.year && back.month === p.month && back.day === p.day ? d : null;
};
/** 'dd/MM/yyyy' of parts. */
var partsToDateText = (p) => `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}`;
/** 'HH:mm' of parts. */
var partsToTimeText = (p) => `${pad(p.hour)}:${pad(p.minute)}`;
/** Reads a Date, an epoch number or an ISO string ('yyyy-MM-dd' alone is a calendar date, not UTC midnight). */
var toDate = (value) => {
	if (value == null || value === "") return null;
	if (typeof value === "string") {
		const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
		if (dateOnly) return localDateFromParts({
			year: Number(dateOnly[1]),
			month: Number(dateOnly[2]),
			day: Number(dateOnly[3]),
			hour: 0,
			minute: 0
		});
	}
	const d = value instanceof Date ? value : new Date(value);
	return Number.isNaN(d.getTime()) ? null : d;
};
// ../../packages/domain/src/validators/date.ts
var DATE_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** Parses 'dd/MM/yyyy' into a local Date at midnight; null when malformed, not a real day or year < 1000. */
var parseDate = (value) => {
	const m = DATE_TEXT.exec((value ?? "").trim());
	if (!m) return null;
	const year = Number(m[3]);
	if (year < 1e3) return null;
	return localDateFromParts({
		year,
		month: Number(m[2]),
		day: Number(m[1]),
		hour: 0,
		minute: 0
	});
};
var inYearRange = (d) => d.getFullYear() >= 1900 && d.getFullYear() <= 2099;
/** 'dd/MM/yyyy', a real day between 1900 and 2099. */
var isValidDate = (value) => {
	const d = parseDate(value);
	return d !== null && inYearRange(d);
};
/** Future-only variant: a real day from today on (and up to 2099). */
var isValidFutureDate = (value, now = /* @__PURE__ */ new Date()) => {
	const d = parseDate(value);
	if (d === null || d.getFullYear() > 2099) return false;
	const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
	return d.getTime() >= today.getTime();
};
/** Displays a Date, epoch or ISO string as 'dd/MM/yyyy' (local zone or `timeZone`); '' when empty or invalid. */
var formatDate = (value, timeZone) => {
	if (typeof value === "string" && DATE_TEXT.test(value)) return value;
	const d = toDate(value);
	return d ? partsToDateText(datePartsOf(d, timeZone)) : "";
};
/** Masks a (partial) date while typing: dd/MM/yyyy. */
var maskDate = (value) => applyMask(onlyDigits(value).slice(0, 8), "##/##/####");
// ../../packages/domain/src/validators/datetime.ts
var DATETIME_TEXT = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;
/** Parses 'dd/MM/yyyy HH:mm' (24 h) into a local Date; null when malformed, not real or year < 1000. */
var parseDatetime = (value) => {
	const m = DATETIME_TEXT.exec((value ?? "").trim());
	if (!m) return null;
	const year = Number(m[3]);
	if (year < 1e3) return null;
	return localDateFromParts({
		year,
		month: Number(m[2]),
		day: Number(m[1]),
		hour: Number(m[4]),
		minute: Number(m[5])
	});
};
/** 'dd/MM/yyyy HH:mm', a real moment between 1900 and 2099. */
var isValidDatetime = (value) => {
	const d = parseDatetime(value);
	return d !== null && d.getFullYear() >= 1900 && d.getFullYear() <= 2099;
};
/** Displays a Date, epoch or ISO string as 'dd/MM/yyyy HH:mm' (local zone or `timeZone`); '' when empty or invalid. */
var formatDatetime = (value, timeZone) => {
	if (typeof value === "string" && DATETIME_TEXT.test(value)) return value;
	const d = toDate(value);
	if (!d) return "";
	const parts = datePartsOf(d, timeZone);
	return `${partsToDateText(parts)} ${partsToTimeText(parts)}`;
};
/** Masks a (partial) datetime while typing: dd/MM/yyyy HH:mm. */
var maskDatetime = (value) => applyMask(onlyDigits(value).slice(0, 12), "##/##/#### ##:##");
// ../../packages/domain/src/validators/currency.ts
var SEPARATORS = {
	BRL: {
		thousands: ".",
		decimal: ",",
		locale: "pt-BR"
	},
	GBP: {
		thousands: ",",
		decimal: ".",
		locale: "en-GB"
	}
};
/**
* Parses a typed amount into cents: strips the symbol and thousands separators and reads the
* decimal separator ('R$ 1.234,56' → 123456); anything non-numeric gives 0.
*/
var parseCurrency = (text, currency = "BRL") => {
	if (typeof text === "number") return Number.isFinite(text) ? Math.round(text * 100) : 0;
	const { thousands, decimal } = SEPARATORS[currency];
	const cleaned = (text ?? "").replace(/[^\d.,-]/g, "").split(thousands).join("").replace(decimal, ".");
	const amount = Number.parseFloat(cleaned);
	return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
};
/** Formats cents as money: 123456 → 'R$ 1.234,56' (BRL, pt-BR) or '£1,234.56' (GBP, en-GB). */
var formatCurrency = (cents, currency = "BRL") => {
	const { locale } = SEPARATORS[currency];
	const value = Number.isFinite(cents) ? cents / 100 : 0;
	return new Intl.NumberFormat(locale, {
		style: "currency",
		currency
	}).format(value);
};
// ../../packages/domain/src/validators/card.ts
/** Card number: 12-19 digits (spaces and dashes allowed) passing the Luhn check. */
var isValidCardNumber = (value) => {
	if (typeof value !== "string" || !/^[\d\s-]+$/.test(value)) return false;
	const d = onlyDigits(value);
	if (d.length < 12 || d.length > 19) return false;
	let sum = 0;
	for (let i = 0; i < d.length; i += 1) {
		let n = Number(d[d.length - 1 - i]);
		if (i % 2 === 1) {
			n *= 2;
			if (n > 9) n -= 9;
		}
		sum += n;
	}
	return sum % 10 === 0;
};
var toInt = (value) => {
	if (typeof value === "number") return Number.isInteger(value) ? value : null;
	return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : null;
};
/** Expiry month 1-12. */
var isValidCardMonth = (value) => {
	const m = toInt(value);
	return m !== null && m >= 1 && m <= 12;
};
/** Expiry year not before the current year (two-digit years are read as 20yy). */
var isValidCardYear = (value, now = /* @__PURE__ */ new Date()) => {
	const y = toInt(value);
	if (y === null) return false;
	return (y < 100 ? 2e3 + y : y) >= now.getFullYear();
};
/** CVV: a number 100-9999, or a string of 3-4 digits. */
var isValidCvv = (value) => {
	if (typeof value === "number") return Number.isInteger(value) && value >= 100 && value <= 9999;
	return typeof value === "string" && /^\d{3,4}$/.test(value);
};
// ../../packages/domain/src/validators/reset-code.ts
var RESET_CODE = new RegExp(`^\\d{6}$`);
/** The password-reset code: exactly 6 digits. */
var isValidResetCode = (value) => typeof value === "string" && RESET_CODE.test(value);
// ../../packages/domain/src/validators/link.ts
/** A link field: an absolute http(s) URL, or a site-relative path starting with a single '/'. */
var isValidLink = (value) => {
	if (typeof value !== "string" || value === "" || /\s/.test(value)) return false;
	if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
	try {
		const url = new URL(value);
		return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
	} catch {
		return false;
	}
};
// ../../packages/domain/src/validators/image-path.ts
var SAFE_PATH = /^[A-Za-z0-9_][A-Za-z0-9_\-./]*$/;
/**
* A stored image reference: an upload name or relative path as returned by POST /uploads/uploadFiles
* ('3f2a.png', 'uploads/3f2a.png', '/api/uploads/files/3f2a.png') or an absolute http(s) URL.
* No '..' segments, backslashes or spaces.
*/
var isValidImagePath = (value) => {
	if (typeof value !== "string" || value === "" || value.length > 500) return false;
	if (/^https?:\/\//i.test(value)) return isValidLink(value);
	const path = value.startsWith("/") && !value.startsWith("//") ? value.slice(1) : value;
	return SAFE_PATH.test(path) && !path.split("/").some((segment) => segment === ".." || segment === "");
};
// ../../packages/domain/src/schemas/fields.ts
var V$4 = MESSAGES.validation;
var DEFAULT_MAX = 255;
var maxLengthMessage = (max) => formatMessage(V$4.maxLength, { max });
/** '' and null → null; undefined stays undefined. */
var emptyToNull = (value) => value === void 0 ? void 0 : value === "" || value === null ? null : value;
/** Trimmed, non-empty string of at most `max` characters. */
var zRequiredString = (max = DEFAULT_MAX) => string().trim().min(1, {
	error: V$4.required,
	abort: true
}).max(max, maxLengthMessage(max));
/** Trimmed optional string: '' / null → null. */
var zOptionalString = (max = DEFAULT_MAX) => string().trim().max(max, maxLengthMessage(max)).nullish().transform(emptyToNull);
/** Required e-mail, trimmed and lower-cased, at most 255 characters. */
var zEmail = () => string().trim().toLowerCase().min(1, {
	error: V$4.required,
	abort: true
}).max(255, {
	error: V$4.email,
	abort: true
}).refine(isValidEmail, V$4.email);
/** Optional e-mail: '' / null → null; validated when given. */
var zOptionalEmail = () => string().trim().toLowerCase().max(255, {
	error: V$4.email,
	abort: true
}).refine((v) => v === "" || isValidEmail(v), V$4.email).nullish().transform(emptyToNull);
/** A required document: trimmed, validated, output through `format`. */
var zDocument = (isValid, format, message) => string().trim().min(1, {
	error: V$4.required,
	abort: true
}).refine(isValid, message).transform(format);
/** An optional document: '' / null → null; validated and formatted when given. */
var zOptionalDocument = (isValid, format, message) => string().trim().refine((v) => v === "" || isValid(v), message).nullish().transform((v) => emptyToNull(v === void 0 || v === null || v === "" ? v : format(v)));
var zPhone = () => zDocument(isValidPhone, formatPhone, V$4.phone);
var zOptionalPhone = () => zOptionalDocument(isValidPhone, formatPhone, V$4.phone);
var zCnpj = () => zDocument(isValidCnpj, formatCnpj, V$4.cnpj);
var zOptionalCnpj = () => zOptionalDocument(isValidCnpj, formatCnpj, V$4.cnpj);
var zCep = () => zDocument(isValidCep, formatCep, V$4.cep);
/** One of the 27 state codes. */
var zUf = () => _enum(UF_CODES, { error: (issue) => issue.input == null || issue.input === "" ? V$4.required : V$4.uf });
/**
* New password: the password policy (`passwordError`): required, 'Mínimo 6 caracteres' under 6,
* 'Mínimo 8 caracteres' under 8, at most 255, not a common password. The e-mail rule is a cross-field
* check (`withPasswordConfirm(…, { emailField })`).
*/
var zPassword = () => string().min(1, {
	error: V$4.required,
	abort: true
}).superRefine((value, ctx) => {
	const message = passwordError(value);
	if (message) ctx.addIssue({
		code: "custom",
		message,
		input: value
	});
});
/** Password on update: '' / null / missing → undefined (keep the current one); otherwise the policy of `zPassword`. */
var zOptionalPassword = () => string().superRefine((value, ctx) => {
	const message = passwordError(value, { allowEmpty: true });
	if (message) ctx.addIssue({
		code: "custom",
		message,
		input: value
	});
}).nullish().transform((v) => v ? v : void 0);
var zCoordinate = (limit) => number$1().refine(Number.isFinite, V$4.position).min(-limit, V$4.position).max(limit, V$4.position);
/** { latitude: -90..90, longitude: -180..180 } */
var zPosition = () => object({
	latitude: zCoordinate(90),
	longitude: zCoordinate(180)
});
/** A required foreign key: a positive integer; 0 is 'Campo obrigatório'. */
var zRequiredId = () => number$1().int(V$4.invalid).refine((n) => n !== 0, {
	error: V$4.required,
	abort: true
}).positive(V$4.invalid);
/** An optional foreign key: 0 / '' / null → null. */
var zOptionalId = () => union([number$1().int(V$4.invalid).nonnegative(V$4.invalid), literal("")]).nullish().transform((v) => v === void 0 ? void 0 : v === "" || v === null || v === 0 ? null : v);
/** At least one id (at most MAX_ID_LIST); accepts ids or { id } objects, outputs unique ids. */
var zIdArray = () => array(union([number$1().int(V$4.invalid).positive(V$4.invalid), object({ id: number$1().int().positive() }).transform((o) => o.id)])).min(1, V$4.arrayMin).max(100, formatMessage(V$4.arrayMax, { max: 100 })).transform((ids) => [...new Set(ids)]);
/** A stored image (upload name/path or http(s) URL), required. */
var zImagePath = () => string().trim().min(1, {
	error: V$4.required,
	abort: true
}).refine(isValidImagePath, V$4.invalid);
/** An optional stored image: '' / null → null. */
var zOptionalImagePath = () => string().trim().refine((v) => v === "" || isValidImagePath(v), V$4.invalid).nullish().transform(emptyToNull);
/** An optional link: '' / null → null. */
var zOptionalLink = () => string().trim().max(2048).refine((v) => v === "" || isValidLink(v), V$4.url).nullish().transform(emptyToNull);
/** An optional colour: '#rgb' or '#rrggbb' → '#rrggbb' lower case; '' / null → null; missing → undefined. */
var zOptionalColor = () => string().trim().refine((v) => v === "" || isHexColor(v), V$4.invalid).nullish().transform((v) => emptyToNull(v === void 0 || v === null || v === "" ? v : normalizeHexColor(v)));
/** ISO 8601 date-time string (UTC 'Z' or with offset). */
var zIsoDatetime = () => datetime({
	offset: true,
	error: V$4.date
});
/** The year as written in an ISO date-time ('1899-12-31T23:00:00-03:00' is 1899, whatever UTC says). */
var writtenYear = (value) => Number(value.slice(0, 4));
/** An ISO date-time a person entered: its year between 1900 and 2099 (section 5), else 'Data inválida'. */
var zIsoDatetimeInput = () => zIsoDatetime().refine((value) => writtenYear(value) >= 1900 && writtenYear(value) <= 2099, V$4.date);
/** An optional ISO date-time input (1900–2099): '' / null → null. */
var zOptionalIsoDatetime = () => union([zIsoDatetimeInput(), literal("")]).nullish().transform(emptyToNull);
/** { id, name } as many-to-many items and options are answered. */
var ZIdNameSchema = object({
	id: number$1().int(),
	name: string()
});
/** dtRegister / dtUpdate of every entity output. */
var ZTimestampsSchema = object({
	dtRegister: zIsoDatetime(),
	dtUpdate: zIsoDatetime()
});
/** True for a plain object value (what a cross-field refinement may read fields of). */
var isObjectValue = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
* `when` of a cross-field refinement: it runs even when other fields failed (forms show every error
* at once), but never on a missing or non-object value (that stays one normal issue, 'Campo obrigatório'
* at the object's path) nor when one of `fields` failed (its own message is enough).
*/
var whenFieldsParsed = (fields) => ({ when: (payload) => isObjectValue(payload.value) && payload.issues.every((issue) => !fields.includes(issue.path?.[0])) });
/**
* The cross-field e-mail rule of the password policy as a refinement: `password` may not contain
* `email` (nor its local part). Runs only when both fields parsed; an empty password passes (update).
*/
var passwordEmailRefinement = (field, emailField) => [(data) => {
	const values = data;
	const password = values[field];
	const email = values[emailField];
	if (typeof password !== "string" || password === "" || typeof email !== "string" || email === "") return true;
	return !passwordContainsEmail(password, email);
}, {
	error: V$4.passwordContainsEmail,
	path: [field],
	...whenFieldsParsed([field, emailField])
}];
/**
* Adds `<field>_confirm` and checks it equals `<field>` whenever `<field>` is not empty; with
* `emailField`, also the password policy's e-mail rule (the password may not contain that e-mail).
* The check runs even when other fields fail, so forms show every error at once; a missing
* (undefined / null) object is a normal issue ('Campo obrigatório'), never a thrown error.
* The result keeps the object's type (`z.infer` lists every field).
*/
var withPasswordConfirm = (schema, field, options = {}) => {
	const confirm = `${field}_confirm`;
	const confirmed = schema.extend({ [confirm]: string().nullish() }).refine((data) => {
		const values = data;
		const password = values[field];
		const confirmation = values[confirm];
		if (password === void 0 || password === null || password === "") return true;
		if (options.optional && (confirmation === void 0 || confirmation === null)) return true;
		return password === confirmation;
	}, {
		error: options.message ?? V$4.passwordsMustMatch,
		path: [confirm],
		...whenFieldsParsed([field])
	});
	return options.emailField ? confirmed.refine(...passwordEmailRefinement(field, options.emailField)) : confirmed;
};
// ../../packages/domain/src/schemas/list-query.ts
/** The per-entity list query builder; the query-string field helpers live in query-fields.ts. */
/**
* ZListQuerySchema whose orderBy must be one of the entity's sortable columns ('' → undefined);
* any other column is 'Valor inválido', so the API can use orderBy safely.
*/
var listQueryWith = (columns) => ZListQuerySchema.extend({ orderBy: zQueryEnum(columns) });
// ../../packages/domain/src/schemas/company.ts
/** Company (section 3): output, registration, create, update, list filters, sortable columns, form steps. */
var ZCompanyStatusSchema = _enum(COMPANY_STATUSES, { error: (issue) => issue.input == null ? MESSAGES.validation.required : MESSAGES.validation.invalid });
object({
	id: number$1().int(),
	name: string(),
	logo: string().nullable(),
	cnpj: string().nullable(),
	razaoSocial: string().nullable(),
	phone: string().nullable(),
	whatsapp: string().nullable(),
	email: string().nullable(),
	isActive: boolean(),
	lines: array(ZIdNameSchema),
	cep: string(),
	addressPosition: zPosition().nullable(),
	logradouro: string(),
	numero: string(),
	complement: string().nullable(),
	neibor: string(),
	city: string(),
	uf: _enum(UF_CODES),
	photo: string().nullable(),
	adminName: string().nullable(),
	adminEmail: string().nullable(),
	userAdminId: number$1().int().nullable(),
	isAssistence: boolean(),
	status: _enum(COMPANY_STATUSES),
	/** The company's colour (section 3, 'User visual identity'): '#rrggbb' or null. */
	visualIdentityColor: string().nullable()
}).extend(ZTimestampsSchema.shape);
/** Fields required both at registration and on edit (section 5). */
var companyCore = {
	name: zRequiredString(),
	logo: zOptionalImagePath(),
	photo: zOptionalImagePath(),
	lines: zIdArray(),
	isAssistence: boolean(),
	cep: zCep(),
	logradouro: zRequiredString(),
	numero: zRequiredString(20),
	complement: zOptionalString(),
	neibor: zRequiredString(),
	city: zRequiredString(),
	uf: zUf()
};
/** Company edit rules: cnpj, phone, whatsapp, email optional but validated and formatted when given. */
var companyEditFields = {
	...companyCore,
	cnpj: zOptionalCnpj(),
	razaoSocial: zOptionalString(),
	phone: zOptionalPhone(),
	whatsapp: zOptionalPhone(),
	email: zOptionalEmail(),
	addressPosition: zPosition().nullish(),
	/** Admin-only fields: the API ignores them for other users. */
	isActive: boolean().optional(),
	status: ZCompanyStatusSchema.optional(),
	adminName: zOptionalString(),
	adminEmail: zOptionalEmail(),
	adminPassword: zOptionalPassword(),
	/** '#rgb' / '#rrggbb' → '#rrggbb'; '' / null clears it. */
	visualIdentityColor: zOptionalColor()
};
/** Self-registration (POST /login/registerCompany): everything of section 5's list is required. */
var ZCompanyRegisterSchema = withPasswordConfirm(object({
	...companyCore,
	cnpj: zCnpj(),
	razaoSocial: zRequiredString(),
	phone: zPhone(),
	whatsapp: zPhone(),
	email: zEmail(),
	addressPosition: zPosition(),
	adminName: zRequiredString(),
	adminEmail: zEmail(),
	adminPassword: zPassword(),
	/** Registration always creates an active company. */
	isActive: literal(true, { error: MESSAGES.validation.invalid }).default(true)
}), "adminPassword", { emailField: "adminEmail" });
object({
	company: ZCompanyRegisterSchema,
	website: string().max(2e3).nullish(),
	formToken: string({ error: MESSAGES.validation.required }).min(1, MESSAGES.validation.required).max(200, MESSAGES.validation.invalid)
});
object({ formToken: string() });
object({
	message: string(),
	status: literal("pending")
});
var ADMIN_FIELDS = [
	"adminName",
	"adminEmail",
	"adminPassword"
];
/** The administrator fields are all-or-nothing outside registration: one given makes all required. */
var requireAdminTogether = (data, ctx) => {
	const given = ADMIN_FIELDS.filter((f) => data[f] !== void 0 && data[f] !== null && data[f] !== "");
	if (given.length === 0 || given.length === ADMIN_FIELDS.length) return;
	for (const field of ADMIN_FIELDS) if (!given.includes(field)) ctx.addIssue({
		code: "custom",
		path: [field],
		message: MESSAGES.validation.required
	});
};
/** POST /companys and POST /companys/companyUsers/companysByUser. */
var ZCompanyCreateSchema = withPasswordConfirm(object({
	...companyEditFields,
	isActive: boolean().default(true)
}), "adminPassword", { emailField: "adminEmail" }).superRefine(requireAdminTogether, whenFieldsParsed(ADMIN_FIELDS));
/** PUT /companys and PUT /companys/companyUsers/companysByUser/{id}: the edit rules plus the id. */
var ZCompanyUpdateSchema = withPasswordConfirm(object({
	id: number$1().int().positive(),
	...companyEditFields
}), "adminPassword", { emailField: "adminEmail" });
var COMPANY_SORTABLE_COLUMNS = [
	"id",
	"name",
	"razaoSocial",
	"cnpj",
	"email",
	"city",
	"uf",
	"status",
	"isActive",
	"isAssistence",
	"dtRegister",
	"dtUpdate"
];
/** The list's filters (status, uf, city, lines): also the filter of a bulk decision. */
var COMPANY_FILTER_FIELDS = {
	status: zQueryEnum(COMPANY_STATUSES),
	uf: zQueryEnum(UF_CODES),
	city: zQueryText(),
	lines: zQueryIdList()
};
listQueryWith(COMPANY_SORTABLE_COLUMNS).extend(COMPANY_FILTER_FIELDS);
object({
	searchTerm: zQueryText(),
	...COMPANY_FILTER_FIELDS,
	orderBy: zQueryEnum(COMPANY_SORTABLE_COLUMNS),
	orderDirection: zQueryEnum(["asc", "desc"])
}).extend(ZExportQuerySchema.shape);
/** The longest rejection reason kept (log and e-mail). */
var COMPANY_REJECTION_REASON_MAX = 1e3;
object({ id: zRequiredId() }).extend({ reason: zOptionalString(COMPANY_REJECTION_REASON_MAX) });
// ../../packages/domain/src/schemas/company-bulk-decision.ts
/**
* Bulk decisions in the companies list (issue 19 item 2): approve, reject (one reason for all) or
* deactivate many companies at once, chosen by id or by the list's filters.
*/
var V$3 = MESSAGES.validation;
/** The most companies one request decides (and the most ids GET /companys/company/ids answers). */
var COMPANY_BULK_DECISION_MAX = 5e3;
/** The actions a bulk decision may take: the single actions of the same names. */
var COMPANY_BULK_ACTIONS = [
	"approve",
	"reject",
	"deactivate"
];
/** 'No máximo 5.000 empresas por vez.' */
var COMPANY_BULK_TOO_MANY = formatMessage(MESSAGES.companyBulk.tooMany, { max: formatInteger(COMPANY_BULK_DECISION_MAX) });
/** The companies list's search and filters (searchTerm, status, uf, city, lines), as GET /companys takes them. */
var ZCompanyBulkFilterSchema = object({
	searchTerm: zQueryText(),
	...COMPANY_FILTER_FIELDS
});
ZCompanyBulkFilterSchema.extend({
	orderBy: zQueryEnum(COMPANY_SORTABLE_COLUMNS),
	orderDirection: zQueryEnum(ORDER_DIRECTIONS)
});
/**
* POST /companys/bulk-decision `{ decision }`: the action, the companies (`ids`, at most 5 000, or `filter`,
* the list's filters, matching at most 5 000) and, to reject, the reason (required, at most 1 000 characters,
* the single rejection's rule), kept in each company's log entry and sent in each e-mail.
*/
var ZCompanyBulkDecisionSchema = object({
	action: _enum(COMPANY_BULK_ACTIONS, { error: (issue) => issue.input == null ? V$3.required : V$3.invalid }),
	ids: array(number$1({ error: V$3.invalid }).int(V$3.invalid).positive(V$3.invalid), { error: V$3.invalid }).min(1, V$3.arrayMin).max(COMPANY_BULK_DECISION_MAX, COMPANY_BULK_TOO_MANY).transform((ids) => [...new Set(ids)]).optional(),
	filter: ZCompanyBulkFilterSchema.optional(),
	reason: zOptionalString(COMPANY_REJECTION_REASON_MAX)
}).superRefine((value, ctx) => {
	if (value.ids !== void 0 && value.filter !== void 0) ctx.addIssue({
		code: "custom",
		path: ["filter"],
		message: MESSAGES.companyBulk.idsOrFilter
	});
	else if (value.ids === void 0 && value.filter === void 0) ctx.addIssue({
		code: "custom",
		path: ["ids"],
		message: V$3.required
	});
	if (value.action === "reject" && !value.reason) ctx.addIssue({
		code: "custom",
		path: ["reason"],
		message: V$3.required
	});
	if (value.action !== "reject" && value.reason) ctx.addIssue({
		code: "custom",
		path: ["reason"],
		message: MESSAGES.companyBulk.reasonOnlyForReject
	});
});
object({ decision: ZCompanyBulkDecisionSchema });
/** A company the decision left as it was, and why (pt-BR); `name` is null when the company no longer exists. */
var ZCompanyBulkFailureSchema = object({
	id: number$1().int(),
	name: string().nullable(),
	message: string()
});
object({
	data: object({
		action: _enum(COMPANY_BULK_ACTIONS),
		succeeded: array(number$1().int()),
		failed: array(ZCompanyBulkFailureSchema)
	}),
	total: number$1().int().nonnegative()
});
object({
	data: array(number$1().int()),
	total: number$1().int().nonnegative()
});
// ../../packages/domain/src/schemas/company-counts.ts
/** GET /companys/company/activeandinactive: the dashboard counts. */
var zCount = () => number$1().int().nonnegative();
object({
	pendings: zCount(),
	inactives: zCount(),
	actives: zCount(),
	approved: zCount(),
	disapproved: zCount(),
	total: zCount()
});
object({
	id: number$1().int(),
	empresa: string(),
	cnpj: string(),
	razaoSocial: string(),
	telefone: string(),
	whatsapp: string(),
	emailEmpresa: string(),
	linhas: string(),
	cep: string(),
	posicao: string(),
	rua: string(),
	bairro: string(),
	cidade: string(),
	estado: string(),
	numero: string(),
	dataExecucao: string(),
	tipoAcao: string(),
	nomeUsuarioExecutou: string(),
	emailUsuarioExecutou: string()
});
object({
	id: number$1().int(),
	nome: string(),
	cnpj: string(),
	uf: string(),
	cidade: string(),
	email: string(),
	contato: string(),
	linhas: string(),
	status: string()
});
// ../../packages/domain/src/schemas/company-log.ts
/** Company log entry (section 3): a snapshot of the company plus who did what. */
var ZLogActionSchema = _enum(LOG_ACTIONS);
var ZCompanyLogSchema = object({
	id: number$1().int(),
	companyId: number$1().int().nullable(),
	name: string(),
	cnpj: string().nullable(),
	razaoSocial: string().nullable(),
	phone: string().nullable(),
	whatsapp: string().nullable(),
	email: string().nullable(),
	lines: array(ZIdNameSchema),
	cep: string().nullable(),
	addressPosition: zPosition().nullable(),
	logradouro: string().nullable(),
	numero: string().nullable(),
	complement: string().nullable(),
	neibor: string().nullable(),
	city: string().nullable(),
	uf: string().nullable(),
	status: _enum(COMPANY_STATUSES).nullable(),
	isActive: boolean().nullable(),
	isAssistence: boolean().nullable(),
	userExecuteActionId: number$1().int().nullable(),
	typeAction: ZLogActionSchema,
	userActionName: string().nullable(),
	userActionEmail: string().nullable(),
	/** Same as userActionName; some responses use this name. */
	nameUser: string().nullable().optional(),
	logo: string().nullable(),
	photo: string().nullable(),
	adminName: string().nullable(),
	adminEmail: string().nullable(),
	userAdminId: number$1().int().nullable(),
	visualIdentityColor: string().nullable(),
	/** The rejection reason (typeAction 'rejected'), or null. */
	reason: string().nullable()
}).extend(ZTimestampsSchema.shape);
ZCompanyLogSchema.extend({
	logsCount: number$1().int().nonnegative(),
	companyExists: boolean()
});
/** A compared value: text, number, flag, line names, position, or null. */
var ZLogValueSchema = union([
	string(),
	number$1(),
	boolean(),
	array(string()),
	zPosition(),
	_null()
]);
/** One field that differs from the previous entry of the same company. */
var ZCompanyLogChangeSchema = object({
	field: string(),
	before: ZLogValueSchema,
	after: ZLogValueSchema
});
ZCompanyLogSchema.extend({
	previousId: number$1().int().nullable(),
	changes: array(ZCompanyLogChangeSchema)
});
object({ companyId: ZIdQuerySchema.shape.id });
object({ logId: ZIdQuerySchema.shape.id });
listQueryWith([
	"id",
	"name",
	"city",
	"uf",
	"status",
	"typeAction",
	"userActionName",
	"userActionEmail",
	"dtRegister"
]).extend({ typeAction: zQueryEnum(LOG_ACTIONS) });
object({
	id: number$1().int(),
	name: string(),
	icon: string().nullable()
}).extend(ZTimestampsSchema.shape);
var ZLineCreateSchema = object({
	name: zRequiredString(120),
	icon: zOptionalImagePath()
});
var ZLineUpdateSchema = ZLineCreateSchema.extend({ id: number$1().int().positive() });
object({
	id: number$1().int(),
	name: string()
});
var LINE_SORTABLE_COLUMNS = [
	"id",
	"name",
	"dtRegister",
	"dtUpdate"
];
listQueryWith(LINE_SORTABLE_COLUMNS);
object({
	/** When the numbers were read (ISO). */
	generatedAt: string(),
	/** 'all': every company (administrators); 'own': only the caller's companies (company users). */
	scope: _enum(["all", "own"]),
	/** companies: every company; actives: approved and active (what the public directory shows). */
	totals: object({
		companies: number$1().int(),
		actives: number$1().int()
	}),
	/** States with at least one company, most companies first. */
	byState: array(object({
		uf: string(),
		name: string(),
		total: number$1().int()
	})),
	/** Every product line (zero included), most companies first. */
	byLine: array(object({
		id: number$1().int(),
		name: string(),
		total: number$1().int()
	})),
	/** The three statuses, in COMPANY_STATUSES order. */
	byStatus: array(object({
		status: _enum(COMPANY_STATUSES),
		total: number$1().int()
	})),
	/** Oldest month first ('YYYY-MM'): companies registered (dt_register) and approvals logged (typeAction approved). */
	byMonth: array(object({
		month: string(),
		registrations: number$1().int(),
		approvals: number$1().int()
	}))
});
object({ format: zQueryEnum(["json", "xlsx"]) });
object({
	id: number$1().int(),
	name: string(),
	icon: string().nullable(),
	/** Companies linked to the line, any status. */
	companiesCount: number$1().int(),
	/** Of those, approved and active (in the public directory). */
	activeCount: number$1().int()
});
listQueryWith([
	...LINE_SORTABLE_COLUMNS,
	"companiesCount",
	"activeCount"
]);
object({
	id: number$1().int(),
	lineId: number$1().int(),
	line: ZIdNameSchema.extend({ icon: string().nullable().optional() }),
	companyId: number$1().int(),
	company: ZIdNameSchema
}).extend(ZTimestampsSchema.shape);
var ZCompanyLineCreateSchema = object({
	lineId: zRequiredId(),
	companyId: zRequiredId()
});
var ZCompanyLineUpdateSchema = ZCompanyLineCreateSchema.extend({ id: number$1().int().positive() });
listQueryWith([
	"id",
	"line",
	"company",
	"dtRegister",
	"dtUpdate"
]).extend({
	companyId: zQueryId(),
	lineId: zQueryId()
});
object({ companyId: zQueryId() });
dataEnvelope(ZIdNameSchema.extend({ icon: string().nullable() }));
// ../../packages/domain/src/schemas/user.ts
/** User (section 3). Output never carries a password. */
var ZUserTypeSchema = _enum(USER_TYPES, { error: (issue) => issue.input == null || issue.input === "" ? MESSAGES.validation.required : MESSAGES.validation.invalid });
var ZUserSchema = object({
	id: number$1().int(),
	name: string(),
	type: _enum(USER_TYPES),
	companyId: number$1().int().nullable(),
	company: ZIdNameSchema.nullable().optional(),
	roleId: number$1().int().nullable(),
	role: ZIdNameSchema.nullable().optional(),
	email: string(),
	isActive: boolean(),
	isAdmin: boolean(),
	canDeleteItself: boolean()
}).extend(ZTimestampsSchema.shape);
var userFields = {
	name: zRequiredString(),
	type: ZUserTypeSchema,
	/** Admin-only field; a company user's company is supplied by the web app (section 4). */
	companyId: zOptionalId(),
	roleId: zOptionalId(),
	email: zEmail()
};
var ZUserCreateSchema = withPasswordConfirm(object({
	...userFields,
	password: zPassword(),
	isActive: boolean().default(true),
	isAdmin: boolean().default(false),
	canDeleteItself: boolean().default(true)
}), "password", { emailField: "email" });
/** Update: empty password keeps the current one; missing booleans stay unchanged. */
var ZUserUpdateSchema = withPasswordConfirm(object({
	id: number$1().int().positive(),
	...userFields,
	password: zOptionalPassword(),
	isActive: boolean().optional(),
	isAdmin: boolean().optional(),
	canDeleteItself: boolean().optional()
}), "password", { emailField: "email" });
listQueryWith([
	"id",
	"name",
	"email",
	"type",
	"isActive",
	"isAdmin",
	"dtRegister",
	"dtUpdate"
]).extend({
	type: zQueryEnum(USER_TYPES),
	isActive: zQueryBoolean(),
	companyId: zQueryId()
});
object({
	name: zRequiredString(),
	email: zEmail().optional()
});
// ../../packages/domain/src/schemas/role.ts
/** Role (access profile, section 3 and 6). */
/** One FEATURE:ACTION key of the catalogue. */
var ZPermissionKeySchema = _enum(ALL_PERMISSION_KEYS, { error: MESSAGES.validation.permission });
object({
	id: number$1().int(),
	name: string(),
	type: _enum(USER_TYPES),
	permissions: array(string()),
	companyId: number$1().int().nullable(),
	company: ZIdNameSchema.nullable().optional()
}).extend(ZTimestampsSchema.shape);
var roleFields = object({
	name: zRequiredString(),
	type: ZUserTypeSchema,
	/** Unique keys, each valid for the role's type (e.g. COMPANYLINE only for company roles). */
	permissions: array(ZPermissionKeySchema).max(200, formatMessage(MESSAGES.validation.arrayMax, { max: 200 })).transform((keys) => [...new Set(keys)]),
	/** Admin-only field. */
	companyId: zOptionalId()
});
var permissionsMatchType = (data, ctx) => {
	if (data.type !== "admin" && data.type !== "company") return;
	const type = data.type;
	if (!Array.isArray(data.permissions)) return;
	data.permissions.forEach((key, index) => {
		const feature = String(key).split(":")[0];
		if (!isFeatureAllowedForType(feature, type)) ctx.addIssue({
			code: "custom",
			path: ["permissions", index],
			message: MESSAGES.validation.permission
		});
	});
};
var whenTypeAndPermissionsParsed = whenFieldsParsed(["type", "permissions"]);
var ZRoleCreateSchema = roleFields.superRefine(permissionsMatchType, whenTypeAndPermissionsParsed);
var ZRoleUpdateSchema = roleFields.extend({ id: number$1().int().positive() }).superRefine(permissionsMatchType, whenTypeAndPermissionsParsed);
listQueryWith([
	"id",
	"name",
	"type",
	"dtRegister",
	"dtUpdate"
]).extend({
	type: zQueryEnum(USER_TYPES),
	companyId: zQueryId(),
	forCompanyId: zQueryId()
});
object({
	id: number$1().int(),
	position: number$1().int(),
	image: string(),
	link: string().nullable()
}).extend(ZTimestampsSchema.shape);
var ZBannerCreateSchema = object({
	image: zImagePath(),
	link: zOptionalLink()
});
var ZBannerUpdateSchema = ZBannerCreateSchema.extend({ id: number$1().int().positive() });
listQueryWith([
	"position",
	"id",
	"link",
	"dtRegister",
	"dtUpdate"
]);
object({
	id: number$1().int(),
	position: number$1().int(),
	image: string(),
	link: string().nullable()
}).extend(ZTimestampsSchema.shape);
var ZMenuMainCreateSchema = object({
	image: zImagePath(),
	link: zOptionalLink()
});
var ZMenuMainUpdateSchema = ZMenuMainCreateSchema.extend({ id: number$1().int().positive() });
listQueryWith([
	"position",
	"id",
	"link",
	"dtRegister",
	"dtUpdate"
]);
object({
	id: number$1().int(),
	position: number$1().int(),
	title: string(),
	link: string().nullable()
}).extend(ZTimestampsSchema.shape);
var ZMenuSecondaryCreateSchema = object({
	title: zRequiredString(),
	link: zOptionalLink()
});
var ZMenuSecondaryUpdateSchema = ZMenuSecondaryCreateSchema.extend({ id: number$1().int().positive() });
listQueryWith([
	"position",
	"id",
	"title",
	"link",
	"dtRegister",
	"dtUpdate"
]);
// ../../packages/domain/src/schemas/ordered.ts
/** Records the app shows in an order of their own (banners, main and secondary menus; section 2 'drag-to-reorder'). */
/** `position`: 1-based place of a record in its list (the order the app-content API answers). */
var zListPosition = () => number$1().int(MESSAGES.validation.invalid).positive(MESSAGES.validation.invalid);
object({
	id: zRequiredId(),
	position: zListPosition()
});
// ../../packages/domain/src/schemas/notification.ts
/** Notification (app content, section 3): title and deviceType required; isSent has no form field. */
var NOTIFICATION_CONTENT_MAX = 5e3;
var ZDeviceTypeSchema = _enum(DEVICE_TYPES, { error: (issue) => issue.input == null || issue.input === "" ? MESSAGES.validation.required : MESSAGES.validation.invalid });
object({
	id: number$1().int(),
	title: string(),
	link: string().nullable(),
	content: string().nullable(),
	image: string().nullable(),
	deviceType: _enum(DEVICE_TYPES),
	scheduledDate: zIsoDatetime().nullable(),
	isSent: boolean()
}).extend(ZTimestampsSchema.shape);
var ZNotificationCreateSchema = object({
	title: zRequiredString(),
	deviceType: ZDeviceTypeSchema,
	link: zOptionalLink(),
	content: zOptionalString(NOTIFICATION_CONTENT_MAX),
	image: zOptionalImagePath(),
	/** ISO date-time (UTC 'Z' or with offset); '' / null → null. */
	scheduledDate: zOptionalIsoDatetime()
});
ZNotificationCreateSchema.extend({ id: number$1().int().positive() });
listQueryWith([
	"id",
	"title",
	"deviceType",
	"scheduledDate",
	"isSent",
	"dtRegister",
	"dtUpdate"
]).extend({
	deviceType: zQueryEnum(DEVICE_TYPES),
	isSent: zQueryBoolean()
});
// ../../packages/domain/src/schemas/setting.ts
/** Setting (record id 1 is the one used): terms, privacy policy and the two banner images. */
var SETTING_TEXT_MAX = 2e5;
object({
	id: number$1().int(),
	termsAndConditions: string().nullable(),
	privacyPolicy: string().nullable(),
	bannerMobile: string().nullable(),
	bannerDesk: string().nullable()
}).extend(ZTimestampsSchema.shape).pick({
	termsAndConditions: true,
	privacyPolicy: true,
	bannerMobile: true,
	bannerDesk: true
});
var ZSettingUpdateSchema = object({
	termsAndConditions: zOptionalString(SETTING_TEXT_MAX),
	privacyPolicy: zOptionalString(SETTING_TEXT_MAX),
	bannerMobile: zOptionalImagePath(),
	bannerDesk: zOptionalImagePath()
}).extend({ id: number$1().int().positive() });
listQueryWith([
	"id",
	"dtRegister",
	"dtUpdate"
]);
// ../../packages/domain/src/schemas/login.ts
/** Login and account (section 7, 'Login and account'). */
var V$2 = MESSAGES.validation;
/** A password being checked (login, current password): required, at most 255 ('Senha inválida'); no policy. */
var zCurrentPassword = () => string().min(1, {
	error: V$2.required,
	abort: true
}).max(255, V$2.password);
/** GET /login/login: userName is the e-mail (at most 255), password required (at most 255, 'Senha inválida'). */
var ZLoginSchema = object({
	userName: zEmail(),
	password: zCurrentPassword(),
	front: string().max(255).optional()
});
/** The role as the logged user carries it (permissions feed `can`). */
var ZLoggedUserRoleSchema = object({
	id: number$1().int(),
	name: string(),
	type: _enum(USER_TYPES),
	permissions: array(string())
});
ZUserSchema.extend({
	role: ZLoggedUserRoleSchema.nullable(),
	companyIds: array(number$1().int()).optional(),
	/**
	* The user must choose a new password before anything else (the web app opens
	* settings/change-password): the first administrator still on its start password, or a password
	* that fails today's policy (checked at login). Always answered; optional for stored sessions.
	*/
	mustChangePassword: boolean().optional()
}).extend({ token: string() });
var zResetCode = () => string().trim().min(1, {
	error: V$2.required,
	abort: true
}).refine(isValidResetCode, V$2.code);
/** POST /login/send-reset-password-code */
var ZSendResetCodeSchema = object({ email: zEmail() });
/** POST /login/check-reset-password-code */
var ZCheckResetCodeSchema = object({
	email: zEmail(),
	code: zResetCode()
});
object({ correct: boolean() });
/** POST /login/reset-password-with-code; the confirmation is optional ('As senha devem ser iguais'). */
var ZResetPasswordSchema = withPasswordConfirm(object({
	email: zEmail(),
	code: zResetCode(),
	newPassword: zPassword()
}), "newPassword", {
	message: V$2.passwordsMustMatchReset,
	optional: true,
	emailField: "email"
});
/** PUT /login/change-logged-user-password */
var ZChangePasswordSchema = object({
	oldPassword: zCurrentPassword(),
	password: zPassword(),
	confirmPassword: string().nullish()
}).refine((data) => data.password === data.confirmPassword, {
	error: V$2.passwordsMustMatch,
	path: ["confirmPassword"],
	...whenFieldsParsed(["password"])
});
/**
* The change-password form of a user whose e-mail is known (the web app): the policy's e-mail rule
* on top of ZChangePasswordSchema (the API applies the same rule with the logged user's e-mail).
*/
var changePasswordSchemaFor = (email) => ZChangePasswordSchema.refine((data) => !email || !data.password || !passwordContainsEmail(data.password, email), {
	error: V$2.passwordContainsEmail,
	path: ["password"],
	...whenFieldsParsed(["password"])
});
/**
* POST /login/send-email-change-code `emailChange` (Meu Perfil): the new login e-mail and the current
* password. The code goes to the new address.
*/
var ZEmailChangeRequestSchema = object({
	email: zEmail(),
	password: zCurrentPassword()
});
/** POST /login/confirm-email-change `emailChange`: the 6-digit code received at the new address. */
var ZEmailChangeConfirmSchema = object({ code: zResetCode() });
object({
	message: string(),
	email: string(),
	expiresAt: datetime({ offset: true })
});
object({
	id: number$1().int(),
	name: string(),
	logradouro: string(),
	city: string(),
	uf: string(),
	phone: string().nullable(),
	email: string().nullable(),
	photo: string().nullable(),
	whatsapp: string().nullable(),
	lines: array(ZIdNameSchema),
	neibor: string(),
	addressPosition: zPosition().nullable(),
	isAssistence: boolean()
}).extend({
	logo: string().nullable(),
	numero: string(),
	complement: string().nullable(),
	cep: string()
});
ZListQuerySchema.omit({
	orderBy: true,
	orderDirection: true
}).extend({
	uf: zQueryEnum(UF_CODES),
	city: zQueryText(),
	/** Line ids: "1,2" or repeated values. */
	line: zQueryIdList(),
	isAssistence: zQueryBoolean()
});
// ../../packages/domain/src/schemas/partner-directory.ts
/**
* The public directory's queries and answers shared by the API and the web: the partner list query
* (GET /companys/listfiltred/open) and the clustered map (GET /companys/listfiltred/map: query, clusters
* and single partners). The web infers its request and answer types from these.
*/
var V$1 = MESSAGES.validation;
/** 'Campo obrigatório' when absent, else 'Valor inválido'. */
var requiredOrInvalid = (issue) => issue.input === void 0 ? V$1.required : V$1.invalid;
var zQueryNumber = (min, max) => preprocess((v) => v === "" || v === null || v === void 0 ? void 0 : typeof v === "string" ? Number(v) : v, number$1({ error: V$1.invalid }).min(min, V$1.invalid).max(max, V$1.invalid).optional());
/** "minLng,minLat,maxLng,maxLat" (the order of GeoJSON and of Leaflet's toBBoxString()). */
var zBbox = () => preprocess((v) => {
	if (v === "" || v === null || v === void 0) return void 0;
	if (typeof v !== "string") return v;
	const parts = v.split(",").map((p) => Number(p.trim()));
	return parts.length === 4 && parts.every(Number.isFinite) ? parts : v;
}, tuple([
	number$1().min(-180).max(180),
	number$1().min(-90).max(90),
	number$1().min(-180).max(180),
	number$1().min(-90).max(90)
], { error: requiredOrInvalid }).refine(([minLng, minLat, maxLng, maxLat]) => minLng <= maxLng && minLat <= maxLat, V$1.invalid));
/** The filters every public partner query shares (list, map). */
var partnerFilterFields = {
	/** Looked for in the name, district and city (case and accents ignored). */
	searchTerm: zQueryText(),
	uf: zQueryEnum(UF_CODES),
	/** City name or its slug ('São Paulo', 'sao-paulo'): compared by slug (case, accents, punctuation ignored). */
	city: zQueryText(),
	/** Line ids: "1,2" or repeated `line=1&line=2`; any of them. */
	line: zQueryIdList(),
	/** The bracket form some clients send (`line[]=1`) is refused with a hint, never silently ignored. */
	"line[]": never({ error: V$1.lineBrackets }).optional(),
	isAssistence: zQueryBoolean()
};
var bothOrNone = (q, ctx) => {
	if (q.lat === void 0 !== (q.lng === void 0)) ctx.addIssue({
		code: "custom",
		path: [q.lat === void 0 ? "lat" : "lng"],
		message: V$1.required
	});
};
object({
	...partnerFilterFields,
	/** The visitor's position: orders by distance and adds distanceKm. Both or none. */
	lat: zQueryNumber(-90, 90),
	lng: zQueryNumber(-180, 180),
	pageSize: number({ error: V$1.invalid }).int(V$1.invalid).min(1, V$1.invalid).max(100, V$1.invalid).default(10),
	pageIndex: number({ error: V$1.invalid }).int(V$1.invalid).max(1e7, V$1.invalid).transform((n) => Math.max(0, n)).default(0),
	/** With lat/lng: when nothing matches, also answer `nearest` (ignoring uf and city). */
	fallbackNearest: zQueryBoolean()
}).superRefine(bothOrNone);
/** Web Mercator x (0..1) of a longitude and y (0..1, north at 0) of a latitude: the map's pixel space / 256 / 2^zoom. */
var mercatorX = (lng) => lng / 360 + .5;
var mercatorY = (lat) => {
	const sin = Math.sin(Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI / 180);
	return .5 - .25 * Math.log((1 + sin) / (1 - sin)) / Math.PI;
};
/** Width and height in CSS pixels of a bbox seen at `zoom` (256-pixel tiles). */
var bboxPixels = ([minLng, minLat, maxLng, maxLat], zoom) => {
	const scale = 256 * 2 ** zoom;
	return {
		width: (mercatorX(maxLng) - mercatorX(minLng)) * scale,
		height: (mercatorY(minLat) - mercatorY(maxLat)) * scale
	};
};
object({
	...partnerFilterFields,
	bbox: zBbox(),
	zoom: preprocess((v) => v === "" || v === null || v === void 0 ? void 0 : typeof v === "string" ? Number(v) : v, number$1({ error: requiredOrInvalid }).int(V$1.invalid).min(0, V$1.invalid).max(22, V$1.invalid))
}).superRefine((q, ctx) => {
	if (!Array.isArray(q.bbox) || !Number.isInteger(q.zoom) || q.zoom < 0 || q.zoom > 22) return;
	const { width, height } = bboxPixels(q.bbox, q.zoom);
	if (width > 4096 || height > 4096) ctx.addIssue({
		code: "custom",
		path: ["bbox"],
		message: V$1.invalid
	});
});
/** A group of partners drawn as one circle: clicking it zooms the map to `expansionZoom`, where it splits. */
var ZPartnerMapClusterSchema = object({
	/** Stable within one answer set (the same filters, until the directory changes). */
	id: number$1().int(),
	count: number$1().int().min(2),
	/** The cluster's centre (weighted by its partners). */
	addressPosition: zPosition(),
	expansionZoom: number$1().int()
});
/** A single partner on the map: what its info window shows (the public partner's fields in the same order). */
var ZPartnerMapMarkerSchema = object({
	id: number$1().int(),
	name: string(),
	logradouro: string(),
	numero: string(),
	neibor: string(),
	city: string(),
	uf: string(),
	cep: string(),
	phone: string().nullable(),
	addressPosition: zPosition(),
	isAssistence: boolean(),
	/** slugify(name): the {nome} of /{uf}/{municipio}/{nome}/{id}. */
	slug: string(),
	/** The partner page: '/sp/sao-paulo/loja-do-ze/12'. */
	path: string()
});
object({
	clusters: array(ZPartnerMapClusterSchema),
	partners: array(ZPartnerMapMarkerSchema),
	/** Every partner with coordinates matching the filters (anywhere, not only in the viewport). */
	total: number$1().int().nonnegative(),
	/** [minLng, minLat, maxLng, maxLat] of every matching partner (null when none): the map frames it when the filters change. */
	extent: tuple([
		number$1(),
		number$1(),
		number$1(),
		number$1()
	]).nullable()
});
object({
	id: union([number$1().int(), string()]),
	nome: string()
});
object({ state: zUf() });
object({
	id: number$1().int(),
	name: string()
});
object({ companyId: number$1().int().positive().nullish() }).nullish();
object({
	logo: string().nullable(),
	visualIdentityColor: string().nullable()
});
object({
	cep: string().default(""),
	logradouro: string().default(""),
	bairro: string().default(""),
	localidade: string().default(""),
	uf: string().default(""),
	erro: union([boolean(), string()]).optional()
});
/** Maps a lookup result onto the company address fields. */
var addressFromLookup = (result) => ({
	logradouro: result.logradouro,
	neibor: result.bairro,
	city: result.localidade,
	uf: result.uf
});
/** True when the looked-up city or state differs from the entered one (accent- and case-insensitive). */
var cepMismatch = (result, city, uf) => {
	const norm = (s) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();
	return city !== "" && norm(result.localidade) !== norm(city) || uf !== "" && norm(result.uf) !== norm(uf);
};
object({
	value: string().trim().min(1, MESSAGES.validation.required).max(255),
	ignoreId: zQueryId()
});
object({ exists: boolean() });
object({
	/** Page title. */
	systemName: string(),
	/** Footer line. */
	copyright: string(),
	branding: object({
		logoUrl: string().nullable(),
		/** Brand colours, '#rrggbb': the first is the primary (main), the second the accent. */
		primaryColors: array(string()),
		/** Footer HTML (sanitised where it is shown). */
		footerText: string().nullable(),
		systemName: string()
	}),
	/** Hosts of the public directory, the back-office and the registration (section 1), when configured. */
	hosts: object({
		public: string().nullable(),
		backoffice: string().nullable(),
		register: string().nullable()
	}),
	/** The public site's absolute address (PUBLIC_URL): canonical links and Open Graph URLs start with it. */
	publicUrl: string(),
	/** Leaflet tiles. */
	map: object({
		tileUrl: string(),
		attribution: string()
	}),
	/** Customer service in the public directory's footer (SUPPORT_ADDRESS, SUPPORT_PHONE, SUPPORT_EMAIL); null when unset. */
	support: object({
		address: string().nullable(),
		phone: string().nullable(),
		email: string().nullable()
	})
});
object({ paths: array(string()).describe("Nomes gerados dos arquivos gravados, na ordem do envio") });
// ../../packages/domain/src/form.ts
/** Whether the field's showIf condition passes (true when it has none). */
var isShowIfMet = (field, values) => {
	const { showIf } = field;
	if (!showIf) return true;
	if (typeof showIf === "function") return showIf(values);
	return Object.entries(showIf).every(([property, accepted]) => accepted.includes(values[property]));
};
/** Whether the field takes part in this form at all: dontCreate / dontUpdate / showIfAdmin. */
var isFieldActive = (field, context) => {
	if (field.dontCreate && context.mode === "create") return false;
	if (field.dontUpdate && context.mode === "update") return false;
	return !(field.showIfAdmin && !context.isAdmin);
};
/** Active and its showIf passes. */
var isFieldShown = (field, values, context) => (!context || isFieldActive(field, context)) && isShowIfMet(field, values);
/**
* Whether the field must be filled: `required` / 'required' always (when shown); 'requiredIfShown'
* only while its showIf passes. Inactive or hidden fields are never required.
*/
var isFieldRequired = (field, values, context) => {
	if (!isFieldShown(field, values, context)) return false;
	const validations = field.validations ?? [];
	return Boolean(field.required) || validations.includes("required") || validations.includes("requiredIfShown");
};
/** Index of the first step holding one of the fields in error (-1 when none): where 'Next' jumps to. */
var firstStepWithError = (errorFields, steps) => {
	const roots = new Set([...errorFields].map((f) => f.split(".")[0]));
	return steps.findIndex((step) => step.some((f) => roots.has(f)));
};
// ../../packages/domain/src/form-validation.ts
/** Runs a generic form field's validation names (section 5) with the shared validators and messages. */
var V = MESSAGES.validation;
/** The mask function of each mask name (usable while typing). */
var FIELD_MASK_FUNCTIONS = {
	cpf: maskCpf,
	cnpj: maskCnpj,
	cep: maskCep,
	phone: maskPhone,
	date: maskDate,
	datetime: maskDatetime
};
var ARRAY_TYPES = /* @__PURE__ */ new Set([
	"manytomanyfk",
	"array",
	"gallery",
	"permissions"
]);
var ZERO_IS_EMPTY_TYPES = /* @__PURE__ */ new Set([
	"currency",
	"integer",
	"fk",
	"options",
	"manytoonefk",
	"onetoonefk"
]);
/** Empty for the field's type: null / undefined / '' ; 0 for currency, integer, fk and options; [] for arrays. */
var isEmptyValue = (field, value) => {
	if (value === void 0 || value === null || value === "") return true;
	if (ARRAY_TYPES.has(field.type)) return Array.isArray(value) && value.length === 0;
	return ZERO_IS_EMPTY_TYPES.has(field.type) && value === 0;
};
var check = (ok, message) => (v) => ok(v) ? null : message;
var str = (fn) => (v) => typeof v === "string" && fn(v);
/** The format rules; empty values never reach them (emptiness is the required rule's business). */
var FORMAT_RULES = {
	email: check(str(isValidEmail), V.email),
	phone: check(str(isValidPhone), V.phone),
	cpf: check(str(isValidCpf), V.cpf),
	cnpj: check(str(isValidCnpj), V.cnpj),
	cep: check(str(isValidCep), V.cep),
	password: (v) => passwordError(typeof v === "string" ? v : ""),
	card: check(str(isValidCardNumber), V.card),
	month: check((v) => isValidCardMonth(v), V.month),
	year: check((v) => isValidCardYear(v), V.year),
	cvv: check((v) => isValidCvv(v), V.cvv),
	time: check(str((v) => isValidTime(v)), V.time),
	date: check(str(isValidDate), V.date),
	futureDate: check(str((v) => isValidFutureDate(v)), V.date),
	datetime: check(str(isValidDatetime), V.date),
	resetCode: check(str(isValidResetCode), V.code),
	percentage: check((v) => Number.isFinite(Number(v)) && Number(v) >= 0 && Number(v) <= 100, V.invalid)
};
/**
* The first message for a field's value, or null: required (array fields say
* 'Adicione pelo menos um item'), then each listed format rule. Inactive or hidden fields pass.
*/
var validateFormField = (field, values, context) => {
	if (!isFieldShown(field, values, context)) return null;
	const value = values[field.property];
	if (isEmptyValue(field, value)) {
		if (!isFieldRequired(field, values, context)) return null;
		return ARRAY_TYPES.has(field.type) ? V.arrayMin : V.required;
	}
	for (const name of field.validations ?? []) {
		const message = FORMAT_RULES[name]?.(value) ?? null;
		if (message) return message;
	}
	return null;
};
// ../../packages/domain/src/issues.ts
/** 'Campos Obrigatórios: ' followed by the field messages, as the web shows a missing-fields answer. */
var missingFieldsText = (additionalData) => {
	const messages = Object.values(additionalData ?? {}).filter((m) => typeof m === "string");
	return `${MESSAGES.errors.missingFieldsDisplay}${[...new Set(messages)].join(", ")}`;
};
[...[
	"login",
	"forgot-password",
	"code-verification",
	"reset-password",
	"dashboard",
	"reports",
	"help",
	"companys",
	"company/:id?",
	"myCompanys",
	"myCompany/:id?",
	"lines",
	"line/:id?",
	"line_companys",
	"companyLines",
	"companyLine/:id?",
	"banners",
	"banner/:id?",
	"menuMains",
	"menuMain/:id?",
	"menuSecondarys",
	"menuSecondary/:id?",
	"notifications",
	"notification/:id?",
	"settings",
	"settings/userdata",
	"settings/change-password",
	"settings/users",
	"settings/user/:id?",
	"settings/roles",
	"settings/role/:id?",
	"settings/companyLogs",
	"settings/companyLog/:id?",
	"settings/companyLog/details/:id?",
	"settings/companyLineLogs",
	"settings/register_settings",
	"settings/terms",
	"settings/policy",
	"settings/imagesbanner"
].map((path) => ({
	path,
	area: "backoffice"
}))];
export { preprocess as $, ZUserCreateSchema as A, ZCompanyRegisterSchema as B, ZMenuSecondaryUpdateSchema as C, ZBannerUpdateSchema as D, ZBannerCreateSchema as E, ZLineUpdateSchema as F, formatDatetime as G, zRequiredString as H, COMPANY_BULK_DECISION_MAX as I, passwordStrength as J, formatDate as K, ZCompanyBulkDecisionSchema as L, ZCompanyLineCreateSchema as M, ZCompanyLineUpdateSchema as N, ZRoleCreateSchema as O, ZLineCreateSchema as P, object as Q, COMPANY_REJECTION_REASON_MAX as R, ZMenuSecondaryCreateSchema as S, ZMenuMainUpdateSchema as T, formatCurrency as U, ZCompanyUpdateSchema as V, parseCurrency as W, isValidEmail as X, passwordStrengthLabel as Y, isValidCnpj as Z, changePasswordSchemaFor as _, firstStepWithError as a, NOTIFICATION_CONTENT_MAX as b, isShowIfMet as c, ZCheckResetCodeSchema as d, ZEmailChangeConfirmSchema as f, ZSendResetCodeSchema as g, ZResetPasswordSchema as h, validateFormField as i, ZUserUpdateSchema as j, ZRoleUpdateSchema as k, addressFromLookup as l, ZLoginSchema as m, FIELD_MASK_FUNCTIONS as n, isFieldActive as o, ZEmailChangeRequestSchema as p, toDate as q, isEmptyValue as r, isFieldShown as s, missingFieldsText as t, cepMismatch as u, SETTING_TEXT_MAX as v, ZMenuMainCreateSchema as w, ZNotificationCreateSchema as x, ZSettingUpdateSchema as y, ZCompanyCreateSchema as z };
