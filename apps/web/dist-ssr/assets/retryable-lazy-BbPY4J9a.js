import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-C7IRH6v5.js";
import { $ as formatMessage, X as MESSAGES } from "./i18n-CO41xELr.js";
// src/components/address/retryable-lazy.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A React.lazy component that can be loaded again: React keeps a failed import for good, so `retry()`
* makes a new lazy component from the same import (the map's chunk after a dropped connection).
*/
var retryableLazy = (load) => {
	let current = (0, import_react.lazy)(load);
	return {
		get: () => current,
		retry: () => {
			current = (0, import_react.lazy)(load);
		}
	};
};
/** A chunk that could not be downloaded (each browser words it its own way). */
var isDownloadFailure = (error) => error.name === "ChunkLoadError" || /dynamically imported module|module script failed|failed to fetch|load failed|networkerror/i.test(error.message);
/**
* 'Erro carregando mapa: …' with what happened and what to do, in Portuguese: never the browser's own
* message ('Failed to fetch dynamically imported module: http://…').
*/
var mapLoadErrorText = (error) => formatMessage(MESSAGES.map.loadError, { message: isDownloadFailure(error) ? MESSAGES.map.loadFailedDownload : MESSAGES.map.loadFailedOther });
/** Catches the map's load or render failure and shows `fallback(error, retry)`; `retry` clears it and renders again. */
var MapErrorBoundary = class extends import_react.Component {
	state = { error: null };
	static getDerivedStateFromError(error) {
		return { error };
	}
	componentDidCatch(error) {
		console.error("Erro carregando mapa.", error);
	}
	retry = () => {
		this.props.onRetry?.();
		this.setState({ error: null });
	};
	render() {
		return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
	}
};
export { mapLoadErrorText as n, retryableLazy as r, MapErrorBoundary as t };
