/** pt-BR texts of the reports screen. Status labels come from MESSAGES.companyStatus. */
export const REPORTS_TEXTS = {
  title: 'Relatórios',
  intro:
    'Números da rede de parceiros: empresas cadastradas em qualquer status, por estado, linha de produtos e status, e a evolução dos últimos 12 meses.',
  ownScope: 'Os números consideram apenas as suas empresas.',
  generatedAt: 'Atualizado em {date} (horário de Brasília)',
  refresh: 'Atualizar',
  export: 'Exportar',
  exporting: 'Exportando… {progress}',
  exportTitle: 'Relatórios',
  loading: 'Carregando relatórios…',
  loadFailed: 'Não foi possível carregar os relatórios.',
  retry: 'Tentar novamente',
  totals: {
    companies: 'Parceiros cadastrados',
    actives: 'Ativos no diretório',
  },
  charts: {
    byState: 'Parceiros por estado',
    byLine: 'Parceiros por linha',
    byStatus: 'Parceiros por status',
    byMonth: 'Cadastros e aprovações por mês',
  },
  columns: {
    state: 'Estado',
    line: 'Linha de produtos',
    status: 'Status',
    month: 'Mês',
    partners: 'Parceiros',
    registrations: 'Cadastros',
    approvals: 'Aprovações',
    total: 'Total',
  },
  describe: {
    bars: 'Gráfico de barras com {count} itens. Maior valor: {label}, com {value}. Os números estão na tabela ao lado.',
    barsOne: 'Gráfico de barras com 1 item: {label}, com {value}. Os números estão na tabela ao lado.',
    empty: 'Gráfico sem dados.',
    months:
      'Gráfico de colunas dos últimos {count} meses, de {from} a {to}: {registrations} cadastros e {approvals} aprovações no período. Os números estão na tabela ao lado.',
  },
  noData: 'Nenhum dado para exibir.',
  legend: 'Legenda',
} as const;
