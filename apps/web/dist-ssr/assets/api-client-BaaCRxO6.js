import { G as STORAGE_KEYS, K as readStorage, X as MESSAGES, Y as writeStorage, q as removeStorage } from "./i18n-CO41xELr.js";
// src/lib/browser.ts
/** Page-level navigation the app performs outside the router; replaceable in tests (jsdom cannot navigate). */
var browser = {
	reload: () => window.location.reload(),
	assign: (url) => window.location.assign(url),
	replace: (url) => window.location.replace(url)
};
// src/lib/session.ts
var isLoggedUser = (value) => typeof value === "object" && value !== null && typeof value.id === "number" && typeof value.email === "string" && (value.type === "admin" || value.type === "company");
var getStoredUser = () => {
	const value = readStorage(STORAGE_KEYS.user, null);
	return isLoggedUser(value) ? value : null;
};
var getSessionToken = () => getStoredUser()?.token ?? null;
/** Keeps the user as the login answered it (with token). */
var setSession = (user) => writeStorage(STORAGE_KEYS.user, user);
/** Refreshes the stored profile (from logged-user, which has no token) keeping the token. */
var updateStoredUser = (user) => {
	const current = getStoredUser();
	if (!current) return;
	writeStorage(STORAGE_KEYS.user, {
		...current,
		...user,
		token: current.token
	});
};
/** Logout and 401: the stored user and the selected owner id go. */
var clearSession = () => {
	removeStorage(STORAGE_KEYS.user);
	removeStorage(STORAGE_KEYS.selectedUserOwner);
};
/** The selected user owner (section 4): admins may choose 'all' (-1); company users their first owner. */
var getSelectedOwnerId = () => {
	const value = readStorage(STORAGE_KEYS.selectedUserOwner, null);
	return typeof value === "number" ? value : null;
};
var setSelectedOwnerId = (id) => id === null ? removeStorage(STORAGE_KEYS.selectedUserOwner) : writeStorage(STORAGE_KEYS.selectedUserOwner, id);
// src/lib/api-client.ts
var API_BASE_URL = "/api";
var ApiError = class extends Error {
	statusCode;
	error;
	additionalData;
	constructor(body) {
		super(body.message);
		this.name = "ApiError";
		this.statusCode = body.statusCode;
		this.error = body.error;
		this.additionalData = body.additionalData;
	}
	/** True for 400 'Missing fields, see additionalData' answers. */
	get isValidation() {
		return this.message === MESSAGES.errors.missingFields;
	}
	/** Field → pt-BR message of a validation answer ({} otherwise). */
	get fieldErrors() {
		if (!this.isValidation || !this.additionalData) return {};
		return Object.fromEntries(Object.entries(this.additionalData).filter((entry) => typeof entry[1] === "string"));
	}
};
var connectionError = (statusCode = 0) => new ApiError({
	statusCode,
	error: "Connection",
	message: MESSAGES.errors.connection,
	additionalData: null
});
var isErrorBody = (value) => typeof value === "object" && value !== null && typeof value.message === "string";
/**
* The text to show for any error: validation answers become
* 'Campos Obrigatórios: ' followed by the field messages; others show their message.
*/
var getErrorMessage = (error) => {
	if (error instanceof ApiError) {
		if (error.isValidation) {
			const messages = Object.values(error.fieldErrors);
			return `${MESSAGES.errors.missingFieldsDisplay}${messages.join("; ")}`;
		}
		return error.message || MESSAGES.errors.connection;
	}
	if (error instanceof Error && error.message) return error.message;
	return MESSAGES.errors.connection;
};
var apiFetch = (url, init) => fetch(url, init);
/** Server rendering: the pages' queries are answered in-process by the API instead of over the network. */
var setApiFetch = (transport) => {
	apiFetch = transport;
};
var buildUrl = (path, params) => {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params ?? {})) {
		if (value === void 0 || value === null || value === "") continue;
		if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
		else search.append(key, String(value));
	}
	const query = search.toString();
	const base = `${API_BASE_URL}${path.startsWith("/") ? path : `/${path}`}`;
	return query ? `${base}?${query}` : base;
};
/** An expired session (401): the stored user and selected owner go, and the page reloads (section 4). */
var onSessionExpired = () => {
	clearSession();
	browser.reload();
};
var parseBody = async (response) => {
	const text = await response.text();
	if (!text) return void 0;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
};
var request = async (method, path, options = {}) => {
	const headers = {
		Accept: "application/json",
		...options.headers
	};
	const token = getSessionToken();
	if (token) headers.Authorization = `Bearer ${token}`;
	let body;
	if (options.body instanceof FormData) body = options.body;
	else if (options.body !== void 0) {
		headers["Content-Type"] = "application/json";
		body = JSON.stringify(options.body);
	}
	let response;
	try {
		response = await apiFetch(buildUrl(path, options.params), {
			method,
			headers,
			body,
			signal: options.signal
		});
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw connectionError();
	}
	if (response.status === 401 && !options.skipSessionExpiry) onSessionExpired();
	const data = await parseBody(response).catch(() => void 0);
	if (!response.ok) {
		if (isErrorBody(data)) throw new ApiError({
			statusCode: data.statusCode ?? response.status,
			error: data.error ?? response.statusText,
			message: data.message,
			additionalData: data.additionalData ?? null
		});
		throw connectionError(response.status);
	}
	return data;
};
/** `api.get('/companys', { params })`, `api.post('/companys', { company })`, … */
var api = {
	get: (path, options) => request("GET", path, options),
	post: (path, body, options) => request("POST", path, {
		...options,
		body
	}),
	put: (path, body, options) => request("PUT", path, {
		...options,
		body
	}),
	delete: (path, options) => request("DELETE", path, options)
};
/**
* An authorised fetch answering the raw Response (file downloads such as the .xlsx export).
* Paths without the API base get it; a 401 ends the session like any other call.
*/
var fetchWithAuth = async (url, init = {}) => {
	const headers = new Headers(init.headers);
	const token = getSessionToken();
	if (token) headers.set("Authorization", `Bearer ${token}`);
	const target = /^https?:/i.test(url) || url.startsWith(`/api/`) ? url : `${API_BASE_URL}${url.startsWith("/") ? "" : "/"}${url}`;
	let response;
	try {
		response = await fetch(target, {
			...init,
			headers
		});
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw connectionError();
	}
	if (response.status === 401) onSessionExpired();
	return response;
};
export { getErrorMessage as a, clearSession as c, getStoredUser as d, setSelectedOwnerId as f, browser as h, fetchWithAuth as i, getSelectedOwnerId as l, updateStoredUser as m, ApiError as n, onSessionExpired as o, setSession as p, api as r, setApiFetch as s, API_BASE_URL as t, getSessionToken as u };
