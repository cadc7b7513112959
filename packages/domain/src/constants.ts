/** Business constants of section 9 of the specification. */

export const DEFAULT_LANGUAGE = 'pt-BR' as const;
export const DEFAULT_CURRENCY = 'BRL' as const;
export const SUPPORTED_CURRENCIES = ['BRL', 'GBP'] as const;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const DEBOUNCE_TABLE_FILTER_MS = 500;
export const DEBOUNCE_LIST_SEARCH_MS = 1000;
export const DEBOUNCE_MAP_SEARCH_MS = 500;
export const LOADING_STOP_DELAY_MS = 1000;
export const SNACKBAR_HIDE_MS = 1500;
export const LOCATION_SNACKBAR_HIDE_MS = 6000;
export const AUTH_REDIRECT_DELAY_MS = 1500;

export const MAP_SEARCH_MIN_CHARS = 3;
export const MAP_SEARCH_MAX_RESULTS = 5;
export const MAP_DEFAULT_HEIGHT_PX = 400;
export const MAP_GEOLOCATION_TIMEOUT_MS = 10_000;
export const HOME_GEOLOCATION_TIMEOUT_MS = 8_000;
export const HOME_GEOLOCATION_MAX_AGE_MS = 30_000;
export const MAP_ZOOM = { cep: 16, place: 16, address: 14, city: 12, state: 8, single: 15 } as const;
export const BRAZIL_CENTER = { latitude: -14.235, longitude: -51.9253, zoom: 4 } as const;
export const SAO_PAULO_CENTER = { latitude: -23.5505, longitude: -46.6333, zoom: 12 } as const;
export const COORDINATE_DECIMALS = 6;
/** A store's position farther than this from its city's reference point is refused. */
export const POSITION_MAX_KM_FROM_CITY = 100;
/** The city's reference point is the median of its other partners' positions, from this many partners up. */
export const POSITION_CITY_REFERENCE_MIN_PARTNERS = 3;

