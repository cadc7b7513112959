import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
// ../../packages/domain/src/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* pt-BR messages shared by the API and the web app: validation messages of section 5,
* error texts of section 8 and the server's answers. The web app's screen texts live in its
* own catalogue (apps/web/src/lib/i18n), which reuses these.
*/
var USER_TYPE_LABELS = {
	admin: "Administrador",
	company: "Empresa"
};
var MESSAGES = {
	validation: {
		required: "Campo obrigatório",
		arrayMin: "Adicione pelo menos um item",
		arrayMax: "No máximo {max} itens",
		email: "E-mail inválido",
		password: "Senha inválida",
		passwordMin: "Mínimo 6 caracteres",
		passwordMax: "Máximo 255 caracteres",
		passwordPolicyMin: "Mínimo 8 caracteres",
		passwordCommon: "Senha muito comum. Escolha uma senha mais difícil de adivinhar.",
		passwordContainsEmail: "A senha não pode conter o e-mail nem parte dele.",
		maxLength: "Máximo de {max} caracteres",
		passwordsMustMatch: "Senhas devem ser iguais",
		passwordsMustMatchReset: "As senha devem ser iguais",
		phone: "Telefone inválido",
		cpf: "CPF inválido",
		cnpj: "CNPJ inválido",
		cep: "CEP inválido",
		card: "Cartão inválido",
		month: "Mês inválido",
		year: "Ano inválido",
		cvv: "Cvv inválido",
		time: "Hora e minuto inválidos",
		date: "Data inválida",
		invalid: "Valor inválido",
		uf: "UF inválida",
		code: "Código inválido",
		inUse: "{title} Já está em uso",
		cepMismatch: "Este CEP pode não corresponder à cidade informada",
		position: "Posição inválida",
		url: "Link inválido",
		permission: "Permissão inválida",
		lineBrackets: "Formato inválido: use line=1&line=2 ou line=1,2."
	},
	errors: {
		missingFields: "Missing fields, see additionalData",
		missingFieldsDisplay: "Campos Obrigatórios: ",
		connection: "Erro de conexão!",
		notFound: "Registro não encontrado.",
		routeNotFound: "Rota não encontrada.",
		unauthorized: "Sessão expirada ou inválida. Faça login novamente.",
		forbidden: "Você não tem permissão para realizar esta ação.",
		internal: "Ocorreu um erro inesperado. Tente novamente em instantes.",
		serviceUnavailable: "Serviço temporariamente indisponível. Tente novamente em instantes.",
		/** {wait}: waitInWords() ('30 segundos', 'cerca de 59 minutos', 'cerca de 2 horas'). */
		tooManyRequests: "Muitas tentativas. Tente novamente em {wait}.",
		invalidCredentials: "E-mail ou senha inválidos.",
		inactiveUser: "Usuário inativo. Procure o administrador.",
		invalidResetCode: "Código inválido ou expirado.",
		resetCodeSent: "Se o e-mail estiver cadastrado, você receberá um código em instantes.",
		payloadTooLarge: "Arquivo muito grande. O limite é {limit}.",
		tooManyFiles: "Muitos arquivos. O limite é {max} arquivos por envio.",
		unsupportedMedia: "Tipo de arquivo não suportado. Envie imagens jpg, jpeg ou png.",
		conflict: "Registro em conflito com outro existente.",
		invalidJson: "O corpo da requisição não é um JSON válido.",
		/** The HTTP parser refused the request line: raw accents or spaces in the address (a browser encodes them). */
		invalidUrl: "Endereço inválido: acentos, espaços e outros caracteres especiais devem ir codificados no endereço (por exemplo, ç como %C3%A7 e espaço como %20).",
		invalidUrlField: "Caracteres não codificados no endereço.",
		invalidRequest: "Requisição HTTP inválida.",
		requestTimeout: "A requisição demorou demais para chegar e foi encerrada. Tente novamente.",
		headersTooLarge: "Os cabeçalhos da requisição são grandes demais.",
		lineInUse: "Não é possível excluir esta linha: há empresas que ficariam sem nenhuma linha de produtos. Associe outra linha a elas antes de excluir.",
		settingsRequired: "As configurações do registro 1 são usadas pelo sistema (termos, política de privacidade e banners) e não podem ser excluídas.",
		companyLineLast: "Não é possível remover a última linha de produtos da empresa: toda empresa deve ter pelo menos uma linha.",
		companyLineDuplicate: "Esta linha de produtos já está associada a esta empresa."
	},
	auth: {
		passwordChanged: "Senha alterada com sucesso",
		registered: "Cadastro realizado com sucesso!",
		registrationFormExpired: "O formulário de cadastro expirou. Recarregue a página e envie os dados novamente.",
		/** Meu Perfil: e-mail change (the code goes to the new address). */
		emailChangeSent: "Enviamos um código de confirmação para {email}. Digite-o abaixo para concluir a troca.",
		emailChanged: "E-mail alterado com sucesso. As outras sessões abertas foram encerradas.",
		emailUnchanged: "Informe um e-mail diferente do atual.",
		emailChangeNeedsCode: "Para alterar o e-mail, use \"Alterar e-mail\": informe a sua senha atual e o código enviado ao novo endereço."
	},
	/** Users, roles and account rules (sections 4 and 6). */
	access: {
		adminOnlyCompany: "Somente administradores podem vincular registros a outra empresa. Escolha uma das suas empresas.",
		adminOnlyIsAdmin: "Somente administradores podem conceder o acesso de administrador.",
		adminOnlyType: `Somente administradores podem usar o tipo ${USER_TYPE_LABELS.admin}.`,
		noCompanyOnlyAdmin: "Somente administradores podem alterar ou excluir registros sem empresa.",
		noCompanyToSave: "Você não está vinculado a nenhuma empresa: somente administradores podem cadastrar registros sem empresa.",
		staffNeedsCompany: "Escolha a empresa: somente administradores cadastram ou mantêm registros sem empresa.",
		adminTarget: `Somente administradores podem alterar ou excluir usuários administradores ou do tipo ${USER_TYPE_LABELS.admin}.`,
		cannotGrant: "Você não pode conceder permissões que não possui.",
		targetHasMore: "Você não pode alterar ou excluir um usuário que tem permissões que você não possui.",
		selfAccess: "Você não pode alterar o seu próprio perfil de acesso, tipo, situação ou acesso de administrador.",
		selfPassword: "Para alterar a sua própria senha, use a opção Segurança (informe a senha atual).",
		selfDelete: "Você não pode excluir o seu próprio usuário por aqui. Use a opção de excluir a conta em Meu Perfil.",
		roleTypeMismatch: "O perfil de acesso deve ser do mesmo tipo do usuário.",
		roleOtherCompany: "O perfil de acesso pertence a outra empresa.",
		roleInUse: "Este perfil de acesso está em uso por {count} usuário(s) e não pode ser excluído. Troque o perfil desses usuários antes de excluir.",
		roleTypeInUse: "Este perfil de acesso está em uso: não é possível alterar o seu tipo.",
		cannotDeleteItself: "A sua conta não pode ser excluída por você. Procure o administrador.",
		lastAdmin: "Não é possível excluir o último administrador do sistema.",
		accountDeleted: "Conta excluída com sucesso.",
		companyAdminNeedsUserUpdate: "Para alterar o e-mail, a senha ou o nome do administrador da empresa é preciso a permissão de alterar usuários (Usuários: Alterar)."
	},
	/** Name of the role created with a company's administrator (every company-type permission). */
	companyAdminRoleName: "Administrador da empresa",
	/** The role without permissions that users of a deleted company's roles move to (no role would allow everything). */
	noAccessRoleName: "Sem acesso",
	/** Start of the delete log entry's note naming the company users that were disabled. */
	companyDeletedUsersDisabled: "Usuários da empresa desativados:",
	/** Default copyright line of the runtime configuration. */
	copyright: "© {year} {systemName}. Todos os direitos reservados.",
	/** Limits of POST /uploads/uploadFiles beyond size and type (rate, quotas, who may upload). */
	uploads: {
		tooManyUploads: "Muitos envios de arquivos. Tente novamente em {wait}.",
		dailyQuota: "Limite de envio de arquivos atingido: até {limit} a cada 24 horas. Tente novamente mais tarde.",
		totalQuota: "Limite de armazenamento de arquivos atingido: até {limit} por usuário. Procure o administrador.",
		companyNotApproved: "O envio de arquivos fica disponível depois que a sua empresa for aprovada.",
		malformed: "O envio dos arquivos chegou incompleto ou malformado. Selecione os arquivos e tente enviar de novo."
	},
	export: {
		noData: "Nenhum dado para exportar.",
		failed: "Erro ao exportar dados."
	},
	cep: {
		notFound: "CEP não encontrado",
		noCoordinates: "Não foi possível encontrar coordenadas para este CEP",
		lookupError: "Erro ao buscar CEP: {message}"
	},
	map: {
		searchError: "Erro ao buscar locais: {message}",
		loadError: "Erro carregando mapa: {message}",
		/** What fills loadError's {message}: never the browser's own (English, technical) text. */
		loadFailedDownload: "não foi possível baixar o mapa. Verifique a sua conexão e toque em \"Tentar novamente\".",
		loadFailedOther: "o mapa não pôde ser exibido. Toque em \"Tentar novamente\" ou recarregue a página.",
		retry: "Tentar novamente",
		noCoordinates: "Coordenadas não disponíveis para este endereço. Tente ser mais específico na busca."
	},
	/** A store's position against its address (issue #15). */
	position: {
		outsideBrazil: "A posição no mapa fica fora do Brasil. Marque a loja no mapa ou use a posição do CEP.",
		useCepPosition: "Usar a posição do CEP",
		farFromCity: "A posição no mapa fica a {km} km de {city}. Confira o endereço, marque a loja no mapa ou use a posição do CEP."
	},
	/** Section 8's location warnings, in Portuguese (they replace the specification's English: docs/decisions.md). */
	location: {
		denied: "Permissão de localização negada.",
		unavailable: "Localização indisponível.",
		timeout: "A busca da sua localização demorou demais. Tente novamente.",
		unknown: "Erro desconhecido ao obter a sua localização.",
		unsupported: "Seu navegador não permite obter a localização.",
		mapNotReady: "O mapa ainda não está pronto. Tente novamente."
	},
	companyStatus: {
		approved: "Aprovado",
		pending: "Pendente",
		disapproved: "Reprovado"
	},
	active: {
		true: "Ativo",
		false: "Inativo"
	},
	yesNo: {
		true: "Sim",
		false: "Não"
	},
	userType: USER_TYPE_LABELS,
	deviceType: {
		all: "Todos",
		android: "Android",
		ios: "iOS"
	},
	logAction: {
		create: "Cadastro",
		update: "Alteração",
		delete: "Exclusão",
		approved: "Aprovação",
		rejected: "Rejeição",
		disabled: "Desativação"
	},
	passwordStrength: [
		"Ruim",
		"Fraco",
		"Normal",
		"Bom",
		"Forte"
	],
	/** Bulk decisions in the companies list (POST /companys/bulk-decision): per-company failures and the request's limits. */
	companyBulk: {
		alreadyApproved: "A empresa já está aprovada.",
		alreadyDisapproved: "A empresa já está reprovada.",
		alreadyInactive: "A empresa já está inativa.",
		notFound: "Empresa não encontrada: ela pode ter sido excluída.",
		/** {max}: formatInteger(COMPANY_BULK_DECISION_MAX). */
		tooMany: "No máximo {max} empresas por vez.",
		/** {count}, {max}: formatInteger(). */
		filterTooMany: "O filtro seleciona {count} empresas e o limite é {max} por vez. Refine os filtros e tente de novo.",
		idsOrFilter: "Informe as empresas (ids) ou o filtro (filter), não os dois.",
		reasonOnlyForReject: "O motivo só se aplica à reprovação."
	},
	operationCancelled: "Operação cancelada pelo usuário"
};
/** Replaces `{name}` placeholders in a message. */
var formatMessage = (template, params = {}) => template.replace(/\{(\w+)\}/g, (match, name) => name in params ? String(params[name]) : match);
/** An integer as pt-BR writes it: 1234 → '1.234'. */
var formatInteger = (value) => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }).format(value);
/** '© 2026 Rede de Parceiros. Todos os direitos reservados.' */
var copyrightLine = (systemName, year = (/* @__PURE__ */ new Date()).getFullYear()) => formatMessage(MESSAGES.copyright, {
	year,
	systemName
});
// src/lib/storage.ts
/**
* Typed access to the browser's localStorage: the session (logged user, selected owner),
* the theme settings and the language (section 1 of the specification).
* Every read tolerates a missing, blocked or corrupt storage and answers the fallback.
*/
var STORAGE_KEYS = {
	user: "rede.user",
	selectedUserOwner: "rede.selectedUserOwner",
	themeSettings: "rede.themeSettings",
	language: "rede.language"
};
var STORAGE_EVENT = "rede:storage";
var safeStorage = () => {
	try {
		return typeof window === "undefined" ? null : window.localStorage;
	} catch {
		return null;
	}
};
var rawCache = /* @__PURE__ */ new Map();
/**
* The parsed value of `key`, or `fallback`. The same raw text yields the same object, so the result
* is a stable snapshot for `useSyncExternalStore`.
*/
var readStorage = (key, fallback) => {
	let raw = null;
	try {
		raw = safeStorage()?.getItem(key) ?? null;
	} catch {
		raw = null;
	}
	if (raw === null) return fallback;
	const cached = rawCache.get(key);
	if (cached && cached.raw === raw) return cached.value;
	try {
		const value = JSON.parse(raw);
		rawCache.set(key, {
			raw,
			value
		});
		return value;
	} catch {
		return fallback;
	}
};
var writeStorage = (key, value) => {
	try {
		safeStorage()?.setItem(key, JSON.stringify(value));
	} catch (error) {
		console.warn(`Não foi possível gravar ${key} no armazenamento local.`, error);
	}
	window.dispatchEvent(new CustomEvent(STORAGE_EVENT, { detail: key }));
};
var removeStorage = (key) => {
	try {
		safeStorage()?.removeItem(key);
	} catch {}
	window.dispatchEvent(new CustomEvent(STORAGE_EVENT, { detail: key }));
};
/** Calls `listener` when `key` changes in this tab (writeStorage/removeStorage) or in another tab. */
var subscribeStorage = (key, listener) => {
	const onLocal = (event) => {
		if (event.detail === key) listener();
	};
	const onOtherTab = (event) => {
		if (event.key === key || event.key === null) listener();
	};
	window.addEventListener(STORAGE_EVENT, onLocal);
	window.addEventListener("storage", onOtherTab);
	return () => {
		window.removeEventListener(STORAGE_EVENT, onLocal);
		window.removeEventListener("storage", onOtherTab);
	};
};
// ../../packages/domain/src/constants.ts
/** Business constants of section 9 of the specification. */
var DEFAULT_LANGUAGE = "pt-BR";
var PAGE_SIZES = [
	10,
	25,
	50,
	100
];
var DEBOUNCE_LIST_SEARCH_MS = 1e3;
var LOADING_STOP_DELAY_MS = 1e3;
var SNACKBAR_HIDE_MS = 1500;
var AUTH_REDIRECT_DELAY_MS = 1500;
var MAP_ZOOM = {
	cep: 16,
	place: 16,
	address: 14,
	city: 12,
	state: 8,
	single: 15
};
var BRAZIL_CENTER = {
	latitude: -14.235,
	longitude: -51.9253,
	zoom: 4
};
var SAO_PAULO_CENTER = {
	latitude: -23.5505,
	longitude: -46.6333,
	zoom: 12
};
var DATE_MIN_YEAR = 1900;
var DATE_MAX_YEAR = 2099;
var FILE_SIZE_UNITS = [
	"Bytes",
	"KB",
	"MB",
	"GB",
	"TB",
	"PB",
	"EB",
	"ZB",
	"YB"
];
/** `format` of a list query: the page as JSON (default) or every matching row as a spreadsheet. */
var EXPORT_FORMATS = ["json", "xlsx"];
var EXPORT_COLUMNS_PARAM_MAX = 4e3;
var IMAGE_EXTENSIONS = [
	"jpg",
	"jpeg",
	"png"
];
var IMAGE_MIME_TYPES = ["image/jpeg", "image/png"];
var IMAGE_SIZES = {
	logo: {
		width: 244,
		height: 62
	},
	icon: {
		width: 24,
		height: 24
	},
	bannerDesk: {
		width: 1920,
		height: 600
	},
	bannerMobile: {
		width: 768,
		height: 500
	},
	banner: {
		width: 244,
		height: 62
	},
	menuMain: {
		width: 316,
		height: 394
	}
};
var BREAKPOINTS = {
	xs: 0,
	sm: 768,
	md: 1024,
	lg: 1266,
	xl: 1440
};
var PROFILE_POPUP_WIDTH = {
	min: 240,
	max: 290,
	mdAndBelow: 250
};
var TRANSITIONS_MS = {
	grow: 150,
	fadeEnter: 300,
	fadeExit: 150
};
var DEVICE_TYPES = [
	"all",
	"android",
	"ios"
];
var COMPANY_STATUSES = [
	"approved",
	"pending",
	"disapproved"
];
var USER_TYPES = ["admin", "company"];
var LOG_ACTIONS = [
	"create",
	"update",
	"delete",
	"approved",
	"rejected",
	"disabled"
];
var ORDER_DIRECTIONS = ["asc", "desc"];
/** The product lines every installation starts with (section 2, 'Public home'). */
var DEFAULT_LINES = [
	"Moto",
	"Caminhão",
	"Carro",
	"Estacionárias",
	"Náutica"
];
/** The 27 federative units of Brazil. */
var UFS = [
	{
		uf: "AC",
		nome: "Acre"
	},
	{
		uf: "AL",
		nome: "Alagoas"
	},
	{
		uf: "AP",
		nome: "Amapá"
	},
	{
		uf: "AM",
		nome: "Amazonas"
	},
	{
		uf: "BA",
		nome: "Bahia"
	},
	{
		uf: "CE",
		nome: "Ceará"
	},
	{
		uf: "DF",
		nome: "Distrito Federal"
	},
	{
		uf: "ES",
		nome: "Espírito Santo"
	},
	{
		uf: "GO",
		nome: "Goiás"
	},
	{
		uf: "MA",
		nome: "Maranhão"
	},
	{
		uf: "MT",
		nome: "Mato Grosso"
	},
	{
		uf: "MS",
		nome: "Mato Grosso do Sul"
	},
	{
		uf: "MG",
		nome: "Minas Gerais"
	},
	{
		uf: "PA",
		nome: "Pará"
	},
	{
		uf: "PB",
		nome: "Paraíba"
	},
	{
		uf: "PR",
		nome: "Paraná"
	},
	{
		uf: "PE",
		nome: "Pernambuco"
	},
	{
		uf: "PI",
		nome: "Piauí"
	},
	{
		uf: "RJ",
		nome: "Rio de Janeiro"
	},
	{
		uf: "RN",
		nome: "Rio Grande do Norte"
	},
	{
		uf: "RS",
		nome: "Rio Grande do Sul"
	},
	{
		uf: "RO",
		nome: "Rondônia"
	},
	{
		uf: "RR",
		nome: "Roraima"
	},
	{
		uf: "SC",
		nome: "Santa Catarina"
	},
	{
		uf: "SP",
		nome: "São Paulo"
	},
	{
		uf: "SE",
		nome: "Sergipe"
	},
	{
		uf: "TO",
		nome: "Tocantins"
	}
];
var UF_CODES = UFS.map((u) => u.uf);
/** Runtime configuration defaults (the API's environment defaults, the web app's until it loads). */
var DEFAULT_SYSTEM_NAME = "Rede de Parceiros";
var DEFAULT_MAP_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
var DEFAULT_MAP_ATTRIBUTION = "&copy; <a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap</a> contributors";
// ../../packages/domain/src/permissions.ts
var PERMISSION_ACTIONS = [
	"LIST",
	"UPDATE",
	"CREATE",
	"DELETE"
];
var PERMISSION_ACTION_LABELS = {
	LIST: "Visualizar",
	UPDATE: "Alterar",
	CREATE: "Cadastrar",
	DELETE: "Deletar"
};
var PERMISSION_FEATURES = [
	"COMPANY",
	"USER",
	"ROLE",
	"SETTING",
	"LINE",
	"COMPANYLINE",
	"BANNER",
	"MENUMAIN",
	"MENUSECONDARY",
	"NOTIFICATION",
	"REPORTS",
	"COMPANYLOG"
];
var PERMISSION_FEATURE_LABELS = {
	COMPANY: "Empresas",
	USER: "Usuários",
	ROLE: "Perfís de Acesso",
	SETTING: "Configurações",
	LINE: "Linhas de produtos",
	COMPANYLINE: "Minhas linhas de produtos",
	BANNER: "Banners",
	MENUMAIN: "Menus principais",
	MENUSECONDARY: "Menus secundários",
	NOTIFICATION: "Notificações",
	REPORTS: "Relatórios",
	COMPANYLOG: "Log de Empresas"
};
/** Features restricted to one user type (section 6, 'Type restrictions'). Others are valid for both. */
var FEATURE_USER_TYPES = {
	COMPANY: ["admin"],
	/** Terms, privacy policy and banner settings are administrators' screens (section 6). */
	SETTING: ["admin"],
	LINE: ["admin"],
	BANNER: ["admin"],
	MENUMAIN: ["admin"],
	MENUSECONDARY: ["admin"],
	NOTIFICATION: ["admin"],
	COMPANYLINE: ["company"]
};
var permissionKey = (feature, action) => `${feature}:${action}`;
var isFeatureAllowedForType = (feature, type) => {
	const types = FEATURE_USER_TYPES[feature];
	return !types || types.includes(type);
};
var featuresForType = (type) => PERMISSION_FEATURES.filter((f) => isFeatureAllowedForType(f, type));
var isPermissionKey = (value) => {
	const [feature, action, ...rest] = value.split(":");
	return rest.length === 0 && PERMISSION_FEATURES.includes(feature ?? "") && PERMISSION_ACTIONS.includes(action ?? "");
};
/**
* The single permission rule shared by the API guard and the web app:
* admins and users with no role may do everything; otherwise the role's keys decide,
* limited by the feature's user-type restriction.
*/
var can = (subject, key) => {
	if (subject.isAdmin) return true;
	const feature = key.split(":")[0];
	if (!isFeatureAllowedForType(feature, subject.type)) return false;
	if (!subject.role) return true;
	return subject.role.permissions.includes(key);
};
/** Every permission key of the catalogue (non-empty tuple, usable with z.enum). */
var ALL_PERMISSION_KEYS = PERMISSION_FEATURES.flatMap((f) => PERMISSION_ACTIONS.map((a) => permissionKey(f, a)));
// src/lib/i18n/pt-br-public.ts
/**
* The public part of the pt-BR catalogue: what the public pages (directory, partner page), their layout, the errors,
* dialogs and the not-found page show. It is in the first load; the back-office, auth and registration texts (pt-br-areas.ts)
* come with the lazy area chunks (register-areas.ts). `ptBR` (pt-br.ts) is both together.
*/
var ptBRPublic = {
	directory: {
		viewSwitch: {
			label: "Mostrar os resultados em",
			list: "Lista",
			map: "Mapa"
		},
		nav: {
			label: "Navegação do site",
			find: "Encontrar parceiros",
			register: "Cadastre sua loja",
			login: "Área do parceiro"
		},
		heroTitle: "Encontre um parceiro perto de você",
		heroSubtitle: "Lojas e assistências técnicas da rede, por estado, cidade e linha de produtos.",
		state: "Estado",
		city: "Cidade",
		product: "Produto",
		allStates: "Todos os estados",
		allCities: "Todas as cidades",
		allProducts: "Todos os produtos",
		manyProducts: "Vários: {names}",
		chooseStateFirst: "Escolha um estado",
		search: "BUSCAR",
		results: "{count} resultados",
		resultsHeading: "Resultados",
		oneResult: "1 resultado",
		filters: "Filtros",
		removeFilter: "Remover filtro {label}",
		chip: {
			state: "Estado: {name}",
			city: "Cidade: {name}",
			line: "Produto: {name}"
		},
		clearFilters: "Limpar filtros",
		assistanceOnly: "Somente assistência técnica",
		empty: "Nenhum parceiro encontrado com os filtros selecionados.",
		nearestTitle: "Parceiros mais próximos de você",
		loadMore: "Carregar mais",
		loadingPartners: "Carregando parceiros…",
		loadFailed: "Não foi possível carregar os parceiros. Verifique sua conexão e tente novamente.",
		retry: "Tentar novamente",
		partnerList: "Lista de parceiros",
		assistanceBadge: "Assistência técnica",
		goToStore: "Ir para Loja",
		whatsapp: "Whatsapp",
		details: "Ver Detalhes",
		whatsappMessage: "Olá, {name}! Encontrei sua loja na Rede de Parceiros e gostaria de mais informações.",
		distance: "a {distance} km",
		photoOf: "Fachada de {name}",
		nearYou: "Mais próximos primeiro",
		map: {
			title: "Mapa de parceiros",
			loading: "Carregando mapa…",
			failed: "Enquanto isso, use a lista de parceiros.",
			locationQuestion: "Permitir acesso à sua localização?",
			locationHint: "Mostramos primeiro os parceiros mais próximos de você.",
			allow: "Permitir",
			dismiss: "Agora não",
			locate: "Minha localização",
			cluster: "{count} parceiros nesta região: aproximar",
			youAreHere: "Você está aqui",
			selectedPartner: "Parceiro selecionado: {name}"
		},
		/** Section 8: the location warnings (6 s), from the domain. */
		location: MESSAGES.location,
		categories: {
			title: "Categorias de produtos",
			filterBy: "Filtrar por {name}"
		},
		footer: {
			title: "Atendimento ao cliente",
			privacy: "Política de Privacidade",
			terms: "Termos de Uso",
			contact: "Fale Conosco",
			noText: "Texto ainda não cadastrado.",
			loadingText: "Carregando…",
			links: "Links úteis"
		},
		locations: {
			statesTitle: "Parceiros por estado",
			citiesTitle: "Cidades com parceiros em {state}"
		},
		seo: {
			homeTitle: "Encontre lojas e assistências técnicas parceiras",
			homeDescription: "Encontre lojas e assistências técnicas parceiras por estado, cidade e linha de produtos.",
			stateTitle: "Parceiros em {state}",
			stateDescription: "Lojas e assistências técnicas parceiras em {state}.",
			cityTitle: "Parceiros em {city} – {uf}",
			cityDescription: "Lojas e assistências técnicas parceiras em {city} – {uf}."
		}
	},
	partner: {
		back: "Voltar",
		breadcrumbList: "Lista de Parceiros",
		breadcrumbHome: "Início",
		breadcrumbDetails: "Detalhes do Parceiro",
		breadcrumbLabel: "Navegação estrutural",
		call: "Ligar",
		whatsapp: "Whatsapp",
		goToStore: "Ir Para a Loja",
		lines: "Linhas de Produtos",
		location: "Localização",
		viewOnMaps: "Ver no Google Maps",
		assistanceBadge: "Assistência técnica",
		coverOf: "Fachada de {name}",
		logoOf: "Logo de {name}",
		phone: "Telefone",
		email: "E-mail",
		address: "Endereço",
		cep: "CEP {cep}",
		loading: "Carregando parceiro…",
		loadFailed: "Não foi possível carregar o parceiro. Verifique sua conexão e tente novamente.",
		retry: "Tentar novamente",
		mapFailed: "O mapa não pôde ser carregado.",
		noPosition: "Localização no mapa não informada.",
		seoDescription: "{name}: parceiro em {city} – {uf}. Endereço, telefone, WhatsApp, linhas de produtos e como chegar."
	},
	common: {
		appName: "Rede de Parceiros",
		loading: "Carregando…",
		save: "Salvar",
		register: "Cadastrar",
		cancel: "Cancelar",
		continue: "Continuar",
		close: "Fechar",
		back: "Voltar",
		ok: "OK",
		yes: "Sim",
		no: "Não",
		email: "E-mail",
		password: "Senha",
		home: "Início",
		newTab: " (abre em uma nova aba)"
	},
	validation: MESSAGES.validation,
	errors: {
		...MESSAGES.errors,
		unexpectedTitle: "Algo deu errado",
		unexpectedText: "Ocorreu um erro inesperado ao exibir esta página.",
		reload: "Recarregar a página"
	},
	dialogs: {
		errorTitle: "Erro!",
		successTitle: "Sucesso!",
		confirmTitle: "Tem certeza?",
		cancel: "Cancelar",
		continue: "Continuar",
		ok: "OK",
		deleteQuestion: "Deseja mesmo excluir?"
	},
	snackbar: {
		close: "Fechar aviso",
		undo: "UNDO"
	},
	loading: { label: "Carregando" },
	layout: {
		skipToContent: "Pular para o conteúdo",
		openMenu: "Abrir menu",
		closeMenu: "Fechar menu",
		expandMenu: "Expandir menu",
		collapseMenu: "Recolher menu",
		mainNavigation: "Menu principal",
		moreItems: "Mais itens",
		breadcrumb: "Trilha de navegação",
		breadcrumbHome: "Início",
		profileMenu: "Menu do perfil",
		openProfileMenu: "Abrir menu do perfil de {name}",
		logoHome: "Ir para o início",
		footerPlaceholder: "Rede de Parceiros",
		menuError: "Menu Items Error",
		fixGroup: "Fix - Group Collapse or Items",
		fixCollapse: "Fix - Collapse or Item"
	},
	pages: {
		notFound: {
			title: "Página não encontrada",
			text: "O endereço que você acessou não existe ou foi removido.",
			back: "Voltar ao início."
		},
		accessDenied: {
			title: "Acesso negado",
			text: "Você não tem permissão para acessar esta página.",
			back: "Voltar ao início."
		},
		underConstruction: {
			title: "Em construção",
			text: "A tela \"{title}\" ainda está em construção e estará disponível em breve.",
			back: "Voltar ao início."
		},
		dashboard: {
			title: "Dashboard",
			adminIntro: "Visão geral da rede de parceiros.",
			placeholder: "Olá, {name}! Use o menu para acessar as suas empresas, linhas de produtos e configurações.",
			shortcuts: "Atalhos"
		},
		test: {
			title: "Página de teste",
			text: "Esta página existe para verificar que o aplicativo está no ar."
		}
	},
	routes: {
		login: "Entrar",
		forgotPassword: "Esqueceu a senha?",
		codeVerification: "Verificação de código",
		resetPassword: "Redefinir senha",
		companyRegister: "Cadastro de empresa",
		homepage: "Encontre um parceiro",
		uf: "Parceiros no estado",
		municipio: "Parceiros na cidade",
		partner: "Página do parceiro",
		partnerDetails: "Detalhes do Parceiro",
		test: "Página de teste",
		dashboard: "Dashboard",
		settings: "Configurações",
		reports: PERMISSION_FEATURE_LABELS.REPORTS,
		help: "Ajuda",
		companies: "Empresas",
		company: "Empresa",
		myCompanies: "Minhas Empresas",
		myCompany: "Minha Empresa",
		companyLogs: "Log de Empresas",
		companyLog: "Registro de alteração",
		companyLogDetails: "Histórico da empresa",
		companyLineLogs: "Log de Linhas das Empresas",
		users: "Usuários",
		user: "Usuário",
		roles: "Perfís de Acesso",
		role: "Perfil de Acesso",
		userData: "Meu Perfil",
		changePassword: "Segurança",
		lines: "Linhas de produtos",
		line: "Linha de produtos",
		lineCompanies: "Empresas por linha",
		companyLines: PERMISSION_FEATURE_LABELS.COMPANYLINE,
		companyLine: "Linha de produtos da empresa",
		banners: "Banners",
		banner: "Banner",
		menuMains: "Menus principais",
		menuMain: "Menu principal",
		menuSecondarys: "Menus secundários",
		menuSecondary: "Menu secundário",
		notifications: "Notificações",
		notification: "Notificação",
		registerSettings: "Configurações de Banner e Termos",
		terms: "Termos e Condições",
		policy: "Políticas de Privacidade",
		imagesBanner: "Imagens e Banners"
	}
};
// src/lib/i18n/index.tsx
/**
* Tiny i18n: `useT()` in components, `t()` outside React. The language is kept in localStorage;
* pt-BR is the default and the only catalogue so far. A catalogue comes in two parts: the public one (first load) and
* the areas' one (register-areas.ts, with the lazy back-office/auth/registration chunks). Adding a language = its two
* parts (typed against TCatalogue) in CATALOGUES / register-areas.ts, its code in TLanguage and its entry in LANGUAGES.
*/
var import_jsx_runtime = require_jsx_runtime();
/**
* The texts loaded so far, per language. The first load has the public part; each lazy area (back-office, auth,
* registration) adds the rest before it renders (register-areas.ts, statically imported by the area's layout route).
*/
var CATALOGUES = { "pt-BR": { ...ptBRPublic } };
/** Adds a part of a language's catalogue (top-level sections) to what `translate` can find. */
var registerTexts = (language, texts) => {
	Object.assign(CATALOGUES[language], texts);
};
var LANGUAGES = [{
	code: "pt-BR",
	label: "Português (Brasil)"
}];
var isLanguage = (value) => typeof value === "string" && value in CATALOGUES;
var getLanguage = () => {
	const stored = readStorage(STORAGE_KEYS.language, DEFAULT_LANGUAGE);
	return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};
