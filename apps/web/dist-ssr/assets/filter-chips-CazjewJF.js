import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button } from "../entry-server.js";
import { t as Chip } from "./Chip-Dxa7uACa.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { H as UFS, a as useT } from "./i18n-CO41xELr.js";
// ../../node_modules/@mui/icons-material/Cancel.mjs
var import_jsx_runtime = require_jsx_runtime();
var Cancel_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z" }), "Cancel");
// src/features/directory/components/filter-chips.tsx
/** The filter list: one removable chip per active filter, and 'Limpar filtros'. */
var FilterChips = ({ filters, lines, onChange }) => {
	const t = useT();
	const chips = [];
	if (filters.uf) {
		const name = UFS.find((u) => u.uf === filters.uf)?.nome ?? filters.uf;
		chips.push({
			key: "uf",
			label: t("directory.chip.state", { name }),
			remove: () => onChange({
				uf: null,
				city: null
			})
		});
	}
	if (filters.city) chips.push({
		key: "city",
		label: t("directory.chip.city", { name: filters.city }),
		remove: () => onChange({ city: null })
	});
	for (const id of filters.lines) chips.push({
		key: `line-${id}`,
		label: t("directory.chip.line", { name: lines.find((l) => l.id === id)?.name ?? `#${id}` }),
		remove: () => onChange({ lines: filters.lines.filter((l) => l !== id) })
	});
	if (filters.isAssistence) chips.push({
		key: "assist",
		label: t("directory.assistanceBadge"),
		remove: () => onChange({ isAssistence: false })
	});
	if (chips.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "ul",
		"aria-label": t("directory.filters"),
		sx: {
			display: "flex",
			flexWrap: "wrap",
			gap: 1,
			p: 0,
			m: 0,
			listStyle: "none",
			alignItems: "center"
		},
		children: [chips.map((chip) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			label: chip.label,
			onDelete: chip.remove,
			color: "primary",
			variant: "outlined",
			deleteIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cancel_default, {
				"aria-label": t("directory.removeFilter", { label: chip.label }),
				"aria-hidden": false,
				role: "button"
			})
		}) }, chip.key)), chips.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			size: "small",
			onClick: () => onChange({
				uf: null,
				city: null,
				lines: [],
				isAssistence: false
			}),
			children: t("directory.clearFilters")
		}) })]
	});
};
export { FilterChips };
