import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_leaflet_src } from "./leaflet-src-CNQIbArc.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { C as Button, P as useAppConfig, mt as require_react_dom } from "../entry-server.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Autocomplete } from "./Autocomplete-Ba-qWnv5.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { t as MyLocation_default } from "./MyLocation-YIJ4Nctp.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { n as onlyDigits } from "./whatsapp-link-Bs9DbioM.js";
import { l as addressFromLookup } from "./src-Bti_6Flz.js";
import { $ as formatMessage, F as MAP_ZOOM, X as MESSAGES, a as useT, g as BRAZIL_CENTER } from "./i18n-CO41xELr.js";
import { a as getErrorMessage, n as ApiError, r as api } from "./api-client-BaaCRxO6.js";
import { i as lookupCep } from "./exists-field-VRLWqGap.js";
// ../../node_modules/@react-leaflet/core/lib/attribution.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useAttribution(map, attribution) {
	const attributionRef = (0, import_react.useRef)(attribution);
	(0, import_react.useEffect)(function updateAttribution() {
		if (attribution !== attributionRef.current && map.attributionControl != null) {
			if (attributionRef.current != null) map.attributionControl.removeAttribution(attributionRef.current);
			if (attribution != null) map.attributionControl.addAttribution(attribution);
		}
		attributionRef.current = attribution;
	}, [map, attribution]);
}
function createLeafletContext(map) {
	return Object.freeze({
		__version: 1,
		map
	});
}
function extendContext(source, extra) {
	return Object.freeze({
		...source,
		...extra
	});
}
var LeafletContext = (0, import_react.createContext)(null);
function useLeafletContext() {
	const context = (0, import_react.use)(LeafletContext);
	if (context == null) throw new Error("No context provided: useLeafletContext() can only be used in a descendant of <MapContainer>");
	return context;
}
// ../../node_modules/@react-leaflet/core/lib/component.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
function createContainerComponent(useElement) {
	function ContainerComponent(props, forwardedRef) {
		const { instance, context } = useElement(props).current;
		(0, import_react.useImperativeHandle)(forwardedRef, () => instance);
		const { children } = props;
		return children == null ? null : /*#__PURE__*/ import_react.createElement(LeafletContext, { value: context }, children);
	}
	return /*#__PURE__*/ (0, import_react.forwardRef)(ContainerComponent);
}
function createDivOverlayComponent(useElement) {
	function OverlayComponent(props, forwardedRef) {
		const [isOpen, setOpen] = (0, import_react.useState)(false);
		const { instance } = useElement(props, setOpen).current;
		(0, import_react.useImperativeHandle)(forwardedRef, () => instance);
		(0, import_react.useEffect)(function updateOverlay() {
			if (isOpen) instance.update();
		}, [
			instance,
			isOpen,
			props.children
		]);
		const contentNode = instance._contentNode;
		return contentNode ? /*#__PURE__*/ (0, import_react_dom.createPortal)(props.children, contentNode) : null;
	}
	return /*#__PURE__*/ (0, import_react.forwardRef)(OverlayComponent);
}
function createLeafComponent(useElement) {
	function LeafComponent(props, forwardedRef) {
		const { instance } = useElement(props).current;
		(0, import_react.useImperativeHandle)(forwardedRef, () => instance);
		return null;
	}
	return /*#__PURE__*/ (0, import_react.forwardRef)(LeafComponent);
}
// ../../node_modules/@react-leaflet/core/lib/events.js
function useEventHandlers(element, eventHandlers) {
	const eventHandlersRef = (0, import_react.useRef)(void 0);
	(0, import_react.useEffect)(function addEventHandlers() {
		if (eventHandlers != null) element.instance.on(eventHandlers);
		eventHandlersRef.current = eventHandlers;
		return function removeEventHandlers() {
			if (eventHandlersRef.current != null) element.instance.off(eventHandlersRef.current);
			eventHandlersRef.current = null;
		};
	}, [element, eventHandlers]);
}
// ../../node_modules/@react-leaflet/core/lib/pane.js
function withPane(props, context) {
	const pane = props.pane ?? context.pane;
	return pane ? {
		...props,
		pane
	} : props;
}
// ../../node_modules/@react-leaflet/core/lib/div-overlay.js
function createDivOverlayHook(useElement, useLifecycle) {
	return function useDivOverlay(props, setOpen) {
		const context = useLeafletContext();
		const elementRef = useElement(withPane(props, context), context);
		useAttribution(context.map, props.attribution);
		useEventHandlers(elementRef.current, props.eventHandlers);
		useLifecycle(elementRef.current, context, props, setOpen);
		return elementRef;
	};
}
// ../../node_modules/@react-leaflet/core/lib/element.js
function createElementObject(instance, context, container) {
	return Object.freeze({
		instance,
		context,
		container
	});
}
function createElementHook(createElement, updateElement) {
	if (updateElement == null) return function useImmutableLeafletElement(props, context) {
		const elementRef = (0, import_react.useRef)(void 0);
		if (!elementRef.current) elementRef.current = createElement(props, context);
		return elementRef;
	};
	return function useMutableLeafletElement(props, context) {
		const elementRef = (0, import_react.useRef)(void 0);
		if (!elementRef.current) elementRef.current = createElement(props, context);
		const propsRef = (0, import_react.useRef)(props);
		const { instance } = elementRef.current;
		(0, import_react.useEffect)(function updateElementProps() {
			if (propsRef.current !== props) {
				updateElement(instance, props, propsRef.current);
				propsRef.current = props;
			}
		}, [
			instance,
			props,
			updateElement
		]);
		return elementRef;
	};
}
// ../../node_modules/@react-leaflet/core/lib/layer.js
function useLayerLifecycle(element, context) {
	(0, import_react.useEffect)(function addLayer() {
		(context.layerContainer ?? context.map).addLayer(element.instance);
		return function removeLayer() {
			context.layerContainer?.removeLayer(element.instance);
			context.map.removeLayer(element.instance);
		};
	}, [context, element]);
}
function createLayerHook(useElement) {
	return function useLayer(props) {
		const context = useLeafletContext();
		const elementRef = useElement(withPane(props, context), context);
		useAttribution(context.map, props.attribution);
		useEventHandlers(elementRef.current, props.eventHandlers);
		useLayerLifecycle(elementRef.current, context);
		return elementRef;
	};
}
// ../../node_modules/@react-leaflet/core/lib/generic.js
function createLayerComponent(createElement, updateElement) {
	return createContainerComponent(createLayerHook(createElementHook(createElement, updateElement)));
}
function createOverlayComponent(createElement, useLifecycle) {
	return createDivOverlayComponent(createDivOverlayHook(createElementHook(createElement), useLifecycle));
}
function createTileLayerComponent(createElement, updateElement) {
	return createLeafComponent(createLayerHook(createElementHook(createElement, updateElement)));
}
// ../../node_modules/@react-leaflet/core/lib/grid-layer.js
function updateGridLayer(layer, props, prevProps) {
	const { opacity, zIndex } = props;
	if (opacity != null && opacity !== prevProps.opacity) layer.setOpacity(opacity);
	if (zIndex != null && zIndex !== prevProps.zIndex) layer.setZIndex(zIndex);
}
// ../../node_modules/react-leaflet/lib/hooks.js
function useMap() {
	return useLeafletContext().map;
}
function useMapEvents(handlers) {
	const map = useMap();
	(0, import_react.useEffect)(function addMapEventHandlers() {
		map.on(handlers);
		return function removeMapEventHandlers() {
			map.off(handlers);
		};
	}, [map, handlers]);
	return map;
}
// ../../node_modules/react-leaflet/lib/MapContainer.js
var import_leaflet_src = /* @__PURE__ */ __toESM(require_leaflet_src(), 1);
function MapContainerComponent({ bounds, boundsOptions, center, children, className, id, placeholder, style, whenReady, zoom, ...options }, forwardedRef) {
	const [props] = (0, import_react.useState)({
		className,
		id,
		style
	});
	const [context, setContext] = (0, import_react.useState)(null);
	const mapInstanceRef = (0, import_react.useRef)(void 0);
	(0, import_react.useImperativeHandle)(forwardedRef, () => context?.map ?? null, [context]);
	const mapRef = (0, import_react.useCallback)((node) => {
		if (node !== null && !mapInstanceRef.current) {
			const map = new import_leaflet_src.Map(node, options);
			mapInstanceRef.current = map;
			if (center != null && zoom != null) map.setView(center, zoom);
			else if (bounds != null) map.fitBounds(bounds, boundsOptions);
			if (whenReady != null) map.whenReady(whenReady);
			setContext(createLeafletContext(map));
		}
	}, []);
	(0, import_react.useEffect)(() => {
		return () => {
			context?.map.remove();
		};
	}, [context]);
	const contents = context ? /*#__PURE__*/ import_react.createElement(LeafletContext, { value: context }, children) : placeholder ?? null;
	return /*#__PURE__*/ import_react.createElement("div", {
		...props,
		ref: mapRef
	}, contents);
}
var MapContainer = /*#__PURE__*/ (0, import_react.forwardRef)(MapContainerComponent);
// ../../node_modules/react-leaflet/lib/Marker.js
var Marker = createLayerComponent(function createMarker({ position, ...options }, ctx) {
	const marker = new import_leaflet_src.Marker(position, options);
	return createElementObject(marker, extendContext(ctx, { overlayContainer: marker }));
}, function updateMarker(marker, props, prevProps) {
	if (props.position !== prevProps.position) marker.setLatLng(props.position);
	if (props.icon != null && props.icon !== prevProps.icon) marker.setIcon(props.icon);
	if (props.zIndexOffset != null && props.zIndexOffset !== prevProps.zIndexOffset) marker.setZIndexOffset(props.zIndexOffset);
	if (props.opacity != null && props.opacity !== prevProps.opacity) marker.setOpacity(props.opacity);
	if (marker.dragging != null && props.draggable !== prevProps.draggable) {
		if (props.draggable === true) marker.dragging.enable();
		else marker.dragging.disable();
	}
});
// ../../node_modules/react-leaflet/lib/TileLayer.js
var TileLayer = createTileLayerComponent(function createTileLayer({ url, ...options }, context) {
	return createElementObject(new import_leaflet_src.TileLayer(url, withPane(options, context)), context);
}, function updateTileLayer(layer, props, prevProps) {
	updateGridLayer(layer, props, prevProps);
	const { url } = props;
	if (url != null && url !== prevProps.url) layer.setUrl(url);
});
// ../../node_modules/react-leaflet/lib/Tooltip.js
var Tooltip = createOverlayComponent(function createTooltip(props, context) {
	return createElementObject(new import_leaflet_src.Tooltip(props, context.overlayContainer), context);
}, function useTooltipLifecycle(element, context, { position }, setOpen) {
	(0, import_react.useEffect)(function addTooltip() {
		const container = context.overlayContainer;
		if (container == null) return;
		const { instance } = element;
		const onTooltipOpen = (event) => {
			if (event.tooltip === instance) {
				if (position != null) instance.setLatLng(position);
				instance.update();
				setOpen(true);
			}
		};
		const onTooltipClose = (event) => {
			if (event.tooltip === instance) setOpen(false);
		};
		container.on({
			tooltipopen: onTooltipOpen,
			tooltipclose: onTooltipClose
		});
		container.bindTooltip(instance);
		return function removeTooltip() {
			container.off({
				tooltipopen: onTooltipOpen,
				tooltipclose: onTooltipClose
			});
			if (container._map != null) container.unbindTooltip();
		};
	}, [
		element,
		context,
		setOpen,
		position
	]);
});
// ../../node_modules/@mui/icons-material/Place.mjs
var import_jsx_runtime = require_jsx_runtime();
var Place_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5" }), "Place");
// src/components/address/search-places.ts
/** GET /api/geocoding/search?q=: places in Brazil through the API's geocoder (errors 502 'Erro ao buscar locais: …'). */
var searchPlaces = async (q, signal) => (await api.get("/geocoding/search", {
	params: { q },
	signal
})).data;
// src/components/address/geocode-address.ts
var join = (parts) => parts.map((p) => p?.trim()).filter(Boolean).join(", ");
/**
* Finds an address by trying the most precise query first: the street (zoom 16 after a CEP, 14 for a
* full address with number), then the city (12), then the state (8). Null when nothing is found.
*/
var geocodeAddress = async (address, { fromCep = false, search = searchPlaces } = {}) => {
	const attempts = [
		[address.logradouro?.trim() ? join([
			fromCep ? address.logradouro : join([address.logradouro, address.numero]),
			address.neibor,
			address.city,
			address.uf
		]) : "", fromCep ? MAP_ZOOM.cep : MAP_ZOOM.address],
		[address.city?.trim() ? join([address.city, address.uf]) : "", MAP_ZOOM.city],
		[address.uf?.trim() ?? "", MAP_ZOOM.state]
	];
	for (const [query, zoom] of attempts) {
		if (query.length < 3 && !(zoom === MAP_ZOOM.state && query.length === 2)) continue;
		const [first] = await search(zoom === MAP_ZOOM.state ? `${query}, Brasil` : query);
		if (first) return {
			latitude: first.latitude,
			longitude: first.longitude,
			zoom
		};
	}
	return null;
};
// ../../node_modules/leaflet/dist/images/marker-icon-2x.png
var marker_icon_2x_default = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADIAAABSCAMAAAAhFXfZAAAC91BMVEVMaXEzeak2f7I4g7g3g7cua5gzeKg8hJo3grY4g7c3grU0gLI2frE0daAubJc2gbQwd6QzeKk2gLMtd5sxdKIua5g1frA2f7IydaM0e6w2fq41fK01eqo3grgubJgta5cxdKI1f7AydaQydaMxc6EubJgvbJkwcZ4ubZkwcJwubZgubJcydqUydKIxapgubJctbJcubZcubJcvbJYubJcvbZkubJctbJctbZcubJg2f7AubJcrbZcubJcubJcua5g3grY0fq8ubJcubJdEkdEwhsw6i88vhswuhcsuhMtBjMgthMsrg8srgss6is8qgcs8i9A9iMYtg8spgcoogMo7hcMngMonf8olfso4gr8kfck5iM8jfMk4iM8he8k1fro7itAgesk2hs8eecgzfLcofssdeMg0hc4cd8g2hcsxeLQbdsgZdcgxeLImfcszhM0vda4xgckzhM4xg84wf8Yxgs4udKsvfcQucqhUndROmdM1fK0wcZ8vb5w0eqpQm9MzeKhXoNVcpdYydKNWn9VZotVKltJFjsIwcJ1Rms9OlslLmtH///8+kc9epdYzd6dbo9VHkMM2f7FHmNBClM8ydqVcpNY9hro3gLM9hLczealQmcw3fa46f7A8gLMxc6I3eagyc6FIldJMl9JSnNRSntNNl9JPnNJFi75UnM9ZodVKksg8kM45jc09e6ZHltFBk883gbRBh7pDk9EwcaBzn784g7dKkcY2i81Om9M7j85Llc81is09g7Q4grY/j9A0eqxKmdFFltBEjcXf6fFImdBCiLxJl9FGlNFBi78yiMxVndEvbpo6js74+vx+psPP3+o/ks5HkcpGmNCjwdZCkNDM3ehYoNJEls+lxNkxh8xHks0+jdC1zd5Lg6r+/v/H2ufz9/o3jM3t8/edvdM/k89Th61OiLBSjbZklbaTt9BfptdjmL1AicBHj8hGk9FAgK1dkLNTjLRekrdClc/k7fM0icy0y9tgp9c4jc2NtM9Dlc8zicxeXZn3AAAAQ3RSTlMAHDdTb4yPA+LtnEQmC4L2EmHqB7XA0d0sr478x4/Yd5i1zOfyPkf1sLVq4Nh3FvjxopQ2/STNuFzUwFIwxKaejILpIBEV9wAABhVJREFUeF6s1NdyFEcYBeBeoQIhRAkLlRDGrhIgY3BJL8CVeKzuyXFzzjkn5ZxzzuScg3PO8cKzu70JkO0LfxdTU//pM9vTu7Xgf6KqOVTb9X7toRrVEfBf1HTVjZccrT/2by1VV928Yty9ZbVuucdz90frG8DBjl9pVApbOstvmMuvVgaNXSfAAd6pGxpy6yxf5ph43pS/4f3uoaGm2rdu72S9xzOvMymkZFq/ptDrk90mhW7e4zl7HLzhxGWPR20xmSxJ/VqldG5m9XhaVOA1DadsNh3Pu5L2N6QtPO/32JpqQBVVk20oy/Pi2s23WEvyfHbe1thadVQttvm7Llf65gGmXK67XtupyoM7HQhmXdLS8oGWJNeOJ3C5fG5XCEJnkez3/oFdsvgJ4l2ANZwhrJKk/7OSXa+3Vw2WJMlKnGkobouYk6T0TyX30klOUnTD9HJ5qpckL3EW/w4XF3Xd0FGywXUrstrclVsqz5Pd/sXFYyDnPdrLcQODmGOK47IZb4CmibmMn+MYRzFZ5jg33ZL/EJrWcszHmANy3ARBK/IXtciJy8VsitPSdE3uuHxzougojcUdr8/32atnz/ev3f/K5wtpxUTpcaI45zusVDpYtZi+jg0oU9b3x74h7+n9ABvYEZeKaVq0sh0AtLKsFtqNBdeT0MrSzwwlq9+x6xAO4tgOtSzbCjrNQQiNvQUbUEubvzBUeGw26yDCsRHCoLkTHDa7IdOLIThs/gHvChszh2CimE8peRs47cxANI0lYNB5y1DljpOF0IhzBDPOZnDOqYYbeGKECbPzWnXludPphw5c2YBq5zlwXphIbO4VDCZ0gnPfUO1TwZoYwAs2ExPCedAu9DAjfQUjzITQb3jNj0KG2Sgt6BHaQUdYzWz+XmBktOHwanXjaSTcwwziBcuMOtwBmqPrTOxFQR/DRKKPqyur0aiW6cULYsx6tBm0jXpR/AUWR6HRq9WVW6MRhIq5jLyjbaCTDCijyYJNpCajdyobP/eTw0iexBAKkJ3gA5KcQb2zBXsIBckn+xVv8jkZSaEFHE+jFEleAEfayRU0MouNoBmB/L50Ai/HSLIHxcrpCvnhSQAuakKp2C/YbCylJjXRVy/z3+Kv/RrNcCo+WUzlVEhzKffnTQnxeN9fWF88fiNCUdSTsaufaChKWInHeysygfpIqagoakW+vV20J8uyl6TyNKEZWV4oRSPyCkWpgOLSbkCObT8o2r6tlG58HQquf6O0v50tB7JM7F4EORd2dx/K0w/KHsVkLPaoYrwgP/y7krr3SSMA4zj+OBgmjYkxcdIJQyQRKgg2viX9Hddi9UBb29LrKR7CVVEEEXWojUkXNyfTNDE14W9gbHJNuhjDettN3ZvbOvdOqCD3Jp/9l+/wJE+9PkYGjx/fqkys3S2rMozM/o2106rfMUINo6hVqz+eu/hd1c4xTg0TAfy5kV+4UG6+IthHTU9woWmxuKNbTfuCSfovBCxq7EtHqvYL4Sm6F8GVxsSXHMQ07TOi1DKtZxjWaaIyi4CXWjxPccUw8WVbMYY5wxC1mzEyXMJWkllpRloi+Kkoq69sxBTlElF6aAxYUbjXNlhlDZilDnM4U5SlN5biRsRHnbx3mbeWjEh4mEyiuJDl5XcWVmX5GvNkFgLWZM5qwsop4/AWfLhU1cR7k1VVvcYCWRkOI6Xy5gmnphCYIkvzuNYzHzosq2oNk2RtSs8khfUOfHIDgR6ysYBaMpl4uEgk2U/oJTs9AaTSwma7dT69geAE2ZpEjUsn2ieJNHeKfrI3EcAGJ2ZaNgVuC8EBctCLc57P5u5led6IOBkIYkuQMrmmjChs4VkfOerHqSBkPzZlhe06RslZ3zMjk2sscqKwY0RcjKK+LWbzd7KiHhkncs/siFJ+V5eXxD34B8nVuJEpGJNmxN2gH3vSvp7J70tF+D1Ej8qUJD1TkErAND2GZwTFg/LubvmgiBG3SOvdlsqFQrkEzJCL1rstlnVFROixZoDDSuXQFHESwVGlcuQcMb/b42NgjLowh5MTDFE3vNB5qStRIErdCQEh6pLPR92anSUb/wAIhldAaDMpGgAAAABJRU5ErkJggg==";
// ../../node_modules/leaflet/dist/images/marker-icon.png
var marker_icon_default = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABkAAAApCAYAAADAk4LOAAAFgUlEQVR4Aa1XA5BjWRTN2oW17d3YaZtr2962HUzbDNpjszW24mRt28p47v7zq/bXZtrp/lWnXr337j3nPCe85NcypgSFdugCpW5YoDAMRaIMqRi6aKq5E3YqDQO3qAwjVWrD8Ncq/RBpykd8oZUb/kaJutow8r1aP9II0WmLKLIsJyv1w/kqw9Ch2MYdB++12Onxee/QMwvf4/Dk/Lfp/i4nxTXtOoQ4pW5Aj7wpici1A9erdAN2OH64x8OSP9j3Ft3b7aWkTg/Fm91siTra0f9on5sQr9INejH6CUUUpavjFNq1B+Oadhxmnfa8RfEmN8VNAsQhPqF55xHkMzz3jSmChWU6f7/XZKNH+9+hBLOHYozuKQPxyMPUKkrX/K0uWnfFaJGS1QPRtZsOPtr3NsW0uyh6NNCOkU3Yz+bXbT3I8G3xE5EXLXtCXbbqwCO9zPQYPRTZ5vIDXD7U+w7rFDEoUUf7ibHIR4y6bLVPXrz8JVZEql13trxwue/uDivd3fkWRbS6/IA2bID4uk0UpF1N8qLlbBlXs4Ee7HLTfV1j54APvODnSfOWBqtKVvjgLKzF5YdEk5ewRkGlK0i33Eofffc7HT56jD7/6U+qH3Cx7SBLNntH5YIPvODnyfIXZYRVDPqgHtLs5ABHD3YzLuespb7t79FY34DjMwrVrcTuwlT55YMPvOBnRrJ4VXTdNnYug5ucHLBjEpt30701A3Ts+HEa73u6dT3FNWwflY86eMHPk+Yu+i6pzUpRrW7SNDg5JHR4KapmM5Wv2E8Tfcb1HoqqHMHU+uWDD7zg54mz5/2BSnizi9T1Dg4QQXLToGNCkb6tb1NU+QAlGr1++eADrzhn/u8Q2YZhQVlZ5+CAOtqfbhmaUCS1ezNFVm2imDbPmPng5wmz+gwh+oHDce0eUtQ6OGDIyR0uUhUsoO3vfDmmgOezH0mZN59x7MBi++WDL1g/eEiU3avlidO671bkLfwbw5XV2P8Pzo0ydy4t2/0eu33xYSOMOD8hTf4CrBtGMSoXfPLchX+J0ruSePw3LZeK0juPJbYzrhkH0io7B3k164hiGvawhOKMLkrQLyVpZg8rHFW7E2uHOL888IBPlNZ1FPzstSJM694fWr6RwpvcJK60+0HCILTBzZLFNdtAzJaohze60T8qBzyh5ZuOg5e7uwQppofEmf2++DYvmySqGBuKaicF1blQjhuHdvCIMvp8whTTfZzI7RldpwtSzL+F1+wkdZ2TBOW2gIF88PBTzD/gpeREAMEbxnJcaJHNHrpzji0gQCS6hdkEeYt9DF/2qPcEC8RM28Hwmr3sdNyht00byAut2k3gufWNtgtOEOFGUwcXWNDbdNbpgBGxEvKkOQsxivJx33iow0Vw5S6SVTrpVq11ysA2Rp7gTfPfktc6zhtXBBC+adRLshf6sG2RfHPZ5EAc4sVZ83yCN00Fk/4kggu40ZTvIEm5g24qtU4KjBrx/BTTH8ifVASAG7gKrnWxJDcU7x8X6Ecczhm3o6YicvsLXWfh3Ch1W0k8x0nXF+0fFxgt4phz8QvypiwCCFKMqXCnqXExjq10beH+UUA7+nG6mdG/Pu0f3LgFcGrl2s0kNNjpmoJ9o4B29CMO8dMT4Q5ox8uitF6fqsrJOr8qnwNbRzv6hSnG5wP+64C7h9lp30hKNtKdWjtdkbuPA19nJ7Tz3zR/ibgARbhb4AlhavcBebmTHcFl2fvYEnW0ox9xMxKBS8btJ+KiEbq9zA4RthQXDhPa0T9TEe69gWupwc6uBUphquXgf+/FrIjweHQS4/pduMe5ERUMHUd9xv8ZR98CxkS4F2n3EUrUZ10EYNw7BWm9x1GiPssi3GgiGRDKWRYZfXlON+dfNbM+GgIwYdwAAAAASUVORK5CYII=";
// ../../node_modules/leaflet/dist/images/marker-shadow.png
var marker_shadow_default = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACkAAAApCAQAAAACach9AAACMUlEQVR4Ae3ShY7jQBAE0Aoz/f9/HTMzhg1zrdKUrJbdx+Kd2nD8VNudfsL/Th///dyQN2TH6f3y/BGpC379rV+S+qqetBOxImNQXL8JCAr2V4iMQXHGNJxeCfZXhSRBcQMfvkOWUdtfzlLgAENmZDcmo2TVmt8OSM2eXxBp3DjHSMFutqS7SbmemzBiR+xpKCNUIRkdkkYxhAkyGoBvyQFEJEefwSmmvBfJuJ6aKqKWnAkvGZOaZXTUgFqYULWNSHUckZuR1HIIimUExutRxwzOLROIG4vKmCKQt364mIlhSyzAf1m9lHZHJZrlAOMMztRRiKimp/rpdJDc9Awry5xTZCte7FHtuS8wJgeYGrex28xNTd086Dik7vUMscQOa8y4DoGtCCSkAKlNwpgNtphjrC6MIHUkR6YWxxs6Sc5xqn222mmCRFzIt8lEdKx+ikCtg91qS2WpwVfBelJCiQJwvzixfI9cxZQWgiSJelKnwBElKYtDOb2MFbhmUigbReQBV0Cg4+qMXSxXSyGUn4UbF8l+7qdSGnTC0XLCmahIgUHLhLOhpVCtw4CzYXvLQWQbJNmxoCsOKAxSgBJno75avolkRw8iIAFcsdc02e9iyCd8tHwmeSSoKTowIgvscSGZUOA7PuCN5b2BX9mQM7S0wYhMNU74zgsPBj3HU7wguAfnxxjFQGBE6pwN+GjME9zHY7zGp8wVxMShYX9NXvEWD3HbwJf4giO4CFIQxXScH1/TM+04kkBiAAAAAElFTkSuQmCC";
// src/components/address/leaflet-icon.ts
/**
* Bundlers break Leaflet's default marker icon (it guesses the image path from its CSS): point it at
* the bundled images once. Imported by the map modules only, so Leaflet stays out of the first load.
*/
var fixed = false;
var fixLeafletDefaultIcon = () => {
	if (fixed) return;
	fixed = true;
	delete import_leaflet_src.default.Icon.Default.prototype._getIconUrl;
	import_leaflet_src.default.Icon.Default.mergeOptions({
		iconRetinaUrl: marker_icon_2x_default,
		iconUrl: marker_icon_default,
		shadowUrl: marker_shadow_default
	});
};
// src/components/address/map-zoom.ts
/** Zoom for a geocoder result (section 4): a state 8, a city 12, anything more precise 16. */
var zoomForPlaceType = (type) => {
	switch (type) {
		case "state":
		case "region": return MAP_ZOOM.state;
		case "city":
		case "town":
		case "municipality":
		case "village":
		case "administrative": return MAP_ZOOM.city;
		default: return MAP_ZOOM.place;
	}
};
// src/components/address/map-picker.tsx
fixLeafletDefaultIcon();
/** 'Rua X, 10 – Bairro, Cidade-UF, CEP 01310-100': the address the form holds, to compare with the marker. */
var addressLine = (parts) => {
	const clean = (v) => v?.trim() ?? "";
	const street = [clean(parts.logradouro), clean(parts.numero)].filter(Boolean).join(", ");
	const place = [clean(parts.city), clean(parts.uf)].filter(Boolean).join("-");
	const cep = clean(parts.cep);
	return [
		street,
		clean(parts.neibor),
		place,
		cep ? `CEP ${cep}` : ""
	].filter(Boolean).join(" – ");
};
var hasPosition = (value) => value !== null && typeof value.latitude === "number" && typeof value.longitude === "number" && Number.isFinite(value.latitude) && Number.isFinite(value.longitude);
/** Moves the map when the view asked for changes. */
var ViewController = ({ view }) => {
	const map = useMap();
	(0, import_react.useEffect)(() => {
		if (view) map.setView([view.latitude, view.longitude], view.zoom);
	}, [map, view]);
	return null;
};
var ClickToPlace = ({ onPick, disabled }) => {
	useMapEvents({ click: (event) => disabled ? void 0 : onPick(event.latlng.lat, event.latlng.lng) });
	return null;
};
var prefixed = (template, message) => message.startsWith(template.replace("{message}", "").trim()) ? message : formatMessage(template, { message });
/**
* The map picker of the forms (section 4 and 9): Leaflet with the configured tiles, a place search in
* Brazil (from 3 characters, 500 ms debounce, 5 results), click or drag the marker to set the position,
* coordinates with 6 decimals. Without tiles (offline, blocked) the form still works: the coordinates
* can be typed in the position inputs.
*/
var MapPicker = ({ value, onChange, focus, address, disabled = false, height = 400, search = searchPlaces, lookupCep: lookupCep$1 = lookupCep }) => {
	const t = useT();
	const { map: mapConfig } = useAppConfig();
	const [view, setView] = (0, import_react.useState)(() => hasPosition(value) ? {
		...value,
		zoom: 16
	} : null);
	const [query, setQuery] = (0, import_react.useState)("");
	const [options, setOptions] = (0, import_react.useState)([]);
	const [searching, setSearching] = (0, import_react.useState)(false);
	const [message, setMessage] = (0, import_react.useState)(null);
	const [tilesFailed, setTilesFailed] = (0, import_react.useState)(false);
	const [locating, setLocating] = (0, import_react.useState)(false);
	const mapRef = (0, import_react.useRef)(null);
	const onChangeRef = (0, import_react.useRef)(onChange);
	onChangeRef.current = onChange;
	const place = (latitude, longitude, zoom) => {
		onChangeRef.current({
			latitude,
			longitude
		});
		if (zoom !== void 0) setView({
			latitude,
			longitude,
			zoom
		});
	};
	(0, import_react.useEffect)(() => {
		const q = query.trim();
		if (q.length < 3) {
			setOptions([]);
			return;
		}
		const controller = new AbortController();
		const timer = window.setTimeout(() => {
			setSearching(true);
			search(q, controller.signal).then((found) => {
				setOptions(found.slice(0, 5));
				setMessage(null);
			}).catch((error) => {
				if (controller.signal.aborted) return;
				setOptions([]);
				setMessage({
					text: prefixed(MESSAGES.map.searchError, getErrorMessage(error)),
					severity: "error"
				});
			}).finally(() => {
				if (!controller.signal.aborted) setSearching(false);
			});
		}, 500);
		return () => {
			window.clearTimeout(timer);
			controller.abort();
		};
	}, [query, search]);
	const locate = async (parts, fromCep) => {
		setLocating(true);
		try {
			const found = await geocodeAddress(parts, {
				fromCep,
				search: (q) => search(q)
			});
			if (!found) {
				setMessage({
					text: MESSAGES.map.noCoordinates,
					severity: "warning"
				});
				return;
			}
			setMessage(null);
			place(found.latitude, found.longitude, found.zoom);
		} catch (error) {
			setMessage({
				text: prefixed(MESSAGES.map.searchError, getErrorMessage(error)),
				severity: "error"
			});
		} finally {
			setLocating(false);
		}
	};
	/** 'Usar a posição do CEP': the position of the CEP's own address (zoom 16), whatever was typed or clicked. */
	const locateCep = async (cep) => {
		setLocating(true);
		try {
			const found = await lookupCep$1(cep);
			const located = await geocodeAddress(addressFromLookup(found), {
				fromCep: true,
				search: (q) => search(q)
			});
			if (!located) {
				setMessage({
					text: MESSAGES.cep.noCoordinates,
					severity: "warning"
				});
				return;
			}
			setMessage(null);
			place(located.latitude, located.longitude, located.zoom);
		} catch (error) {
			const notFound = error instanceof ApiError && error.statusCode === 404;
			setMessage(notFound ? {
				text: MESSAGES.cep.notFound,
				severity: "warning"
			} : {
				text: prefixed(MESSAGES.cep.lookupError, getErrorMessage(error)),
				severity: "error"
			});
		} finally {
			setLocating(false);
		}
	};
	const locateRef = (0, import_react.useRef)(locate);
	locateRef.current = locate;
	(0, import_react.useEffect)(() => focus?.subscribe((found) => void locateRef.current(found, true)), [focus]);
	const positioned = hasPosition(value);
	(0, import_react.useEffect)(() => {
		if (!positioned || !mapRef.current) return;
		const latLng = [value.latitude, value.longitude];
		if (!mapRef.current.getBounds().contains(latLng)) mapRef.current.panTo(latLng);
	}, [
		positioned,
		value?.latitude,
		value?.longitude
	]);
	const markerHandlers = (0, import_react.useMemo)(() => ({ dragend: (event) => {
		const { lat, lng } = event.target.getLatLng();
		onChangeRef.current({
			latitude: lat,
			longitude: lng
		});
	} }), []);
	const tileHandlers = (0, import_react.useMemo)(() => ({ tileerror: () => setTilesFailed(true) }), []);
	const typed = address?.();
	const typedLine = typed ? addressLine(typed) : "";
	const cepDigits = onlyDigits(typed?.cep ?? "");
	const initial = view ?? {
		latitude: BRAZIL_CENTER.latitude,
		longitude: BRAZIL_CENTER.longitude,
		zoom: BRAZIL_CENTER.zoom
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 1.5,
		component: "section",
		"aria-label": t("companies.address.mapTitle"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: {
					xs: "column",
					sm: "row"
				},
				spacing: 1,
				sx: { alignItems: { sm: "flex-start" } },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
						freeSolo: true,
						fullWidth: true,
						disabled,
						options,
						filterOptions: (x) => x,
						getOptionLabel: (option) => typeof option === "string" ? option : option.displayName,
						getOptionKey: (option) => typeof option === "string" ? option : `${option.latitude},${option.longitude},${option.displayName}`,
						loading: searching,
						loadingText: t("common.loading"),
						noOptionsText: t("companies.address.noResults"),
						inputValue: query,
						onInputChange: (_event, next, reason) => {
							if (reason !== "reset") setQuery(next);
						},
						onChange: (_event, selected) => {
							if (!selected || typeof selected === "string") return;
							if (!Number.isFinite(selected.latitude) || !Number.isFinite(selected.longitude)) {
								setMessage({
									text: MESSAGES.map.noCoordinates,
									severity: "warning"
								});
								return;
							}
							setMessage(null);
							place(selected.latitude, selected.longitude, zoomForPlaceType(selected.type));
						},
						renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
							...params,
							label: t("companies.address.searchLabel"),
							placeholder: t("companies.address.searchPlaceholder"),
							helperText: t("companies.address.searchHint"),
							slotProps: {
								...params.slotProps,
								input: {
									...params.slotProps.input,
									endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [searching ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
										color: "inherit",
										size: 18,
										"aria-hidden": true
									}) : null, params.slotProps.input.endAdornment] })
								}
							}
						})
					}),
					address ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						onClick: () => void locate(address(), false),
						disabled: disabled || locating,
						startIcon: locating ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
							size: 18,
							"aria-hidden": true
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MyLocation_default, {}),
						sx: {
							flexShrink: 0,
							mt: { sm: 1 }
						},
						children: t("companies.address.locateAddress")
					}) : null,
					address ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "outlined",
						onClick: () => void locateCep(cepDigits),
						disabled: disabled || locating || cepDigits.length !== 8,
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Place_default, {}),
						sx: {
							flexShrink: 0,
							mt: { sm: 1 }
						},
						children: MESSAGES.position.useCepPosition
					}) : null
				]
			}),
			message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: message.severity,
				role: "alert",
				onClose: () => setMessage(null),
				children: message.text
			}) : null,
			tilesFailed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "caption",
				color: "warning.main",
				role: "status",
				children: formatMessage(MESSAGES.map.loadError, { message: t("companies.address.tilesFailed") })
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					height,
					width: "100%",
					borderRadius: 1,
					overflow: "hidden",
					border: 1,
					borderColor: "divider",
					bgcolor: "action.hover"
				},
				role: "application",
				"aria-label": t("companies.address.mapLabel"),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MapContainer, {
					ref: mapRef,
					center: [initial.latitude, initial.longitude],
					zoom: initial.zoom,
					style: {
						height: "100%",
						width: "100%"
					},
					scrollWheelZoom: false,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TileLayer, {
							url: mapConfig.tileUrl,
							attribution: mapConfig.attribution,
							eventHandlers: tileHandlers
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewController, { view }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClickToPlace, {
							onPick: (lat, lng) => place(lat, lng),
							disabled
						}),
						positioned ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Marker, {
							position: [value.latitude, value.longitude],
							draggable: !disabled,
							eventHandlers: markerHandlers,
							title: t("companies.address.marker"),
							alt: t("companies.address.marker"),
							children: typedLine ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
								permanent: true,
								direction: "top",
								offset: [0, -36],
								children: typedLine
							}) : null
						}) : null
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				"aria-live": "polite",
				children: positioned ? t("companies.address.coordinates", {
					latitude: value.latitude.toFixed(6),
					longitude: value.longitude.toFixed(6)
				}) : t("companies.address.noPosition")
			}),
			typedLine ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				sx: { overflowWrap: "anywhere" },
				children: t("companies.address.addressLine", { address: typedLine })
			}) : null
		]
	});
};
export { MapPicker };
