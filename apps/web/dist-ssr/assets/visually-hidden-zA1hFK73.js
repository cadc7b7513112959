// src/components/ui/visually-hidden.ts
/** Hidden on screen, read by screen readers. */
var visuallyHidden = {
	border: 0,
	clip: "rect(0 0 0 0)",
	height: 1,
	margin: -1,
	overflow: "hidden",
	padding: 0,
	position: "absolute",
	whiteSpace: "nowrap",
	width: 1
};
export { visuallyHidden as t };
