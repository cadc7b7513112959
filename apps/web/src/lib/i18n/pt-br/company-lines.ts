/** pt-BR texts of the company-lines screens (companyLines, companyLine/{id?}) and line_companys. */
export const COMPANY_LINES_TEXTS = {
  title: 'Minhas linhas de produtos',
  /** An administrator manages every company's lines, not their own. */
  adminTitle: 'Linhas de produtos das empresas',
  intro: 'As linhas de produtos que a empresa oferece. Toda empresa mantém pelo menos uma linha.',
  allCompanies: 'Linhas de todas as suas empresas.',
  newTitle: 'Adicionar linha de produtos',
  editTitle: 'Alterar linha de produtos',
  viewTitle: 'Detalhes da linha de produtos',
  fields: {
    line: 'Linha de produtos',
    company: 'Empresa',
    icon: 'Ícone',
    dtRegister: 'Data de cadastro',
  },
  alreadyLinked: '{name} (já associada)',
  created: 'Linha de produtos adicionada.',
  saved: 'Linha de produtos salva.',
  loadFailed: 'Não foi possível carregar a linha de produtos.',
  retry: 'Tentar novamente',
  backToList: 'Voltar para a lista',
  loading: 'Carregando linha de produtos…',
  /** A company user's change of an APPROVED company's lines is a proposed change (see the decisions). */
  approvalInfo:
    "Numa empresa aprovada, adicionar, alterar ou remover uma linha envia a alteração para aprovação: a versão aprovada, com as linhas atuais, continua publicada até a decisão do setor comercial. Se a alteração for reprovada, ela será descartada e o motivo será enviado a você. Nas demais empresas, o status passa a ser 'Pendente' até a aprovação.",
  proposed: 'Alteração enviada para aprovação. A versão aprovada da empresa, com as linhas atuais, continua publicada até a decisão.',
  withdrawn: 'As linhas voltaram a ser as da versão aprovada: nenhuma alteração aguarda aprovação.',
  pendingTitle: 'Alterações de linhas aguardando aprovação',
  pendingIntro: 'Esta lista mostra as linhas publicadas. Até a decisão do setor comercial:',
  pendingItem: '{company}: {before} → {after}',
  undo: 'Desfazer',
  undoOf: 'Desfazer a alteração das linhas de {company}',
  undoTitle: 'Desfazer a alteração das linhas?',
  undoMessage:
    'As linhas de {company} voltam a ser as aprovadas: {before}. As demais alterações propostas da empresa, se houver, continuam aguardando aprovação.',
  undoneOthersWait: 'As linhas voltaram a ser as da versão aprovada. As demais alterações propostas continuam aguardando aprovação.',
  lineCompanies: {
    title: 'Empresas por linha',
    intro: 'Quantas empresas oferecem cada linha de produtos. Abra uma linha para ver a lista das suas empresas.',
    name: 'Linha de produtos',
    companiesCount: 'Empresas',
    activeCount: 'Ativas no diretório',
    openCompanies: 'Ver empresas',
    companiesOf: 'Ver as {count} empresas da linha {name}',
  },
} as const;
