import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { r as toSearchParams } from "./list-params-jo4hmXxf.js";
import { i as useDataTableServices } from "./data-table-services-xYEce-Vi.js";
// src/components/data-table/texts.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* pt-BR texts of the list engine. Words the specification gives are kept word for word
* (section 2 'List behaviour', section 8); the lead moves these into the shared catalogue.
*/
var DATA_TABLE_TEXTS = {
	itemsPerPage: "Itens por página",
	goTo: "Ir para",
	goToButton: "Ir",
	goToInvalid: "Página inválida.",
	empty: "Nenhum item encontrado!",
	confirmDelete: "Deseja mesmo excluir?",
	noDataToExport: "Nenhum dado para exportar.",
	exportFailed: "Erro ao exportar dados.",
	loadFailed: "Não foi possível carregar os dados.",
	invalidParamsDropped: (labels) => `O endereço trazia um valor inválido em ${labels}: ele foi removido.`,
	sortLabel: "ordenação",
	searchLabel: "pesquisa",
	deleteFailed: "Não foi possível excluir o registro.",
	reorderFailed: "Não foi possível salvar a nova ordem.",
	retry: "Tentar novamente",
	search: "Pesquisar",
	clearSearch: "Limpar pesquisa",
	add: "Adicionar",
	export: "Exportar",
	exporting: "Exportando…",
	columns: "Colunas",
	showColumns: "Mostrar ou ocultar colunas",
	filters: "Filtros",
	showFilters: "Mostrar filtros",
	hideFilters: "Ocultar filtros",
	filterBy: (label) => `Filtrar por ${label}`,
	allOptions: "Todos",
	actions: "Ações",
	edit: "Editar",
	details: "Detalhes",
	delete: "Excluir",
	deleted: "Registro excluído.",
	close: "Fechar",
	loading: "Carregando…",
	rangeOf: (from, to, total) => `${from}–${to} de ${total}`,
	firstPage: "Ir para a primeira página",
	lastPage: "Ir para a última página",
	nextPage: "Ir para a próxima página",
	previousPage: "Ir para a página anterior",
	page: (page) => `Página ${page}`,
	currentPage: (page) => `Página ${page}, atual`,
	pagination: "Paginação",
	sortBy: (label) => `Ordenar por ${label}`,
	sortedAsc: "ordem crescente",
	sortedDesc: "ordem decrescente",
	moveRow: "Mover linha",
	rowRoleDescription: "linha reordenável",
	rowDragInstructions: "Para mover a linha, pressione Espaço ou Enter, use as setas para cima e para baixo e pressione Espaço ou Enter de novo para soltá-la; Esc cancela. Com o mouse ou o dedo, arraste a alça.",
	rowPickedUp: (name, position, total) => `Linha ${name} pega, na posição ${position} de ${total}.`,
	rowOver: (name, position, total) => `Linha ${name} sobre a posição ${position} de ${total}.`,
	rowNotOver: (name) => `Linha ${name} fora da lista.`,
	rowDropCancelled: (name) => `Movimento cancelado: a linha ${name} voltou ao lugar.`,
	rowMoved: (position) => `Linha movida para a posição ${position}.`,
	reorderUnavailable: "Para mudar a ordem das linhas, volte à ordem padrão (sem pesquisa, filtros ou outra ordenação).",
	restoreOrder: "Voltar à ordem padrão",
	moveColumnLeft: (label) => `Mover a coluna ${label} para a esquerda`,
	moveColumnRight: (label) => `Mover a coluna ${label} para a direita`,
	columnMoved: (label, position) => `Coluna ${label} movida para a posição ${position}.`,
	dragColumn: (label) => `Arraste para mover a coluna ${label} (no menu Colunas também)`,
	selectRow: (name) => `Selecionar ${name}`,
	selectRowNumber: (position) => `Selecionar a linha ${position}`,
	selectPage: "Selecionar todas desta página",
	selection: "Seleção",
	clearSelection: "Limpar seleção",
	empty_value: "—"
};
// ../../node_modules/@mui/icons-material/FileDownloadOutlined.mjs
var FileDownloadOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 15v3H6v-3H4v3c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2v-3zm-1-4-1.41-1.41L13 12.17V4h-2v8.17L8.41 9.59 7 11l5 5z" }), "FileDownloadOutlined");
// src/components/data-table/download.ts
var pad = (n) => String(n).padStart(2, "0");
/** 'Linhas_20260105_143000.xlsx': the name used when the server sends no Content-Disposition. */
var fallbackExportName = (title, now = /* @__PURE__ */ new Date()) => {
	const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
	return `${title.replace(/[\\/:*?"<>|]+/g, " ").trim() || "exportacao"}_${stamp}.xlsx`;
};
/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
var filenameFromContentDisposition = (header) => {
	if (!header) return null;
	const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
	if (extended?.[1]) {
		const value = extended[1].trim().replace(/^"(.*)"$/, "$1");
		const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
		try {
			return decodeURIComponent(encoded);
		} catch {
			return encoded;
		}
	}
	const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
	return (plain?.[2] ?? plain?.[1]?.trim()) || null;
};
/** Saves a Blob through a temporary link (the browser's download). */
var saveBlob = (blob, filename) => {
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = filename;
	link.rel = "noopener";
	link.style.display = "none";
	document.body.appendChild(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 0);
};
// src/components/data-table/export-url.ts
/**
* The export of a list is the SAME list URL with format=xlsx, the list title and the visible
* columns in their order (`key:label,key:label`), plus the current search, sort and filters
* and no paging: the server writes every matching row.
*/
var buildExportUrl = (path, options) => {
	const { filters, searchTerm, orderBy, orderDirection } = options.params;
	return `${path}?${toSearchParams({
		...options.extra,
		searchTerm,
		orderBy,
		orderDirection: orderBy ? orderDirection : void 0,
		...filters,
		format: "xlsx",
		title: options.title,
		columns: options.columns.map((c) => `${c.key}:${c.label}`).join(",")
	}).toString()}`;
};
// src/components/data-table/use-export.ts
/** Reads a response body as a Blob, reporting progress when the size is known. */
var readBlob = async (response, onProgress) => {
	const size = Number(response.headers.get("Content-Length"));
	if (!response.body || !Number.isFinite(size) || size <= 0) return response.blob();
	const reader = response.body.getReader();
	const chunks = [];
	let received = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		chunks.push(value);
		received += value.byteLength;
		onProgress(Math.min(100, Math.round(received / size * 100)));
	}
	return new Blob(chunks, { type: response.headers.get("Content-Type") ?? void 0 });
};
/**
* The export of a list: 'Nenhum dado para exportar.' when the list is empty; otherwise the same
* list URL with format=xlsx, fetched with the Authorization header and saved under the server's
* file name (title + timestamp); 'Erro ao exportar dados.' on failure.
*/
var useExport = (options) => {
	const services = useDataTableServices();
	const [progress, setProgress] = (0, import_react.useState)(null);
	const run = async () => {
		if (!options.path || progress !== null) return;
		if (!options.total) {
			services.notify(DATA_TABLE_TEXTS.noDataToExport);
			return;
		}
		setProgress(0);
		try {
			const url = buildExportUrl(options.path, {
				title: options.title,
				columns: options.columns,
				params: options.params,
				extra: options.extra
			});
			const response = await services.fetchFile(url, {});
			if (!response.ok) throw new Error(`export answered ${response.status}`);
			saveBlob(await readBlob(response, setProgress), filenameFromContentDisposition(response.headers.get("Content-Disposition")) ?? fallbackExportName(options.title));
		} catch {
			services.showError(DATA_TABLE_TEXTS.exportFailed);
		} finally {
			setProgress(null);
		}
	};
	return {
		exporting: progress !== null,
		progress,
		run
	};
};
export { FileDownloadOutlined_default as n, DATA_TABLE_TEXTS as r, useExport as t };
