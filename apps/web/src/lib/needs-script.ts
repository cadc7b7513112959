/**
 * Parts of a server-rendered public page that do nothing without JavaScript (the map, the phone's 'Lista' /
 * 'Mapa' switch) carry `data-needs-script`; the server adds NO_SCRIPT_CSS to the page's head inside <noscript>,
 * so a browser without JavaScript hides them, and the directory's list takes the map's column too.
 */
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const;
export const SCRIPT_COLUMNS = { 'data-script-columns': '' } as const;

export const NO_SCRIPT_CSS = '[data-needs-script]{display:none!important}[data-script-columns]{grid-template-columns:minmax(0,1fr)!important}';
