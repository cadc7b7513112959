/** pt-BR texts of the dashboard's company cards and of a company user's registration status. */
export const DASHBOARD_TEXTS = {
  disapproved: 'Empresas Reprovadas',
  pending: 'Pendentes de Aprovação',
  approved: 'Aprovadas',
  open: 'Ver empresas',
  openLabel: '{title}: {count}. Abrir a lista de empresas',
  loadFailed: 'Não foi possível carregar os totais.',
  retry: 'Tentar novamente',
  myStatus: {
    title: 'Situação do cadastro',
    pending: 'Seu cadastro está em análise desde {date}.',
    pendingNext: 'Você receberá um e-mail quando ele for aprovado ou reprovado.',
    rejected: 'O cadastro foi reprovado. O motivo foi enviado por e-mail ao administrador; corrija os dados para uma nova análise.',
    fix: 'Corrigir os dados da empresa',
    reason: 'Motivo:',
    more: 'Ver as outras {count} empresas em análise ou reprovadas',
  },
} as const;
