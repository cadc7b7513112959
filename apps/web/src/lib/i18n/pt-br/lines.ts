/** pt-BR texts of the product lines screens (lines, line/{id?}). */
export const LINES_TEXTS = {
  title: 'Linhas de produtos',
  newTitle: 'Nova linha de produtos',
  editTitle: 'Editar linha de produtos',
  viewTitle: 'Detalhes da linha de produtos',
  detailsTitle: 'Linha de produtos',
  fields: {
    name: 'Título',
    icon: 'Ícone',
    dtRegister: 'Data de cadastro',
    dtUpdate: 'Data de atualização',
  },
  created: 'Linha de produtos cadastrada.',
  saved: 'Linha de produtos salva.',
  loadFailed: 'Não foi possível carregar a linha de produtos.',
  retry: 'Tentar novamente',
  backToList: 'Voltar para a lista',
  loading: 'Carregando linha de produtos…',
} as const;