var setLanguage = (language) => writeStorage(STORAGE_KEYS.language, language);
var lookup = (catalogue, key) => {
	let node = catalogue;
	for (const part of key.split(".")) {
		if (node === null || typeof node !== "object") return void 0;
		node = node[part];
	}
	return typeof node === "string" ? node : void 0;
};
var translate = (language, key, params) => {
	const text = lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES["pt-BR"], key) ?? key;
	return params ? formatMessage(text, params) : text;
};
/** Translation outside React (api client, menus built in plain modules). */
var t = (key, params) => translate(getLanguage(), key, params);
var I18nContext = (0, import_react.createContext)(null);
var I18nProvider = ({ children }) => {
	const language = (0, import_react.useSyncExternalStore)((listener) => subscribeStorage(STORAGE_KEYS.language, listener), getLanguage, () => DEFAULT_LANGUAGE);
	(0, import_react.useEffect)(() => {
		document.documentElement.lang = language;
	}, [language]);
	const bound = (0, import_react.useCallback)((key, params) => translate(language, key, params), [language]);
	const value = (0, import_react.useMemo)(() => ({
		language,
		setLanguage,
		t: bound
	}), [language, bound]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(I18nContext.Provider, {
		value,
		children
	});
};
/** The translate function of the current language. Works without a provider (falls back to `t`). */
var useT = () => (0, import_react.useContext)(I18nContext)?.t ?? t;
var useLanguage = () => {
	const context = (0, import_react.useContext)(I18nContext);
	return {
		language: context?.language ?? getLanguage(),
		setLanguage: context?.setLanguage ?? setLanguage
	};
};
export { formatMessage as $, IMAGE_EXTENSIONS as A, SNACKBAR_HIDE_MS as B, DEFAULT_MAP_ATTRIBUTION as C, EXPORT_COLUMNS_PARAM_MAX as D, DEVICE_TYPES as E, MAP_ZOOM as F, STORAGE_KEYS as G, UFS as H, ORDER_DIRECTIONS as I, subscribeStorage as J, readStorage as K, PAGE_SIZES as L, IMAGE_SIZES as M, LOADING_STOP_DELAY_MS as N, EXPORT_FORMATS as O, LOG_ACTIONS as P, formatInteger as Q, PROFILE_POPUP_WIDTH as R, DEFAULT_LINES as S, DEFAULT_SYSTEM_NAME as T, UF_CODES as U, TRANSITIONS_MS as V, USER_TYPES as W, MESSAGES as X, writeStorage as Y, copyrightLine as Z, BREAKPOINTS as _, useT as a, DATE_MIN_YEAR as b, PERMISSION_ACTION_LABELS as c, featuresForType as d, isFeatureAllowedForType as f, BRAZIL_CENTER as g, AUTH_REDIRECT_DELAY_MS as h, useLanguage as i, IMAGE_MIME_TYPES as j, FILE_SIZE_UNITS as k, PERMISSION_FEATURE_LABELS as l, permissionKey as m, LANGUAGES as n, ALL_PERMISSION_KEYS as o, isPermissionKey as p, removeStorage as q, registerTexts as r, PERMISSION_ACTIONS as s, I18nProvider as t, can as u, COMPANY_STATUSES as v, DEFAULT_MAP_TILE_URL as w, DEBOUNCE_LIST_SEARCH_MS as x, DATE_MAX_YEAR as y, SAO_PAULO_CENTER as z };