/** The specification's minimum ('Mínimo 6 caracteres'). */
export const PASSWORD_MIN = 6;
/** The password policy's minimum for new passwords: anything shorter gets 'Mínimo 8 caracteres' (one rule). */
export const PASSWORD_POLICY_MIN = 8;
export const PASSWORD_MAX = 255;
export const EMAIL_MAX = 255;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_TRIES = 5;
export const CEP_DIGITS = 8;
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2099;
export const DATETIME_STEP_MINUTES = 5;
export const DEFAULT_COUNTRY_CODE = '55';
export const SETTINGS_ID = 1;
export const SELECT_MAX_TAGS = 2;
export const GALLERY_PER_ROW = 4;
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export const EXPORT_SHEET_NAME = 'Dados';
/** `format` of a list query: the page as JSON (default) or every matching row as a spreadsheet. */
export const EXPORT_FORMATS = ['json', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Longest `title` (file name) and `columns` parameter of an export. */
export const EXPORT_TITLE_MAX = 100;
export const EXPORT_COLUMNS_PARAM_MAX = 4000;

/** Uploads (POST /api/uploads/uploadFiles): at most 5 MB per file and 10 files per request. */
export const MAX_UPLOAD_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;

/** The most ids one list parameter or field may carry (a 70 000-id query once answered 503 after seconds of work). */
export const MAX_ID_LIST = 100;
/** The most permission keys a role may list (the catalogue has far fewer; duplicates are folded). */
export const MAX_PERMISSION_KEYS = 200;

/** A registration form sent faster than this after the server issued its form token is a robot's (REGISTRATION_MIN_FILL_TIME_MS overrides). */
export const REGISTRATION_MIN_FILL_TIME_MS = 3_000;
/** A registration form token older than this is refused: the visitor reloads the page. */
export const REGISTRATION_FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const IMAGE_SIZES = {
  logo: { width: 244, height: 62 },
  icon: { width: 24, height: 24 },
  bannerDesk: { width: 1920, height: 600 },
  bannerMobile: { width: 768, height: 500 },
  banner: { width: 244, height: 62 },
  menuMain: { width: 316, height: 394 },
} as const;

export const BREAKPOINTS = { xs: 0, sm: 768, md: 1024, lg: 1266, xl: 1440 } as const;
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 90;
export const PROFILE_POPUP_WIDTH = { min: 240, max: 290, mdAndBelow: 250 } as const;
export const TRANSITIONS_MS = { grow: 150, fadeEnter: 300, fadeExit: 150 } as const;

export const DEVICE_TYPES = ['all', 'android', 'ios'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const COMPANY_STATUSES = ['approved', 'pending', 'disapproved'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const USER_TYPES = ['admin', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LOG_ACTIONS = ['create', 'update', 'delete', 'approved', 'rejected', 'disabled'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

/**
 * Company import: the file's limits, its formats, the states of an import job, the status
 * chosen for the companies it creates, what the dry run plans for a row and what the import did with it.
 */
export const COMPANY_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const COMPANY_IMPORT_MAX_ROWS = 50_000;
export const COMPANY_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type CompanyImportFormat = (typeof COMPANY_IMPORT_FORMATS)[number];
export const COMPANY_IMPORT_STATES = ['previewed', 'queued', 'running', 'finished'] as const;
export type CompanyImportState = (typeof COMPANY_IMPORT_STATES)[number];
export const COMPANY_IMPORT_STATUSES = ['approved', 'pending'] as const;
export type CompanyImportStatus = (typeof COMPANY_IMPORT_STATUSES)[number];
export const COMPANY_IMPORT_ACTIONS = ['create', 'update', 'skip', 'error'] as const;
export type CompanyImportAction = (typeof COMPANY_IMPORT_ACTIONS)[number];
export const COMPANY_IMPORT_RESULTS = ['created', 'updated', 'skipped', 'failed'] as const;
export type CompanyImportResult = (typeof COMPANY_IMPORT_RESULTS)[number];

export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** The product lines every installation starts with (section 2, 'Public home'). */
export const DEFAULT_LINES = ['Moto', 'Caminhão', 'Carro', 'Estacionárias', 'Náutica'] as const;

/** The 27 federative units of Brazil. */
export const UFS = [
  { uf: 'AC', nome: 'Acre' },
  { uf: 'AL', nome: 'Alagoas' },
  { uf: 'AP', nome: 'Amapá' },
  { uf: 'AM', nome: 'Amazonas' },
  { uf: 'BA', nome: 'Bahia' },
  { uf: 'CE', nome: 'Ceará' },
  { uf: 'DF', nome: 'Distrito Federal' },
  { uf: 'ES', nome: 'Espírito Santo' },
  { uf: 'GO', nome: 'Goiás' },
  { uf: 'MA', nome: 'Maranhão' },
  { uf: 'MT', nome: 'Mato Grosso' },
  { uf: 'MS', nome: 'Mato Grosso do Sul' },
  { uf: 'MG', nome: 'Minas Gerais' },
  { uf: 'PA', nome: 'Pará' },
  { uf: 'PB', nome: 'Paraíba' },
  { uf: 'PR', nome: 'Paraná' },
  { uf: 'PE', nome: 'Pernambuco' },
  { uf: 'PI', nome: 'Piauí' },
  { uf: 'RJ', nome: 'Rio de Janeiro' },
  { uf: 'RN', nome: 'Rio Grande do Norte' },
  { uf: 'RS', nome: 'Rio Grande do Sul' },
  { uf: 'RO', nome: 'Rondônia' },
  { uf: 'RR', nome: 'Roraima' },
  { uf: 'SC', nome: 'Santa Catarina' },
  { uf: 'SP', nome: 'São Paulo' },
  { uf: 'SE', nome: 'Sergipe' },
  { uf: 'TO', nome: 'Tocantins' },
] as const;
export const UF_CODES = UFS.map((u) => u.uf) as unknown as readonly [UfCode, ...UfCode[]];
export type UfCode = (typeof UFS)[number]['uf'];

/** Time zone used to display server-side dates (exports). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
/** id and name of the 'all' entry admins get in the user-owner list (section 3). */
export const USER_OWNER_ALL_ID = -1;
export const USER_OWNER_ALL_NAME = 'all';

/** Runtime configuration defaults (the API's environment defaults, the web app's until it loads). */
export const DEFAULT_SYSTEM_NAME = 'Rede de Parceiros';
export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
