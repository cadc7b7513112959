/** pt-BR texts of the dashboard's company cards. */
export const DASHBOARD_TEXTS = {
  disapproved: 'Empresas Reprovadas',
  pending: 'Pendentes de Aprovação',
  approved: 'Aprovadas',
  open: 'Ver empresas',
  openLabel: '{title}: {count}. Abrir a lista de empresas',
  loadFailed: 'Não foi possível carregar os totais.',
  retry: 'Tentar novamente',
} as const;
