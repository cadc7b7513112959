import { MESSAGES } from '@rede/domain/messages';

const E = MESSAGES.engagement;

/** pt-BR texts of the engagement report (Relatórios and Minhas Empresas). Counts and tables as the spreadsheet names them (MESSAGES.engagement). */
export const ENGAGEMENT_TEXTS = {
  title: 'Engajamento',
  intro:
    'Como o diretório público é usado: buscas, visitas às páginas dos parceiros e cliques nos contatos, contados por dia e de forma anônima (sem endereço IP, cookie ou identificação de quem usa o site).',
  introOwn:
    'Como os visitantes do diretório público chegam às suas empresas: visitas às páginas e cliques nos contatos, contados por dia e de forma anônima.',
  ownScope: 'Os números consideram apenas as suas empresas; as buscas da rede não entram.',
  period: 'Período',
  from: 'Data inicial',
  to: 'Data final',
  fixPeriod: 'Corrija o período acima para ver o engajamento.',
  export: 'Exportar',
  exportLabel: 'Exportar engajamento',
  exporting: 'Exportando… {progress}',
  exportTitle: 'Engajamento',
  loading: 'Carregando o engajamento…',
  loadFailed: 'Não foi possível carregar o engajamento.',
  retry: 'Tentar novamente',
  counts: E.counts,
  tables: { ...E.tables, byDayOwn: 'Visitas e contatos por dia' },
  columns: {
    day: 'Dia',
    partner: 'Parceiro',
    state: 'Estado',
    city: 'Cidade',
    place: 'Local',
    line: 'Linha de produtos',
    searches: 'Buscas',
    zeroResults: 'Sem resultado',
    views: 'Visualizações',
    whatsapp: 'WhatsApp',
    phone: 'Telefone',
    directions: 'Ir para Loja',
    details: 'Ver Detalhes',
    contacts: 'Contatos',
    total: 'Total',
  },
  series: {
    searches: 'Buscas',
    views: 'Visualizações',
    contacts: 'Contatos',
  },
  noState: E.noState,
  allCities: E.allCities,
  describe: {
    bars: 'Gráfico de barras com {count} itens. Maior valor: {label}, com {value}. Os números estão na tabela.',
    barsOne: 'Gráfico de barras com 1 item: {label}, com {value}. Os números estão na tabela.',
    days: 'Gráfico de colunas de {count} dias, de {from} a {to}: {summary}. Os números estão na tabela.',
    daysOne: 'Gráfico de colunas de 1 dia, {from}: {summary}. Os números estão na tabela.',
    empty: 'Gráfico sem dados.',
  },
  noData: 'Nenhum evento no período.',
  scrollTable: 'Tabela: {title}',
  legend: 'Legenda',
} as const;
