import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { $ as useRtl, C as Button, et as useFormServices, k as useMediaQuery, mt as require_react_dom } from "../entry-server.js";
import { O as useQueryClient, _ as keepPreviousData, n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { L as PAGE_SIZES, x as DEBOUNCE_LIST_SEARCH_MS } from "./i18n-CO41xELr.js";
import { _ as DeleteOutlined_default, a as stepOf, d as Checkbox, f as useDebouncedCallback, i as stepCountOf, v as Add_default } from "./steps-CUudSfBA.js";
import { t as IconButton } from "./IconButton-BTGa1MFq.js";
import { t as LinearProgress } from "./LinearProgress-TRXoXJO8.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Skeleton } from "./Skeleton-Q5IX1VQ1.js";
import { a as TableBody, i as TableCell, n as TableHead, r as TableContainer, s as Table, t as TableRow } from "./TableRow-CR_dWSiT.js";
import { c as composeClasses, i as styled, n as useDefaultProps, r as memoTheme, t as capitalize_default } from "./capitalize-BLsbwJWM.js";
import { f as generateUtilityClasses, m as clsx, o as applyInsetFocusVisible, p as generateUtilityClass } from "./createTheme-B7woXV_m.js";
import { n as ButtonBase, r as buttonBaseClasses, t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as useSlot } from "./useSlot-CiYMLYYQ.js";
import { i as getTransitionStyles } from "./utils-C_hAsqTa.js";
import { t as visuallyHidden } from "./visually-hidden-zA1hFK73.js";
import { G as formatDatetime, K as formatDate } from "./src-Bti_6Flz.js";
import { n as FileDownloadOutlined_default, r as DATA_TABLE_TEXTS, t as useExport } from "./use-export-BQbcj5ma.js";
import { t as ListItemText } from "./ListItemText-DbNOXjsM.js";
import { _ as ownerWindow_default, a as Menu, b as ownerDocument_default, d as RovingTabIndexContext, f as useRovingTabIndexContext, l as useRovingTabIndexItem, t as TextField, u as useRovingTabIndexRoot, y as debounce_default } from "./TextField-oC3QfTJj.js";
import { t as MenuItem } from "./MenuItem-BFezD96G.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as ArrowBack_default } from "./ArrowBack-BTI9keX9.js";
import { t as ArrowForward_default } from "./ArrowForward-Csni0Zm0.js";
import { i as useDataTableServices, n as errorMessageOf, r as invalidParamsOf } from "./data-table-services-xYEce-Vi.js";
import { n as useControlled } from "./useControlled-cXruLGLs.js";
import { t as createSimplePaletteValueFilter } from "./createSimplePaletteValueFilter-Cb-bLdvN.js";
import { c as useForkRef_default, o as useEventCallback_default, t as useReducedMotion } from "./useReducedMotion-B7gJ-pRa.js";
import { c as getActiveElement_default, o as contains_default } from "./Modal-CuHQr9sf.js";
import { r as useEnhancedEffect_default } from "./List-ByDWwFbV.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { n as useTheme } from "./isFocusVisible-Hqanbdjk.js";
import { t as InputAdornment } from "./InputAdornment-CQ3FWGZN.js";
import { t as Search_default } from "./Search-wvWmD5y4.js";
import { p as useSearchParams, t as Link } from "./chunk-6KYCQHYJ-CV4t_1il.js";
import { n as Divider, t as Drawer } from "./Drawer-DT2dFR6c.js";
import { t as useSlotProps } from "./useSlotProps-zjk-ydKs.js";
import { t as Close_default } from "./Close-B1LkJFSX.js";
import { n as isDisplayableField, t as FieldValue } from "./field-value-DLpqPScw.js";
import { t as toListParams } from "./list-params-jo4hmXxf.js";
import { n as Tooltip } from "./Tooltip-DgxSTtaa.js";
// ../../node_modules/@dnd-kit/utilities/dist/utilities.esm.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom());
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react());
function useCombinedRefs() {
	for (var _len = arguments.length, refs = new Array(_len), _key = 0; _key < _len; _key++) refs[_key] = arguments[_key];
	return (0, import_react.useMemo)(() => (node) => {
		refs.forEach((ref) => ref(node));
	}, refs);
}
var canUseDOM = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";
function isWindow(element) {
	const elementString = Object.prototype.toString.call(element);
	return elementString === "[object Window]" || elementString === "[object global]";
}
function isNode(node) {
	return "nodeType" in node;
}
function getWindow(target) {
	var _target$ownerDocument, _target$ownerDocument2;
	if (!target) return window;
	if (isWindow(target)) return target;
	if (!isNode(target)) return window;
	return (_target$ownerDocument = (_target$ownerDocument2 = target.ownerDocument) == null ? void 0 : _target$ownerDocument2.defaultView) != null ? _target$ownerDocument : window;
}
function isDocument(node) {
	const { Document } = getWindow(node);
	return node instanceof Document;
}
function isHTMLElement(node) {
	if (isWindow(node)) return false;
	return node instanceof getWindow(node).HTMLElement;
}
function isSVGElement(node) {
	return node instanceof getWindow(node).SVGElement;
}
function getOwnerDocument(target) {
	if (!target) return document;
	if (isWindow(target)) return target.document;
	if (!isNode(target)) return document;
	if (isDocument(target)) return target;
	if (isHTMLElement(target) || isSVGElement(target)) return target.ownerDocument;
	return document;
}
/**
* A hook that resolves to useEffect on the server and useLayoutEffect on the client
* @param callback {function} Callback function that is invoked when the dependencies of the hook change
*/
var useIsomorphicLayoutEffect = canUseDOM ? import_react.useLayoutEffect : import_react.useEffect;
function useEvent(handler) {
	const handlerRef = (0, import_react.useRef)(handler);
	useIsomorphicLayoutEffect(() => {
		handlerRef.current = handler;
	});
	return (0, import_react.useCallback)(function() {
		for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) args[_key] = arguments[_key];
		return handlerRef.current == null ? void 0 : handlerRef.current(...args);
	}, []);
}
function useInterval() {
	const intervalRef = (0, import_react.useRef)(null);
	return [(0, import_react.useCallback)((listener, duration) => {
		intervalRef.current = setInterval(listener, duration);
	}, []), (0, import_react.useCallback)(() => {
		if (intervalRef.current !== null) {
			clearInterval(intervalRef.current);
			intervalRef.current = null;
		}
	}, [])];
}
function useLatestValue(value, dependencies) {
	if (dependencies === void 0) dependencies = [value];
	const valueRef = (0, import_react.useRef)(value);
	useIsomorphicLayoutEffect(() => {
		if (valueRef.current !== value) valueRef.current = value;
	}, dependencies);
	return valueRef;
}
function useLazyMemo(callback, dependencies) {
	const valueRef = (0, import_react.useRef)();
	return (0, import_react.useMemo)(() => {
		const newValue = callback(valueRef.current);
		valueRef.current = newValue;
		return newValue;
	}, [...dependencies]);
}
function useNodeRef(onChange) {
	const onChangeHandler = useEvent(onChange);
	const node = (0, import_react.useRef)(null);
	return [node, (0, import_react.useCallback)((element) => {
		if (element !== node.current) onChangeHandler?.(element, node.current);
		node.current = element;
	}, [])];
}
function usePrevious(value) {
	const ref = (0, import_react.useRef)();
	(0, import_react.useEffect)(() => {
		ref.current = value;
	}, [value]);
	return ref.current;
}
var ids = {};
function useUniqueId(prefix, value) {
	return (0, import_react.useMemo)(() => {
		if (value) return value;
		const id = ids[prefix] == null ? 0 : ids[prefix] + 1;
		ids[prefix] = id;
		return prefix + "-" + id;
	}, [prefix, value]);
}
function createAdjustmentFn(modifier) {
	return function(object) {
		for (var _len = arguments.length, adjustments = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) adjustments[_key - 1] = arguments[_key];
		return adjustments.reduce((accumulator, adjustment) => {
			const entries = Object.entries(adjustment);
			for (const [key, valueAdjustment] of entries) {
				const value = accumulator[key];
				if (value != null) accumulator[key] = value + modifier * valueAdjustment;
			}
			return accumulator;
		}, { ...object });
	};
}
var add = /*#__PURE__*/ createAdjustmentFn(1);
var subtract = /*#__PURE__*/ createAdjustmentFn(-1);
function hasViewportRelativeCoordinates(event) {
	return "clientX" in event && "clientY" in event;
}
function isKeyboardEvent(event) {
	if (!event) return false;
	const { KeyboardEvent } = getWindow(event.target);
	return KeyboardEvent && event instanceof KeyboardEvent;
}
function isTouchEvent(event) {
	if (!event) return false;
	const { TouchEvent } = getWindow(event.target);
	return TouchEvent && event instanceof TouchEvent;
}
/**
* Returns the normalized x and y coordinates for mouse and touch events.
*/
function getEventCoordinates(event) {
	if (isTouchEvent(event)) {
		if (event.touches && event.touches.length) {
			const { clientX: x, clientY: y } = event.touches[0];
			return {
				x,
				y
			};
		} else if (event.changedTouches && event.changedTouches.length) {
			const { clientX: x, clientY: y } = event.changedTouches[0];
			return {
				x,
				y
			};
		}
	}
	if (hasViewportRelativeCoordinates(event)) return {
		x: event.clientX,
		y: event.clientY
	};
	return null;
}
var CSS = /*#__PURE__*/ Object.freeze({
	Translate: { toString(transform) {
		if (!transform) return;
		const { x, y } = transform;
		return "translate3d(" + (x ? Math.round(x) : 0) + "px, " + (y ? Math.round(y) : 0) + "px, 0)";
	} },
	Scale: { toString(transform) {
		if (!transform) return;
		const { scaleX, scaleY } = transform;
		return "scaleX(" + scaleX + ") scaleY(" + scaleY + ")";
	} },
	Transform: { toString(transform) {
		if (!transform) return;
		return [CSS.Translate.toString(transform), CSS.Scale.toString(transform)].join(" ");
	} },
	Transition: { toString(_ref) {
		let { property, duration, easing } = _ref;
		return property + " " + duration + "ms " + easing;
	} }
});
var SELECTOR = "a,frame,iframe,input:not([type=hidden]):not(:disabled),select:not(:disabled),textarea:not(:disabled),button:not(:disabled),*[tabindex]";
function findFirstFocusableNode(element) {
	if (element.matches(SELECTOR)) return element;
	return element.querySelector(SELECTOR);
}
// ../../node_modules/@dnd-kit/accessibility/dist/accessibility.esm.js
var hiddenStyles = { display: "none" };
function HiddenText(_ref) {
	let { id, value } = _ref;
	return import_react.createElement("div", {
		id,
		style: hiddenStyles
	}, value);
}
function LiveRegion(_ref) {
	let { id, announcement, ariaLiveType = "assertive" } = _ref;
	return import_react.createElement("div", {
		id,
		style: {
			position: "fixed",
			top: 0,
			left: 0,
			width: 1,
			height: 1,
			margin: -1,
			border: 0,
			padding: 0,
			overflow: "hidden",
			clip: "rect(0 0 0 0)",
			clipPath: "inset(100%)",
			whiteSpace: "nowrap"
		},
		role: "status",
		"aria-live": ariaLiveType,
		"aria-atomic": true
	}, announcement);
}
function useAnnouncement() {
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	return {
		announce: (0, import_react.useCallback)((value) => {
			if (value != null) setAnnouncement(value);
		}, []),
		announcement
	};
}
// ../../node_modules/@dnd-kit/core/dist/core.esm.js
var DndMonitorContext = /*#__PURE__*/ (0, import_react.createContext)(null);
function useDndMonitor(listener) {
	const registerListener = (0, import_react.useContext)(DndMonitorContext);
	(0, import_react.useEffect)(() => {
		if (!registerListener) throw new Error("useDndMonitor must be used within a children of <DndContext>");
		return registerListener(listener);
	}, [listener, registerListener]);
}
function useDndMonitorProvider() {
	const [listeners] = (0, import_react.useState)(() => /* @__PURE__ */ new Set());
	const registerListener = (0, import_react.useCallback)((listener) => {
		listeners.add(listener);
		return () => listeners.delete(listener);
	}, [listeners]);
	return [(0, import_react.useCallback)((_ref) => {
		let { type, event } = _ref;
		listeners.forEach((listener) => {
			var _listener$type;
			return (_listener$type = listener[type]) == null ? void 0 : _listener$type.call(listener, event);
		});
	}, [listeners]), registerListener];
}
var defaultScreenReaderInstructions = { draggable: "\n    To pick up a draggable item, press the space bar.\n    While dragging, use the arrow keys to move the item.\n    Press space again to drop the item in its new position, or press escape to cancel.\n  " };
var defaultAnnouncements = {
	onDragStart(_ref) {
		let { active } = _ref;
		return "Picked up draggable item " + active.id + ".";
	},
	onDragOver(_ref2) {
		let { active, over } = _ref2;
		if (over) return "Draggable item " + active.id + " was moved over droppable area " + over.id + ".";
		return "Draggable item " + active.id + " is no longer over a droppable area.";
	},
	onDragEnd(_ref3) {
		let { active, over } = _ref3;
		if (over) return "Draggable item " + active.id + " was dropped over droppable area " + over.id;
		return "Draggable item " + active.id + " was dropped.";
	},
	onDragCancel(_ref4) {
		let { active } = _ref4;
		return "Dragging was cancelled. Draggable item " + active.id + " was dropped.";
	}
};
function Accessibility(_ref) {
	let { announcements = defaultAnnouncements, container, hiddenTextDescribedById, screenReaderInstructions = defaultScreenReaderInstructions } = _ref;
	const { announce, announcement } = useAnnouncement();
	const liveRegionId = useUniqueId("DndLiveRegion");
	const [mounted, setMounted] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		setMounted(true);
	}, []);
	useDndMonitor((0, import_react.useMemo)(() => ({
		onDragStart(_ref2) {
			let { active } = _ref2;
			announce(announcements.onDragStart({ active }));
		},
		onDragMove(_ref3) {
			let { active, over } = _ref3;
			if (announcements.onDragMove) announce(announcements.onDragMove({
				active,
				over
			}));
		},
		onDragOver(_ref4) {
			let { active, over } = _ref4;
			announce(announcements.onDragOver({
				active,
				over
			}));
		},
		onDragEnd(_ref5) {
			let { active, over } = _ref5;
			announce(announcements.onDragEnd({
				active,
				over
			}));
		},
		onDragCancel(_ref6) {
			let { active, over } = _ref6;
			announce(announcements.onDragCancel({
				active,
				over
			}));
		}
	}), [announce, announcements]));
	if (!mounted) return null;
	const markup = import_react.createElement(import_react.Fragment, null, import_react.createElement(HiddenText, {
		id: hiddenTextDescribedById,
		value: screenReaderInstructions.draggable
	}), import_react.createElement(LiveRegion, {
		id: liveRegionId,
		announcement
	}));
	return container ? (0, import_react_dom.createPortal)(markup, container) : markup;
}
var Action;
(function(Action) {
	Action["DragStart"] = "dragStart";
	Action["DragMove"] = "dragMove";
	Action["DragEnd"] = "dragEnd";
	Action["DragCancel"] = "dragCancel";
	Action["DragOver"] = "dragOver";
	Action["RegisterDroppable"] = "registerDroppable";
	Action["SetDroppableDisabled"] = "setDroppableDisabled";
	Action["UnregisterDroppable"] = "unregisterDroppable";
})(Action || (Action = {}));
function noop() {}
function useSensor(sensor, options) {
	return (0, import_react.useMemo)(() => ({
		sensor,
		options: options != null ? options : {}
	}), [sensor, options]);
}
function useSensors() {
	for (var _len = arguments.length, sensors = new Array(_len), _key = 0; _key < _len; _key++) sensors[_key] = arguments[_key];
	return (0, import_react.useMemo)(() => [...sensors].filter((sensor) => sensor != null), [...sensors]);
}
var defaultCoordinates = /*#__PURE__*/ Object.freeze({
	x: 0,
	y: 0
});
/**
* Returns the distance between two points
*/
function distanceBetween(p1, p2) {
	return Math.sqrt(Math.pow(p1.x - p2.x, 2) + Math.pow(p1.y - p2.y, 2));
}
/**
* Sort collisions from smallest to greatest value
*/
function sortCollisionsAsc(_ref, _ref2) {
	let { data: { value: a } } = _ref;
	let { data: { value: b } } = _ref2;
	return a - b;
}
/**
* Sort collisions from greatest to smallest value
*/
function sortCollisionsDesc(_ref3, _ref4) {
	let { data: { value: a } } = _ref3;
	let { data: { value: b } } = _ref4;
	return b - a;
}
/**
* Returns the coordinates of the corners of a given rectangle:
* [TopLeft {x, y}, TopRight {x, y}, BottomLeft {x, y}, BottomRight {x, y}]
*/
function cornersOfRectangle(_ref5) {
	let { left, top, height, width } = _ref5;
	return [
		{
			x: left,
			y: top
		},
		{
			x: left + width,
			y: top
		},
		{
			x: left,
			y: top + height
		},
		{
			x: left + width,
			y: top + height
		}
	];
}
function getFirstCollision(collisions, property) {
	if (!collisions || collisions.length === 0) return null;
	const [firstCollision] = collisions;
	return property ? firstCollision[property] : firstCollision;
}
/**
* Returns the coordinates of the center of a given ClientRect
*/
function centerOfRectangle(rect, left, top) {
	if (left === void 0) left = rect.left;
	if (top === void 0) top = rect.top;
	return {
		x: left + rect.width * .5,
		y: top + rect.height * .5
	};
}
/**
* Returns the closest rectangles from an array of rectangles to the center of a given
* rectangle.
*/
var closestCenter = (_ref) => {
	let { collisionRect, droppableRects, droppableContainers } = _ref;
	const centerRect = centerOfRectangle(collisionRect, collisionRect.left, collisionRect.top);
	const collisions = [];
	for (const droppableContainer of droppableContainers) {
		const { id } = droppableContainer;
		const rect = droppableRects.get(id);
		if (rect) {
			const distBetween = distanceBetween(centerOfRectangle(rect), centerRect);
			collisions.push({
				id,
				data: {
					droppableContainer,
					value: distBetween
				}
			});
		}
	}
	return collisions.sort(sortCollisionsAsc);
};
/**
* Returns the closest rectangles from an array of rectangles to the corners of
* another rectangle.
*/
var closestCorners = (_ref) => {
	let { collisionRect, droppableRects, droppableContainers } = _ref;
	const corners = cornersOfRectangle(collisionRect);
	const collisions = [];
	for (const droppableContainer of droppableContainers) {
		const { id } = droppableContainer;
		const rect = droppableRects.get(id);
		if (rect) {
			const rectCorners = cornersOfRectangle(rect);
			const distances = corners.reduce((accumulator, corner, index) => {
				return accumulator + distanceBetween(rectCorners[index], corner);
			}, 0);
			const effectiveDistance = Number((distances / 4).toFixed(4));
			collisions.push({
				id,
				data: {
					droppableContainer,
					value: effectiveDistance
				}
			});
		}
	}
	return collisions.sort(sortCollisionsAsc);
};
/**
* Returns the intersecting rectangle area between two rectangles
*/
function getIntersectionRatio(entry, target) {
	const top = Math.max(target.top, entry.top);
	const left = Math.max(target.left, entry.left);
	const right = Math.min(target.left + target.width, entry.left + entry.width);
	const bottom = Math.min(target.top + target.height, entry.top + entry.height);
	const width = right - left;
	const height = bottom - top;
	if (left < right && top < bottom) {
		const targetArea = target.width * target.height;
		const entryArea = entry.width * entry.height;
		const intersectionArea = width * height;
		const intersectionRatio = intersectionArea / (targetArea + entryArea - intersectionArea);
		return Number(intersectionRatio.toFixed(4));
	}
	return 0;
}
/**
* Returns the rectangles that has the greatest intersection area with a given
* rectangle in an array of rectangles.
*/
var rectIntersection = (_ref) => {
	let { collisionRect, droppableRects, droppableContainers } = _ref;
	const collisions = [];
	for (const droppableContainer of droppableContainers) {
		const { id } = droppableContainer;
		const rect = droppableRects.get(id);
		if (rect) {
			const intersectionRatio = getIntersectionRatio(rect, collisionRect);
			if (intersectionRatio > 0) collisions.push({
				id,
				data: {
					droppableContainer,
					value: intersectionRatio
				}
			});
		}
	}
	return collisions.sort(sortCollisionsDesc);
};
function adjustScale(transform, rect1, rect2) {
	return {
		...transform,
		scaleX: rect1 && rect2 ? rect1.width / rect2.width : 1,
		scaleY: rect1 && rect2 ? rect1.height / rect2.height : 1
	};
}
function getRectDelta(rect1, rect2) {
	return rect1 && rect2 ? {
		x: rect1.left - rect2.left,
		y: rect1.top - rect2.top
	} : defaultCoordinates;
}
function createRectAdjustmentFn(modifier) {
	return function adjustClientRect(rect) {
		for (var _len = arguments.length, adjustments = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) adjustments[_key - 1] = arguments[_key];
		return adjustments.reduce((acc, adjustment) => ({
			...acc,
			top: acc.top + modifier * adjustment.y,
			bottom: acc.bottom + modifier * adjustment.y,
			left: acc.left + modifier * adjustment.x,
			right: acc.right + modifier * adjustment.x
		}), { ...rect });
	};
}
var getAdjustedRect = /*#__PURE__*/ createRectAdjustmentFn(1);
function parseTransform(transform) {
	if (transform.startsWith("matrix3d(")) {
		const transformArray = transform.slice(9, -1).split(/, /);
		return {
			x: +transformArray[12],
			y: +transformArray[13],
			scaleX: +transformArray[0],
			scaleY: +transformArray[5]
		};
	} else if (transform.startsWith("matrix(")) {
		const transformArray = transform.slice(7, -1).split(/, /);
		return {
			x: +transformArray[4],
			y: +transformArray[5],
			scaleX: +transformArray[0],
			scaleY: +transformArray[3]
		};
	}
	return null;
}
function inverseTransform(rect, transform, transformOrigin) {
	const parsedTransform = parseTransform(transform);
	if (!parsedTransform) return rect;
	const { scaleX, scaleY, x: translateX, y: translateY } = parsedTransform;
	const x = rect.left - translateX - (1 - scaleX) * parseFloat(transformOrigin);
	const y = rect.top - translateY - (1 - scaleY) * parseFloat(transformOrigin.slice(transformOrigin.indexOf(" ") + 1));
	const w = scaleX ? rect.width / scaleX : rect.width;
	const h = scaleY ? rect.height / scaleY : rect.height;
	return {
		width: w,
		height: h,
		top: y,
		right: x + w,
		bottom: y + h,
		left: x
	};
}
var defaultOptions = { ignoreTransform: false };
/**
* Returns the bounding client rect of an element relative to the viewport.
*/
function getClientRect(element, options) {
	if (options === void 0) options = defaultOptions;
	let rect = element.getBoundingClientRect();
	if (options.ignoreTransform) {
		const { transform, transformOrigin } = getWindow(element).getComputedStyle(element);
		if (transform) rect = inverseTransform(rect, transform, transformOrigin);
	}
	const { top, left, width, height, bottom, right } = rect;
	return {
		top,
		left,
		width,
		height,
		bottom,
		right
	};
}
/**
* Returns the bounding client rect of an element relative to the viewport.
*
* @remarks
* The ClientRect returned by this method does not take into account transforms
* applied to the element it measures.
*
*/
function getTransformAgnosticClientRect(element) {
	return getClientRect(element, { ignoreTransform: true });
}
function getWindowClientRect(element) {
	const width = element.innerWidth;
	const height = element.innerHeight;
	return {
		top: 0,
		left: 0,
		right: width,
		bottom: height,
		width,
		height
	};
}
function isFixed(node, computedStyle) {
	if (computedStyle === void 0) computedStyle = getWindow(node).getComputedStyle(node);
	return computedStyle.position === "fixed";
}
function isScrollable(element, computedStyle) {
	if (computedStyle === void 0) computedStyle = getWindow(element).getComputedStyle(element);
	const overflowRegex = /(auto|scroll|overlay)/;
	return [
		"overflow",
		"overflowX",
		"overflowY"
	].some((property) => {
		const value = computedStyle[property];
		return typeof value === "string" ? overflowRegex.test(value) : false;
	});
}
function getScrollableAncestors(element, limit) {
	const scrollParents = [];
	function findScrollableAncestors(node) {
		if (limit != null && scrollParents.length >= limit) return scrollParents;
		if (!node) return scrollParents;
		if (isDocument(node) && node.scrollingElement != null && !scrollParents.includes(node.scrollingElement)) {
			scrollParents.push(node.scrollingElement);
			return scrollParents;
		}
		if (!isHTMLElement(node) || isSVGElement(node)) return scrollParents;
		if (scrollParents.includes(node)) return scrollParents;
		const computedStyle = getWindow(element).getComputedStyle(node);
		if (node !== element) {
			if (isScrollable(node, computedStyle)) scrollParents.push(node);
		}
		if (isFixed(node, computedStyle)) return scrollParents;
		return findScrollableAncestors(node.parentNode);
	}
	if (!element) return scrollParents;
	return findScrollableAncestors(element);
}
function getFirstScrollableAncestor(node) {
	const [firstScrollableAncestor] = getScrollableAncestors(node, 1);
	return firstScrollableAncestor != null ? firstScrollableAncestor : null;
}
function getScrollableElement(element) {
	if (!canUseDOM || !element) return null;
	if (isWindow(element)) return element;
	if (!isNode(element)) return null;
	if (isDocument(element) || element === getOwnerDocument(element).scrollingElement) return window;
	if (isHTMLElement(element)) return element;
	return null;
}
function getScrollXCoordinate(element) {
	if (isWindow(element)) return element.scrollX;
	return element.scrollLeft;
}
function getScrollYCoordinate(element) {
	if (isWindow(element)) return element.scrollY;
	return element.scrollTop;
}
function getScrollCoordinates(element) {
	return {
		x: getScrollXCoordinate(element),
		y: getScrollYCoordinate(element)
	};
}
var Direction;
(function(Direction) {
	Direction[Direction["Forward"] = 1] = "Forward";
	Direction[Direction["Backward"] = -1] = "Backward";
})(Direction || (Direction = {}));
function isDocumentScrollingElement(element) {
	if (!canUseDOM || !element) return false;
	return element === document.scrollingElement;
}
function getScrollPosition(scrollingContainer) {
	const minScroll = {
		x: 0,
		y: 0
	};
	const dimensions = isDocumentScrollingElement(scrollingContainer) ? {
		height: window.innerHeight,
		width: window.innerWidth
	} : {
		height: scrollingContainer.clientHeight,
		width: scrollingContainer.clientWidth
	};
	const maxScroll = {
		x: scrollingContainer.scrollWidth - dimensions.width,
		y: scrollingContainer.scrollHeight - dimensions.height
	};
	return {
		isTop: scrollingContainer.scrollTop <= minScroll.y,
		isLeft: scrollingContainer.scrollLeft <= minScroll.x,
		isBottom: scrollingContainer.scrollTop >= maxScroll.y,
		isRight: scrollingContainer.scrollLeft >= maxScroll.x,
		maxScroll,
		minScroll
	};
}
var defaultThreshold = {
	x: .2,
	y: .2
};
function getScrollDirectionAndSpeed(scrollContainer, scrollContainerRect, _ref, acceleration, thresholdPercentage) {
	let { top, left, right, bottom } = _ref;
	if (acceleration === void 0) acceleration = 10;
	if (thresholdPercentage === void 0) thresholdPercentage = defaultThreshold;
	const { isTop, isBottom, isLeft, isRight } = getScrollPosition(scrollContainer);
	const direction = {
		x: 0,
		y: 0
	};
	const speed = {
		x: 0,
		y: 0
	};
	const threshold = {
		height: scrollContainerRect.height * thresholdPercentage.y,
		width: scrollContainerRect.width * thresholdPercentage.x
	};
	if (!isTop && top <= scrollContainerRect.top + threshold.height) {
		direction.y = Direction.Backward;
		speed.y = acceleration * Math.abs((scrollContainerRect.top + threshold.height - top) / threshold.height);
	} else if (!isBottom && bottom >= scrollContainerRect.bottom - threshold.height) {
		direction.y = Direction.Forward;
		speed.y = acceleration * Math.abs((scrollContainerRect.bottom - threshold.height - bottom) / threshold.height);
	}
	if (!isRight && right >= scrollContainerRect.right - threshold.width) {
		direction.x = Direction.Forward;
		speed.x = acceleration * Math.abs((scrollContainerRect.right - threshold.width - right) / threshold.width);
	} else if (!isLeft && left <= scrollContainerRect.left + threshold.width) {
		direction.x = Direction.Backward;
		speed.x = acceleration * Math.abs((scrollContainerRect.left + threshold.width - left) / threshold.width);
	}
	return {
		direction,
		speed
	};
}
function getScrollElementRect(element) {
	if (element === document.scrollingElement) {
		const { innerWidth, innerHeight } = window;
		return {
			top: 0,
			left: 0,
			right: innerWidth,
			bottom: innerHeight,
			width: innerWidth,
			height: innerHeight
		};
	}
	const { top, left, right, bottom } = element.getBoundingClientRect();
	return {
		top,
		left,
		right,
		bottom,
		width: element.clientWidth,
		height: element.clientHeight
	};
}
function getScrollOffsets(scrollableAncestors) {
	return scrollableAncestors.reduce((acc, node) => {
		return add(acc, getScrollCoordinates(node));
	}, defaultCoordinates);
}
function getScrollXOffset(scrollableAncestors) {
	return scrollableAncestors.reduce((acc, node) => {
		return acc + getScrollXCoordinate(node);
	}, 0);
}
function getScrollYOffset(scrollableAncestors) {
	return scrollableAncestors.reduce((acc, node) => {
		return acc + getScrollYCoordinate(node);
	}, 0);
}
function scrollIntoViewIfNeeded(element, measure) {
	if (measure === void 0) measure = getClientRect;
	if (!element) return;
	const { top, left, bottom, right } = measure(element);
	if (!getFirstScrollableAncestor(element)) return;
	if (bottom <= 0 || right <= 0 || top >= window.innerHeight || left >= window.innerWidth) element.scrollIntoView({
		block: "center",
		inline: "center"
	});
}
var properties = [[
	"x",
	["left", "right"],
	getScrollXOffset
], [
	"y",
	["top", "bottom"],
	getScrollYOffset
]];
var Rect = class {
	constructor(rect, element) {
		this.rect = void 0;
		this.width = void 0;
		this.height = void 0;
		this.top = void 0;
		this.bottom = void 0;
		this.right = void 0;
		this.left = void 0;
		const scrollableAncestors = getScrollableAncestors(element);
		const scrollOffsets = getScrollOffsets(scrollableAncestors);
		this.rect = { ...rect };
		this.width = rect.width;
		this.height = rect.height;
		for (const [axis, keys, getScrollOffset] of properties) for (const key of keys) Object.defineProperty(this, key, {
			get: () => {
				const currentOffsets = getScrollOffset(scrollableAncestors);
				const scrollOffsetsDeltla = scrollOffsets[axis] - currentOffsets;
				return this.rect[key] + scrollOffsetsDeltla;
			},
			enumerable: true
		});
		Object.defineProperty(this, "rect", { enumerable: false });
	}
};
var Listeners = class {
	constructor(target) {
		this.target = void 0;
		this.listeners = [];
		this.removeAll = () => {
			this.listeners.forEach((listener) => {
				var _this$target;
				return (_this$target = this.target) == null ? void 0 : _this$target.removeEventListener(...listener);
			});
		};
		this.target = target;
	}
	add(eventName, handler, options) {
		var _this$target2;
		(_this$target2 = this.target) == null || _this$target2.addEventListener(eventName, handler, options);
		this.listeners.push([
			eventName,
			handler,
			options
		]);
	}
};
function getEventListenerTarget(target) {
	const { EventTarget } = getWindow(target);
	return target instanceof EventTarget ? target : getOwnerDocument(target);
}
function hasExceededDistance(delta, measurement) {
	const dx = Math.abs(delta.x);
	const dy = Math.abs(delta.y);
	if (typeof measurement === "number") return Math.sqrt(dx ** 2 + dy ** 2) > measurement;
	if ("x" in measurement && "y" in measurement) return dx > measurement.x && dy > measurement.y;
	if ("x" in measurement) return dx > measurement.x;
	if ("y" in measurement) return dy > measurement.y;
	return false;
}
var EventName;
(function(EventName) {
	EventName["Click"] = "click";
	EventName["DragStart"] = "dragstart";
	EventName["Keydown"] = "keydown";
	EventName["ContextMenu"] = "contextmenu";
	EventName["Resize"] = "resize";
	EventName["SelectionChange"] = "selectionchange";
	EventName["VisibilityChange"] = "visibilitychange";
})(EventName || (EventName = {}));
function preventDefault(event) {
	event.preventDefault();
}
function stopPropagation(event) {
	event.stopPropagation();
}
var KeyboardCode;
(function(KeyboardCode) {
	KeyboardCode["Space"] = "Space";
	KeyboardCode["Down"] = "ArrowDown";
	KeyboardCode["Right"] = "ArrowRight";
	KeyboardCode["Left"] = "ArrowLeft";
	KeyboardCode["Up"] = "ArrowUp";
	KeyboardCode["Esc"] = "Escape";
	KeyboardCode["Enter"] = "Enter";
	KeyboardCode["Tab"] = "Tab";
})(KeyboardCode || (KeyboardCode = {}));
var defaultKeyboardCodes = {
	start: [KeyboardCode.Space, KeyboardCode.Enter],
	cancel: [KeyboardCode.Esc],
	end: [
		KeyboardCode.Space,
		KeyboardCode.Enter,
		KeyboardCode.Tab
	]
};
var defaultKeyboardCoordinateGetter = (event, _ref) => {
	let { currentCoordinates } = _ref;
	switch (event.code) {
		case KeyboardCode.Right: return {
			...currentCoordinates,
			x: currentCoordinates.x + 25
		};
		case KeyboardCode.Left: return {
			...currentCoordinates,
			x: currentCoordinates.x - 25
		};
		case KeyboardCode.Down: return {
			...currentCoordinates,
			y: currentCoordinates.y + 25
		};
		case KeyboardCode.Up: return {
			...currentCoordinates,
			y: currentCoordinates.y - 25
		};
	}
};
var KeyboardSensor = class {
	constructor(props) {
		this.props = void 0;
		this.autoScrollEnabled = false;
		this.referenceCoordinates = void 0;
		this.listeners = void 0;
		this.windowListeners = void 0;
		this.props = props;
		const { event: { target } } = props;
		this.props = props;
		this.listeners = new Listeners(getOwnerDocument(target));
		this.windowListeners = new Listeners(getWindow(target));
		this.handleKeyDown = this.handleKeyDown.bind(this);
		this.handleCancel = this.handleCancel.bind(this);
		this.attach();
	}
	attach() {
		this.handleStart();
		this.windowListeners.add(EventName.Resize, this.handleCancel);
		this.windowListeners.add(EventName.VisibilityChange, this.handleCancel);
		setTimeout(() => this.listeners.add(EventName.Keydown, this.handleKeyDown));
	}
	handleStart() {
		const { activeNode, onStart } = this.props;
		const node = activeNode.node.current;
		if (node) scrollIntoViewIfNeeded(node);
		onStart(defaultCoordinates);
	}
	handleKeyDown(event) {
		if (isKeyboardEvent(event)) {
			const { active, context, options } = this.props;
			const { keyboardCodes = defaultKeyboardCodes, coordinateGetter = defaultKeyboardCoordinateGetter, scrollBehavior = "smooth" } = options;
			const { code } = event;
			if (keyboardCodes.end.includes(code)) {
				this.handleEnd(event);
				return;
			}
			if (keyboardCodes.cancel.includes(code)) {
				this.handleCancel(event);
				return;
			}
			const { collisionRect } = context.current;
			const currentCoordinates = collisionRect ? {
				x: collisionRect.left,
				y: collisionRect.top
			} : defaultCoordinates;
			if (!this.referenceCoordinates) this.referenceCoordinates = currentCoordinates;
			const newCoordinates = coordinateGetter(event, {
				active,
				context: context.current,
				currentCoordinates
			});
			if (newCoordinates) {
				const coordinatesDelta = subtract(newCoordinates, currentCoordinates);
				const scrollDelta = {
					x: 0,
					y: 0
				};
				const { scrollableAncestors } = context.current;
				for (const scrollContainer of scrollableAncestors) {
					const direction = event.code;
					const { isTop, isRight, isLeft, isBottom, maxScroll, minScroll } = getScrollPosition(scrollContainer);
					const scrollElementRect = getScrollElementRect(scrollContainer);
					const clampedCoordinates = {
						x: Math.min(direction === KeyboardCode.Right ? scrollElementRect.right - scrollElementRect.width / 2 : scrollElementRect.right, Math.max(direction === KeyboardCode.Right ? scrollElementRect.left : scrollElementRect.left + scrollElementRect.width / 2, newCoordinates.x)),
						y: Math.min(direction === KeyboardCode.Down ? scrollElementRect.bottom - scrollElementRect.height / 2 : scrollElementRect.bottom, Math.max(direction === KeyboardCode.Down ? scrollElementRect.top : scrollElementRect.top + scrollElementRect.height / 2, newCoordinates.y))
					};
					const canScrollX = direction === KeyboardCode.Right && !isRight || direction === KeyboardCode.Left && !isLeft;
					const canScrollY = direction === KeyboardCode.Down && !isBottom || direction === KeyboardCode.Up && !isTop;
					if (canScrollX && clampedCoordinates.x !== newCoordinates.x) {
						const newScrollCoordinates = scrollContainer.scrollLeft + coordinatesDelta.x;
						const canScrollToNewCoordinates = direction === KeyboardCode.Right && newScrollCoordinates <= maxScroll.x || direction === KeyboardCode.Left && newScrollCoordinates >= minScroll.x;
						if (canScrollToNewCoordinates && !coordinatesDelta.y) {
							scrollContainer.scrollTo({
								left: newScrollCoordinates,
								behavior: scrollBehavior
							});
							return;
						}
						if (canScrollToNewCoordinates) scrollDelta.x = scrollContainer.scrollLeft - newScrollCoordinates;
						else scrollDelta.x = direction === KeyboardCode.Right ? scrollContainer.scrollLeft - maxScroll.x : scrollContainer.scrollLeft - minScroll.x;
						if (scrollDelta.x) scrollContainer.scrollBy({
							left: -scrollDelta.x,
							behavior: scrollBehavior
						});
						break;
					} else if (canScrollY && clampedCoordinates.y !== newCoordinates.y) {
						const newScrollCoordinates = scrollContainer.scrollTop + coordinatesDelta.y;
						const canScrollToNewCoordinates = direction === KeyboardCode.Down && newScrollCoordinates <= maxScroll.y || direction === KeyboardCode.Up && newScrollCoordinates >= minScroll.y;
						if (canScrollToNewCoordinates && !coordinatesDelta.x) {
							scrollContainer.scrollTo({
								top: newScrollCoordinates,
								behavior: scrollBehavior
							});
							return;
						}
						if (canScrollToNewCoordinates) scrollDelta.y = scrollContainer.scrollTop - newScrollCoordinates;
						else scrollDelta.y = direction === KeyboardCode.Down ? scrollContainer.scrollTop - maxScroll.y : scrollContainer.scrollTop - minScroll.y;
						if (scrollDelta.y) scrollContainer.scrollBy({
							top: -scrollDelta.y,
							behavior: scrollBehavior
						});
						break;
					}
				}
				this.handleMove(event, add(subtract(newCoordinates, this.referenceCoordinates), scrollDelta));
			}
		}
	}
	handleMove(event, coordinates) {
		const { onMove } = this.props;
		event.preventDefault();
		onMove(coordinates);
	}
	handleEnd(event) {
		const { onEnd } = this.props;
		event.preventDefault();
		this.detach();
		onEnd();
	}
	handleCancel(event) {
		const { onCancel } = this.props;
		event.preventDefault();
		this.detach();
		onCancel();
	}
	detach() {
		this.listeners.removeAll();
		this.windowListeners.removeAll();
	}
};
KeyboardSensor.activators = [{
	eventName: "onKeyDown",
	handler: (event, _ref, _ref2) => {
		let { keyboardCodes = defaultKeyboardCodes, onActivation } = _ref;
		let { active } = _ref2;
		const { code } = event.nativeEvent;
		if (keyboardCodes.start.includes(code)) {
			const activator = active.activatorNode.current;
			if (activator && event.target !== activator) return false;
			event.preventDefault();
			onActivation?.({ event: event.nativeEvent });
			return true;
		}
		return false;
	}
}];
function isDistanceConstraint(constraint) {
	return Boolean(constraint && "distance" in constraint);
}
function isDelayConstraint(constraint) {
	return Boolean(constraint && "delay" in constraint);
}
var AbstractPointerSensor = class {
	constructor(props, events, listenerTarget) {
		var _getEventCoordinates;
		if (listenerTarget === void 0) listenerTarget = getEventListenerTarget(props.event.target);
		this.props = void 0;
		this.events = void 0;
		this.autoScrollEnabled = true;
		this.document = void 0;
		this.activated = false;
		this.initialCoordinates = void 0;
		this.timeoutId = null;
		this.listeners = void 0;
		this.documentListeners = void 0;
		this.windowListeners = void 0;
		this.props = props;
		this.events = events;
		const { event } = props;
		const { target } = event;
		this.props = props;
		this.events = events;
		this.document = getOwnerDocument(target);
		this.documentListeners = new Listeners(this.document);
		this.listeners = new Listeners(listenerTarget);
		this.windowListeners = new Listeners(getWindow(target));
		this.initialCoordinates = (_getEventCoordinates = getEventCoordinates(event)) != null ? _getEventCoordinates : defaultCoordinates;
		this.handleStart = this.handleStart.bind(this);
		this.handleMove = this.handleMove.bind(this);
		this.handleEnd = this.handleEnd.bind(this);
		this.handleCancel = this.handleCancel.bind(this);
		this.handleKeydown = this.handleKeydown.bind(this);
		this.removeTextSelection = this.removeTextSelection.bind(this);
		this.attach();
	}
	attach() {
		const { events, props: { options: { activationConstraint, bypassActivationConstraint } } } = this;
		this.listeners.add(events.move.name, this.handleMove, { passive: false });
		this.listeners.add(events.end.name, this.handleEnd);
		if (events.cancel) this.listeners.add(events.cancel.name, this.handleCancel);
		this.windowListeners.add(EventName.Resize, this.handleCancel);
		this.windowListeners.add(EventName.DragStart, preventDefault);
		this.windowListeners.add(EventName.VisibilityChange, this.handleCancel);
		this.windowListeners.add(EventName.ContextMenu, preventDefault);
		this.documentListeners.add(EventName.Keydown, this.handleKeydown);
		if (activationConstraint) {
			if (bypassActivationConstraint != null && bypassActivationConstraint({
				event: this.props.event,
				activeNode: this.props.activeNode,
				options: this.props.options
			})) return this.handleStart();
			if (isDelayConstraint(activationConstraint)) {
				this.timeoutId = setTimeout(this.handleStart, activationConstraint.delay);
				this.handlePending(activationConstraint);
				return;
			}
			if (isDistanceConstraint(activationConstraint)) {
				this.handlePending(activationConstraint);
				return;
			}
		}
		this.handleStart();
	}
	detach() {
		this.listeners.removeAll();
		this.windowListeners.removeAll();
		setTimeout(this.documentListeners.removeAll, 50);
		if (this.timeoutId !== null) {
			clearTimeout(this.timeoutId);
			this.timeoutId = null;
		}
	}
	handlePending(constraint, offset) {
		const { active, onPending } = this.props;
		onPending(active, constraint, this.initialCoordinates, offset);
	}
	handleStart() {
		const { initialCoordinates } = this;
		const { onStart } = this.props;
		if (initialCoordinates) {
			this.activated = true;
			this.documentListeners.add(EventName.Click, stopPropagation, { capture: true });
			this.removeTextSelection();
			this.documentListeners.add(EventName.SelectionChange, this.removeTextSelection);
			onStart(initialCoordinates);
		}
	}
	handleMove(event) {
		var _getEventCoordinates2;
		const { activated, initialCoordinates, props } = this;
		const { onMove, options: { activationConstraint } } = props;
		if (!initialCoordinates) return;
		const coordinates = (_getEventCoordinates2 = getEventCoordinates(event)) != null ? _getEventCoordinates2 : defaultCoordinates;
		const delta = subtract(initialCoordinates, coordinates);
		if (!activated && activationConstraint) {
			if (isDistanceConstraint(activationConstraint)) {
				if (activationConstraint.tolerance != null && hasExceededDistance(delta, activationConstraint.tolerance)) return this.handleCancel();
				if (hasExceededDistance(delta, activationConstraint.distance)) return this.handleStart();
			}
			if (isDelayConstraint(activationConstraint)) {
				if (hasExceededDistance(delta, activationConstraint.tolerance)) return this.handleCancel();
			}
			this.handlePending(activationConstraint, delta);
			return;
		}
		if (event.cancelable) event.preventDefault();
		onMove(coordinates);
	}
	handleEnd() {
		const { onAbort, onEnd } = this.props;
		this.detach();
		if (!this.activated) onAbort(this.props.active);
		onEnd();
	}
	handleCancel() {
		const { onAbort, onCancel } = this.props;
		this.detach();
		if (!this.activated) onAbort(this.props.active);
		onCancel();
	}
	handleKeydown(event) {
		if (event.code === KeyboardCode.Esc) this.handleCancel();
	}
	removeTextSelection() {
		var _this$document$getSel;
		(_this$document$getSel = this.document.getSelection()) == null || _this$document$getSel.removeAllRanges();
	}
};
var events = {
	cancel: { name: "pointercancel" },
	move: { name: "pointermove" },
	end: { name: "pointerup" }
};
var PointerSensor = class extends AbstractPointerSensor {
	constructor(props) {
		const { event } = props;
		const listenerTarget = getOwnerDocument(event.target);
		super(props, events, listenerTarget);
	}
};
PointerSensor.activators = [{
	eventName: "onPointerDown",
	handler: (_ref, _ref2) => {
		let { nativeEvent: event } = _ref;
		let { onActivation } = _ref2;
		if (!event.isPrimary || event.button !== 0) return false;
		onActivation?.({ event });
		return true;
	}
}];
var events$1 = {
	move: { name: "mousemove" },
	end: { name: "mouseup" }
};
var MouseButton;
(function(MouseButton) {
	MouseButton[MouseButton["RightClick"] = 2] = "RightClick";
})(MouseButton || (MouseButton = {}));
var MouseSensor = class extends AbstractPointerSensor {
	constructor(props) {
		super(props, events$1, getOwnerDocument(props.event.target));
	}
};
MouseSensor.activators = [{
	eventName: "onMouseDown",
	handler: (_ref, _ref2) => {
		let { nativeEvent: event } = _ref;
		let { onActivation } = _ref2;
		if (event.button === MouseButton.RightClick) return false;
		onActivation?.({ event });
		return true;
	}
}];
var events$2 = {
	cancel: { name: "touchcancel" },
	move: { name: "touchmove" },
	end: { name: "touchend" }
};
var TouchSensor = class extends AbstractPointerSensor {
	constructor(props) {
		super(props, events$2);
	}
	static setup() {
		window.addEventListener(events$2.move.name, noop, {
			capture: false,
			passive: false
		});
		return function teardown() {
			window.removeEventListener(events$2.move.name, noop);
		};
		function noop() {}
	}
};
TouchSensor.activators = [{
	eventName: "onTouchStart",
	handler: (_ref, _ref2) => {
		let { nativeEvent: event } = _ref;
		let { onActivation } = _ref2;
		const { touches } = event;
		if (touches.length > 1) return false;
		onActivation?.({ event });
		return true;
	}
}];
var AutoScrollActivator;
(function(AutoScrollActivator) {
	AutoScrollActivator[AutoScrollActivator["Pointer"] = 0] = "Pointer";
	AutoScrollActivator[AutoScrollActivator["DraggableRect"] = 1] = "DraggableRect";
})(AutoScrollActivator || (AutoScrollActivator = {}));
var TraversalOrder;
(function(TraversalOrder) {
	TraversalOrder[TraversalOrder["TreeOrder"] = 0] = "TreeOrder";
	TraversalOrder[TraversalOrder["ReversedTreeOrder"] = 1] = "ReversedTreeOrder";
})(TraversalOrder || (TraversalOrder = {}));
function useAutoScroller(_ref) {
	let { acceleration, activator = AutoScrollActivator.Pointer, canScroll, draggingRect, enabled, interval = 5, order = TraversalOrder.TreeOrder, pointerCoordinates, scrollableAncestors, scrollableAncestorRects, delta, threshold } = _ref;
	const scrollIntent = useScrollIntent({
		delta,
		disabled: !enabled
	});
	const [setAutoScrollInterval, clearAutoScrollInterval] = useInterval();
	const scrollSpeed = (0, import_react.useRef)({
		x: 0,
		y: 0
	});
	const scrollDirection = (0, import_react.useRef)({
		x: 0,
		y: 0
	});
	const rect = (0, import_react.useMemo)(() => {
		switch (activator) {
			case AutoScrollActivator.Pointer: return pointerCoordinates ? {
				top: pointerCoordinates.y,
				bottom: pointerCoordinates.y,
				left: pointerCoordinates.x,
				right: pointerCoordinates.x
			} : null;
			case AutoScrollActivator.DraggableRect: return draggingRect;
		}
	}, [
		activator,
		draggingRect,
		pointerCoordinates
	]);
	const scrollContainerRef = (0, import_react.useRef)(null);
	const autoScroll = (0, import_react.useCallback)(() => {
		const scrollContainer = scrollContainerRef.current;
		if (!scrollContainer) return;
		const scrollLeft = scrollSpeed.current.x * scrollDirection.current.x;
		const scrollTop = scrollSpeed.current.y * scrollDirection.current.y;
		scrollContainer.scrollBy(scrollLeft, scrollTop);
	}, []);
	const sortedScrollableAncestors = (0, import_react.useMemo)(() => order === TraversalOrder.TreeOrder ? [...scrollableAncestors].reverse() : scrollableAncestors, [order, scrollableAncestors]);
	(0, import_react.useEffect)(() => {
		if (!enabled || !scrollableAncestors.length || !rect) {
			clearAutoScrollInterval();
			return;
		}
		for (const scrollContainer of sortedScrollableAncestors) {
			if ((canScroll == null ? void 0 : canScroll(scrollContainer)) === false) continue;
			const index = scrollableAncestors.indexOf(scrollContainer);
			const scrollContainerRect = scrollableAncestorRects[index];
			if (!scrollContainerRect) continue;
			const { direction, speed } = getScrollDirectionAndSpeed(scrollContainer, scrollContainerRect, rect, acceleration, threshold);
			for (const axis of ["x", "y"]) if (!scrollIntent[axis][direction[axis]]) {
				speed[axis] = 0;
				direction[axis] = 0;
			}
			if (speed.x > 0 || speed.y > 0) {
				clearAutoScrollInterval();
				scrollContainerRef.current = scrollContainer;
				setAutoScrollInterval(autoScroll, interval);
				scrollSpeed.current = speed;
				scrollDirection.current = direction;
				return;
			}
		}
		scrollSpeed.current = {
			x: 0,
			y: 0
		};
		scrollDirection.current = {
			x: 0,
			y: 0
		};
		clearAutoScrollInterval();
	}, [
		acceleration,
		autoScroll,
		canScroll,
		clearAutoScrollInterval,
		enabled,
		interval,
		JSON.stringify(rect),
		JSON.stringify(scrollIntent),
		setAutoScrollInterval,
		scrollableAncestors,
		sortedScrollableAncestors,
		scrollableAncestorRects,
		JSON.stringify(threshold)
	]);
}
var defaultScrollIntent = {
	x: {
		[Direction.Backward]: false,
		[Direction.Forward]: false
	},
	y: {
		[Direction.Backward]: false,
		[Direction.Forward]: false
	}
};
function useScrollIntent(_ref2) {
	let { delta, disabled } = _ref2;
	const previousDelta = usePrevious(delta);
	return useLazyMemo((previousIntent) => {
		if (disabled || !previousDelta || !previousIntent) return defaultScrollIntent;
		const direction = {
			x: Math.sign(delta.x - previousDelta.x),
			y: Math.sign(delta.y - previousDelta.y)
		};
		return {
			x: {
				[Direction.Backward]: previousIntent.x[Direction.Backward] || direction.x === -1,
				[Direction.Forward]: previousIntent.x[Direction.Forward] || direction.x === 1
			},
			y: {
				[Direction.Backward]: previousIntent.y[Direction.Backward] || direction.y === -1,
				[Direction.Forward]: previousIntent.y[Direction.Forward] || direction.y === 1
			}
		};
	}, [
		disabled,
		delta,
		previousDelta
	]);
}
function useCachedNode(draggableNodes, id) {
	const draggableNode = id != null ? draggableNodes.get(id) : void 0;
	const node = draggableNode ? draggableNode.node.current : null;
	return useLazyMemo((cachedNode) => {
		var _ref;
		if (id == null) return null;
		return (_ref = node != null ? node : cachedNode) != null ? _ref : null;
	}, [node, id]);
}
function useCombineActivators(sensors, getSyntheticHandler) {
	return (0, import_react.useMemo)(() => sensors.reduce((accumulator, sensor) => {
		const { sensor: Sensor } = sensor;
		const sensorActivators = Sensor.activators.map((activator) => ({
			eventName: activator.eventName,
			handler: getSyntheticHandler(activator.handler, sensor)
		}));
		return [...accumulator, ...sensorActivators];
	}, []), [sensors, getSyntheticHandler]);
}
var MeasuringStrategy;
(function(MeasuringStrategy) {
	MeasuringStrategy[MeasuringStrategy["Always"] = 0] = "Always";
	MeasuringStrategy[MeasuringStrategy["BeforeDragging"] = 1] = "BeforeDragging";
	MeasuringStrategy[MeasuringStrategy["WhileDragging"] = 2] = "WhileDragging";
})(MeasuringStrategy || (MeasuringStrategy = {}));
var MeasuringFrequency;
(function(MeasuringFrequency) {
	MeasuringFrequency["Optimized"] = "optimized";
})(MeasuringFrequency || (MeasuringFrequency = {}));
var defaultValue = /*#__PURE__*/ new Map();
function useDroppableMeasuring(containers, _ref) {
	let { dragging, dependencies, config } = _ref;
	const [queue, setQueue] = (0, import_react.useState)(null);
	const { frequency, measure, strategy } = config;
	const containersRef = (0, import_react.useRef)(containers);
	const disabled = isDisabled();
	const disabledRef = useLatestValue(disabled);
	const measureDroppableContainers = (0, import_react.useCallback)(function(ids) {
		if (ids === void 0) ids = [];
		if (disabledRef.current) return;
		setQueue((value) => {
			if (value === null) return ids;
			return value.concat(ids.filter((id) => !value.includes(id)));
		});
	}, [disabledRef]);
	const timeoutId = (0, import_react.useRef)(null);
	const droppableRects = useLazyMemo((previousValue) => {
		if (disabled && !dragging) return defaultValue;
		if (!previousValue || previousValue === defaultValue || containersRef.current !== containers || queue != null) {
			const map = /* @__PURE__ */ new Map();
			for (let container of containers) {
				if (!container) continue;
				if (queue && queue.length > 0 && !queue.includes(container.id) && container.rect.current) {
					map.set(container.id, container.rect.current);
					continue;
				}
				const node = container.node.current;
				const rect = node ? new Rect(measure(node), node) : null;
				container.rect.current = rect;
				if (rect) map.set(container.id, rect);
			}
			return map;
		}
		return previousValue;
	}, [
		containers,
		queue,
		dragging,
		disabled,
		measure
	]);
	(0, import_react.useEffect)(() => {
		containersRef.current = containers;
	}, [containers]);
	(0, import_react.useEffect)(() => {
		if (disabled) return;
		measureDroppableContainers();
	}, [dragging, disabled]);
	(0, import_react.useEffect)(() => {
		if (queue && queue.length > 0) setQueue(null);
	}, [JSON.stringify(queue)]);
	(0, import_react.useEffect)(() => {
		if (disabled || typeof frequency !== "number" || timeoutId.current !== null) return;
		timeoutId.current = setTimeout(() => {
			measureDroppableContainers();
			timeoutId.current = null;
		}, frequency);
	}, [
		frequency,
		disabled,
		measureDroppableContainers,
		...dependencies
	]);
	return {
		droppableRects,
		measureDroppableContainers,
		measuringScheduled: queue != null
	};
	function isDisabled() {
		switch (strategy) {
			case MeasuringStrategy.Always: return false;
			case MeasuringStrategy.BeforeDragging: return dragging;
			default: return !dragging;
		}
	}
}
function useInitialValue(value, computeFn) {
	return useLazyMemo((previousValue) => {
		if (!value) return null;
		if (previousValue) return previousValue;
		return typeof computeFn === "function" ? computeFn(value) : value;
	}, [computeFn, value]);
}
function useInitialRect(node, measure) {
	return useInitialValue(node, measure);
}
/**
* Returns a new MutationObserver instance.
* If `MutationObserver` is undefined in the execution environment, returns `undefined`.
*/
function useMutationObserver(_ref) {
	let { callback, disabled } = _ref;
	const handleMutations = useEvent(callback);
	const mutationObserver = (0, import_react.useMemo)(() => {
		if (disabled || typeof window === "undefined" || typeof window.MutationObserver === "undefined") return;
		const { MutationObserver } = window;
		return new MutationObserver(handleMutations);
	}, [handleMutations, disabled]);
	(0, import_react.useEffect)(() => {
		return () => mutationObserver == null ? void 0 : mutationObserver.disconnect();
	}, [mutationObserver]);
	return mutationObserver;
}
/**
* Returns a new ResizeObserver instance bound to the `onResize` callback.
* If `ResizeObserver` is undefined in the execution environment, returns `undefined`.
*/
function useResizeObserver(_ref) {
	let { callback, disabled } = _ref;
	const handleResize = useEvent(callback);
	const resizeObserver = (0, import_react.useMemo)(() => {
		if (disabled || typeof window === "undefined" || typeof window.ResizeObserver === "undefined") return;
		const { ResizeObserver } = window;
		return new ResizeObserver(handleResize);
	}, [disabled]);
	(0, import_react.useEffect)(() => {
		return () => resizeObserver == null ? void 0 : resizeObserver.disconnect();
	}, [resizeObserver]);
	return resizeObserver;
}
function defaultMeasure(element) {
	return new Rect(getClientRect(element), element);
}
function useRect(element, measure, fallbackRect) {
	if (measure === void 0) measure = defaultMeasure;
	const [rect, setRect] = (0, import_react.useState)(null);
	function measureRect() {
		setRect((currentRect) => {
			if (!element) return null;
			if (element.isConnected === false) {
				var _ref;
				return (_ref = currentRect != null ? currentRect : fallbackRect) != null ? _ref : null;
			}
			const newRect = measure(element);
			if (JSON.stringify(currentRect) === JSON.stringify(newRect)) return currentRect;
			return newRect;
		});
	}
	const mutationObserver = useMutationObserver({ callback(records) {
		if (!element) return;
		for (const record of records) {
			const { type, target } = record;
			if (type === "childList" && target instanceof HTMLElement && target.contains(element)) {
				measureRect();
				break;
			}
		}
	} });
	const resizeObserver = useResizeObserver({ callback: measureRect });
	useIsomorphicLayoutEffect(() => {
		measureRect();
		if (element) {
			resizeObserver?.observe(element);
			mutationObserver?.observe(document.body, {
				childList: true,
				subtree: true
			});
		} else {
			resizeObserver?.disconnect();
			mutationObserver?.disconnect();
		}
	}, [element]);
	return rect;
}
function useRectDelta(rect) {
	return getRectDelta(rect, useInitialValue(rect));
}
var defaultValue$1 = [];
function useScrollableAncestors(node) {
	const previousNode = (0, import_react.useRef)(node);
	const ancestors = useLazyMemo((previousValue) => {
		if (!node) return defaultValue$1;
		if (previousValue && previousValue !== defaultValue$1 && node && previousNode.current && node.parentNode === previousNode.current.parentNode) return previousValue;
		return getScrollableAncestors(node);
	}, [node]);
	(0, import_react.useEffect)(() => {
		previousNode.current = node;
	}, [node]);
	return ancestors;
}
function useScrollOffsets(elements) {
	const [scrollCoordinates, setScrollCoordinates] = (0, import_react.useState)(null);
	const prevElements = (0, import_react.useRef)(elements);
	const handleScroll = (0, import_react.useCallback)((event) => {
		const scrollingElement = getScrollableElement(event.target);
		if (!scrollingElement) return;
		setScrollCoordinates((scrollCoordinates) => {
			if (!scrollCoordinates) return null;
			scrollCoordinates.set(scrollingElement, getScrollCoordinates(scrollingElement));
			return new Map(scrollCoordinates);
		});
	}, []);
	(0, import_react.useEffect)(() => {
		const previousElements = prevElements.current;
		if (elements !== previousElements) {
			cleanup(previousElements);
			const entries = elements.map((element) => {
				const scrollableElement = getScrollableElement(element);
				if (scrollableElement) {
					scrollableElement.addEventListener("scroll", handleScroll, { passive: true });
					return [scrollableElement, getScrollCoordinates(scrollableElement)];
				}
				return null;
			}).filter((entry) => entry != null);
			setScrollCoordinates(entries.length ? new Map(entries) : null);
			prevElements.current = elements;
		}
		return () => {
			cleanup(elements);
			cleanup(previousElements);
		};
		function cleanup(elements) {
			elements.forEach((element) => {
				getScrollableElement(element)?.removeEventListener("scroll", handleScroll);
			});
		}
	}, [handleScroll, elements]);
	return (0, import_react.useMemo)(() => {
		if (elements.length) return scrollCoordinates ? Array.from(scrollCoordinates.values()).reduce((acc, coordinates) => add(acc, coordinates), defaultCoordinates) : getScrollOffsets(elements);
		return defaultCoordinates;
	}, [elements, scrollCoordinates]);
}
function useScrollOffsetsDelta(scrollOffsets, dependencies) {
	if (dependencies === void 0) dependencies = [];
	const initialScrollOffsets = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		initialScrollOffsets.current = null;
	}, dependencies);
	(0, import_react.useEffect)(() => {
		const hasScrollOffsets = scrollOffsets !== defaultCoordinates;
		if (hasScrollOffsets && !initialScrollOffsets.current) initialScrollOffsets.current = scrollOffsets;
		if (!hasScrollOffsets && initialScrollOffsets.current) initialScrollOffsets.current = null;
	}, [scrollOffsets]);
	return initialScrollOffsets.current ? subtract(scrollOffsets, initialScrollOffsets.current) : defaultCoordinates;
}
function useSensorSetup(sensors) {
	(0, import_react.useEffect)(() => {
		if (!canUseDOM) return;
		const teardownFns = sensors.map((_ref) => {
			let { sensor } = _ref;
			return sensor.setup == null ? void 0 : sensor.setup();
		});
		return () => {
			for (const teardown of teardownFns) teardown?.();
		};
	}, sensors.map((_ref2) => {
		let { sensor } = _ref2;
		return sensor;
	}));
}
function useSyntheticListeners(listeners, id) {
	return (0, import_react.useMemo)(() => {
		return listeners.reduce((acc, _ref) => {
			let { eventName, handler } = _ref;
			acc[eventName] = (event) => {
				handler(event, id);
			};
			return acc;
		}, {});
	}, [listeners, id]);
}
function useWindowRect(element) {
	return (0, import_react.useMemo)(() => element ? getWindowClientRect(element) : null, [element]);
}
var defaultValue$2 = [];
function useRects(elements, measure) {
	if (measure === void 0) measure = getClientRect;
	const [firstElement] = elements;
	const windowRect = useWindowRect(firstElement ? getWindow(firstElement) : null);
	const [rects, setRects] = (0, import_react.useState)(defaultValue$2);
	function measureRects() {
		setRects(() => {
			if (!elements.length) return defaultValue$2;
			return elements.map((element) => isDocumentScrollingElement(element) ? windowRect : new Rect(measure(element), element));
		});
	}
	const resizeObserver = useResizeObserver({ callback: measureRects });
	useIsomorphicLayoutEffect(() => {
		resizeObserver?.disconnect();
		measureRects();
		elements.forEach((element) => resizeObserver == null ? void 0 : resizeObserver.observe(element));
	}, [elements]);
	return rects;
}
function getMeasurableNode(node) {
	if (!node) return null;
	if (node.children.length > 1) return node;
	const firstChild = node.children[0];
	return isHTMLElement(firstChild) ? firstChild : node;
}
function useDragOverlayMeasuring(_ref) {
	let { measure } = _ref;
	const [rect, setRect] = (0, import_react.useState)(null);
	const resizeObserver = useResizeObserver({ callback: (0, import_react.useCallback)((entries) => {
		for (const { target } of entries) if (isHTMLElement(target)) {
			setRect((rect) => {
				const newRect = measure(target);
				return rect ? {
					...rect,
					width: newRect.width,
					height: newRect.height
				} : newRect;
			});
			break;
		}
	}, [measure]) });
	const [nodeRef, setRef] = useNodeRef((0, import_react.useCallback)((element) => {
		const node = getMeasurableNode(element);
		resizeObserver?.disconnect();
		if (node) resizeObserver?.observe(node);
		setRect(node ? measure(node) : null);
	}, [measure, resizeObserver]));
	return (0, import_react.useMemo)(() => ({
		nodeRef,
		rect,
		setRef
	}), [
		rect,
		nodeRef,
		setRef
	]);
}
var defaultSensors = [{
	sensor: PointerSensor,
	options: {}
}, {
	sensor: KeyboardSensor,
	options: {}
}];
var defaultData = { current: {} };
var defaultMeasuringConfiguration = {
	draggable: { measure: getTransformAgnosticClientRect },
	droppable: {
		measure: getTransformAgnosticClientRect,
		strategy: MeasuringStrategy.WhileDragging,
		frequency: MeasuringFrequency.Optimized
	},
	dragOverlay: { measure: getClientRect }
};
var DroppableContainersMap = class extends Map {
	get(id) {
		var _super$get;
		return id != null ? (_super$get = super.get(id)) != null ? _super$get : void 0 : void 0;
	}
	toArray() {
		return Array.from(this.values());
	}
	getEnabled() {
		return this.toArray().filter((_ref) => {
			let { disabled } = _ref;
			return !disabled;
		});
	}
	getNodeFor(id) {
		var _this$get$node$curren, _this$get;
		return (_this$get$node$curren = (_this$get = this.get(id)) == null ? void 0 : _this$get.node.current) != null ? _this$get$node$curren : void 0;
	}
};
var defaultPublicContext = {
	activatorEvent: null,
	active: null,
	activeNode: null,
	activeNodeRect: null,
	collisions: null,
	containerNodeRect: null,
	draggableNodes: /*#__PURE__*/ new Map(),
	droppableRects: /*#__PURE__*/ new Map(),
	droppableContainers: /*#__PURE__*/ new DroppableContainersMap(),
	over: null,
	dragOverlay: {
		nodeRef: { current: null },
		rect: null,
		setRef: noop
	},
	scrollableAncestors: [],
	scrollableAncestorRects: [],
	measuringConfiguration: defaultMeasuringConfiguration,
	measureDroppableContainers: noop,
	windowRect: null,
	measuringScheduled: false
};
var defaultInternalContext = {
	activatorEvent: null,
	activators: [],
	active: null,
	activeNodeRect: null,
	ariaDescribedById: { draggable: "" },
	dispatch: noop,
	draggableNodes: /*#__PURE__*/ new Map(),
	over: null,
	measureDroppableContainers: noop
};
var InternalContext = /*#__PURE__*/ (0, import_react.createContext)(defaultInternalContext);
var PublicContext = /*#__PURE__*/ (0, import_react.createContext)(defaultPublicContext);
function getInitialState() {
	return {
		draggable: {
			active: null,
			initialCoordinates: {
				x: 0,
				y: 0
			},
			nodes: /* @__PURE__ */ new Map(),
			translate: {
				x: 0,
				y: 0
			}
		},
		droppable: { containers: new DroppableContainersMap() }
	};
}
function reducer(state, action) {
	switch (action.type) {
		case Action.DragStart: return {
			...state,
			draggable: {
				...state.draggable,
				initialCoordinates: action.initialCoordinates,
				active: action.active
			}
		};
		case Action.DragMove:
			if (state.draggable.active == null) return state;
			return {
				...state,
				draggable: {
					...state.draggable,
					translate: {
						x: action.coordinates.x - state.draggable.initialCoordinates.x,
						y: action.coordinates.y - state.draggable.initialCoordinates.y
					}
				}
			};
		case Action.DragEnd:
		case Action.DragCancel: return {
			...state,
			draggable: {
				...state.draggable,
				active: null,
				initialCoordinates: {
					x: 0,
					y: 0
				},
				translate: {
					x: 0,
					y: 0
				}
			}
		};
		case Action.RegisterDroppable: {
			const { element } = action;
			const { id } = element;
			const containers = new DroppableContainersMap(state.droppable.containers);
			containers.set(id, element);
			return {
				...state,
				droppable: {
					...state.droppable,
					containers
				}
			};
		}
		case Action.SetDroppableDisabled: {
			const { id, key, disabled } = action;
			const element = state.droppable.containers.get(id);
			if (!element || key !== element.key) return state;
			const containers = new DroppableContainersMap(state.droppable.containers);
			containers.set(id, {
				...element,
				disabled
			});
			return {
				...state,
				droppable: {
					...state.droppable,
					containers
				}
			};
		}
		case Action.UnregisterDroppable: {
			const { id, key } = action;
			const element = state.droppable.containers.get(id);
			if (!element || key !== element.key) return state;
			const containers = new DroppableContainersMap(state.droppable.containers);
			containers.delete(id);
			return {
				...state,
				droppable: {
					...state.droppable,
					containers
				}
			};
		}
		default: return state;
	}
}
function RestoreFocus(_ref) {
	let { disabled } = _ref;
	const { active, activatorEvent, draggableNodes } = (0, import_react.useContext)(InternalContext);
	const previousActivatorEvent = usePrevious(activatorEvent);
	const previousActiveId = usePrevious(active == null ? void 0 : active.id);
	(0, import_react.useEffect)(() => {
		if (disabled) return;
		if (!activatorEvent && previousActivatorEvent && previousActiveId != null) {
			if (!isKeyboardEvent(previousActivatorEvent)) return;
			if (document.activeElement === previousActivatorEvent.target) return;
			const draggableNode = draggableNodes.get(previousActiveId);
			if (!draggableNode) return;
			const { activatorNode, node } = draggableNode;
			if (!activatorNode.current && !node.current) return;
			requestAnimationFrame(() => {
				for (const element of [activatorNode.current, node.current]) {
					if (!element) continue;
					const focusableNode = findFirstFocusableNode(element);
					if (focusableNode) {
						focusableNode.focus();
						break;
					}
				}
			});
		}
	}, [
		activatorEvent,
		disabled,
		draggableNodes,
		previousActiveId,
		previousActivatorEvent
	]);
	return null;
}
function applyModifiers(modifiers, _ref) {
	let { transform, ...args } = _ref;
	return modifiers != null && modifiers.length ? modifiers.reduce((accumulator, modifier) => {
		return modifier({
			transform: accumulator,
			...args
		});
	}, transform) : transform;
}
function useMeasuringConfiguration(config) {
	return (0, import_react.useMemo)(() => ({
		draggable: {
			...defaultMeasuringConfiguration.draggable,
			...config == null ? void 0 : config.draggable
		},
		droppable: {
			...defaultMeasuringConfiguration.droppable,
			...config == null ? void 0 : config.droppable
		},
		dragOverlay: {
			...defaultMeasuringConfiguration.dragOverlay,
			...config == null ? void 0 : config.dragOverlay
		}
	}), [
		config == null ? void 0 : config.draggable,
		config == null ? void 0 : config.droppable,
		config == null ? void 0 : config.dragOverlay
	]);
}
function useLayoutShiftScrollCompensation(_ref) {
	let { activeNode, measure, initialRect, config = true } = _ref;
	const initialized = (0, import_react.useRef)(false);
	const { x, y } = typeof config === "boolean" ? {
		x: config,
		y: config
	} : config;
	useIsomorphicLayoutEffect(() => {
		if (!x && !y || !activeNode) {
			initialized.current = false;
			return;
		}
		if (initialized.current || !initialRect) return;
		const node = activeNode == null ? void 0 : activeNode.node.current;
		if (!node || node.isConnected === false) return;
		const rectDelta = getRectDelta(measure(node), initialRect);
		if (!x) rectDelta.x = 0;
		if (!y) rectDelta.y = 0;
		initialized.current = true;
		if (Math.abs(rectDelta.x) > 0 || Math.abs(rectDelta.y) > 0) {
			const firstScrollableAncestor = getFirstScrollableAncestor(node);
			if (firstScrollableAncestor) firstScrollableAncestor.scrollBy({
				top: rectDelta.y,
				left: rectDelta.x
			});
		}
	}, [
		activeNode,
		x,
		y,
		initialRect,
		measure
	]);
}
var ActiveDraggableContext = /*#__PURE__*/ (0, import_react.createContext)({
	...defaultCoordinates,
	scaleX: 1,
	scaleY: 1
});
var Status;
(function(Status) {
	Status[Status["Uninitialized"] = 0] = "Uninitialized";
	Status[Status["Initializing"] = 1] = "Initializing";
	Status[Status["Initialized"] = 2] = "Initialized";
})(Status || (Status = {}));
var DndContext = /*#__PURE__*/ (0, import_react.memo)(function DndContext(_ref) {
	var _sensorContext$curren, _dragOverlay$nodeRef$, _dragOverlay$rect, _over$rect;
	let { id, accessibility, autoScroll = true, children, sensors = defaultSensors, collisionDetection = rectIntersection, measuring, modifiers, ...props } = _ref;
	const [state, dispatch] = (0, import_react.useReducer)(reducer, void 0, getInitialState);
	const [dispatchMonitorEvent, registerMonitorListener] = useDndMonitorProvider();
	const [status, setStatus] = (0, import_react.useState)(Status.Uninitialized);
	const isInitialized = status === Status.Initialized;
	const { draggable: { active: activeId, nodes: draggableNodes, translate }, droppable: { containers: droppableContainers } } = state;
	const node = activeId != null ? draggableNodes.get(activeId) : null;
	const activeRects = (0, import_react.useRef)({
		initial: null,
		translated: null
	});
	const active = (0, import_react.useMemo)(() => {
		var _node$data;
		return activeId != null ? {
			id: activeId,
			data: (_node$data = node == null ? void 0 : node.data) != null ? _node$data : defaultData,
			rect: activeRects
		} : null;
	}, [activeId, node]);
	const activeRef = (0, import_react.useRef)(null);
	const [activeSensor, setActiveSensor] = (0, import_react.useState)(null);
	const [activatorEvent, setActivatorEvent] = (0, import_react.useState)(null);
	const latestProps = useLatestValue(props, Object.values(props));
	const draggableDescribedById = useUniqueId("DndDescribedBy", id);
	const enabledDroppableContainers = (0, import_react.useMemo)(() => droppableContainers.getEnabled(), [droppableContainers]);
	const measuringConfiguration = useMeasuringConfiguration(measuring);
	const { droppableRects, measureDroppableContainers, measuringScheduled } = useDroppableMeasuring(enabledDroppableContainers, {
		dragging: isInitialized,
		dependencies: [translate.x, translate.y],
		config: measuringConfiguration.droppable
	});
	const activeNode = useCachedNode(draggableNodes, activeId);
	const activationCoordinates = (0, import_react.useMemo)(() => activatorEvent ? getEventCoordinates(activatorEvent) : null, [activatorEvent]);
	const autoScrollOptions = getAutoScrollerOptions();
	const initialActiveNodeRect = useInitialRect(activeNode, measuringConfiguration.draggable.measure);
	useLayoutShiftScrollCompensation({
		activeNode: activeId != null ? draggableNodes.get(activeId) : null,
		config: autoScrollOptions.layoutShiftCompensation,
		initialRect: initialActiveNodeRect,
		measure: measuringConfiguration.draggable.measure
	});
	const activeNodeRect = useRect(activeNode, measuringConfiguration.draggable.measure, initialActiveNodeRect);
	const containerNodeRect = useRect(activeNode ? activeNode.parentElement : null);
	const sensorContext = (0, import_react.useRef)({
		activatorEvent: null,
		active: null,
		activeNode,
		collisionRect: null,
		collisions: null,
		droppableRects,
		draggableNodes,
		draggingNode: null,
		draggingNodeRect: null,
		droppableContainers,
		over: null,
		scrollableAncestors: [],
		scrollAdjustedTranslate: null
	});
	const overNode = droppableContainers.getNodeFor((_sensorContext$curren = sensorContext.current.over) == null ? void 0 : _sensorContext$curren.id);
	const dragOverlay = useDragOverlayMeasuring({ measure: measuringConfiguration.dragOverlay.measure });
	const draggingNode = (_dragOverlay$nodeRef$ = dragOverlay.nodeRef.current) != null ? _dragOverlay$nodeRef$ : activeNode;
	const draggingNodeRect = isInitialized ? (_dragOverlay$rect = dragOverlay.rect) != null ? _dragOverlay$rect : activeNodeRect : null;
	const usesDragOverlay = Boolean(dragOverlay.nodeRef.current && dragOverlay.rect);
	const nodeRectDelta = useRectDelta(usesDragOverlay ? null : activeNodeRect);
	const windowRect = useWindowRect(draggingNode ? getWindow(draggingNode) : null);
	const scrollableAncestors = useScrollableAncestors(isInitialized ? overNode != null ? overNode : activeNode : null);
	const scrollableAncestorRects = useRects(scrollableAncestors);
	const modifiedTranslate = applyModifiers(modifiers, {
		transform: {
			x: translate.x - nodeRectDelta.x,
			y: translate.y - nodeRectDelta.y,
			scaleX: 1,
			scaleY: 1
		},
		activatorEvent,
		active,
		activeNodeRect,
		containerNodeRect,
		draggingNodeRect,
		over: sensorContext.current.over,
		overlayNodeRect: dragOverlay.rect,
		scrollableAncestors,
		scrollableAncestorRects,
		windowRect
	});
	const pointerCoordinates = activationCoordinates ? add(activationCoordinates, translate) : null;
	const scrollOffsets = useScrollOffsets(scrollableAncestors);
	const scrollAdjustment = useScrollOffsetsDelta(scrollOffsets);
	const activeNodeScrollDelta = useScrollOffsetsDelta(scrollOffsets, [activeNodeRect]);
	const scrollAdjustedTranslate = add(modifiedTranslate, scrollAdjustment);
	const collisionRect = draggingNodeRect ? getAdjustedRect(draggingNodeRect, modifiedTranslate) : null;
	const collisions = active && collisionRect ? collisionDetection({
		active,
		collisionRect,
		droppableRects,
		droppableContainers: enabledDroppableContainers,
		pointerCoordinates
	}) : null;
	const overId = getFirstCollision(collisions, "id");
	const [over, setOver] = (0, import_react.useState)(null);
	const transform = adjustScale(usesDragOverlay ? modifiedTranslate : add(modifiedTranslate, activeNodeScrollDelta), (_over$rect = over == null ? void 0 : over.rect) != null ? _over$rect : null, activeNodeRect);
	const activeSensorRef = (0, import_react.useRef)(null);
	const instantiateSensor = (0, import_react.useCallback)((event, _ref2) => {
		let { sensor: Sensor, options } = _ref2;
		if (activeRef.current == null) return;
		const activeNode = draggableNodes.get(activeRef.current);
		if (!activeNode) return;
		const activatorEvent = event.nativeEvent;
		const sensorInstance = new Sensor({
			active: activeRef.current,
			activeNode,
			event: activatorEvent,
			options,
			context: sensorContext,
			onAbort(id) {
				if (!draggableNodes.get(id)) return;
				const { onDragAbort } = latestProps.current;
				const event = { id };
				onDragAbort?.(event);
				dispatchMonitorEvent({
					type: "onDragAbort",
					event
				});
			},
			onPending(id, constraint, initialCoordinates, offset) {
				if (!draggableNodes.get(id)) return;
				const { onDragPending } = latestProps.current;
				const event = {
					id,
					constraint,
					initialCoordinates,
					offset
				};
				onDragPending?.(event);
				dispatchMonitorEvent({
					type: "onDragPending",
					event
				});
			},
			onStart(initialCoordinates) {
				const id = activeRef.current;
				if (id == null) return;
				const draggableNode = draggableNodes.get(id);
				if (!draggableNode) return;
				const { onDragStart } = latestProps.current;
				const event = {
					activatorEvent,
					active: {
						id,
						data: draggableNode.data,
						rect: activeRects
					}
				};
				(0, import_react_dom.unstable_batchedUpdates)(() => {
					onDragStart?.(event);
					setStatus(Status.Initializing);
					dispatch({
						type: Action.DragStart,
						initialCoordinates,
						active: id
					});
					dispatchMonitorEvent({
						type: "onDragStart",
						event
					});
					setActiveSensor(activeSensorRef.current);
					setActivatorEvent(activatorEvent);
				});
			},
			onMove(coordinates) {
				dispatch({
					type: Action.DragMove,
					coordinates
				});
			},
			onEnd: createHandler(Action.DragEnd),
			onCancel: createHandler(Action.DragCancel)
		});
		activeSensorRef.current = sensorInstance;
		function createHandler(type) {
			return async function handler() {
				const { active, collisions, over, scrollAdjustedTranslate } = sensorContext.current;
				let event = null;
				if (active && scrollAdjustedTranslate) {
					const { cancelDrop } = latestProps.current;
					event = {
						activatorEvent,
						active,
						collisions,
						delta: scrollAdjustedTranslate,
						over
					};
					if (type === Action.DragEnd && typeof cancelDrop === "function") {
						if (await Promise.resolve(cancelDrop(event))) type = Action.DragCancel;
					}
				}
				activeRef.current = null;
				(0, import_react_dom.unstable_batchedUpdates)(() => {
					dispatch({ type });
					setStatus(Status.Uninitialized);
					setOver(null);
					setActiveSensor(null);
					setActivatorEvent(null);
					activeSensorRef.current = null;
					const eventName = type === Action.DragEnd ? "onDragEnd" : "onDragCancel";
					if (event) {
						const handler = latestProps.current[eventName];
						handler?.(event);
						dispatchMonitorEvent({
							type: eventName,
							event
						});
					}
				});
			};
		}
	}, [draggableNodes]);
	const activators = useCombineActivators(sensors, (0, import_react.useCallback)((handler, sensor) => {
		return (event, active) => {
			const nativeEvent = event.nativeEvent;
			const activeDraggableNode = draggableNodes.get(active);
			if (activeRef.current !== null || !activeDraggableNode || nativeEvent.dndKit || nativeEvent.defaultPrevented) return;
			const activationContext = { active: activeDraggableNode };
			if (handler(event, sensor.options, activationContext) === true) {
				nativeEvent.dndKit = { capturedBy: sensor.sensor };
				activeRef.current = active;
				instantiateSensor(event, sensor);
			}
		};
	}, [draggableNodes, instantiateSensor]));
	useSensorSetup(sensors);
	useIsomorphicLayoutEffect(() => {
		if (activeNodeRect && status === Status.Initializing) setStatus(Status.Initialized);
	}, [activeNodeRect, status]);
	(0, import_react.useEffect)(() => {
		const { onDragMove } = latestProps.current;
		const { active, activatorEvent, collisions, over } = sensorContext.current;
		if (!active || !activatorEvent) return;
		const event = {
			active,
			activatorEvent,
			collisions,
			delta: {
				x: scrollAdjustedTranslate.x,
				y: scrollAdjustedTranslate.y
			},
			over
		};
		(0, import_react_dom.unstable_batchedUpdates)(() => {
			onDragMove?.(event);
			dispatchMonitorEvent({
				type: "onDragMove",
				event
			});
		});
	}, [scrollAdjustedTranslate.x, scrollAdjustedTranslate.y]);
	(0, import_react.useEffect)(() => {
		const { active, activatorEvent, collisions, droppableContainers, scrollAdjustedTranslate } = sensorContext.current;
		if (!active || activeRef.current == null || !activatorEvent || !scrollAdjustedTranslate) return;
		const { onDragOver } = latestProps.current;
		const overContainer = droppableContainers.get(overId);
		const over = overContainer && overContainer.rect.current ? {
			id: overContainer.id,
			rect: overContainer.rect.current,
			data: overContainer.data,
			disabled: overContainer.disabled
		} : null;
		const event = {
			active,
			activatorEvent,
			collisions,
			delta: {
				x: scrollAdjustedTranslate.x,
				y: scrollAdjustedTranslate.y
			},
			over
		};
		(0, import_react_dom.unstable_batchedUpdates)(() => {
			setOver(over);
			onDragOver?.(event);
			dispatchMonitorEvent({
				type: "onDragOver",
				event
			});
		});
	}, [overId]);
	useIsomorphicLayoutEffect(() => {
		sensorContext.current = {
			activatorEvent,
			active,
			activeNode,
			collisionRect,
			collisions,
			droppableRects,
			draggableNodes,
			draggingNode,
			draggingNodeRect,
			droppableContainers,
			over,
			scrollableAncestors,
			scrollAdjustedTranslate
		};
		activeRects.current = {
			initial: draggingNodeRect,
			translated: collisionRect
		};
	}, [
		active,
		activeNode,
		collisions,
		collisionRect,
		draggableNodes,
		draggingNode,
		draggingNodeRect,
		droppableRects,
		droppableContainers,
		over,
		scrollableAncestors,
		scrollAdjustedTranslate
	]);
	useAutoScroller({
		...autoScrollOptions,
		delta: translate,
		draggingRect: collisionRect,
		pointerCoordinates,
		scrollableAncestors,
		scrollableAncestorRects
	});
	const publicContext = (0, import_react.useMemo)(() => {
		return {
			active,
			activeNode,
			activeNodeRect,
			activatorEvent,
			collisions,
			containerNodeRect,
			dragOverlay,
			draggableNodes,
			droppableContainers,
			droppableRects,
			over,
			measureDroppableContainers,
			scrollableAncestors,
			scrollableAncestorRects,
			measuringConfiguration,
			measuringScheduled,
			windowRect
		};
	}, [
		active,
		activeNode,
		activeNodeRect,
		activatorEvent,
		collisions,
		containerNodeRect,
		dragOverlay,
		draggableNodes,
		droppableContainers,
		droppableRects,
		over,
		measureDroppableContainers,
		scrollableAncestors,
		scrollableAncestorRects,
		measuringConfiguration,
		measuringScheduled,
		windowRect
	]);
	const internalContext = (0, import_react.useMemo)(() => {
		return {
			activatorEvent,
			activators,
			active,
			activeNodeRect,
			ariaDescribedById: { draggable: draggableDescribedById },
			dispatch,
			draggableNodes,
			over,
			measureDroppableContainers
		};
	}, [
		activatorEvent,
		activators,
		active,
		activeNodeRect,
		dispatch,
		draggableDescribedById,
		draggableNodes,
		over,
		measureDroppableContainers
	]);
	return import_react.createElement(DndMonitorContext.Provider, { value: registerMonitorListener }, import_react.createElement(InternalContext.Provider, { value: internalContext }, import_react.createElement(PublicContext.Provider, { value: publicContext }, import_react.createElement(ActiveDraggableContext.Provider, { value: transform }, children)), import_react.createElement(RestoreFocus, { disabled: (accessibility == null ? void 0 : accessibility.restoreFocus) === false })), import_react.createElement(Accessibility, {
		...accessibility,
		hiddenTextDescribedById: draggableDescribedById
	}));
	function getAutoScrollerOptions() {
		const activeSensorDisablesAutoscroll = (activeSensor == null ? void 0 : activeSensor.autoScrollEnabled) === false;
		const autoScrollGloballyDisabled = typeof autoScroll === "object" ? autoScroll.enabled === false : autoScroll === false;
		const enabled = isInitialized && !activeSensorDisablesAutoscroll && !autoScrollGloballyDisabled;
		if (typeof autoScroll === "object") return {
			...autoScroll,
			enabled
		};
		return { enabled };
	}
});
var NullContext = /*#__PURE__*/ (0, import_react.createContext)(null);
var defaultRole = "button";
var ID_PREFIX$2 = "Draggable";
function useDraggable(_ref) {
	let { id, data, disabled = false, attributes } = _ref;
	const key = useUniqueId(ID_PREFIX$2);
	const { activators, activatorEvent, active, activeNodeRect, ariaDescribedById, draggableNodes, over } = (0, import_react.useContext)(InternalContext);
	const { role = defaultRole, roleDescription = "draggable", tabIndex = 0 } = attributes != null ? attributes : {};
	const isDragging = (active == null ? void 0 : active.id) === id;
	const transform = (0, import_react.useContext)(isDragging ? ActiveDraggableContext : NullContext);
	const [node, setNodeRef] = useNodeRef();
	const [activatorNode, setActivatorNodeRef] = useNodeRef();
	const listeners = useSyntheticListeners(activators, id);
	const dataRef = useLatestValue(data);
	useIsomorphicLayoutEffect(() => {
		draggableNodes.set(id, {
			id,
			key,
			node,
			activatorNode,
			data: dataRef
		});
		return () => {
			const node = draggableNodes.get(id);
			if (node && node.key === key) draggableNodes.delete(id);
		};
	}, [draggableNodes, id]);
	return {
		active,
		activatorEvent,
		activeNodeRect,
		attributes: (0, import_react.useMemo)(() => ({
			role,
			tabIndex,
			"aria-disabled": disabled,
			"aria-pressed": isDragging && role === defaultRole ? true : void 0,
			"aria-roledescription": roleDescription,
			"aria-describedby": ariaDescribedById.draggable
		}), [
			disabled,
			role,
			tabIndex,
			isDragging,
			roleDescription,
			ariaDescribedById.draggable
		]),
		isDragging,
		listeners: disabled ? void 0 : listeners,
		node,
		over,
		setNodeRef,
		setActivatorNodeRef,
		transform
	};
}
function useDndContext() {
	return (0, import_react.useContext)(PublicContext);
}
var ID_PREFIX$1 = "Droppable";
var defaultResizeObserverConfig = { timeout: 25 };
function useDroppable(_ref) {
	let { data, disabled = false, id, resizeObserverConfig } = _ref;
	const key = useUniqueId(ID_PREFIX$1);
	const { active, dispatch, over, measureDroppableContainers } = (0, import_react.useContext)(InternalContext);
	const previous = (0, import_react.useRef)({ disabled });
	const resizeObserverConnected = (0, import_react.useRef)(false);
	const rect = (0, import_react.useRef)(null);
	const callbackId = (0, import_react.useRef)(null);
	const { disabled: resizeObserverDisabled, updateMeasurementsFor, timeout: resizeObserverTimeout } = {
		...defaultResizeObserverConfig,
		...resizeObserverConfig
	};
	const ids = useLatestValue(updateMeasurementsFor != null ? updateMeasurementsFor : id);
	const resizeObserver = useResizeObserver({
		callback: (0, import_react.useCallback)(() => {
			if (!resizeObserverConnected.current) {
				resizeObserverConnected.current = true;
				return;
			}
			if (callbackId.current != null) clearTimeout(callbackId.current);
			callbackId.current = setTimeout(() => {
				measureDroppableContainers(Array.isArray(ids.current) ? ids.current : [ids.current]);
				callbackId.current = null;
			}, resizeObserverTimeout);
		}, [resizeObserverTimeout]),
		disabled: resizeObserverDisabled || !active
	});
	const [nodeRef, setNodeRef] = useNodeRef((0, import_react.useCallback)((newElement, previousElement) => {
		if (!resizeObserver) return;
		if (previousElement) {
			resizeObserver.unobserve(previousElement);
			resizeObserverConnected.current = false;
		}
		if (newElement) resizeObserver.observe(newElement);
	}, [resizeObserver]));
	const dataRef = useLatestValue(data);
	(0, import_react.useEffect)(() => {
		if (!resizeObserver || !nodeRef.current) return;
		resizeObserver.disconnect();
		resizeObserverConnected.current = false;
		resizeObserver.observe(nodeRef.current);
	}, [nodeRef, resizeObserver]);
	(0, import_react.useEffect)(() => {
		dispatch({
			type: Action.RegisterDroppable,
			element: {
				id,
				key,
				disabled,
				node: nodeRef,
				rect,
				data: dataRef
			}
		});
		return () => dispatch({
			type: Action.UnregisterDroppable,
			key,
			id
		});
	}, [id]);
	(0, import_react.useEffect)(() => {
		if (disabled !== previous.current.disabled) {
			dispatch({
				type: Action.SetDroppableDisabled,
				id,
				key,
				disabled
			});
			previous.current.disabled = disabled;
		}
	}, [
		id,
		key,
		disabled,
		dispatch
	]);
	return {
		active,
		rect,
		isOver: (over == null ? void 0 : over.id) === id,
		node: nodeRef,
		over,
		setNodeRef
	};
}
// ../../node_modules/@dnd-kit/sortable/dist/sortable.esm.js
/**
* Move an array item to a different position. Returns a new array with the item moved to the new position.
*/
function arrayMove(array, from, to) {
	const newArray = array.slice();
	newArray.splice(to < 0 ? newArray.length + to : to, 0, newArray.splice(from, 1)[0]);
	return newArray;
}
function getSortedRects(items, rects) {
	return items.reduce((accumulator, id, index) => {
		const rect = rects.get(id);
		if (rect) accumulator[index] = rect;
		return accumulator;
	}, Array(items.length));
}
function isValidIndex(index) {
	return index !== null && index >= 0;
}
function itemsEqual(a, b) {
	if (a === b) return true;
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}
function normalizeDisabled(disabled) {
	if (typeof disabled === "boolean") return {
		draggable: disabled,
		droppable: disabled
	};
	return disabled;
}
var defaultScale = {
	scaleX: 1,
	scaleY: 1
};
var horizontalListSortingStrategy = (_ref) => {
	var _rects$activeIndex;
	let { rects, activeNodeRect: fallbackActiveRect, activeIndex, overIndex, index } = _ref;
	const activeNodeRect = (_rects$activeIndex = rects[activeIndex]) != null ? _rects$activeIndex : fallbackActiveRect;
	if (!activeNodeRect) return null;
	const itemGap = getItemGap(rects, index, activeIndex);
	if (index === activeIndex) {
		const newIndexRect = rects[overIndex];
		if (!newIndexRect) return null;
		return {
			x: activeIndex < overIndex ? newIndexRect.left + newIndexRect.width - (activeNodeRect.left + activeNodeRect.width) : newIndexRect.left - activeNodeRect.left,
			y: 0,
			...defaultScale
		};
	}
	if (index > activeIndex && index <= overIndex) return {
		x: -activeNodeRect.width - itemGap,
		y: 0,
		...defaultScale
	};
	if (index < activeIndex && index >= overIndex) return {
		x: activeNodeRect.width + itemGap,
		y: 0,
		...defaultScale
	};
	return {
		x: 0,
		y: 0,
		...defaultScale
	};
};
function getItemGap(rects, index, activeIndex) {
	const currentRect = rects[index];
	const previousRect = rects[index - 1];
	const nextRect = rects[index + 1];
	if (!currentRect || !previousRect && !nextRect) return 0;
	if (activeIndex < index) return previousRect ? currentRect.left - (previousRect.left + previousRect.width) : nextRect.left - (currentRect.left + currentRect.width);
	return nextRect ? nextRect.left - (currentRect.left + currentRect.width) : currentRect.left - (previousRect.left + previousRect.width);
}
var rectSortingStrategy = (_ref) => {
	let { rects, activeIndex, overIndex, index } = _ref;
	const newRects = arrayMove(rects, overIndex, activeIndex);
	const oldRect = rects[index];
	const newRect = newRects[index];
	if (!newRect || !oldRect) return null;
	return {
		x: newRect.left - oldRect.left,
		y: newRect.top - oldRect.top,
		scaleX: newRect.width / oldRect.width,
		scaleY: newRect.height / oldRect.height
	};
};
var defaultScale$1 = {
	scaleX: 1,
	scaleY: 1
};
var verticalListSortingStrategy = (_ref) => {
	var _rects$activeIndex;
	let { activeIndex, activeNodeRect: fallbackActiveRect, index, rects, overIndex } = _ref;
	const activeNodeRect = (_rects$activeIndex = rects[activeIndex]) != null ? _rects$activeIndex : fallbackActiveRect;
	if (!activeNodeRect) return null;
	if (index === activeIndex) {
		const overIndexRect = rects[overIndex];
		if (!overIndexRect) return null;
		return {
			x: 0,
			y: activeIndex < overIndex ? overIndexRect.top + overIndexRect.height - (activeNodeRect.top + activeNodeRect.height) : overIndexRect.top - activeNodeRect.top,
			...defaultScale$1
		};
	}
	const itemGap = getItemGap$1(rects, index, activeIndex);
	if (index > activeIndex && index <= overIndex) return {
		x: 0,
		y: -activeNodeRect.height - itemGap,
		...defaultScale$1
	};
	if (index < activeIndex && index >= overIndex) return {
		x: 0,
		y: activeNodeRect.height + itemGap,
		...defaultScale$1
	};
	return {
		x: 0,
		y: 0,
		...defaultScale$1
	};
};
function getItemGap$1(clientRects, index, activeIndex) {
	const currentRect = clientRects[index];
	const previousRect = clientRects[index - 1];
	const nextRect = clientRects[index + 1];
	if (!currentRect) return 0;
	if (activeIndex < index) return previousRect ? currentRect.top - (previousRect.top + previousRect.height) : nextRect ? nextRect.top - (currentRect.top + currentRect.height) : 0;
	return nextRect ? nextRect.top - (currentRect.top + currentRect.height) : previousRect ? currentRect.top - (previousRect.top + previousRect.height) : 0;
}
var ID_PREFIX = "Sortable";
var Context = /*#__PURE__*/ import_react.createContext({
	activeIndex: -1,
	containerId: ID_PREFIX,
	disableTransforms: false,
	items: [],
	overIndex: -1,
	useDragOverlay: false,
	sortedRects: [],
	strategy: rectSortingStrategy,
	disabled: {
		draggable: false,
		droppable: false
	}
});
function SortableContext(_ref) {
	let { children, id, items: userDefinedItems, strategy = rectSortingStrategy, disabled: disabledProp = false } = _ref;
	const { active, dragOverlay, droppableRects, over, measureDroppableContainers } = useDndContext();
	const containerId = useUniqueId(ID_PREFIX, id);
	const useDragOverlay = Boolean(dragOverlay.rect !== null);
	const items = (0, import_react.useMemo)(() => userDefinedItems.map((item) => typeof item === "object" && "id" in item ? item.id : item), [userDefinedItems]);
	const isDragging = active != null;
	const activeIndex = active ? items.indexOf(active.id) : -1;
	const overIndex = over ? items.indexOf(over.id) : -1;
	const previousItemsRef = (0, import_react.useRef)(items);
	const itemsHaveChanged = !itemsEqual(items, previousItemsRef.current);
	const disableTransforms = overIndex !== -1 && activeIndex === -1 || itemsHaveChanged;
	const disabled = normalizeDisabled(disabledProp);
	useIsomorphicLayoutEffect(() => {
		if (itemsHaveChanged && isDragging) measureDroppableContainers(items);
	}, [
		itemsHaveChanged,
		items,
		isDragging,
		measureDroppableContainers
	]);
	(0, import_react.useEffect)(() => {
		previousItemsRef.current = items;
	}, [items]);
	const contextValue = (0, import_react.useMemo)(() => ({
		activeIndex,
		containerId,
		disabled,
		disableTransforms,
		items,
		overIndex,
		useDragOverlay,
		sortedRects: getSortedRects(items, droppableRects),
		strategy
	}), [
		activeIndex,
		containerId,
		disabled.draggable,
		disabled.droppable,
		disableTransforms,
		items,
		overIndex,
		droppableRects,
		useDragOverlay,
		strategy
	]);
	return import_react.createElement(Context.Provider, { value: contextValue }, children);
}
var defaultNewIndexGetter = (_ref) => {
	let { id, items, activeIndex, overIndex } = _ref;
	return arrayMove(items, activeIndex, overIndex).indexOf(id);
};
var defaultAnimateLayoutChanges = (_ref2) => {
	let { containerId, isSorting, wasDragging, index, items, newIndex, previousItems, previousContainerId, transition } = _ref2;
	if (!transition || !wasDragging) return false;
	if (previousItems !== items && index === newIndex) return false;
	if (isSorting) return true;
	return newIndex !== index && containerId === previousContainerId;
};
var defaultTransition = {
	duration: 200,
	easing: "ease"
};
var transitionProperty = "transform";
var disabledTransition = /*#__PURE__*/ CSS.Transition.toString({
	property: transitionProperty,
	duration: 0,
	easing: "linear"
});
var defaultAttributes = { roleDescription: "sortable" };
function useDerivedTransform(_ref) {
	let { disabled, index, node, rect } = _ref;
	const [derivedTransform, setDerivedtransform] = (0, import_react.useState)(null);
	const previousIndex = (0, import_react.useRef)(index);
	useIsomorphicLayoutEffect(() => {
		if (!disabled && index !== previousIndex.current && node.current) {
			const initial = rect.current;
			if (initial) {
				const current = getClientRect(node.current, { ignoreTransform: true });
				const delta = {
					x: initial.left - current.left,
					y: initial.top - current.top,
					scaleX: initial.width / current.width,
					scaleY: initial.height / current.height
				};
				if (delta.x || delta.y) setDerivedtransform(delta);
			}
		}
		if (index !== previousIndex.current) previousIndex.current = index;
	}, [
		disabled,
		index,
		node,
		rect
	]);
	(0, import_react.useEffect)(() => {
		if (derivedTransform) setDerivedtransform(null);
	}, [derivedTransform]);
	return derivedTransform;
}
function useSortable(_ref) {
	let { animateLayoutChanges = defaultAnimateLayoutChanges, attributes: userDefinedAttributes, disabled: localDisabled, data: customData, getNewIndex = defaultNewIndexGetter, id, strategy: localStrategy, resizeObserverConfig, transition = defaultTransition } = _ref;
	const { items, containerId, activeIndex, disabled: globalDisabled, disableTransforms, sortedRects, overIndex, useDragOverlay, strategy: globalStrategy } = (0, import_react.useContext)(Context);
	const disabled = normalizeLocalDisabled(localDisabled, globalDisabled);
	const index = items.indexOf(id);
	const data = (0, import_react.useMemo)(() => ({
		sortable: {
			containerId,
			index,
			items
		},
		...customData
	}), [
		containerId,
		customData,
		index,
		items
	]);
	const itemsAfterCurrentSortable = (0, import_react.useMemo)(() => items.slice(items.indexOf(id)), [items, id]);
	const { rect, node, isOver, setNodeRef: setDroppableNodeRef } = useDroppable({
		id,
		data,
		disabled: disabled.droppable,
		resizeObserverConfig: {
			updateMeasurementsFor: itemsAfterCurrentSortable,
			...resizeObserverConfig
		}
	});
	const { active, activatorEvent, activeNodeRect, attributes, setNodeRef: setDraggableNodeRef, listeners, isDragging, over, setActivatorNodeRef, transform } = useDraggable({
		id,
		data,
		attributes: {
			...defaultAttributes,
			...userDefinedAttributes
		},
		disabled: disabled.draggable
	});
	const setNodeRef = useCombinedRefs(setDroppableNodeRef, setDraggableNodeRef);
	const isSorting = Boolean(active);
	const displaceItem = isSorting && !disableTransforms && isValidIndex(activeIndex) && isValidIndex(overIndex);
	const shouldDisplaceDragSource = !useDragOverlay && isDragging;
	const dragSourceDisplacement = shouldDisplaceDragSource && displaceItem ? transform : null;
	const finalTransform = displaceItem ? dragSourceDisplacement != null ? dragSourceDisplacement : (localStrategy != null ? localStrategy : globalStrategy)({
		rects: sortedRects,
		activeNodeRect,
		activeIndex,
		overIndex,
		index
	}) : null;
	const newIndex = isValidIndex(activeIndex) && isValidIndex(overIndex) ? getNewIndex({
		id,
		items,
		activeIndex,
		overIndex
	}) : index;
	const activeId = active == null ? void 0 : active.id;
	const previous = (0, import_react.useRef)({
		activeId,
		items,
		newIndex,
		containerId
	});
	const itemsHaveChanged = items !== previous.current.items;
	const shouldAnimateLayoutChanges = animateLayoutChanges({
		active,
		containerId,
		isDragging,
		isSorting,
		id,
		index,
		items,
		newIndex: previous.current.newIndex,
		previousItems: previous.current.items,
		previousContainerId: previous.current.containerId,
		transition,
		wasDragging: previous.current.activeId != null
	});
	const derivedTransform = useDerivedTransform({
		disabled: !shouldAnimateLayoutChanges,
		index,
		node,
		rect
	});
	(0, import_react.useEffect)(() => {
		if (isSorting && previous.current.newIndex !== newIndex) previous.current.newIndex = newIndex;
		if (containerId !== previous.current.containerId) previous.current.containerId = containerId;
		if (items !== previous.current.items) previous.current.items = items;
	}, [
		isSorting,
		newIndex,
		containerId,
		items
	]);
	(0, import_react.useEffect)(() => {
		if (activeId === previous.current.activeId) return;
		if (activeId != null && previous.current.activeId == null) {
			previous.current.activeId = activeId;
			return;
		}
		const timeoutId = setTimeout(() => {
			previous.current.activeId = activeId;
		}, 50);
		return () => clearTimeout(timeoutId);
	}, [activeId]);
	return {
		active,
		activeIndex,
		attributes,
		data,
		rect,
		index,
		newIndex,
		items,
		isOver,
		isSorting,
		isDragging,
		listeners,
		node,
		overIndex,
		over,
		setNodeRef,
		setActivatorNodeRef,
		setDroppableNodeRef,
		setDraggableNodeRef,
		transform: derivedTransform != null ? derivedTransform : finalTransform,
		transition: getTransition()
	};
	function getTransition() {
		if (derivedTransform || itemsHaveChanged && previous.current.newIndex === index) return disabledTransition;
		if (shouldDisplaceDragSource && !isKeyboardEvent(activatorEvent) || !transition) return;
		if (isSorting || shouldAnimateLayoutChanges) return CSS.Transition.toString({
			...transition,
			property: transitionProperty
		});
	}
}
function normalizeLocalDisabled(localDisabled, globalDisabled) {
	var _localDisabled$dragga, _localDisabled$droppa;
	if (typeof localDisabled === "boolean") return {
		draggable: localDisabled,
		droppable: false
	};
	return {
		draggable: (_localDisabled$dragga = localDisabled == null ? void 0 : localDisabled.draggable) != null ? _localDisabled$dragga : globalDisabled.draggable,
		droppable: (_localDisabled$droppa = localDisabled == null ? void 0 : localDisabled.droppable) != null ? _localDisabled$droppa : globalDisabled.droppable
	};
}
function hasSortableData(entry) {
	if (!entry) return false;
	const data = entry.data.current;
	if (data && "sortable" in data && typeof data.sortable === "object" && "containerId" in data.sortable && "items" in data.sortable && "index" in data.sortable) return true;
	return false;
}
var directions = [
	KeyboardCode.Down,
	KeyboardCode.Right,
	KeyboardCode.Up,
	KeyboardCode.Left
];
var sortableKeyboardCoordinates = (event, _ref) => {
	let { context: { active, collisionRect, droppableRects, droppableContainers, over, scrollableAncestors } } = _ref;
	if (directions.includes(event.code)) {
		event.preventDefault();
		if (!active || !collisionRect) return;
		const filteredContainers = [];
		droppableContainers.getEnabled().forEach((entry) => {
			if (!entry || entry != null && entry.disabled) return;
			const rect = droppableRects.get(entry.id);
			if (!rect) return;
			switch (event.code) {
				case KeyboardCode.Down:
					if (collisionRect.top < rect.top) filteredContainers.push(entry);
					break;
				case KeyboardCode.Up:
					if (collisionRect.top > rect.top) filteredContainers.push(entry);
					break;
				case KeyboardCode.Left:
					if (collisionRect.left > rect.left) filteredContainers.push(entry);
					break;
				case KeyboardCode.Right: if (collisionRect.left < rect.left) filteredContainers.push(entry);
			}
		});
		const collisions = closestCorners({
			active,
			collisionRect,
			droppableRects,
			droppableContainers: filteredContainers,
			pointerCoordinates: null
		});
		let closestId = getFirstCollision(collisions, "id");
		if (closestId === (over == null ? void 0 : over.id) && collisions.length > 1) closestId = collisions[1].id;
		if (closestId != null) {
			const activeDroppable = droppableContainers.get(active.id);
			const newDroppable = droppableContainers.get(closestId);
			const newRect = newDroppable ? droppableRects.get(newDroppable.id) : null;
			const newNode = newDroppable == null ? void 0 : newDroppable.node.current;
			if (newNode && newRect && activeDroppable && newDroppable) {
				const hasDifferentScrollAncestors = getScrollableAncestors(newNode).some((element, index) => scrollableAncestors[index] !== element);
				const hasSameContainer = isSameContainer(activeDroppable, newDroppable);
				const isAfterActive = isAfter(activeDroppable, newDroppable);
				const offset = hasDifferentScrollAncestors || !hasSameContainer ? {
					x: 0,
					y: 0
				} : {
					x: isAfterActive ? collisionRect.width - newRect.width : 0,
					y: isAfterActive ? collisionRect.height - newRect.height : 0
				};
				const rectCoordinates = {
					x: newRect.left,
					y: newRect.top
				};
				return offset.x && offset.y ? rectCoordinates : subtract(rectCoordinates, offset);
			}
		}
	}
};
function isSameContainer(a, b) {
	if (!hasSortableData(a) || !hasSortableData(b)) return false;
	return a.data.current.sortable.containerId === b.data.current.sortable.containerId;
}
function isAfter(a, b) {
	if (!hasSortableData(a) || !hasSortableData(b)) return false;
	if (!isSameContainer(a, b)) return false;
	return a.data.current.sortable.index < b.data.current.sortable.index;
}
// ../../node_modules/@mui/material/internal/svg-icons/ArrowDownward.mjs
/**
* @ignore - internal component.
*/
var ArrowDownward_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" }), "ArrowDownward");
// ../../node_modules/@mui/material/TableSortLabel/tableSortLabelClasses.mjs
function getTableSortLabelUtilityClass(slot) {
	return generateUtilityClass("MuiTableSortLabel", slot);
}
var tableSortLabelClasses = generateUtilityClasses("MuiTableSortLabel", [
	"root",
	"active",
	"icon",
	"directionDesc",
	"directionAsc"
]);
// ../../node_modules/@mui/material/TableSortLabel/TableSortLabel.mjs
var useUtilityClasses$5 = (ownerState) => {
	const { classes, direction, active } = ownerState;
	const slots = {
		root: [
			"root",
			active && "active",
			`direction${capitalize_default(direction)}`
		],
		icon: ["icon"]
	};
	return composeClasses(slots, getTableSortLabelUtilityClass, classes);
};
var TableSortLabelRoot = styled(ButtonBase, {
	name: "MuiTableSortLabel",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, ownerState.active && styles.active];
	}
})(memoTheme(({ theme }) => ({
	cursor: "pointer",
	display: "inline-flex",
	justifyContent: "flex-start",
	flexDirection: "inherit",
	alignItems: "center",
	"&:focus": { color: (theme.vars || theme).palette.text.secondary },
	"&:hover": {
		color: (theme.vars || theme).palette.text.secondary,
		[`& .${tableSortLabelClasses.icon}`]: { opacity: .5 }
	},
	[`&.${tableSortLabelClasses.active}`]: {
		color: (theme.vars || theme).palette.text.primary,
		[`& .${tableSortLabelClasses.icon}`]: {
			opacity: 1,
			color: (theme.vars || theme).palette.text.secondary
		}
	}
})));
var TableSortLabelIcon = styled("span", {
	name: "MuiTableSortLabel",
	slot: "Icon"
})(memoTheme(({ theme }) => ({
	fontSize: 18,
	marginRight: 4,
	marginLeft: 4,
	opacity: 0,
	...getTransitionStyles(theme, ["opacity", "transform"], { duration: theme.transitions.duration.shorter }),
	userSelect: "none",
	variants: [{
		props: { direction: "desc" },
		style: { transform: "rotate(0deg)" }
	}, {
		props: { direction: "asc" },
		style: { transform: "rotate(180deg)" }
	}]
})));
/**
* A button based label for placing inside `TableCell` for column sorting.
*/
var TableSortLabel = /*#__PURE__*/ import_react.forwardRef(function TableSortLabel(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableSortLabel"
	});
	const { active = false, children, className, direction = "asc", hideSortIcon = false, IconComponent = ArrowDownward_default, slots = {}, slotProps = {}, ...other } = props;
	const ownerState = {
		...props,
		active,
		direction,
		hideSortIcon,
		IconComponent
	};
	const classes = useUtilityClasses$5(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [RootSlot, rootProps] = useSlot("root", {
		elementType: TableSortLabelRoot,
		externalForwardedProps,
		ownerState,
		className: clsx(classes.root, className),
		ref,
		additionalProps: { internalNativeButton: false }
	});
	const [IconSlot, iconProps] = useSlot("icon", {
		elementType: TableSortLabelIcon,
		externalForwardedProps,
		ownerState,
		className: classes.icon
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		disableRipple: true,
		component: "span",
		...rootProps,
		...other,
		children: [children, hideSortIcon && !active ? null : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(IconSlot, {
			as: IconComponent,
			...iconProps
		})]
	});
});
// ../../node_modules/@mui/icons-material/DragIndicator.mjs
var DragIndicator_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" }), "DragIndicator");
// src/components/data-table/cell-value.tsx
/** A stored image as a small thumbnail (lazy loaded), with the column label as its text alternative. */
var Thumbnail = ({ name, alt }) => {
	const { fileUrl } = useFormServices();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src: fileUrl(name),
		alt,
		loading: "lazy",
		sx: {
			display: "block",
			height: 40,
			width: "auto",
			maxWidth: 160,
			objectFit: "contain",
			borderRadius: .5
		}
	});
};
/** A date cell's text: dd/MM/yyyy ('date') or dd/MM/yyyy HH:mm ('datetime'); '—' when empty or invalid. */
var displayedDate = (value, display) => {
	const input = typeof value === "string" || typeof value === "number" || value instanceof Date ? value : null;
	return (display === "date" ? formatDate(input) : formatDatetime(input)) || DATA_TABLE_TEXTS.empty_value;
};
/** The default content of a cell: by the column's `display`, else `text(value)`. */
var CellValue = ({ value, display = "text", label, text }) => {
	if (display === "image") return typeof value === "string" && value !== "" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Thumbnail, {
		name: value,
		alt: label
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: DATA_TABLE_TEXTS.empty_value });
	if (display === "date" || display === "datetime") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: displayedDate(value, display) });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: text(value) });
};
// ../../node_modules/@mui/icons-material/ViewColumn.mjs
var ViewColumn_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M14.67 5v14H9.33V5zm1 14H21V5h-5.33zm-7.34 0V5H3v14z" }), "ViewColumn");
// src/components/data-table/columns-menu.tsx
/** The columns menu: show or hide each column and, as the keyboard way to reorder, move it left or right. */
var ColumnsMenu = ({ columns, hidden, hiding, reorder, onToggle, onMove }) => {
	const [anchor, setAnchor] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewColumn_default, {}),
		onClick: (event) => setAnchor(event.currentTarget),
		"aria-haspopup": "true",
		"aria-expanded": anchor ? "true" : void 0,
		"aria-label": DATA_TABLE_TEXTS.showColumns,
		children: DATA_TABLE_TEXTS.columns
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
		anchorEl: anchor,
		open: anchor !== null,
		onClose: () => setAnchor(null),
		children: columns.map((column, index) => {
			const visible = !hidden.includes(column.key);
			const canHide = hiding && column.hideable !== false;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
				onClick: () => canHide && onToggle(column.key),
				disabled: !canHide && !reorder,
				dense: true,
				role: "menuitemcheckbox",
				"aria-checked": visible,
				children: [
					hiding ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						edge: "start",
						checked: visible,
						disabled: !canHide,
						tabIndex: -1,
						disableRipple: true,
						size: "small"
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { primary: column.label }),
					reorder ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						sx: { ml: 1 },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							size: "small",
							"aria-label": DATA_TABLE_TEXTS.moveColumnLeft(column.label),
							disabled: index === 0,
							onClick: (event) => {
								event.stopPropagation();
								onMove(column.key, -1);
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, { fontSize: "small" })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							size: "small",
							"aria-label": DATA_TABLE_TEXTS.moveColumnRight(column.label),
							disabled: index === columns.length - 1,
							onClick: (event) => {
								event.stopPropagation();
								onMove(column.key, 1);
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, { fontSize: "small" })
						})]
					}) : null
				]
			}, column.key);
		})
	})] });
};
// ../../node_modules/@mui/material/Pagination/paginationClasses.mjs
function getPaginationUtilityClass(slot) {
	return generateUtilityClass("MuiPagination", slot);
}
generateUtilityClasses("MuiPagination", [
	"root",
	"ul",
	"outlined",
	"text"
]);
// ../../node_modules/@mui/material/usePagination/usePagination.mjs
function usePagination(props = {}) {
	const { boundaryCount = 1, componentName = "usePagination", count = 1, defaultPage = 1, disabled = false, hideNextButton = false, hidePrevButton = false, onChange: handleChange, page: pageProp, showFirstButton = false, showLastButton = false, siblingCount = 1, ...other } = props;
	const [page, setPageState] = useControlled({
		controlled: pageProp,
		default: defaultPage,
		name: componentName,
		state: "page"
	});
	const handleClick = (event, value) => {
		if (!pageProp) setPageState(value);
		if (handleChange) handleChange(event, value);
	};
	const range = (start, end) => {
		const length = end - start + 1;
		return Array.from({ length }, (_, i) => start + i);
	};
	const startPages = range(1, Math.min(boundaryCount, count));
	const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
	const siblingsStart = Math.max(Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1), boundaryCount + 2);
	const siblingsEnd = Math.min(Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2), count - boundaryCount - 1);
	const itemList = [
		...showFirstButton ? ["first"] : [],
		...hidePrevButton ? [] : ["previous"],
		...startPages,
		...siblingsStart > boundaryCount + 2 ? ["start-ellipsis"] : boundaryCount + 1 < count - boundaryCount ? [boundaryCount + 1] : [],
		...range(siblingsStart, siblingsEnd),
		...siblingsEnd < count - boundaryCount - 1 ? ["end-ellipsis"] : count - boundaryCount > boundaryCount ? [count - boundaryCount] : [],
		...endPages,
		...hideNextButton ? [] : ["next"],
		...showLastButton ? ["last"] : []
	];
	const buttonPage = (type) => {
		switch (type) {
			case "first": return 1;
			case "previous": return page - 1;
			case "next": return page + 1;
			case "last": return count;
			default: return null;
		}
	};
	return {
		items: itemList.map((item) => {
			return typeof item === "number" ? {
				onClick: (event) => {
					handleClick(event, item);
				},
				type: "page",
				page: item,
				selected: item === page,
				disabled,
				"aria-current": item === page ? "page" : void 0
			} : {
				onClick: (event) => {
					handleClick(event, buttonPage(item));
				},
				type: item,
				page: buttonPage(item),
				selected: false,
				disabled: disabled || !item.includes("ellipsis") && (item === "next" || item === "last" ? page >= count : page <= 1)
			};
		}),
		...other
	};
}
// ../../node_modules/@mui/material/PaginationItem/paginationItemClasses.mjs
function getPaginationItemUtilityClass(slot) {
	return generateUtilityClass("MuiPaginationItem", slot);
}
var paginationItemClasses = generateUtilityClasses("MuiPaginationItem", [
	"root",
	"page",
	"sizeSmall",
	"sizeLarge",
	"text",
	"outlined",
	"rounded",
	"ellipsis",
	"firstLast",
	"previousNext",
	"focusVisible",
	"disabled",
	"selected",
	"icon",
	"colorPrimary",
	"colorSecondary"
]);
// ../../node_modules/@mui/material/internal/svg-icons/FirstPage.mjs
/**
* @ignore - internal component.
*/
var FirstPage_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18.41 16.59L13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z" }), "FirstPage");
// ../../node_modules/@mui/material/internal/svg-icons/LastPage.mjs
/**
* @ignore - internal component.
*/
var LastPage_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M5.59 7.41L10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z" }), "LastPage");
// ../../node_modules/@mui/material/internal/svg-icons/NavigateBefore.mjs
/**
* @ignore - internal component.
*/
var NavigateBefore_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z" }), "NavigateBefore");
// ../../node_modules/@mui/material/internal/svg-icons/NavigateNext.mjs
/**
* @ignore - internal component.
*/
var NavigateNext_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" }), "NavigateNext");
// ../../node_modules/@mui/material/PaginationItem/PaginationItem.mjs
var overridesResolver = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		styles[ownerState.variant],
		styles[`size${capitalize_default(ownerState.size)}`],
		ownerState.shape === "rounded" && styles.rounded,
		ownerState.type === "page" && styles.page,
		(ownerState.type === "start-ellipsis" || ownerState.type === "end-ellipsis") && styles.ellipsis,
		(ownerState.type === "previous" || ownerState.type === "next") && styles.previousNext,
		(ownerState.type === "first" || ownerState.type === "last") && styles.firstLast
	];
};
var useUtilityClasses$4 = (ownerState) => {
	const { classes, color, disabled, selected, size, shape, type, variant } = ownerState;
	const slots = {
		root: [
			"root",
			`size${capitalize_default(size)}`,
			variant,
			shape,
			color !== "standard" && `color${capitalize_default(color)}`,
			disabled && "disabled",
			selected && "selected",
			{
				page: "page",
				first: "firstLast",
				last: "firstLast",
				"start-ellipsis": "ellipsis",
				"end-ellipsis": "ellipsis",
				previous: "previousNext",
				next: "previousNext"
			}[type]
		],
		icon: ["icon"]
	};
	return composeClasses(slots, getPaginationItemUtilityClass, classes);
};
var PaginationItemEllipsis = styled("div", {
	name: "MuiPaginationItem",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	borderRadius: 16,
	textAlign: "center",
	boxSizing: "border-box",
	minWidth: 32,
	padding: "0 6px",
	margin: "0 3px",
	color: (theme.vars || theme).palette.text.primary,
	height: "auto",
	[`&.${paginationItemClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	variants: [{
		props: { size: "small" },
		style: {
			minWidth: 26,
			borderRadius: 13,
			margin: "0 1px",
			padding: "0 4px"
		}
	}, {
		props: { size: "large" },
		style: {
			minWidth: 40,
			borderRadius: 20,
			padding: "0 10px",
			fontSize: theme.typography.pxToRem(15)
		}
	}]
})));
var PaginationItemPage = styled(ButtonBase, {
	name: "MuiPaginationItem",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	borderRadius: 16,
	textAlign: "center",
	boxSizing: "border-box",
	minWidth: 32,
	height: 32,
	padding: "0 6px",
	margin: "0 3px",
	color: (theme.vars || theme).palette.text.primary,
	...!theme.focusVisible && { [`&.${paginationItemClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus } },
	[`&.${paginationItemClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	...getTransitionStyles(theme, ["color", "background-color"], { duration: theme.transitions.duration.short }),
	"&:hover": {
		backgroundColor: (theme.vars || theme).palette.action.hover,
		"@media (hover: none)": { backgroundColor: "transparent" }
	},
	[`&.${paginationItemClasses.selected}`]: {
		backgroundColor: (theme.vars || theme).palette.action.selected,
		"&:hover": {
			backgroundColor: theme.alpha((theme.vars || theme).palette.action.selected, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
			"@media (hover: none)": { backgroundColor: (theme.vars || theme).palette.action.selected }
		},
		...!theme.focusVisible && { [`&.${paginationItemClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.action.selected, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } },
		[`&.${paginationItemClasses.disabled}`]: {
			opacity: 1,
			color: (theme.vars || theme).palette.action.disabled,
			backgroundColor: (theme.vars || theme).palette.action.selected
		}
	},
	variants: [
		{
			props: { size: "small" },
			style: {
				minWidth: 26,
				height: 26,
				borderRadius: 13,
				margin: "0 1px",
				padding: "0 4px"
			}
		},
		{
			props: { size: "large" },
			style: {
				minWidth: 40,
				height: 40,
				borderRadius: 20,
				padding: "0 10px",
				fontSize: theme.typography.pxToRem(15)
			}
		},
		{
			props: { shape: "rounded" },
			style: { borderRadius: (theme.vars || theme).shape.borderRadius }
		},
		{
			props: { variant: "outlined" },
			style: {
				border: theme.vars ? `1px solid ${theme.alpha(theme.vars.palette.common.onBackground, .23)}` : `1px solid ${theme.palette.mode === "light" ? "rgba(0, 0, 0, 0.23)" : "rgba(255, 255, 255, 0.23)"}`,
				[`&.${paginationItemClasses.selected}`]: { [`&.${paginationItemClasses.disabled}`]: {
					borderColor: (theme.vars || theme).palette.action.disabledBackground,
					color: (theme.vars || theme).palette.action.disabled
				} }
			}
		},
		{
			props: { variant: "text" },
			style: { [`&.${paginationItemClasses.selected}`]: { [`&.${paginationItemClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled } } }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["dark", "contrastText"])).map(([color]) => ({
			props: {
				variant: "text",
				color
			},
			style: { [`&.${paginationItemClasses.selected}`]: {
				color: (theme.vars || theme).palette[color].contrastText,
				backgroundColor: (theme.vars || theme).palette[color].main,
				"&:hover": {
					backgroundColor: (theme.vars || theme).palette[color].dark,
					"@media (hover: none)": { backgroundColor: (theme.vars || theme).palette[color].main }
				},
				...!theme.focusVisible && { [`&.${paginationItemClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette[color].dark } },
				[`&.${paginationItemClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled }
			} }
		})),
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter(["light"])).map(([color]) => ({
			props: {
				variant: "outlined",
				color
			},
			style: { [`&.${paginationItemClasses.selected}`]: {
				color: (theme.vars || theme).palette[color].main,
				border: `1px solid ${theme.alpha((theme.vars || theme).palette[color].main, .5)}`,
				backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.activatedOpacity),
				"&:hover": {
					backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, `${(theme.vars || theme).palette.action.activatedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`),
					"@media (hover: none)": { backgroundColor: "transparent" }
				},
				...!theme.focusVisible && { [`&.${paginationItemClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, `${(theme.vars || theme).palette.action.activatedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) } }
			} }
		}))
	]
})));
var PaginationItemPageIcon = styled("div", {
	name: "MuiPaginationItem",
	slot: "Icon"
})(memoTheme(({ theme }) => ({
	fontSize: theme.typography.pxToRem(20),
	margin: "0 -8px",
	variants: [{
		props: { size: "small" },
		style: { fontSize: theme.typography.pxToRem(18) }
	}, {
		props: { size: "large" },
		style: { fontSize: theme.typography.pxToRem(22) }
	}]
})));
var PaginationItem = /*#__PURE__*/ import_react.forwardRef(function PaginationItem(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiPaginationItem"
	});
	const { className, color = "standard", component, disabled = false, page, selected = false, shape = "circular", size = "medium", slots = {}, slotProps = {}, type = "page", variant = "text", ...other } = props;
	const ownerState = {
		...props,
		color,
		disabled,
		selected,
		shape,
		size,
		type,
		variant
	};
	const isRtl = useRtl();
	const classes = useUtilityClasses$4(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const [PreviousSlot, previousSlotProps] = useSlot("previous", {
		elementType: NavigateBefore_default,
		externalForwardedProps,
		ownerState
	});
	const [NextSlot, nextSlotProps] = useSlot("next", {
		elementType: NavigateNext_default,
		externalForwardedProps,
		ownerState
	});
	const [FirstSlot, firstSlotProps] = useSlot("first", {
		elementType: FirstPage_default,
		externalForwardedProps,
		ownerState
	});
	const [LastSlot, lastSlotProps] = useSlot("last", {
		elementType: LastPage_default,
		externalForwardedProps,
		ownerState
	});
	const rtlAwareType = isRtl ? {
		previous: "next",
		next: "previous",
		first: "last",
		last: "first"
	}[type] : type;
	const IconSlot = {
		previous: PreviousSlot,
		next: NextSlot,
		first: FirstSlot,
		last: LastSlot
	}[rtlAwareType];
	const iconSlotProps = {
		previous: previousSlotProps,
		next: nextSlotProps,
		first: firstSlotProps,
		last: lastSlotProps
	}[rtlAwareType];
	return type === "start-ellipsis" || type === "end-ellipsis" ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationItemEllipsis, {
		ref,
		ownerState,
		className: clsx(classes.root, className),
		children: "…"
	}) : /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(PaginationItemPage, {
		ref,
		ownerState,
		component,
		internalNativeButton: true,
		disabled,
		className: clsx(classes.root, className),
		...other,
		children: [type === "page" && page, IconSlot ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationItemPageIcon, {
			...iconSlotProps,
			className: classes.icon,
			as: IconSlot
		}) : null]
	});
});
// ../../node_modules/@mui/material/Pagination/Pagination.mjs
var useUtilityClasses$3 = (ownerState) => {
	const { classes, variant } = ownerState;
	return composeClasses({
		root: ["root", variant],
		ul: ["ul"]
	}, getPaginationUtilityClass, classes);
};
var PaginationRoot = styled("nav", {
	name: "MuiPagination",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, styles[ownerState.variant]];
	}
})({});
var PaginationUl = styled("ul", {
	name: "MuiPagination",
	slot: "Ul"
})({
	display: "flex",
	flexWrap: "wrap",
	alignItems: "center",
	padding: 0,
	margin: 0,
	listStyle: "none"
});
function defaultGetAriaLabel(type, page, selected) {
	if (type === "page") return `${selected ? "" : "Go to "}page ${page}`;
	return `Go to ${type} page`;
}
var Pagination = /*#__PURE__*/ import_react.forwardRef(function Pagination(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiPagination"
	});
	const { boundaryCount = 1, className, color = "standard", count = 1, defaultPage = 1, disabled = false, getItemAriaLabel = defaultGetAriaLabel, hideNextButton = false, hidePrevButton = false, onChange, page, renderItem = (item) => /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationItem, { ...item }), shape = "circular", showFirstButton = false, showLastButton = false, siblingCount = 1, size = "medium", variant = "text", ...other } = props;
	const { items } = usePagination({
		...props,
		componentName: "Pagination"
	});
	const ownerState = {
		...props,
		boundaryCount,
		color,
		count,
		defaultPage,
		disabled,
		getItemAriaLabel,
		hideNextButton,
		hidePrevButton,
		renderItem,
		shape,
		showFirstButton,
		showLastButton,
		siblingCount,
		size,
		variant
	};
	const classes = useUtilityClasses$3(ownerState);
	const paginationRef = import_react.useRef(null);
	const pendingFocusRef = import_react.useRef(null);
	const handleRef = useForkRef_default(ref, paginationRef);
	const selectedPage = items.find((item) => item.selected)?.page;
	const handleItemClick = import_react.useCallback((item, event) => {
		pendingFocusRef.current = null;
		if (((item.type === "first" || item.type === "previous") && item.page === 1 || (item.type === "next" || item.type === "last") && item.page === count) && getActiveElement_default(ownerDocument_default(event.currentTarget)) === event.currentTarget) pendingFocusRef.current = {
			page: item.page,
			trigger: event.currentTarget
		};
		item.onClick(event);
	}, [count]);
	useEnhancedEffect_default(() => {
		const pending = pendingFocusRef.current;
		if (!pending || pending.page !== selectedPage) return;
		const document = ownerDocument_default(paginationRef.current);
		const activeElement = getActiveElement_default(document);
		if (activeElement === document.body || activeElement === document.documentElement || activeElement === pending.trigger || activeElement == null) paginationRef.current.querySelector("[aria-current=\"page\"]")?.focus();
		pendingFocusRef.current = null;
	}, [selectedPage]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationRoot, {
		"aria-label": "pagination navigation",
		className: clsx(classes.root, className),
		ownerState,
		ref: handleRef,
		...other,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PaginationUl, {
			className: classes.ul,
			ownerState,
			children: items.map((item, index) => /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", { children: renderItem({
				...item,
				color,
				"aria-label": getItemAriaLabel(item.type, item.page, item.selected),
				shape,
				size,
				variant,
				onClick: (event) => handleItemClick(item, event)
			}) }, index))
		})
	});
});
// src/components/data-table/paging.ts
/** Paging arithmetic of the list (section 4, 'Table'). Page indexes are 0-based. */
/** Number of pages for `total` rows; an empty list still has one (empty) page. */
var pageCount = (total, pageSize) => Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
var lastPageIndex = (total, pageSize) => pageCount(total, pageSize) - 1;
/** A negative or invalid index loads page 0; an index past the end goes to the last page. */
var clampPageIndex = (pageIndex, pageSize, total) => {
	if (!Number.isFinite(pageIndex) || pageIndex < 0) return 0;
	return Math.min(Math.floor(pageIndex), lastPageIndex(total, pageSize));
};
/**
* Changing the page size keeps the first visible row in view:
* new index = floor(firstRowIndex / newSize), clamped to the last page.
*/
var pageIndexForNewPageSize = (pageIndex, pageSize, newPageSize, total) => {
	const firstRowIndex = Math.max(0, pageIndex) * pageSize;
	return clampPageIndex(Math.floor(firstRowIndex / newPageSize), newPageSize, total);
};
/**
* Reads the 1-based page number typed in 'Ir para' and answers the 0-based index to load, a number past
* the last page going to the last one; null when the text is not a page number (not a whole number, 0 or
* negative: '-3' is refused, never read as 3).
*/
var parseGoToPage = (text, pages) => {
	const trimmed = text.trim();
	if (!/^\d+$/.test(trimmed)) return null;
	const page = Number(trimmed);
	if (page < 1) return null;
	return Math.min(page, Math.max(1, pages)) - 1;
};
/** 1-based positions of the first and last row shown: { from: 11, to: 20 }; 0/0 when empty. */
var visibleRange = (pageIndex, pageSize, total, rowsOnPage) => {
	if (total <= 0 || rowsOnPage <= 0) return {
		from: 0,
		to: 0
	};
	const from = pageIndex * pageSize + 1;
	return {
		from,
		to: from + rowsOnPage - 1
	};
};
// src/components/data-table/data-table-pagination.tsx
/** 'Itens por página', the visible range, 'Ir para' and page buttons with first and last. */
var DataTablePagination = ({ pageIndex, pageSize, total, rowsOnPage, disabled = false, onPageChange, onPageSizeChange }) => {
	const compact = useMediaQuery(useTheme().breakpoints.down("sm"));
	const [goTo, setGoTo] = (0, import_react.useState)("");
	const goToId = (0, import_react.useId)();
	const pages = pageCount(total, pageSize);
	const range = visibleRange(pageIndex, pageSize, total, rowsOnPage);
	const goToInvalid = goTo.trim() !== "" && parseGoToPage(goTo, pages) === null;
	const go = () => {
		const target = parseGoToPage(goTo, pages);
		if (target === null) return;
		setGoTo("");
		if (target !== pageIndex) onPageChange(target);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "nav",
		"aria-label": DATA_TABLE_TEXTS.pagination,
		direction: {
			xs: "column",
			md: "row"
		},
		spacing: 2,
		sx: {
			alignItems: {
				xs: "stretch",
				md: "center"
			},
			justifyContent: "space-between",
			p: 2,
			flexWrap: "wrap",
			rowGap: 2
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			spacing: 2,
			sx: {
				alignItems: "center",
				flexWrap: "wrap",
				rowGap: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				select: true,
				size: "small",
				label: DATA_TABLE_TEXTS.itemsPerPage,
				value: pageSize,
				disabled,
				onChange: (event) => onPageSizeChange(Number(event.target.value)),
				sx: { minWidth: 150 },
				children: PAGE_SIZES.map((size) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
					value: size,
					children: size
				}, size))
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				"aria-live": "polite",
				children: DATA_TABLE_TEXTS.rangeOf(range.from, range.to, total)
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			spacing: 1,
			sx: {
				alignItems: "center",
				flexWrap: "wrap",
				rowGap: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 1,
				sx: { alignItems: "center" },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: goToId,
						size: "small",
						label: DATA_TABLE_TEXTS.goTo,
						value: goTo,
						disabled: disabled || pages <= 1,
						error: goToInvalid,
						helperText: goToInvalid ? DATA_TABLE_TEXTS.goToInvalid : void 0,
						onChange: (event) => setGoTo(event.target.value.slice(0, 9)),
						onKeyDown: (event) => {
							if (event.key === "Enter") {
								event.preventDefault();
								go();
							}
						},
						sx: {
							width: 96,
							"& .MuiFormHelperText-root": {
								mx: 0,
								whiteSpace: "nowrap"
							}
						},
						slotProps: { htmlInput: {
							inputMode: "numeric",
							"aria-describedby": `${goToId}-pages`
						} }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						id: `${goToId}-pages`,
						variant: "body2",
						sx: { whiteSpace: "nowrap" },
						children: ["/ ", pages]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						variant: "outlined",
						onClick: go,
						disabled: disabled || goTo === "" || goToInvalid || pages <= 1,
						children: DATA_TABLE_TEXTS.goToButton
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
				count: pages,
				page: pageIndex + 1,
				disabled,
				onChange: (_event, page) => onPageChange(page - 1),
				showFirstButton: true,
				showLastButton: true,
				siblingCount: compact ? 0 : 1,
				boundaryCount: 1,
				shape: "rounded",
				getItemAriaLabel: (type, page, selected) => {
					if (type === "first") return DATA_TABLE_TEXTS.firstPage;
					if (type === "last") return DATA_TABLE_TEXTS.lastPage;
					if (type === "next") return DATA_TABLE_TEXTS.nextPage;
					if (type === "previous") return DATA_TABLE_TEXTS.previousPage;
					return selected ? DATA_TABLE_TEXTS.currentPage(page ?? 0) : DATA_TABLE_TEXTS.page(page ?? 0);
				}
			})]
		})]
	});
};
// ../../node_modules/@mui/icons-material/Clear.mjs
var Clear_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" }), "Clear");
// ../../node_modules/@mui/icons-material/FilterList.mjs
var FilterList_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z" }), "FilterList");
// src/components/data-table/data-table-toolbar.tsx
/** Quick search: applied 1000 ms after the last keystroke (section 9), at once on Enter. */
var SearchField = ({ value, onSearch }) => {
	const [text, setText] = (0, import_react.useState)(value);
	const debounced = useDebouncedCallback(onSearch, DEBOUNCE_LIST_SEARCH_MS);
	(0, import_react.useEffect)(() => {
		setText((current) => current.trim() === value ? current : value);
	}, [value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		size: "small",
		type: "search",
		label: DATA_TABLE_TEXTS.search,
		value: text,
		onChange: (event) => {
			setText(event.target.value);
			debounced.run(event.target.value.trim());
		},
		onKeyDown: (event) => {
			if (event.key === "Enter") {
				event.preventDefault();
				debounced.flush();
			}
		},
		sx: { minWidth: {
			xs: "100%",
			sm: 240
		} },
		slotProps: { input: {
			startAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
				position: "start",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, { fontSize: "small" })
			}),
			endAdornment: text ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
				position: "end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					size: "small",
					"aria-label": DATA_TABLE_TEXTS.clearSearch,
					onClick: () => {
						setText("");
						debounced.cancel();
						onSearch("");
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Clear_default, { fontSize: "small" })
				})
			}) : void 0
		} }
	});
};
/** Title, quick search, filter toggle, columns menu, export and Add. */
var DataTableToolbar = ({ title, hideTitle, search, filtersToggle, columnsMenu, exportAction, addAction, extra }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
	direction: {
		xs: "column",
		md: "row"
	},
	spacing: 2,
	sx: {
		p: 2,
		alignItems: {
			xs: "stretch",
			md: "center"
		},
		justifyContent: "space-between"
	},
	children: [hideTitle ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		component: "h2",
		variant: "h6",
		children: title
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1,
		sx: {
			alignItems: "center",
			flexWrap: "wrap",
			rowGap: 1,
			justifyContent: "flex-end"
		},
		children: [
			search,
			extra,
			filtersToggle ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterList_default, {}),
				onClick: filtersToggle.onToggle,
				"aria-pressed": filtersToggle.open,
				children: filtersToggle.open ? DATA_TABLE_TEXTS.hideFilters : DATA_TABLE_TEXTS.showFilters
			}) : null,
			columnsMenu,
			exportAction ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				startIcon: exportAction.exporting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
					size: 18,
					variant: exportAction.progress ? "determinate" : "indeterminate",
					value: exportAction.progress ?? 0,
					"aria-hidden": true
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDownloadOutlined_default, {}),
				onClick: exportAction.onExport,
				disabled: exportAction.exporting,
				"aria-busy": exportAction.exporting || void 0,
				children: exportAction.exporting ? DATA_TABLE_TEXTS.exporting : DATA_TABLE_TEXTS.export
			}) : null,
			addAction ? addAction.to ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, {}),
				component: Link,
				to: addAction.to,
				children: DATA_TABLE_TEXTS.add
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, {}),
				onClick: addAction.onClick,
				children: DATA_TABLE_TEXTS.add
			}) : null
		]
	})]
});
// ../../node_modules/@mui/material/Tab/tabClasses.mjs
function getTabUtilityClass(slot) {
	return generateUtilityClass("MuiTab", slot);
}
var tabClasses = generateUtilityClasses("MuiTab", [
	"root",
	"labelIcon",
	"textColorInherit",
	"textColorPrimary",
	"textColorSecondary",
	"selected",
	"disabled",
	"fullWidth",
	"wrapped",
	"icon"
]);
// ../../node_modules/@mui/material/Tab/Tab.mjs
var useUtilityClasses$2 = (ownerState) => {
	const { classes, textColor, fullWidth, wrapped, icon, label, selected, disabled } = ownerState;
	const slots = {
		root: [
			"root",
			icon && label && "labelIcon",
			`textColor${capitalize_default(textColor)}`,
			fullWidth && "fullWidth",
			wrapped && "wrapped",
			selected && "selected",
			disabled && "disabled"
		],
		icon: ["icon"]
	};
	return composeClasses(slots, getTabUtilityClass, classes);
};
var TabRoot = styled(ButtonBase, {
	name: "MuiTab",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.label && ownerState.icon && styles.labelIcon,
			styles[`textColor${capitalize_default(ownerState.textColor)}`],
			ownerState.fullWidth && styles.fullWidth,
			ownerState.wrapped && styles.wrapped,
			{ [`& .${tabClasses.icon}`]: styles.icon }
		];
	}
})(memoTheme(({ theme }) => ({
	...theme.typography.button,
	maxWidth: 360,
	minWidth: 90,
	position: "relative",
	minHeight: 48,
	flexShrink: 0,
	padding: "12px 16px",
	overflow: "hidden",
	whiteSpace: "normal",
	textAlign: "center",
	lineHeight: 1.25,
	...theme.focusVisible && applyInsetFocusVisible(3),
	variants: [
		{
			props: ({ ownerState }) => ownerState.label && (ownerState.iconPosition === "top" || ownerState.iconPosition === "bottom"),
			style: { flexDirection: "column" }
		},
		{
			props: ({ ownerState }) => ownerState.label && ownerState.iconPosition !== "top" && ownerState.iconPosition !== "bottom",
			style: { flexDirection: "row" }
		},
		{
			props: ({ ownerState }) => ownerState.icon && ownerState.label,
			style: {
				minHeight: 72,
				paddingTop: 9,
				paddingBottom: 9
			}
		},
		{
			props: ({ ownerState, iconPosition }) => ownerState.icon && ownerState.label && iconPosition === "top",
			style: { [`& > .${tabClasses.icon}`]: { marginBottom: 6 } }
		},
		{
			props: ({ ownerState, iconPosition }) => ownerState.icon && ownerState.label && iconPosition === "bottom",
			style: { [`& > .${tabClasses.icon}`]: { marginTop: 6 } }
		},
		{
			props: ({ ownerState, iconPosition }) => ownerState.icon && ownerState.label && iconPosition === "start",
			style: { [`& > .${tabClasses.icon}`]: { marginRight: theme.spacing(1) } }
		},
		{
			props: ({ ownerState, iconPosition }) => ownerState.icon && ownerState.label && iconPosition === "end",
			style: { [`& > .${tabClasses.icon}`]: { marginLeft: theme.spacing(1) } }
		},
		{
			props: { textColor: "inherit" },
			style: {
				color: "inherit",
				opacity: .6,
				[`&.${tabClasses.selected}`]: { opacity: 1 },
				...theme.focusVisible && { [`&.${buttonBaseClasses.focusVisible}`]: { opacity: 1 } },
				[`&.${tabClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity }
			}
		},
		{
			props: { textColor: "primary" },
			style: {
				color: (theme.vars || theme).palette.text.secondary,
				[`&.${tabClasses.selected}`]: { color: (theme.vars || theme).palette.primary.main },
				[`&.${tabClasses.disabled}`]: { color: (theme.vars || theme).palette.text.disabled }
			}
		},
		{
			props: { textColor: "secondary" },
			style: {
				color: (theme.vars || theme).palette.text.secondary,
				[`&.${tabClasses.selected}`]: { color: (theme.vars || theme).palette.secondary.main },
				[`&.${tabClasses.disabled}`]: { color: (theme.vars || theme).palette.text.disabled }
			}
		},
		{
			props: ({ ownerState }) => ownerState.fullWidth,
			style: {
				flexShrink: 1,
				flexGrow: 1,
				flexBasis: 0,
				maxWidth: "none"
			}
		},
		{
			props: ({ ownerState }) => ownerState.wrapped,
			style: { fontSize: theme.typography.pxToRem(12) }
		}
	]
})));
var Tab = /*#__PURE__*/ import_react.forwardRef(function Tab(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTab"
	});
	const { className, disabled = false, disableFocusRipple = false, fullWidth, icon: iconProp, iconPosition = "top", indicator, label, onChange, onClick, onFocus, selected, selectionFollowsFocus, textColor = "inherit", value, wrapped = false, ...other } = props;
	const rovingContext = useRovingTabIndexContext();
	const rovingItemProps = useRovingTabIndexItem({
		id: value,
		ref,
		disabled,
		selected
	});
	const tabIndex = rovingContext.getItemMap().size === 0 && selected ? 0 : rovingItemProps.tabIndex;
	const ownerState = {
		...props,
		disabled,
		disableFocusRipple,
		selected,
		icon: !!iconProp,
		iconPosition,
		label: !!label,
		fullWidth,
		textColor,
		wrapped
	};
	const classes = useUtilityClasses$2(ownerState);
	const icon = iconProp && label && /*#__PURE__*/ import_react.isValidElement(iconProp) ? /*#__PURE__*/ import_react.cloneElement(iconProp, { className: clsx(classes.icon, iconProp.props.className) }) : iconProp;
	const handleClick = (event) => {
		if (!selected && onChange) onChange(event, value);
		if (onClick) onClick(event);
	};
	const handleFocus = (event) => {
		if (selectionFollowsFocus && !selected && onChange) onChange(event, value);
		if (onFocus) onFocus(event);
	};
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(TabRoot, {
		internalNativeButton: true,
		focusRipple: !disableFocusRipple,
		className: clsx(classes.root, className),
		ref: rovingItemProps.ref,
		role: "tab",
		"aria-selected": selected,
		disabled,
		onClick: handleClick,
		onFocus: handleFocus,
		tabIndex,
		ownerState,
		...other,
		children: [iconPosition === "top" || iconPosition === "start" ? /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [icon, label] }) : /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [label, icon] }), indicator]
	});
});
// ../../node_modules/@mui/material/internal/animate.mjs
function easeInOutSin(time) {
	return (1 + Math.sin(Math.PI * time - Math.PI / 2)) / 2;
}
function animate(property, element, to, options = {}, cb = () => {}) {
	const { ease = easeInOutSin, duration = 300 } = options;
	let start = null;
	const from = element[property];
	let cancelled = false;
	const cancel = () => {
		cancelled = true;
	};
	const step = (timestamp) => {
		if (cancelled) {
			cb(/* @__PURE__ */ new Error("Animation cancelled"));
			return;
		}
		if (start === null) start = timestamp;
		const time = Math.min(1, (timestamp - start) / duration);
		element[property] = ease(time) * (to - from) + from;
		if (time >= 1) {
			requestAnimationFrame(() => {
				cb(null);
			});
			return;
		}
		requestAnimationFrame(step);
	};
	if (from === to) {
		cb(/* @__PURE__ */ new Error("Element already at target position"));
		return cancel;
	}
	requestAnimationFrame(step);
	return cancel;
}
// ../../node_modules/@mui/material/Tabs/ScrollbarSize.mjs
var styles = {
	width: 99,
	height: 99,
	position: "absolute",
	top: -9999,
	overflow: "scroll",
	pointerEvents: "none"
};
/**
* @ignore - internal component.
* The component originates from https://github.com/STORIS/react-scrollbar-size.
* It has been moved into the core in order to minimize the bundle size.
*/
function ScrollbarSize(props) {
	const { onChange, ...other } = props;
	const scrollbarHeight = import_react.useRef();
	const nodeRef = import_react.useRef(null);
	const setMeasurements = () => {
		scrollbarHeight.current = nodeRef.current.offsetHeight - nodeRef.current.clientHeight;
	};
	useEnhancedEffect_default(() => {
		const handleResize = debounce_default(() => {
			const prevHeight = scrollbarHeight.current;
			setMeasurements();
			if (prevHeight !== scrollbarHeight.current) onChange(scrollbarHeight.current);
		});
		const containerWindow = ownerWindow_default(nodeRef.current);
		containerWindow.addEventListener("resize", handleResize);
		return () => {
			handleResize.clear();
			containerWindow.removeEventListener("resize", handleResize);
		};
	}, [onChange]);
	import_react.useEffect(() => {
		setMeasurements();
		onChange(scrollbarHeight.current);
	}, [onChange]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("div", {
		style: styles,
		...other,
		ref: nodeRef
	});
}
// ../../node_modules/@mui/material/internal/svg-icons/KeyboardArrowLeft.mjs
/**
* @ignore - internal component.
*/
var KeyboardArrowLeft_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z" }), "KeyboardArrowLeft");
// ../../node_modules/@mui/material/internal/svg-icons/KeyboardArrowRight.mjs
/**
* @ignore - internal component.
*/
var KeyboardArrowRight_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z" }), "KeyboardArrowRight");
// ../../node_modules/@mui/material/TabScrollButton/tabScrollButtonClasses.mjs
function getTabScrollButtonUtilityClass(slot) {
	return generateUtilityClass("MuiTabScrollButton", slot);
}
var tabScrollButtonClasses = generateUtilityClasses("MuiTabScrollButton", [
	"root",
	"vertical",
	"horizontal",
	"disabled"
]);
// ../../node_modules/@mui/material/TabScrollButton/TabScrollButton.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes, orientation, disabled } = ownerState;
	return composeClasses({ root: [
		"root",
		orientation,
		disabled && "disabled"
	] }, getTabScrollButtonUtilityClass, classes);
};
var TabScrollButtonRoot = styled(ButtonBase, {
	name: "MuiTabScrollButton",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, ownerState.orientation && styles[ownerState.orientation]];
	}
})({
	width: 40,
	flexShrink: 0,
	opacity: .8,
	[`&.${tabScrollButtonClasses.disabled}`]: { opacity: 0 },
	variants: [{
		props: { orientation: "vertical" },
		style: {
			width: "100%",
			height: 40,
			"& svg": { transform: "var(--TabScrollButton-svgRotate)" }
		}
	}]
});
var TabScrollButton = /*#__PURE__*/ import_react.forwardRef(function TabScrollButton(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTabScrollButton"
	});
	const { className, slots = {}, slotProps = {}, direction, orientation, disabled, ...other } = props;
	const { nativeButton, ...buttonBaseProps } = other;
	const isRtl = useRtl();
	const ownerState = {
		isRtl,
		...props
	};
	const classes = useUtilityClasses$1(ownerState);
	const StartButtonIcon = slots.StartScrollButtonIcon ?? KeyboardArrowLeft_default;
	const EndButtonIcon = slots.EndScrollButtonIcon ?? KeyboardArrowRight_default;
	const startButtonIconProps = useSlotProps({
		elementType: StartButtonIcon,
		externalSlotProps: slotProps.startScrollButtonIcon,
		additionalProps: { fontSize: "small" },
		ownerState
	});
	const endButtonIconProps = useSlotProps({
		elementType: EndButtonIcon,
		externalSlotProps: slotProps.endScrollButtonIcon,
		additionalProps: { fontSize: "small" },
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TabScrollButtonRoot, {
		component: "div",
		className: clsx(classes.root, className),
		ref,
		role: null,
		ownerState,
		tabIndex: null,
		...buttonBaseProps,
		style: {
			...buttonBaseProps.style,
			...orientation === "vertical" && { "--TabScrollButton-svgRotate": `rotate(${isRtl ? -90 : 90}deg)` }
		},
		children: direction === "left" ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StartButtonIcon, { ...startButtonIconProps }) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(EndButtonIcon, { ...endButtonIconProps })
	});
});
// ../../node_modules/@mui/material/Tabs/tabsClasses.mjs
function getTabsUtilityClass(slot) {
	return generateUtilityClass("MuiTabs", slot);
}
var tabsClasses = generateUtilityClasses("MuiTabs", [
	"root",
	"vertical",
	"list",
	"centered",
	"scroller",
	"fixed",
	"scrollableX",
	"scrollableY",
	"hideScrollbar",
	"scrollButtons",
	"scrollButtonsHideMobile",
	"indicator"
]);
// ../../node_modules/@mui/material/Tabs/Tabs.mjs
var useUtilityClasses = (ownerState) => {
	const { vertical, fixed, hideScrollbar, scrollableX, scrollableY, centered, scrollButtonsHideMobile, classes } = ownerState;
	return composeClasses({
		root: ["root", vertical && "vertical"],
		scroller: [
			"scroller",
			fixed && "fixed",
			hideScrollbar && "hideScrollbar",
			scrollableX && "scrollableX",
			scrollableY && "scrollableY"
		],
		list: [
			"list",
			vertical && "vertical",
			centered && "centered"
		],
		indicator: ["indicator"],
		scrollButtons: ["scrollButtons", scrollButtonsHideMobile && "scrollButtonsHideMobile"],
		scrollableX: [scrollableX && "scrollableX"],
		hideScrollbar: [hideScrollbar && "hideScrollbar"]
	}, getTabsUtilityClass, classes);
};
var TabsRoot = styled("div", {
	name: "MuiTabs",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${tabsClasses.scrollButtons}`]: styles.scrollButtons },
			{ [`& .${tabsClasses.scrollButtons}`]: ownerState.scrollButtonsHideMobile && styles.scrollButtonsHideMobile },
			styles.root,
			ownerState.vertical && styles.vertical
		];
	}
})(memoTheme(({ theme }) => ({
	overflow: "hidden",
	minHeight: 48,
	WebkitOverflowScrolling: "touch",
	display: "flex",
	variants: [{
		props: ({ ownerState }) => ownerState.vertical,
		style: { flexDirection: "column" }
	}, {
		props: ({ ownerState }) => ownerState.scrollButtonsHideMobile,
		style: { [`& .${tabsClasses.scrollButtons}`]: { [theme.breakpoints.down("sm")]: { display: "none" } } }
	}]
})));
var TabsScroller = styled("div", {
	name: "MuiTabs",
	slot: "Scroller",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.scroller,
			ownerState.fixed && styles.fixed,
			ownerState.hideScrollbar && styles.hideScrollbar,
			ownerState.scrollableX && styles.scrollableX,
			ownerState.scrollableY && styles.scrollableY
		];
	}
})({
	position: "relative",
	display: "inline-block",
	flex: "1 1 auto",
	whiteSpace: "nowrap",
	variants: [
		{
			props: ({ ownerState }) => ownerState.fixed,
			style: {
				overflowX: "hidden",
				width: "100%"
			}
		},
		{
			props: ({ ownerState }) => ownerState.hideScrollbar,
			style: {
				scrollbarWidth: "none",
				"&::-webkit-scrollbar": { display: "none" }
			}
		},
		{
			props: ({ ownerState }) => ownerState.scrollableX,
			style: {
				overflowX: "auto",
				overflowY: "hidden"
			}
		},
		{
			props: ({ ownerState }) => ownerState.scrollableY,
			style: {
				overflowY: "auto",
				overflowX: "hidden"
			}
		}
	]
});
var List = styled("div", {
	name: "MuiTabs",
	slot: "List",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.list, ownerState.centered && styles.centered];
	}
})({
	display: "flex",
	variants: [{
		props: ({ ownerState }) => ownerState.vertical,
		style: { flexDirection: "column" }
	}, {
		props: ({ ownerState }) => ownerState.centered,
		style: { justifyContent: "center" }
	}]
});
var TabsIndicator = styled("span", {
	name: "MuiTabs",
	slot: "Indicator"
})(memoTheme(({ theme }) => ({
	position: "absolute",
	height: 2,
	bottom: 0,
	width: "100%",
	...getTransitionStyles(theme),
	variants: [
		{
			props: { indicatorColor: "primary" },
			style: { backgroundColor: (theme.vars || theme).palette.primary.main }
		},
		{
			props: { indicatorColor: "secondary" },
			style: { backgroundColor: (theme.vars || theme).palette.secondary.main }
		},
		{
			props: ({ ownerState }) => ownerState.vertical,
			style: {
				height: "100%",
				width: 2,
				right: 0
			}
		}
	]
})));
var TabsScrollbarSize = styled(ScrollbarSize)({
	overflowX: "auto",
	overflowY: "hidden",
	scrollbarWidth: "none",
	"&::-webkit-scrollbar": { display: "none" }
});
var defaultIndicatorStyle = {};
function resolveScrollPadding(value, scrollportSize) {
	const number = parseFloat(value);
	if (Number.isNaN(number)) return 0;
	return value.endsWith("%") ? number / 100 * scrollportSize : number;
}
var Tabs = /*#__PURE__*/ import_react.forwardRef(function Tabs(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTabs"
	});
	const theme = useTheme();
	const isRtl = useRtl();
	const reducedMotion = useReducedMotion(theme.motion.reducedMotion, false);
	const { "aria-label": ariaLabel, "aria-labelledby": ariaLabelledBy, action, centered = false, children: childrenProp, className, component = "div", allowScrollButtonsMobile = false, indicatorColor = "primary", onChange, orientation = "horizontal", scrollButtons = "auto", selectionFollowsFocus, slots = {}, slotProps = {}, textColor = "primary", value, variant = "standard", visibleScrollbar = false, ...other } = props;
	const scrollable = variant === "scrollable";
	const vertical = orientation === "vertical";
	const scrollStart = vertical ? "scrollTop" : "scrollLeft";
	const start = vertical ? "top" : "left";
	const end = vertical ? "bottom" : "right";
	const clientSize = vertical ? "clientHeight" : "clientWidth";
	const size = vertical ? "height" : "width";
	const ownerState = {
		...props,
		component,
		allowScrollButtonsMobile,
		indicatorColor,
		orientation,
		vertical,
		scrollButtons,
		textColor,
		variant,
		visibleScrollbar,
		fixed: !scrollable,
		hideScrollbar: scrollable && !visibleScrollbar,
		scrollableX: scrollable && !vertical,
		scrollableY: scrollable && vertical,
		centered: centered && !scrollable,
		scrollButtonsHideMobile: !allowScrollButtonsMobile
	};
	const classes = useUtilityClasses(ownerState);
	const startScrollButtonIconProps = useSlotProps({
		elementType: slots.startScrollButtonIcon,
		externalSlotProps: slotProps.startScrollButtonIcon,
		ownerState
	});
	const endScrollButtonIconProps = useSlotProps({
		elementType: slots.endScrollButtonIcon,
		externalSlotProps: slotProps.endScrollButtonIcon,
		ownerState
	});
	const [indicatorStyle, setIndicatorStyle] = import_react.useState(defaultIndicatorStyle);
	const [displayStartScroll, setDisplayStartScroll] = import_react.useState(false);
	const [displayEndScroll, setDisplayEndScroll] = import_react.useState(false);
	const [updateScrollObserver, setUpdateScrollObserver] = import_react.useState(false);
	const selectedValue = value === false ? null : value;
	const [isFocusWithinList, setIsFocusWithinList] = import_react.useState(false);
	const [scrollerStyle, setScrollerStyle] = import_react.useState({
		overflow: "hidden",
		scrollbarWidth: 0
	});
	const valueToIndex = /* @__PURE__ */ new Map();
	const tabsRef = import_react.useRef(null);
	const tabListRef = import_react.useRef(null);
	const mounted = indicatorStyle !== defaultIndicatorStyle;
	const externalForwardedProps = {
		slots,
		slotProps
	};
	const getTabsMeta = () => {
		const tabsNode = tabsRef.current;
		let tabsMeta;
		if (tabsNode) {
			const rect = tabsNode.getBoundingClientRect();
			tabsMeta = {
				clientWidth: tabsNode.clientWidth,
				clientHeight: tabsNode.clientHeight,
				scrollLeft: tabsNode.scrollLeft,
				scrollTop: tabsNode.scrollTop,
				scrollWidth: tabsNode.scrollWidth,
				top: rect.top,
				bottom: rect.bottom,
				left: rect.left,
				right: rect.right
			};
		}
		let tabMeta;
		if (tabsNode && value !== false) {
			const children = tabListRef.current.children;
			if (children.length > 0) {
				const tab = children[valueToIndex.get(value)];
				tabMeta = tab ? tab.getBoundingClientRect() : null;
			}
		}
		return {
			tabsMeta,
			tabMeta
		};
	};
	const updateIndicatorState = useEventCallback_default(() => {
		const { tabsMeta, tabMeta } = getTabsMeta();
		let startValue = 0;
		let startIndicator;
		if (vertical) {
			startIndicator = "top";
			if (tabMeta && tabsMeta) startValue = tabMeta.top - tabsMeta.top + tabsMeta.scrollTop;
		} else {
			startIndicator = isRtl ? "right" : "left";
			if (tabMeta && tabsMeta) startValue = (isRtl ? -1 : 1) * (tabMeta[startIndicator] - tabsMeta[startIndicator] + tabsMeta.scrollLeft);
		}
		const newIndicatorStyle = {
			[startIndicator]: startValue,
			[size]: tabMeta ? tabMeta[size] : 0
		};
		if (typeof indicatorStyle[startIndicator] !== "number" || typeof indicatorStyle[size] !== "number") setIndicatorStyle(newIndicatorStyle);
		else {
			const dStart = Math.abs(indicatorStyle[startIndicator] - newIndicatorStyle[startIndicator]);
			const dSize = Math.abs(indicatorStyle[size] - newIndicatorStyle[size]);
			if (dStart >= 1 || dSize >= 1) setIndicatorStyle(newIndicatorStyle);
		}
	});
	const scroll = (scrollValue, { animation = true } = {}) => {
		if (animation && !reducedMotion.shouldReduceMotion) animate(scrollStart, tabsRef.current, scrollValue, { duration: theme.transitions.duration.standard });
		else tabsRef.current[scrollStart] = scrollValue;
	};
	const moveTabsScroll = (delta) => {
		let scrollValue = tabsRef.current[scrollStart];
		if (vertical) scrollValue += delta;
		else scrollValue += delta * (isRtl ? -1 : 1);
		scroll(scrollValue);
	};
	const getScrollSize = () => {
		const containerSize = tabsRef.current[clientSize];
		let totalSize = 0;
		const children = Array.from(tabListRef.current.children);
		for (let i = 0; i < children.length; i += 1) {
			const tab = children[i];
			if (totalSize + tab[clientSize] > containerSize) {
				if (i === 0) totalSize = containerSize;
				break;
			}
			totalSize += tab[clientSize];
		}
		return totalSize;
	};
	const handleStartScrollClick = () => {
		moveTabsScroll(-1 * getScrollSize());
	};
	const handleEndScrollClick = () => {
		moveTabsScroll(getScrollSize());
	};
	const [ScrollbarSlot, { onChange: scrollbarOnChange, ...scrollbarSlotProps }] = useSlot("scrollbar", {
		className: clsx(classes.scrollableX, classes.hideScrollbar),
		elementType: TabsScrollbarSize,
		shouldForwardComponentProp: true,
		externalForwardedProps,
		ownerState
	});
	const handleScrollbarSizeChange = import_react.useCallback((scrollbarWidth) => {
		scrollbarOnChange?.(scrollbarWidth);
		setScrollerStyle({
			overflow: null,
			scrollbarWidth
		});
	}, [scrollbarOnChange]);
	const [ScrollButtonsSlot, scrollButtonSlotProps] = useSlot("scrollButtons", {
		className: classes.scrollButtons,
		elementType: TabScrollButton,
		externalForwardedProps,
		ownerState,
		additionalProps: {
			orientation,
			slots: {
				StartScrollButtonIcon: slots.startScrollButtonIcon,
				EndScrollButtonIcon: slots.endScrollButtonIcon
			},
			slotProps: {
				startScrollButtonIcon: startScrollButtonIconProps,
				endScrollButtonIcon: endScrollButtonIconProps
			}
		}
	});
	const getConditionalElements = () => {
		const conditionalElements = {};
		conditionalElements.scrollbarSizeListener = scrollable ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ScrollbarSlot, {
			...scrollbarSlotProps,
			onChange: handleScrollbarSizeChange
		}) : null;
		const showScrollButtons = scrollable && (scrollButtons === "auto" && (displayStartScroll || displayEndScroll) || scrollButtons === true);
		conditionalElements.scrollButtonStart = showScrollButtons ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ScrollButtonsSlot, {
			direction: isRtl ? "right" : "left",
			onClick: handleStartScrollClick,
			disabled: !displayStartScroll,
			...scrollButtonSlotProps
		}) : null;
		conditionalElements.scrollButtonEnd = showScrollButtons ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ScrollButtonsSlot, {
			direction: isRtl ? "left" : "right",
			onClick: handleEndScrollClick,
			disabled: !displayEndScroll,
			...scrollButtonSlotProps
		}) : null;
		return conditionalElements;
	};
	const scrollSelectedIntoView = useEventCallback_default((animation) => {
		const { tabsMeta, tabMeta } = getTabsMeta();
		if (!tabMeta || !tabsMeta) return;
		const scrollerComputedStyle = ownerWindow_default(tabsRef.current).getComputedStyle(tabsRef.current);
		const scrollportSize = vertical ? tabsMeta.clientHeight : tabsMeta.clientWidth;
		const scrollPaddingStart = resolveScrollPadding(scrollerComputedStyle[vertical ? "scrollPaddingTop" : "scrollPaddingLeft"], scrollportSize);
		const scrollPaddingEnd = resolveScrollPadding(scrollerComputedStyle[vertical ? "scrollPaddingBottom" : "scrollPaddingRight"], scrollportSize);
		const scrollportStart = tabsMeta[start] + scrollPaddingStart;
		const scrollportEnd = tabsMeta[end] - scrollPaddingEnd;
		const startAlignedScroll = tabsMeta[scrollStart] + (tabMeta[start] - scrollportStart);
		if (tabMeta[start] < scrollportStart) scroll(startAlignedScroll, { animation });
		else if (tabMeta[end] > scrollportEnd) {
			if (tabMeta[end] - tabMeta[start] > scrollportEnd - scrollportStart) scroll(startAlignedScroll, { animation });
			else scroll(tabsMeta[scrollStart] + (tabMeta[end] - scrollportEnd), { animation });
		}
	});
	const updateScrollButtonState = useEventCallback_default(() => {
		if (scrollable && scrollButtons !== false) setUpdateScrollObserver(!updateScrollObserver);
	});
	import_react.useEffect(() => {
		const handleResize = debounce_default(() => {
			if (tabsRef.current) updateIndicatorState();
		});
		let resizeObserver;
		/**
		* @type {MutationCallback}
		*/
		const handleMutation = (records) => {
			records.forEach((record) => {
				record.removedNodes.forEach((item) => {
					resizeObserver?.unobserve(item);
				});
				record.addedNodes.forEach((item) => {
					resizeObserver?.observe(item);
				});
			});
			handleResize();
			updateScrollButtonState();
		};
		const win = ownerWindow_default(tabsRef.current);
		win.addEventListener("resize", handleResize);
		let mutationObserver;
		if (typeof ResizeObserver !== "undefined") {
			resizeObserver = new ResizeObserver(handleResize);
			Array.from(tabListRef.current.children).forEach((child) => {
				resizeObserver.observe(child);
			});
		}
		if (typeof MutationObserver !== "undefined") {
			mutationObserver = new MutationObserver(handleMutation);
			mutationObserver.observe(tabListRef.current, { childList: true });
		}
		return () => {
			handleResize.clear();
			win.removeEventListener("resize", handleResize);
			mutationObserver?.disconnect();
			resizeObserver?.disconnect();
		};
	}, [updateIndicatorState, updateScrollButtonState]);
	/**
	* Toggle visibility of start and end scroll buttons
	* Using IntersectionObserver on first and last Tabs.
	*/
	import_react.useEffect(() => {
		const tabListChildren = Array.from(tabListRef.current.children);
		const length = tabListChildren.length;
		if (typeof IntersectionObserver !== "undefined" && length > 0 && scrollable && scrollButtons !== false) {
			const firstTab = tabListChildren[0];
			const lastTab = tabListChildren[length - 1];
			const observerOptions = {
				root: tabsRef.current,
				threshold: .99
			};
			const handleScrollButtonStart = (entries) => {
				setDisplayStartScroll(!entries[0].isIntersecting);
			};
			const firstObserver = new IntersectionObserver(handleScrollButtonStart, observerOptions);
			firstObserver.observe(firstTab);
			const handleScrollButtonEnd = (entries) => {
				setDisplayEndScroll(!entries[0].isIntersecting);
			};
			const lastObserver = new IntersectionObserver(handleScrollButtonEnd, observerOptions);
			lastObserver.observe(lastTab);
			return () => {
				firstObserver.disconnect();
				lastObserver.disconnect();
			};
		}
	}, [
		scrollable,
		scrollButtons,
		updateScrollObserver,
		childrenProp?.length
	]);
	import_react.useEffect(() => {
		updateIndicatorState();
	});
	import_react.useEffect(() => {
		scrollSelectedIntoView(defaultIndicatorStyle !== indicatorStyle);
	}, [scrollSelectedIntoView, indicatorStyle]);
	import_react.useEffect(() => {
		if (typeof ResizeObserver === "undefined" || !scrollable || scrollButtons !== "auto") return;
		const scrollerResizeObserver = new ResizeObserver(() => {
			scrollSelectedIntoView(false);
		});
		scrollerResizeObserver.observe(tabsRef.current);
		return () => {
			scrollerResizeObserver.disconnect();
		};
	}, [
		scrollable,
		scrollButtons,
		scrollSelectedIntoView
	]);
	import_react.useImperativeHandle(action, () => ({
		updateIndicator: updateIndicatorState,
		updateScrollButtons: updateScrollButtonState
	}), [updateIndicatorState, updateScrollButtonState]);
	const [IndicatorSlot, indicatorSlotProps] = useSlot("indicator", {
		className: classes.indicator,
		elementType: TabsIndicator,
		externalForwardedProps,
		ownerState,
		additionalProps: { style: indicatorStyle }
	});
	const indicator = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(IndicatorSlot, { ...indicatorSlotProps });
	const rovingContainer = useRovingTabIndexRoot({
		activeItemId: isFocusWithinList ? void 0 : selectedValue,
		orientation,
		isRtl
	});
	const rovingContainerProps = rovingContainer.getContainerProps();
	const children = import_react.Children.toArray(childrenProp).filter(import_react.isValidElement).map((child, index) => {
		const childValue = child.props.value === void 0 ? index : child.props.value;
		valueToIndex.set(childValue, index);
		return {
			child,
			index,
			childValue
		};
	}).map(({ child, childValue }) => {
		const selected = childValue === value;
		return /*#__PURE__*/ import_react.cloneElement(child, {
			fullWidth: variant === "fullWidth",
			indicator: selected && !mounted && indicator,
			selected,
			selectionFollowsFocus,
			onChange,
			textColor,
			value: childValue
		});
	});
	const conditionalElements = getConditionalElements();
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		className: clsx(classes.root, className),
		elementType: TabsRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other,
			component
		},
		ownerState
	});
	const [ScrollerSlot, scrollerSlotProps] = useSlot("scroller", {
		ref: tabsRef,
		className: classes.scroller,
		elementType: TabsScroller,
		externalForwardedProps,
		ownerState,
		additionalProps: { style: {
			overflow: scrollerStyle.overflow,
			[vertical ? `margin${isRtl ? "Left" : "Right"}` : "marginBottom"]: visibleScrollbar ? void 0 : -scrollerStyle.scrollbarWidth
		} }
	});
	const mergedRef = useForkRef_default(rovingContainerProps.ref, tabListRef);
	const handleKeyDown = (event) => {
		const list = tabListRef.current;
		if (getActiveElement_default(ownerDocument_default(list))?.getAttribute("role") !== "tab") return;
		rovingContainerProps.onKeyDown(event);
	};
	const [ListSlot, listSlotProps] = useSlot("list", {
		ref: mergedRef,
		className: classes.list,
		elementType: List,
		externalForwardedProps,
		ownerState,
		getSlotProps: (handlers) => ({
			...handlers,
			onBlur: (event) => {
				if (!contains_default(event.currentTarget, event.relatedTarget)) setIsFocusWithinList(false);
				handlers.onBlur?.(event);
			},
			onKeyDown: (event) => {
				handleKeyDown(event);
				handlers.onKeyDown?.(event);
			},
			onFocus: (event) => {
				setIsFocusWithinList(true);
				rovingContainerProps.onFocus(event);
				handlers.onFocus?.(event);
			}
		})
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootSlotProps,
		children: [
			conditionalElements.scrollButtonStart,
			conditionalElements.scrollbarSizeListener,
			/*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ScrollerSlot, {
				...scrollerSlotProps,
				children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListSlot, {
					"aria-label": ariaLabel,
					"aria-labelledby": ariaLabelledBy,
					"aria-orientation": orientation === "vertical" ? "vertical" : null,
					role: "tablist",
					...listSlotProps,
					children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RovingTabIndexContext.Provider, {
						value: rovingContainer,
						children
					})
				}), mounted && indicator]
			}),
			conditionalElements.scrollButtonEnd
		]
	});
});
// ../../node_modules/@mui/icons-material/EditOutlined.mjs
var EditOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z" }), "EditOutlined");
// src/components/data-table/details-drawer.tsx
var FieldList = ({ fields, record }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
	component: "dl",
	sx: { m: 0 },
	children: fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			py: 1,
			borderBottom: 1,
			borderColor: "divider"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "dt",
			variant: "caption",
			color: "text.secondary",
			children: field.label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "dd",
			variant: "body2",
			sx: {
				m: 0,
				wordBreak: "break-word"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldValue, {
				field,
				record
			})
		})]
	}, field.property))
});
/** The details side panel: the record's fields grouped by the form's step tabs, and an Edit button. */
var DetailsDrawer = ({ open, onClose, row, rowId, fields, steps, title, load, queryKey, editTo, onEdit, links = [] }) => {
	const { isAdmin } = useFormServices();
	const [tab, setTab] = (0, import_react.useState)(0);
	const titleId = (0, import_react.useId)();
	const query = useQuery({
		queryKey: [
			...queryKey,
			"detail",
			rowId
		],
		queryFn: ({ signal }) => load(rowId, signal),
		enabled: open && Boolean(load) && rowId !== null
	});
	const record = (load ? query.data : row) ?? null;
	const total = stepCountOf(fields, steps);
	const visible = record ? fields.filter((f) => isDisplayableField(f, record, {
		mode: "update",
		isAdmin
	})) : [];
	const groups = Array.from({ length: total }, (_, i) => ({
		label: steps?.[i] ?? `${i + 1}`,
		fields: visible.filter((f) => stepOf(f) === i)
	})).filter((g) => g.fields.length > 0);
	const current = Math.min(tab, Math.max(0, groups.length - 1));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
		anchor: "right",
		open,
		onClose,
		sx: { zIndex: (theme) => theme.zIndex.modal },
		slotProps: {
			paper: {
				sx: {
					width: {
						xs: "100%",
						sm: 480
					},
					maxWidth: "100%"
				},
				role: "dialog",
				"aria-labelledby": titleId
			},
			transition: { onExited: () => setTab(0) }
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				sx: {
					alignItems: "center",
					p: 2,
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: titleId,
					component: "h2",
					variant: "h6",
					sx: {
						flex: 1,
						minWidth: 0
					},
					noWrap: true,
					children: title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": DATA_TABLE_TEXTS.close,
					onClick: onClose,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					flex: 1,
					overflowY: "auto"
				},
				children: load && query.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: "flex",
						justifyContent: "center",
						p: 4
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": DATA_TABLE_TEXTS.loading })
				}) : load && query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "error",
					sx: { m: 2 },
					action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						color: "inherit",
						size: "small",
						onClick: () => void query.refetch(),
						children: DATA_TABLE_TEXTS.retry
					}),
					children: errorMessageOf(query.error, DATA_TABLE_TEXTS.loadFailed)
				}) : record ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [groups.length > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs, {
					value: current,
					onChange: (_e, value) => setTab(value),
					variant: "scrollable",
					scrollButtons: "auto",
					children: groups.map((group, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
						label: group.label,
						id: `${titleId}-tab-${index}`,
						"aria-controls": `${titleId}-panel-${index}`
					}, group.label))
				}) : null, groups.map((group, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					role: groups.length > 1 ? "tabpanel" : void 0,
					id: `${titleId}-panel-${index}`,
					"aria-labelledby": groups.length > 1 ? `${titleId}-tab-${index}` : void 0,
					hidden: index !== current,
					sx: {
						px: 2,
						pb: 2
					},
					children: index === current ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldList, {
						fields: group.fields,
						record
					}) : null
				}, group.label))] }) : null
			}),
			editTo || onEdit || links.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				sx: {
					p: 2,
					justifyContent: "flex-end",
					flexWrap: "wrap",
					gap: 1
				},
				children: [links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					component: Link,
					to: link.to,
					children: link.label
				}, link.to)), !editTo && !onEdit ? null : editTo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditOutlined_default, {}),
					component: Link,
					to: editTo,
					children: DATA_TABLE_TEXTS.edit
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditOutlined_default, {}),
					onClick: onEdit,
					children: DATA_TABLE_TEXTS.edit
				})]
			})] }) : null
		]
	});
};
// src/components/data-table/filter-cell.tsx
var TextFilter = ({ label, value, onChange, placeholder }) => {
	const [text, setText] = (0, import_react.useState)(value);
	const debounced = useDebouncedCallback(onChange, 500);
	(0, import_react.useEffect)(() => {
		setText((current) => current.trim() === value ? current : value);
	}, [value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		size: "small",
		variant: "standard",
		fullWidth: true,
		value: text,
		placeholder,
		onChange: (event) => {
			setText(event.target.value);
			debounced.run(event.target.value.trim());
		},
		onKeyDown: (event) => {
			if (event.key === "Enter") debounced.flush();
		},
		slotProps: { htmlInput: { "aria-label": DATA_TABLE_TEXTS.filterBy(label) } }
	});
};
/** One cell of the filter row: text (500 ms debounce) or options ('Todos' clears it). */
var FilterCell = ({ label, filter, value, onChange }) => {
	if (filter.type === "text") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextFilter, {
		label,
		value: typeof value === "string" ? value : "",
		placeholder: filter.placeholder,
		onChange: (text) => onChange(text || void 0)
	});
	const multiple = Boolean(filter.multiple);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
		select: true,
		size: "small",
		variant: "standard",
		fullWidth: true,
		value: multiple ? Array.isArray(value) ? value : value ? [value] : [] : typeof value === "string" ? value : "",
		onChange: (event) => {
			const next = event.target.value;
			if (Array.isArray(next)) onChange(next.filter(Boolean).length ? next.filter(Boolean) : void 0);
			else onChange(next || void 0);
		},
		slotProps: { select: {
			multiple,
			displayEmpty: true,
			renderValue: (selected) => {
				const values = Array.isArray(selected) ? selected : selected ? [selected] : [];
				if (values.length === 0) return DATA_TABLE_TEXTS.allOptions;
				return values.map((v) => filter.options.find((o) => o.value === v)?.label ?? String(v)).join(", ");
			},
			inputProps: { "aria-label": DATA_TABLE_TEXTS.filterBy(label) }
		} },
		children: [multiple ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
			value: "",
			children: DATA_TABLE_TEXTS.allOptions
		}), filter.options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
			value: option.value,
			children: option.label
		}, option.value))]
	});
};
// src/components/data-table/reorder.ts
/** Returns a copy of `items` with the item at `from` moved to `to` (indexes clamped). */
var moveItem = (items, from, to) => {
	const copy = [...items];
	if (from < 0 || from >= copy.length) return copy;
	const target = Math.min(Math.max(to, 0), copy.length - 1);
	const [moved] = copy.splice(from, 1);
	copy.splice(target, 0, moved);
	return copy;
};
// ../../node_modules/@mui/icons-material/VisibilityOutlined.mjs
var VisibilityOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 6c3.79 0 7.17 2.13 8.82 5.5C19.17 14.87 15.79 17 12 17s-7.17-2.13-8.82-5.5C4.83 8.13 8.21 6 12 6m0-2C7 4 2.73 7.11 1 11.5 2.73 15.89 7 19 12 19s9.27-3.11 11-7.5C21.27 7.11 17 4 12 4m0 5c1.38 0 2.5 1.12 2.5 2.5S13.38 14 12 14s-2.5-1.12-2.5-2.5S10.62 9 12 9m0-2c-2.48 0-4.5 2.02-4.5 4.5S9.52 16 12 16s4.5-2.02 4.5-4.5S14.48 7 12 7" }), "VisibilityOutlined");
// src/components/data-table/row-actions.tsx
var named = (label, rowName) => rowName ? `${label} ${rowName}` : label;
/** Per-row icon buttons: details, edit, custom actions, delete. */
var RowActions = ({ row, editTo, onEdit, onDetails, onDelete, deleting, custom, rowName }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
	direction: "row",
	spacing: .5,
	sx: { justifyContent: "flex-end" },
	children: [
		onDetails ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
			title: DATA_TABLE_TEXTS.details,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "small",
				"aria-label": named(DATA_TABLE_TEXTS.details, rowName),
				onClick: onDetails,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityOutlined_default, { fontSize: "small" })
			})
		}) : null,
		editTo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
			title: DATA_TABLE_TEXTS.edit,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "small",
				"aria-label": named(DATA_TABLE_TEXTS.edit, rowName),
				component: Link,
				to: editTo,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditOutlined_default, { fontSize: "small" })
			})
		}) : onEdit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
			title: DATA_TABLE_TEXTS.edit,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "small",
				"aria-label": named(DATA_TABLE_TEXTS.edit, rowName),
				onClick: onEdit,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditOutlined_default, { fontSize: "small" })
			})
		}) : null,
		custom.map((action) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
			title: action.label,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "small",
				"aria-label": named(action.label, rowName),
				onClick: () => action.onClick(row),
				children: action.icon
			})
		}, action.key)),
		onDelete ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
			title: DATA_TABLE_TEXTS.delete,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				size: "small",
				"aria-label": named(DATA_TABLE_TEXTS.delete, rowName),
				onClick: onDelete,
				disabled: deleting,
				color: "error",
				children: deleting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
					size: 18,
					"aria-hidden": true
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, { fontSize: "small" })
			}) })
		}) : null
	]
});
// src/components/data-table/selection-bar.tsx
/**
* The bar above the table while rows are selected: how many (announced to screen readers), 'every row of
* this filter', the actions and 'Limpar seleção'. It wraps on a phone (360 px): the count line, then the buttons.
*/
var SelectionBar = ({ texts, count, matching, offerMatching, onSelectMatching, onClear, actions }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	role: "region",
	"aria-label": DATA_TABLE_TEXTS.selection,
	sx: {
		mx: 2,
		mb: 1,
		px: 2,
		py: 1,
		borderRadius: 1,
		border: 1,
		borderColor: "primary.main",
		bgcolor: "background.paper",
		display: "flex",
		flexWrap: "wrap",
		alignItems: "center",
		gap: 1
	},
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			flex: "1 1 220px",
			minWidth: 0
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "p",
			variant: "subtitle2",
			"aria-live": "polite",
			"aria-atomic": "true",
			children: count > 0 ? matching ? texts.allMatchingSelected(count) : texts.selected(count) : null
		}), offerMatching ? offerMatching.allowed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "small",
			onClick: onSelectMatching,
			sx: {
				px: .5,
				ml: -.5,
				textAlign: "left"
			},
			children: texts.selectAllMatching(offerMatching.total)
		}) : texts.tooManyToSelectAll && offerMatching.max !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			color: "text.secondary",
			children: texts.tooManyToSelectAll(offerMatching.total, offerMatching.max)
		}) : null : null]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		sx: {
			flexWrap: "wrap",
			gap: 1,
			alignItems: "center"
		},
		children: [actions, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "small",
			color: "inherit",
			onClick: onClear,
			children: DATA_TABLE_TEXTS.clearSelection
		})]
	})]
});
// src/components/data-table/sortable.tsx
/** Rows move up and down only. */
var verticalOnly = ({ transform }) => ({
	...transform,
	x: 0
});
/** Columns move left and right only. */
var horizontalOnly = ({ transform }) => ({
	...transform,
	y: 0
});
/** Rows: pointer (mouse, pen, touch on the handle) after a 4 px move, and the keyboard. */
var useRowSensors = () => useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
/** Columns: the mouse after a 4 px move (a click still sorts), touch after a long press (a swipe scrolls). */
var useColumnSensors = () => useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 4 } }), useSensor(TouchSensor, { activationConstraint: {
	delay: 300,
	tolerance: 6
} }));
var ROW_INSTRUCTIONS = { draggable: DATA_TABLE_TEXTS.rowDragInstructions };
/** pt-BR announcements of a row drag: what was picked up, where it is, where it was dropped. */
var rowAnnouncements = (ids, nameOf) => {
	const at = (id) => id === void 0 ? 0 : ids.indexOf(id) + 1;
	return {
		onDragStart: ({ active }) => DATA_TABLE_TEXTS.rowPickedUp(nameOf(active.id), at(active.id), ids.length),
		onDragOver: ({ active, over }) => over ? DATA_TABLE_TEXTS.rowOver(nameOf(active.id), at(over.id), ids.length) : DATA_TABLE_TEXTS.rowNotOver(nameOf(active.id)),
		onDragEnd: ({ active, over }) => over ? DATA_TABLE_TEXTS.rowMoved(at(over.id)) : DATA_TABLE_TEXTS.rowDropCancelled(nameOf(active.id)),
		onDragCancel: ({ active }) => DATA_TABLE_TEXTS.rowDropCancelled(nameOf(active.id))
	};
};
/** A table row that can be dragged by the handle its `children` render. */
var SortableRow = ({ id, disabled, selected, children }) => {
	const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
		id,
		disabled,
		attributes: { roleDescription: DATA_TABLE_TEXTS.rowRoleDescription }
	});
	const style = {
		transform: CSS.Translate.toString(transform),
		transition,
		position: isDragging ? "relative" : void 0,
		zIndex: isDragging ? 1 : void 0
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, {
		ref: setNodeRef,
		hover: true,
		selected,
		style,
		sx: isDragging ? {
			bgcolor: "action.selected",
			boxShadow: 3
		} : void 0,
		children: children({
			attributes,
			listeners,
			setActivatorNodeRef
		})
	});
};
/** A header cell that can be dragged to another place among the columns (mouse, long press on touch). */
var SortableHeaderCell = ({ id, title, children, sx, ...cellProps }) => {
	const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
		ref: setNodeRef,
		title,
		...cellProps,
		...listeners,
		style: {
			transform: CSS.Translate.toString(transform),
			transition,
			position: "relative",
			zIndex: isDragging ? 2 : void 0
		},
		sx: [{
			cursor: "grab",
			userSelect: "none",
			bgcolor: isDragging ? "action.selected" : void 0
		}, ...Array.isArray(sx) ? sx : [sx]],
		children
	});
};
// src/components/data-table/sort-cycle.ts
/**
* Section 4, 'Table': clicking a column cycles asc → desc → none; another column starts at asc.
*/
var nextSort = (current, column) => {
	if (current.orderBy !== column) return {
		orderBy: column,
		orderDirection: "asc"
	};
	if (current.orderDirection !== "desc") return {
		orderBy: column,
		orderDirection: "desc"
	};
	return {};
};
// src/components/data-table/use-column-settings.ts
var read = (storageKey) => {
	if (!storageKey) return null;
	try {
		const raw = window.localStorage.getItem(storageKey);
		const parsed = raw ? JSON.parse(raw) : null;
		return parsed && Array.isArray(parsed.order) && Array.isArray(parsed.hidden) ? {
			order: parsed.order.map(String),
			hidden: parsed.hidden.map(String)
		} : null;
	} catch {
		return null;
	}
};
/**
* Keeps saved settings in step with the current columns: unknown keys dropped, new columns appended (hidden
* when they are hidden by default, as for someone who never saved settings).
*/
var reconcileColumns = (columns, saved) => {
	const keys = columns.map((c) => c.key);
	if (!saved) return {
		order: keys,
		hidden: columns.filter((c) => c.hiddenByDefault).map((c) => c.key)
	};
	const added = columns.filter((c) => !saved.order.includes(c.key));
	const order = [...saved.order.filter((k) => keys.includes(k)), ...added.map((c) => c.key)];
	const hideable = new Set(columns.filter((c) => c.hideable !== false).map((c) => c.key));
	return {
		order,
		hidden: [...saved.hidden, ...added.filter((c) => c.hiddenByDefault && !saved.hidden.includes(c.key)).map((c) => c.key)].filter((k) => hideable.has(k))
	};
};
/** Which columns show and in what order; remembered in localStorage when a key is given. */
var useColumnSettings = (columns, storageKey) => {
	const [settings, setSettings] = (0, import_react.useState)(() => reconcileColumns(columns, read(storageKey)));
	const columnKeys = columns.map((c) => c.key).join("\0");
	(0, import_react.useEffect)(() => {
		setSettings((current) => reconcileColumns(columns, current));
	}, [columnKeys]);
	(0, import_react.useEffect)(() => {
		if (!storageKey) return;
		try {
			window.localStorage.setItem(storageKey, JSON.stringify(settings));
		} catch {}
	}, [storageKey, settings]);
	const byKey = (0, import_react.useMemo)(() => new Map(columns.map((c) => [c.key, c])), [columns]);
	const ordered = (0, import_react.useMemo)(() => settings.order.map((key) => byKey.get(key)).filter((c) => c !== void 0), [settings.order, byKey]);
	const visible = (0, import_react.useMemo)(() => ordered.filter((c) => !settings.hidden.includes(c.key)), [ordered, settings.hidden]);
	const toggle = (0, import_react.useCallback)((key) => {
		setSettings((s) => {
			const hidden = s.hidden.includes(key) ? s.hidden.filter((k) => k !== key) : [...s.hidden, key];
			return hidden.length >= s.order.length ? s : {
				...s,
				hidden
			};
		});
	}, []);
	/** Moves a column to the position of another (drag and drop) or by an offset (keyboard). */
	const move = (0, import_react.useCallback)((key, target) => {
		setSettings((s) => {
			const from = s.order.indexOf(key);
			const to = typeof target === "number" ? from + target : s.order.indexOf(target);
			if (from < 0 || to < 0 || to >= s.order.length || from === to) return s;
			return {
				...s,
				order: moveItem(s.order, from, to)
			};
		});
	}, []);
	return {
		ordered,
		visible,
		hidden: settings.hidden,
		toggle,
		move
	};
};
// src/components/data-table/url-state.ts
var PAGE_SIZE_SET = new Set(PAGE_SIZES);
var names = (prefix = "") => ({
	searchTerm: `${prefix}searchTerm`,
	orderBy: `${prefix}orderBy`,
	orderDirection: `${prefix}orderDirection`,
	pageIndex: `${prefix}pageIndex`,
	pageSize: `${prefix}pageSize`
});
var defaultPageSizeOf = (config) => config.defaultPageSize && PAGE_SIZE_SET.has(config.defaultPageSize) ? config.defaultPageSize : 10;
/** Reads the list state from the URL; anything malformed falls back to its default (negative page → 0). */
var parseListState = (params, config = {}) => {
	const n = names(config.prefix);
	const pageSize = Number(params.get(n.pageSize));
	const pageIndex = Number.parseInt(params.get(n.pageIndex) ?? "", 10);
	const state = {
		searchTerm: params.get(n.searchTerm) ?? "",
		pageIndex: Number.isFinite(pageIndex) && pageIndex > 0 ? pageIndex : 0,
		pageSize: PAGE_SIZE_SET.has(pageSize) ? pageSize : defaultPageSizeOf(config),
		filters: {}
	};
	const orderBy = params.get(n.orderBy);
	if (orderBy === null) {
		if (config.defaultSort?.orderBy) {
			state.orderBy = config.defaultSort.orderBy;
			state.orderDirection = config.defaultSort.orderDirection ?? "asc";
		}
	} else if (orderBy !== "") {
		state.orderBy = orderBy;
		state.orderDirection = params.get(n.orderDirection) === "desc" ? "desc" : "asc";
	}
	for (const filter of config.filters ?? []) {
		const key = `${config.prefix ?? ""}${filter.param}`;
		if (filter.multiple) {
			const values = params.getAll(key).filter((v) => v !== "");
			if (values.length > 0) state.filters[filter.param] = values;
		} else {
			const value = params.get(key);
			if (value) state.filters[filter.param] = value;
		}
	}
	return state;
};
/**
* Writes the list state into a copy of `base` (other parameters are kept), leaving defaults out
* so links stay short.
*/
var serializeListState = (state, config = {}, base = new URLSearchParams()) => {
	const n = names(config.prefix);
	const out = new URLSearchParams(base);
	for (const key of Object.values(n)) out.delete(key);
	for (const filter of config.filters ?? []) out.delete(`${config.prefix ?? ""}${filter.param}`);
	const searchTerm = state.searchTerm.trim();
	if (searchTerm) out.set(n.searchTerm, searchTerm);
	const def = config.defaultSort;
	if (!((state.orderBy ?? "") === (def?.orderBy ?? "") && (!state.orderBy || (state.orderDirection ?? "asc") === (def?.orderDirection ?? "asc")))) {
		if (state.orderBy) {
			out.set(n.orderBy, state.orderBy);
			out.set(n.orderDirection, state.orderDirection ?? "asc");
		} else out.set(n.orderBy, "");
	}
	if (state.pageIndex > 0) out.set(n.pageIndex, String(Math.floor(state.pageIndex)));
	if (state.pageSize !== defaultPageSizeOf(config)) out.set(n.pageSize, String(state.pageSize));
	for (const filter of config.filters ?? []) {
		const value = state.filters[filter.param];
		const key = `${config.prefix ?? ""}${filter.param}`;
		if (Array.isArray(value)) value.filter((v) => v !== "").forEach((v) => out.append(key, v));
		else if (value) out.set(key, value);
	}
	return out;
};
// src/components/data-table/use-list-state.ts
/**
* The list state in the URL search params: parse on read, serialise on write (other params are
* kept). Page, sort and filter choices push a history entry; typed text and corrections replace.
*/
var useListState = (config) => {
	const [searchParams, setSearchParams] = useSearchParams();
	const configKey = JSON.stringify(config);
	const stableConfig = (0, import_react.useMemo)(() => config, [configKey]);
	return {
		state: (0, import_react.useMemo)(() => parseListState(searchParams, stableConfig), [searchParams, stableConfig]),
		update: (0, import_react.useCallback)((patch, options = {}) => {
			setSearchParams((previous) => {
				const current = parseListState(previous, stableConfig);
				return serializeListState(typeof patch === "function" ? patch(current) : {
					...current,
					...patch
				}, stableConfig, previous);
			}, { replace: options.replace ?? false });
		}, [setSearchParams, stableConfig])
	};
};
// src/components/data-table/use-row-selection.ts
/**
* The checkbox column's state: rows picked by id (kept across pages) or every row matching the list's
* query ('matching', which follows `params` and `total`). A new search or filter (`criteriaKey`) clears it.
*/
var useRowSelection = ({ criteriaKey, params, total }) => {
	const [picked, setPicked] = (0, import_react.useState)(/* @__PURE__ */ new Map());
	const [matching, setMatching] = (0, import_react.useState)(false);
	const clear = (0, import_react.useCallback)(() => {
		setPicked(/* @__PURE__ */ new Map());
		setMatching(false);
	}, []);
	(0, import_react.useEffect)(clear, [criteriaKey, clear]);
	const isSelected = (id) => matching || picked.has(String(id));
	/** Toggles one row; in the 'matching' mode, the page's rows but this one stay selected. */
	const toggle = (id, pageIds) => {
		if (matching) {
			setMatching(false);
			setPicked(new Map(pageIds.filter((other) => String(other) !== String(id)).map((other) => [String(other), other])));
			return;
		}
		setPicked((current) => {
			const next = new Map(current);
			if (next.has(String(id))) next.delete(String(id));
			else next.set(String(id), id);
			return next;
		});
	};
	/** The header checkbox: selects the page's rows, or (all of them selected, or 'matching') unselects them. */
	const togglePage = (pageIds) => {
		if (matching) {
			clear();
			return;
		}
		setPicked((current) => {
			const next = new Map(current);
			const all = pageIds.every((id) => next.has(String(id)));
			for (const id of pageIds) if (all) next.delete(String(id));
			else next.set(String(id), id);
			return next;
		});
	};
	const selectMatching = () => setMatching(true);
	const selection = (0, import_react.useMemo)(() => {
		if (matching) return total > 0 ? {
			kind: "matching",
			params,
			total
		} : null;
		return picked.size > 0 ? {
			kind: "rows",
			ids: [...picked.values()]
		} : null;
	}, [
		matching,
		picked,
		params,
		total
	]);
	return {
		selection,
		count: selection === null ? 0 : selection.kind === "matching" ? selection.total : selection.ids.length,
		matching,
		isSelected,
		toggle,
		togglePage,
		selectMatching,
		clear
	};
};
// src/components/data-table/data-table.tsx
var defaultRowId = (row) => row.id;
/** @dnd-kit's instructions and live region go to the body: a <table> may hold no <div>. */
var accessibilityContainer = () => typeof document === "undefined" ? void 0 : document.body;
/** Column drags are announced by the live region of the table (moveColumn), not by @dnd-kit's own words. */
var COLUMN_ANNOUNCEMENTS = {
	onDragStart: () => void 0,
	onDragOver: () => void 0,
	onDragEnd: () => void 0,
	onDragCancel: () => void 0
};
/** A cell's default content: text of the value; names of related items; Sim/Não; '—' when empty. */
var cellText = (value) => {
	if (value === null || value === void 0 || value === "") return DATA_TABLE_TEXTS.empty_value;
	if (typeof value === "boolean") return value ? "Sim" : "Não";
	if (Array.isArray(value)) return value.map(cellText).join(", ") || DATA_TABLE_TEXTS.empty_value;
	if (typeof value === "object") {
		const o = value;
		return cellText(o.name ?? o.label ?? o.title ?? null);
	}
	return String(value);
};
var filterParamOf = (column) => column.filter?.param ?? column.key;
/**
* The list engine (section 2 'List behaviour', section 4 'Table'): server-side paging, sorting,
* search and filters kept in the URL; column hiding and reordering; row reordering; export;
* Add, edit, details, delete and custom actions shown only with their permission.
*/
var DataTable = (props) => {
	const { resource, columns, title, hideTitle, searchable = true, columnHiding = true, columnReorder = true, filterRow = false, onRowsReorder, rowReorderSortKey = "position", createPath, onCreate, editPath, onEdit, details, rowActions = [], canEditRow, canDeleteRow, onDeleted, defaultSort, urlPrefix, storageKey, toolbar, selection: selectionConfig } = props;
	const services = useDataTableServices();
	const queryClient = useQueryClient();
	const getRowId = resource.getRowId ?? defaultRowId;
	const filterColumns = columns.filter((c) => c.filter && (c.filter.type !== "options" || !c.filter.permission || services.can(c.filter.permission)));
	const { state, update } = useListState((0, import_react.useMemo)(() => ({
		prefix: urlPrefix,
		defaultSort,
		filters: filterColumns.map((c) => ({
			param: filterParamOf(c),
			multiple: c.filter?.type === "options" && Boolean(c.filter.multiple)
		}))
	}), [
		urlPrefix,
		JSON.stringify(defaultSort),
		filterColumns.map((c) => filterParamOf(c)).join(",")
	]));
	const params = (0, import_react.useMemo)(() => toListParams(state), [state]);
	const query = useQuery({
		queryKey: [
			...resource.queryKey,
			"list",
			resource.baseParams ?? {},
			params
		],
		queryFn: ({ signal }) => resource.list(params, signal),
		placeholderData: keepPreviousData
	});
	const total = query.data?.total ?? 0;
	(0, import_react.useEffect)(() => {
		if (!query.data || query.isPlaceholderData) return;
		const clamped = clampPageIndex(state.pageIndex, state.pageSize, query.data.total);
		if (clamped !== state.pageIndex) update({ pageIndex: clamped }, { replace: true });
	}, [
		query.data,
		query.isPlaceholderData,
		state.pageIndex,
		state.pageSize,
		update
	]);
	(0, import_react.useEffect)(() => {
		const invalid = invalidParamsOf(query.error);
		if (invalid.length === 0) return;
		const filterParams = new Set(filterColumns.map(filterParamOf));
		const droppedFilters = invalid.filter((param) => filterParams.has(param));
		const dropsSort = invalid.includes("orderBy") || invalid.includes("orderDirection");
		const dropsSearch = invalid.includes("searchTerm");
		if (droppedFilters.length === 0 && !dropsSort && !dropsSearch) return;
		const labels = [
			...filterColumns.filter((c) => droppedFilters.includes(filterParamOf(c))).map((c) => c.label),
			...dropsSort ? [DATA_TABLE_TEXTS.sortLabel] : [],
			...dropsSearch ? [DATA_TABLE_TEXTS.searchLabel] : []
		];
		update((current) => ({
			...current,
			pageIndex: 0,
			filters: Object.fromEntries(Object.entries(current.filters).filter(([param]) => !droppedFilters.includes(param))),
			...dropsSort ? {
				orderBy: defaultSort?.orderBy,
				orderDirection: defaultSort?.orderDirection
			} : {},
			...dropsSearch ? { searchTerm: "" } : {}
		}), { replace: true });
		services.notify(DATA_TABLE_TEXTS.invalidParamsDropped(labels.join(", ")));
	}, [query.error]);
	const columnSettings = useColumnSettings(columns, storageKey);
	const visibleColumns = columnSettings.visible;
	const [orderedRows, setOrderedRows] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => setOrderedRows(null), [query.data]);
	const rows = orderedRows ?? query.data?.data ?? [];
	const allowed = (permission) => !permission || services.can(permission);
	const permissions = resource.permissions ?? {};
	const canCreate = Boolean(createPath || onCreate) && allowed(permissions.create);
	const canUpdate = Boolean(editPath || onEdit) && allowed(permissions.update);
	const canDelete = Boolean(resource.remove) && allowed(permissions.delete);
	const canDetails = Boolean(details) && allowed(permissions.list);
	const customActions = rowActions.filter((a) => allowed(a.permission));
	const hasActions = canUpdate || canDelete || canDetails || customActions.length > 0;
	const rowEditable = (row) => canUpdate && (canEditRow?.(row) ?? true);
	const rowDeletable = (row) => canDelete && (canDeleteRow?.(row) ?? true);
	const selectable = Boolean(selectionConfig) && allowed(selectionConfig?.permission);
	const selection = useRowSelection({
		criteriaKey: JSON.stringify([
			state.searchTerm.trim(),
			state.filters,
			resource.baseParams ?? {}
		]),
		params,
		total
	});
	const pageIds = rows.map(getRowId);
	const pageSelectedCount = pageIds.filter((id) => selection.isSelected(id)).length;
	const pageAllSelected = pageIds.length > 0 && pageSelectedCount === pageIds.length;
	const maxMatching = selectionConfig?.maxMatching;
	const exportColumns = visibleColumns.filter((c) => c.exportable !== false).map((c) => ({
		key: c.key,
		label: c.label
	}));
	const exporter = useExport({
		path: resource.exportPath,
		title,
		columns: exportColumns,
		params,
		total: query.data?.total,
		extra: resource.baseParams
	});
	const [deletingId, setDeletingId] = (0, import_react.useState)(null);
	const remove = async (row) => {
		if (!resource.remove) return;
		if (!await services.confirm(DATA_TABLE_TEXTS.confirmDelete, rowName(row))) return;
		const id = getRowId(row);
		setDeletingId(id);
		try {
			await resource.remove(id);
			await queryClient.invalidateQueries({ queryKey: resource.queryKey });
			services.notify(DATA_TABLE_TEXTS.deleted);
			onDeleted?.(row);
		} catch (error) {
			services.showError(errorMessageOf(error, DATA_TABLE_TEXTS.deleteFailed));
		} finally {
			setDeletingId(null);
		}
	};
	const [detailsRow, setDetailsRow] = (0, import_react.useState)(null);
	const [detailsOpen, setDetailsOpen] = (0, import_react.useState)(false);
	const hasFilters = filterRow !== false && filterColumns.length > 0;
	const activeFilters = Object.keys(state.filters).length > 0;
	const [filtersOpen, setFiltersOpen] = (0, import_react.useState)(filterRow === "open" || activeFilters);
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	const naturalOrder = !state.searchTerm && Object.keys(state.filters).length === 0 && (!state.orderBy || state.orderBy === rowReorderSortKey && state.orderDirection !== "desc");
	const rowReorder = Boolean(onRowsReorder) && naturalOrder && allowed(permissions.update);
	const rowSensors = useRowSensors();
	const handles = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const focusAfterMove = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (focusAfterMove.current === null) return;
		handles.current.get(focusAfterMove.current)?.focus();
		focusAfterMove.current = null;
	});
	const rowKeys = rows.map((row) => String(getRowId(row)));
	const reorderRows = async (from, to) => {
		if (!onRowsReorder || from === to || from < 0 || to < 0 || to >= rows.length) return;
		const row = rows[from];
		const next = moveItem(rows, from, to);
		setOrderedRows(next);
		focusAfterMove.current = getRowId(row);
		try {
			await onRowsReorder(next, {
				from,
				to,
				row,
				position: state.pageIndex * state.pageSize + to + 1
			});
			await queryClient.invalidateQueries({ queryKey: resource.queryKey });
		} catch (error) {
			setOrderedRows(null);
			services.showError(errorMessageOf(error, DATA_TABLE_TEXTS.reorderFailed));
		}
	};
	const onRowDragEnd = ({ active, over }) => {
		if (!over) return;
		reorderRows(rowKeys.indexOf(active.id), rowKeys.indexOf(over.id));
	};
	const columnSensors = useColumnSensors();
	const moveColumn = (key, target) => {
		columnSettings.move(key, target);
		const label = columns.find((c) => c.key === key)?.label ?? key;
		const order = columnSettings.ordered.map((c) => c.key);
		const from = order.indexOf(key);
		const to = typeof target === "number" ? from + target : order.indexOf(target);
		if (to >= 0 && to < order.length) setAnnouncement(DATA_TABLE_TEXTS.columnMoved(label, to + 1));
	};
	const onColumnDragEnd = ({ active, over }) => {
		if (over && active.id !== over.id) moveColumn(String(active.id), String(over.id));
	};
	const rowName = (row) => {
		const first = visibleColumns.find((c) => c.display !== "image" && c.namesRow !== false);
		if (!first) return void 0;
		const value = row[first.key];
		const text = first.display === "date" || first.display === "datetime" ? displayedDate(value, first.display) : cellText(value);
		return text === DATA_TABLE_TEXTS.empty_value ? void 0 : text;
	};
	const columnCount = visibleColumns.length + (rowReorder ? 1 : 0) + (selectable ? 1 : 0) + (hasActions ? 1 : 0);
	let body;
	if (query.isPending) body = Array.from({ length: Math.min(state.pageSize, 5) }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: Array.from({ length: columnCount }, (_, j) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { variant: "text" }) }, j)) }, `skeleton-${i}`));
	else if (query.isError && !query.data) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
		colSpan: columnCount,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				color: "inherit",
				size: "small",
				onClick: () => void query.refetch(),
				children: DATA_TABLE_TEXTS.retry
			}),
			children: errorMessageOf(query.error, DATA_TABLE_TEXTS.loadFailed)
		})
	}) });
	else if (rows.length === 0) body = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
		colSpan: columnCount,
		align: "center",
		sx: { py: 4 },
		children: DATA_TABLE_TEXTS.empty
	}) });
	else body = rows.map((row, index) => {
		const id = getRowId(row);
		const name = rowName(row);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortableRow, {
			id: String(id),
			disabled: !rowReorder,
			selected: selectable && selection.isSelected(id),
			children: (handle) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				selectable ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					padding: "checkbox",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						checked: selection.isSelected(id),
						onChange: () => selection.toggle(id, pageIds),
						slotProps: { input: { "aria-label": name ? DATA_TABLE_TEXTS.selectRow(name) : DATA_TABLE_TEXTS.selectRowNumber(state.pageIndex * state.pageSize + index + 1) } }
					})
				}) : null,
				rowReorder ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					padding: "checkbox",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						size: "small",
						"aria-label": name ? `${DATA_TABLE_TEXTS.moveRow}: ${name}` : DATA_TABLE_TEXTS.moveRow,
						...handle.attributes,
						...handle.listeners,
						ref: (element) => {
							handle.setActivatorNodeRef(element);
							handles.current.set(id, element);
						},
						sx: {
							cursor: "grab",
							touchAction: "none"
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DragIndicator_default, { fontSize: "small" })
					})
				}) : null,
				visibleColumns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: column.align,
					children: column.render ? column.render(row) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CellValue, {
						value: row[column.key],
						display: column.display,
						label: column.label,
						text: cellText
					})
				}, column.key)),
				hasActions ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
					align: "right",
					sx: { whiteSpace: "nowrap" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowActions, {
						row,
						rowName: name,
						editTo: rowEditable(row) && editPath ? editPath(row) : void 0,
						onEdit: rowEditable(row) && !editPath && onEdit ? () => onEdit(row) : void 0,
						onDetails: canDetails ? () => {
							setDetailsRow(row);
							setDetailsOpen(true);
						} : void 0,
						onDelete: rowDeletable(row) ? () => void remove(row) : void 0,
						deleting: deletingId === id,
						custom: customActions.filter((a) => a.show?.(row) ?? true)
					})
				}) : null
			] })
		}, String(id));
	});
	const headerCell = (column) => {
		const sortKey = column.sortKey ?? column.key;
		const active = state.orderBy === sortKey;
		const direction = active ? state.orderDirection ?? "asc" : "asc";
		const cellProps = {
			align: column.align,
			sortDirection: active ? direction : false,
			sx: {
				minWidth: column.minWidth,
				whiteSpace: "nowrap"
			}
		};
		const content = column.sortable === false ? column.label : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableSortLabel, {
			active,
			direction,
			onClick: () => {
				const sort = nextSort(state, sortKey);
				update({
					orderBy: sort.orderBy,
					orderDirection: sort.orderDirection,
					pageIndex: 0
				});
			},
			children: [column.label, active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				style: visuallyHidden,
				children: direction === "desc" ? DATA_TABLE_TEXTS.sortedDesc : DATA_TABLE_TEXTS.sortedAsc
			}) : null]
		});
		return columnReorder ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortableHeaderCell, {
			id: column.key,
			title: DATA_TABLE_TEXTS.dragColumn(column.label),
			...cellProps,
			children: content
		}, column.key) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
			...cellProps,
			children: content
		}, column.key);
	};
	const detailsId = detailsRow ? getRowId(detailsRow) : null;
	const detailsEditable = detailsRow !== null && rowEditable(detailsRow);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: {
			width: "100%",
			overflow: "hidden"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTableToolbar, {
				title,
				hideTitle,
				search: searchable ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
					value: state.searchTerm,
					onSearch: (term) => update({
						searchTerm: term,
						pageIndex: 0
					}, { replace: true })
				}) : null,
				extra: toolbar,
				filtersToggle: hasFilters ? {
					open: filtersOpen,
					onToggle: () => setFiltersOpen((o) => !o)
				} : void 0,
				columnsMenu: columnHiding || columnReorder ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColumnsMenu, {
					columns: columnSettings.ordered,
					hidden: columnSettings.hidden,
					hiding: columnHiding,
					reorder: columnReorder,
					onToggle: columnSettings.toggle,
					onMove: moveColumn
				}) : null,
				exportAction: resource.exportPath ? {
					exporting: exporter.exporting,
					progress: exporter.progress,
					onExport: () => void exporter.run()
				} : void 0,
				addAction: canCreate ? {
					to: createPath,
					onClick: onCreate
				} : void 0
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { height: 4 },
				children: query.isFetching && !query.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, { "aria-label": DATA_TABLE_TEXTS.loading }) : null
			}),
			onRowsReorder && !naturalOrder && allowed(permissions.update) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				sx: {
					mx: 2,
					mb: 1
				},
				action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "inherit",
					size: "small",
					onClick: () => update({
						searchTerm: "",
						filters: {},
						orderBy: void 0,
						orderDirection: void 0,
						pageIndex: 0
					}),
					children: DATA_TABLE_TEXTS.restoreOrder
				}),
				children: DATA_TABLE_TEXTS.reorderUnavailable
			}) : null,
			selectable && selectionConfig && selection.selection ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectionBar, {
				texts: selectionConfig.texts,
				count: selection.count,
				matching: selection.matching,
				offerMatching: !selection.matching && pageAllSelected && total > pageIds.length ? {
					total,
					allowed: maxMatching === void 0 || total <= maxMatching,
					...maxMatching === void 0 ? {} : { max: maxMatching }
				} : null,
				onSelectMatching: selection.selectMatching,
				onClear: selection.clear,
				actions: selectionConfig.actions(selection.selection, selection.clear)
			}) : null,
			query.isError && query.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				sx: {
					mx: 2,
					mb: 1
				},
				action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "inherit",
					size: "small",
					onClick: () => void query.refetch(),
					children: DATA_TABLE_TEXTS.retry
				}),
				children: errorMessageOf(query.error, DATA_TABLE_TEXTS.loadFailed)
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
				sx: {
					overflowX: "auto",
					position: "relative"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					size: "small",
					"aria-label": title,
					"aria-busy": query.isFetching || void 0,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableHead, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						selectable ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							padding: "checkbox",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
								checked: pageAllSelected,
								indeterminate: pageSelectedCount > 0 && !pageAllSelected,
								disabled: pageIds.length === 0,
								onChange: () => selection.togglePage(pageIds),
								slotProps: { input: { "aria-label": DATA_TABLE_TEXTS.selectPage } }
							})
						}) : null,
						rowReorder ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							padding: "checkbox",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								style: visuallyHidden,
								children: DATA_TABLE_TEXTS.moveRow
							})
						}) : null,
						columnReorder ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DndContext, {
							sensors: columnSensors,
							collisionDetection: closestCenter,
							modifiers: [horizontalOnly],
							onDragEnd: onColumnDragEnd,
							accessibility: {
								announcements: COLUMN_ANNOUNCEMENTS,
								container: accessibilityContainer()
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortableContext, {
								items: visibleColumns.map((c) => c.key),
								strategy: horizontalListSortingStrategy,
								children: visibleColumns.map(headerCell)
							})
						}) : visibleColumns.map(headerCell),
						hasActions ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							align: "right",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								style: visuallyHidden,
								children: DATA_TABLE_TEXTS.actions
							})
						}) : null
					] }), hasFilters && filtersOpen ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						selectable ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { padding: "checkbox" }) : null,
						rowReorder ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { padding: "checkbox" }) : null,
						visibleColumns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: column.filter && filterColumns.includes(column) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterCell, {
							label: column.label,
							filter: column.filter,
							value: state.filters[filterParamOf(column)],
							onChange: (value) => update((current) => {
								const filters = { ...current.filters };
								if (value === void 0) delete filters[filterParamOf(column)];
								else filters[filterParamOf(column)] = value;
								return {
									...current,
									filters,
									pageIndex: 0
								};
							}, { replace: column.filter?.type === "text" })
						}) : null }, column.key)),
						hasActions ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {}) : null
					] }) : null] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DndContext, {
						sensors: rowSensors,
						collisionDetection: closestCenter,
						modifiers: [verticalOnly],
						onDragEnd: onRowDragEnd,
						accessibility: {
							announcements: rowAnnouncements(rowKeys, (key) => rowName(rows[rowKeys.indexOf(key)]) ?? String(rowKeys.indexOf(key) + 1)),
							screenReaderInstructions: ROW_INSTRUCTIONS,
							container: accessibilityContainer()
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortableContext, {
							items: rowKeys,
							strategy: verticalListSortingStrategy,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: body })
						})
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataTablePagination, {
				pageIndex: state.pageIndex,
				pageSize: state.pageSize,
				total,
				rowsOnPage: rows.length,
				disabled: query.isPending,
				onPageChange: (pageIndex) => update({ pageIndex }),
				onPageSizeChange: (pageSize) => update({
					pageSize,
					pageIndex: pageIndexForNewPageSize(state.pageIndex, state.pageSize, pageSize, total)
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				"aria-live": "polite",
				style: visuallyHidden,
				children: announcement
			}),
			details && canDetails ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailsDrawer, {
				open: detailsOpen,
				onClose: () => setDetailsOpen(false),
				row: detailsRow,
				rowId: detailsId,
				fields: details.fields,
				steps: details.steps,
				title: detailsRow && details.title ? details.title(detailsRow) : DATA_TABLE_TEXTS.details,
				load: resource.get,
				queryKey: resource.queryKey,
				links: detailsRow && details.links ? details.links(detailsRow) : void 0,
				editTo: detailsEditable && editPath && detailsRow ? editPath(detailsRow) : void 0,
				onEdit: detailsEditable && !editPath && onEdit && detailsRow ? () => onEdit(detailsRow) : void 0
			}) : null
		]
	});
};
export { DataTable as t };
