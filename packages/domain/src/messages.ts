/**
 * pt-BR messages shared by the API and the web app: validation messages of section 5,
 * error texts of section 8 and the server's answers. The web app's screen texts live in its
 * own catalogue (apps/web/src/lib/i18n), which reuses these.
 */
import { DEFAULT_TIME_ZONE } from './constants.ts';
import { formatDatetime } from './validators/datetime.ts';

const USER_TYPE_LABELS = { admin: 'Administrador', company: 'Empresa' } as const;

export const MESSAGES = {
  validation: {
    required: 'Campo obrigatório',
    arrayMin: 'Adicione pelo menos um item',
    arrayMax: 'No máximo {max} itens',
    email: 'E-mail inválido',
    password: 'Senha inválida',
    passwordMin: 'Mínimo 6 caracteres',
    passwordMax: 'Máximo 255 caracteres',
    passwordPolicyMin: 'Mínimo 8 caracteres',
    passwordCommon: 'Senha muito comum. Escolha uma senha mais difícil de adivinhar.',
    passwordContainsEmail: 'A senha não pode conter o e-mail nem parte dele.',
    maxLength: 'Máximo de {max} caracteres',
    passwordsMustMatch: 'Senhas devem ser iguais',
    passwordsMustMatchReset: 'As senha devem ser iguais',
    phone: 'Telefone inválido',
    cpf: 'CPF inválido',
    cnpj: 'CNPJ inválido',
    cep: 'CEP inválido',
    card: 'Cartão inválido',
    month: 'Mês inválido',
    year: 'Ano inválido',
    cvv: 'Cvv inválido',
    time: 'Hora e minuto inválidos',
    /** Opening hours: an interval, the two intervals of a day, days and dates listed once. */
    intervalOrder: 'O fechamento deve ser depois da abertura',
    intervalsOverlap: 'Os intervalos não podem se sobrepor: o segundo deve começar depois do fim do primeiro',
    dayRepeated: 'Dia da semana repetido',
    dateRepeated: 'Data repetida',
    date: 'Data inválida',
    invalid: 'Valor inválido',
    uf: 'UF inválida',
    code: 'Código inválido',
    inUse: '{title} Já está em uso',
    cepMismatch: 'Este CEP pode não corresponder à cidade informada',
    /** The city must be a municipality of the chosen state (the IBGE list). */
    cityNotFound: 'Cidade não encontrada em {uf}. Escolha um município da lista (ex.: São Paulo).',
    position: 'Posição inválida',
    url: 'Link inválido',
    permission: 'Permissão inválida',
    lineBrackets: 'Formato inválido: use line=1&line=2 ou line=1,2.',
    radiusKm: 'Raio inválido: use 10, 25, 50 ou 100 (km).',
    radiusNeedsPosition: 'O raio só vale com uma posição (lat e lng).',
  },
  errors: {
    missingFields: 'Missing fields, see additionalData',
    missingFieldsDisplay: 'Campos Obrigatórios: ',
    connection: 'Erro de conexão!',
    notFound: 'Registro não encontrado.',
    routeNotFound: 'Rota não encontrada.',
    unauthorized: 'Sessão expirada ou inválida. Faça login novamente.',
    forbidden: 'Você não tem permissão para realizar esta ação.',
    internal: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
    serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    /** {wait}: waitInWords() ('30 segundos', 'cerca de 59 minutos', 'cerca de 2 horas'). */
    tooManyRequests: 'Muitas tentativas. Tente novamente em {wait}.',
    invalidCredentials: 'E-mail ou senha inválidos.',
    inactiveUser: 'Usuário inativo. Procure o administrador.',
    invalidResetCode: 'Código inválido ou expirado.',
    resetCodeSent: 'Se o e-mail estiver cadastrado, você receberá um código em instantes.',
    payloadTooLarge: 'Arquivo muito grande. O limite é {limit}.',
    tooManyFiles: 'Muitos arquivos. O limite é {max} arquivos por envio.',
    unsupportedMedia: 'Tipo de arquivo não suportado. Envie imagens jpg, jpeg ou png.',
    conflict: 'Registro em conflito com outro existente.',
    invalidJson: 'O corpo da requisição não é um JSON válido.',
    /** {expected}: the content types the route takes ('application/json', 'multipart/form-data'). */
    unsupportedContentType: 'Formato do corpo da requisição não suportado. Envie {expected}.',
    /** The HTTP parser refused the request line: raw accents or spaces in the address (a browser encodes them). */
    invalidUrl:
      'Endereço inválido: acentos, espaços e outros caracteres especiais devem ir codificados no endereço (por exemplo, ç como %C3%A7 e espaço como %20).',
    invalidUrlField: 'Caracteres não codificados no endereço.',
    invalidRequest: 'Requisição HTTP inválida.',
    requestTimeout: 'A requisição demorou demais para chegar e foi encerrada. Tente novamente.',
    headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
    lineInUse:
      'Não é possível excluir esta linha: há empresas que ficariam sem nenhuma linha de produtos. Associe outra linha a elas antes de excluir.',
    settingsRequired: 'As configurações do registro 1 são usadas pelo sistema (termos, política de privacidade e banners) e não podem ser excluídas.',
    companyLineLast: 'Não é possível remover a última linha de produtos da empresa: toda empresa deve ter pelo menos uma linha.',
    companyLineDuplicate: 'Esta linha de produtos já está associada a esta empresa.',
    companyLineNoProposal:
      'Nenhuma alteração das linhas desta empresa aguarda aprovação: ela já foi decidida ou desfeita. Recarregue a página para ver as linhas atuais.',
  },
  auth: {
    passwordChanged: 'Senha alterada com sucesso',
    registered: 'Cadastro realizado com sucesso!',
    registrationFormExpired: 'O formulário de cadastro expirou. Recarregue a página e envie os dados novamente.',
    /** Meu Perfil: e-mail change (the code goes to the new address). */
    emailChangeSent: 'Enviamos um código de confirmação para {email}. Digite-o abaixo para concluir a troca.',
    emailChanged: 'E-mail alterado com sucesso. As outras sessões abertas foram encerradas.',
    emailUnchanged: 'Informe um e-mail diferente do atual.',
    emailChangeNeedsCode: 'Para alterar o e-mail, use "Alterar e-mail": informe a sua senha atual e o código enviado ao novo endereço.',
    /** 403 (code PASSWORD_CHANGE_REQUIRED) on every call but the few the change-password screen needs. */
    passwordChangeRequired: 'Troque a sua senha para continuar: a senha atual é provisória ou não segue mais a política de senhas.',
  },
  /** Invitations: the invited person chooses their own password through a single-use link. */
  invitations: {
    invalid: 'Convite inválido, expirado ou já usado. Peça um novo convite a quem o enviou.',
    accepted: 'Convite aceito. Bem-vindo!',
    notPending: 'Este convite já foi aceito ou revogado.',
    alreadyAccepted: 'Este convite já foi aceito: a pessoa já tem acesso.',
    companyHasAdmin: 'Esta empresa já tem um administrador.',
    passwordNotWithInvite: 'Ao convidar por e-mail, a própria pessoa escolhe a senha: deixe a senha em branco.',
    staffPasswordOnEdit: 'Esta empresa ainda não tem administrador: convide-o por e-mail (a própria pessoa escolhe a senha).',
    companyAdminNeedsUserCreate: 'Para dar acesso ao administrador da empresa é preciso a permissão de cadastrar usuários (Usuários: Cadastrar).',
    state: { sent: 'Enviado', accepted: 'Aceito', expired: 'Expirado', revoked: 'Revogado' },
  },
  /** Users, roles and account rules (sections 4 and 6). */
  access: {
    adminOnlyCompany: 'Somente administradores podem vincular registros a outra empresa. Escolha uma das suas empresas.',
    adminOnlyIsAdmin: 'Somente administradores podem conceder o acesso de administrador.',
    adminOnlyType: `Somente administradores podem usar o tipo ${USER_TYPE_LABELS.admin}.`,
    /** A role of the administrator type is the back office's: it belongs to no company. */
    adminRoleWithoutCompany: `Um perfil do tipo ${USER_TYPE_LABELS.admin} não pertence a uma empresa: deixe a empresa em branco.`,
    noCompanyOnlyAdmin: 'Somente administradores podem alterar ou excluir registros sem empresa.',
    noCompanyToSave: 'Você não está vinculado a nenhuma empresa: somente administradores podem cadastrar registros sem empresa.',
    staffNeedsCompany: 'Escolha a empresa: somente administradores cadastram ou mantêm registros sem empresa.',
    adminTarget: `Somente administradores podem alterar ou excluir usuários administradores ou do tipo ${USER_TYPE_LABELS.admin}.`,
    cannotGrant: 'Você não pode conceder permissões que não possui.',
    /** A company user whose profile lacks MYCOMPANY:UPDATE / MYCOMPANY:CREATE (the partner's own access profiles decide). */
    myCompanyUpdate: 'O seu perfil de acesso não permite alterar os dados da empresa. Procure o administrador da sua empresa.',
    myCompanyCreate: 'O seu perfil de acesso não permite cadastrar empresas. Procure o administrador da sua empresa.',
    targetHasMore: 'Você não pode alterar ou excluir um usuário que tem permissões que você não possui.',
    selfAccess: 'Você não pode alterar o seu próprio perfil de acesso, tipo, situação ou acesso de administrador.',
    selfPassword: 'Para alterar a sua própria senha, use a opção Segurança (informe a senha atual).',
    selfDelete: 'Você não pode excluir o seu próprio usuário por aqui. Use a opção de excluir a conta em Meu Perfil.',
    roleTypeMismatch: 'O perfil de acesso deve ser do mesmo tipo do usuário.',
    roleOtherCompany: 'O perfil de acesso pertence a outra empresa.',
    roleInUse: 'Este perfil de acesso está em uso por {count} usuário(s) e não pode ser excluído. Troque o perfil desses usuários antes de excluir.',
    roleTypeInUse: 'Este perfil de acesso está em uso: não é possível alterar o seu tipo.',
    cannotDeleteItself: 'A sua conta não pode ser excluída por você. Procure o administrador.',
    lastAdmin: 'Não é possível excluir o último administrador do sistema.',
    accountDeleted: 'Conta excluída com sucesso.',
    companyAdminNeedsUserUpdate:
      'Para alterar o e-mail, a senha ou o nome do administrador da empresa é preciso a permissão de alterar usuários (Usuários: Alterar).',
  },
  /** Name of the role created with a company's administrator (every company-type permission). */
  companyAdminRoleName: 'Administrador da empresa',
  /** The role without permissions that users of a deleted company's roles move to (no role would allow everything). */
  noAccessRoleName: 'Sem acesso',
  /** Start of the delete log entry's note naming the company users that were disabled. */
  companyDeletedUsersDisabled: 'Usuários da empresa desativados:',
  /** Default copyright line of the runtime configuration. */
  copyright: '© {year} {systemName}. Todos os direitos reservados.',
  /** Limits of POST /uploads/uploadFiles beyond size and type (rate, quotas, who may upload). */
  uploads: {
    tooManyUploads: 'Muitos envios de arquivos. Tente novamente em {wait}.',
    dailyQuota: 'Limite de envio de arquivos atingido: até {limit} a cada 24 horas. Tente novamente mais tarde.',
    totalQuota: 'Limite de armazenamento de arquivos atingido: até {limit} por usuário. Procure o administrador.',
    companyNotApproved: 'O envio de arquivos fica disponível depois que a sua empresa for aprovada.',
    malformed: 'O envio dos arquivos chegou incompleto ou malformado. Selecione os arquivos e tente enviar de novo.',
  },
  export: {
    noData: 'Nenhum dado para exportar.',
    failed: 'Erro ao exportar dados.',
  },
  cep: {
    notFound: 'CEP não encontrado',
    noCoordinates: 'Não foi possível encontrar coordenadas para este CEP',
    lookupError: 'Erro ao buscar CEP: {message}',
  },
  map: {
    searchError: 'Erro ao buscar locais: {message}',
    loadError: 'Erro carregando mapa: {message}',
    /** What fills loadError's {message}: never the browser's own (English, technical) text. */
    loadFailedDownload: 'não foi possível baixar o mapa. Verifique a sua conexão e toque em "Tentar novamente".',
    loadFailedOther: 'o mapa não pôde ser exibido. Toque em "Tentar novamente" ou recarregue a página.',
    retry: 'Tentar novamente',
    noCoordinates: 'Coordenadas não disponíveis para este endereço. Tente ser mais específico na busca.',
  },
  /** Titles and descriptions of pages whose head the API and the web app both write. */
  pageHeads: {
    notFound: 'Página não encontrada',
    register: 'Cadastre sua loja',
    registerDescription:
      'Cadastre sua loja ou assistência técnica na rede de parceiros: dados da loja, endereço, horário de funcionamento e administrador. Após a aprovação, ela aparece na busca de parceiros.',
  },
  /** A store's position against its address. */
  position: {
    outsideBrazil: 'A posição no mapa fica fora do Brasil. Marque a loja no mapa ou use a posição do CEP.',
    useCepPosition: 'Usar a posição do CEP',
    farFromCity: 'A posição no mapa fica a {km} km de {city}. Confira o endereço, marque a loja no mapa ou use a posição do CEP.',
  },
  /** The directory's place search: "CEP, cidade ou endereço". */
  directory: {
    placeTooShort: 'Digite pelo menos 2 caracteres: um CEP, uma cidade ou um endereço.',
    placeTooLong: 'Texto longo demais: digite um CEP, uma cidade ou um endereço.',
    placeNotFound: 'Não encontramos "{query}". Confira o CEP, a cidade ou o endereço, ou escolha o estado e a cidade na lista.',
    cepNotFound: 'O CEP {cep} não existe. Confira os números ou digite a cidade.',
    placeServiceError: 'Não foi possível localizar "{query}" agora. Tente de novo em instantes, ou escolha o estado e a cidade na lista.',
    placeSearchUnavailable:
      'A busca por local está temporariamente indisponível: a lista não está ordenada pela distância. Tente de novo em instantes, ou escolha o estado e a cidade na lista.',
    cepLabel: 'CEP {cep} · {address}',
    cepCityLabel: 'CEP {cep} · {city} - {uf}',
    /** The CEP service failed: the city of the partners whose CEPs are closest to it. */
    cepRegionLabel: 'CEP {cep} · região de {city} - {uf}',
  },
  /** Section 8's location warnings, in Portuguese (they replace the specification's English: docs/decisions/0071-portuguese-instead-of-the-specifications-english.md). */
  location: {
    denied: 'Permissão de localização negada.',
    unavailable: 'Localização indisponível.',
    timeout: 'A busca da sua localização demorou demais. Tente novamente.',
    unknown: 'Erro desconhecido ao obter a sua localização.',
    unsupported: 'Seu navegador não permite obter a localização.',
    mapNotReady: 'O mapa ainda não está pronto. Tente novamente.',
  },
  /** The company import: file, columns, rows. */
  companyImport: {
    fileRequired: 'Envie a planilha (CSV ou XLSX) no campo file.',
    unsupportedType: 'Tipo de arquivo não suportado. Envie uma planilha CSV ou XLSX (Excel).',
    oldExcel: 'Planilhas do Excel 97-2003 (.xls) não são aceitas. Salve como "Pasta de Trabalho do Excel (.xlsx)" ou CSV e envie de novo.',
    invalidXlsx: 'Não foi possível ler a planilha XLSX: o arquivo está corrompido ou não é uma planilha do Excel.',
    invalidCsv: 'Não foi possível ler o arquivo CSV perto da linha {row}: confira as aspas e os separadores.',
    empty: 'A planilha está vazia: a primeira linha deve trazer os nomes das colunas e as seguintes, uma empresa por linha.',
    noRows: 'A planilha não tem nenhuma empresa abaixo da linha dos nomes das colunas.',
    tooManyRows: 'A planilha tem mais de {max} empresas. Divida-a em arquivos menores.',
    xlsxTooLarge: 'A planilha XLSX é grande demais depois de descompactada: o limite é {limit}. Divida-a em arquivos menores.',
    xlsxTooMuchText:
      'A planilha XLSX tem texto demais: o limite é de {strings} textos diferentes e {chars} caracteres no total. Divida-a em arquivos menores.',
    cellTooLong: 'A planilha tem uma célula com mais de {max} caracteres, o limite de uma célula do Excel. Encurte o texto e envie de novo.',
    cellTooLongAt: 'A linha {row} tem uma célula com mais de {max} caracteres, o limite de uma célula do Excel. Encurte o texto e envie de novo.',
    updateNotAllowed: 'Você não tem permissão para alterar empresas existentes (CNPJ já cadastrado).',
    createNotAllowed: 'Você não tem permissão para cadastrar empresas.',
    missingColumns: 'Colunas obrigatórias ausentes: {columns}.',
    unknownColumns: 'Colunas não reconhecidas: {columns}.',
    repeatedColumns: 'Colunas repetidas: {columns}.',
    columnsHint: 'Baixe o modelo para ver as colunas aceitas.',
    formula: 'Fórmulas não são aceitas: informe o valor, sem "=", "+", "-" ou "@" no início.',
    /** {date}: the cell as Excel showed it (dd/MM/yyyy). */
    dateCell: 'O Excel transformou o valor em data ({date}). Formate a coluna como Texto, digite o valor de novo e envie a planilha outra vez.',
    cnpjRepeated: 'CNPJ repetido na planilha (linha {row}).',
    lineNotFound: 'Linha de produtos não encontrada: {names}.',
    cityNotFound: 'Cidade não encontrada em {uf}. Confira a grafia (ex.: São Paulo).',
    activeValue: 'Use Ativo ou Inativo.',
    yesNoValue: 'Use Sim ou Não.',
    positionPair: 'Informe a latitude e a longitude, ou deixe as duas vazias.',
    positionFromCepMissing: 'Coordenadas não encontradas pelo CEP: a empresa foi gravada sem posição no mapa.',
    rowFailed: 'Não foi possível gravar esta linha: {message}',
    alreadyCommitted: 'Esta importação já foi confirmada.',
    rowColumn: 'Linha',
    errorsColumn: 'Erros',
    fileTitle: 'Importacao_empresas',
    templateTitle: 'Modelo_importacao_empresas',
  },
  /** Opening hours: the card's and the page's status line, the week, the exports. */
  openingHours: {
    title: 'Horário de funcionamento',
    openNow: 'Aberto agora',
    closesAt: 'Aberto agora · fecha às {time}',
    closesTomorrowAt: 'Aberto agora · fecha amanhã às {time}',
    closesOnAt: 'Aberto agora · fecha {day} às {time}',
    closesAtMidnight: 'Aberto agora · fecha à meia-noite',
    open24h: 'Aberto agora · 24 horas',
    closed: 'Fechado',
    closedToday: 'Fechado hoje',
    closedTodayHoliday: 'Fechado hoje (feriado: {name})',
    closedTodayNote: 'Fechado hoje ({note})',
    opensTodayAt: 'abre hoje às {time}',
    opensTomorrowAt: 'abre amanhã às {time}',
    opensOnAt: 'abre {day} às {time}',
    opensDateAt: 'abre em {date} às {time}',
    separator: ' · ',
    midnight: 'meia-noite',
    closedDay: 'Fechado',
    allDay: '24 horas',
    holiday: 'Feriado: {name}',
    today: 'hoje',
    exceptionsTitle: 'Datas especiais',
    /** Export cell: 'Seg 08:00–12:00, 13:00–18:00; Dom fechado; 25/12/2025 fechado (Natal)'. */
    exportClosed: 'fechado',
    weekdays: ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'],
    /** 'abre segunda às 08:00'. */
    weekdaysInSentence: ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'],
    weekdaysShort: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  },
  companyStatus: {
    approved: 'Aprovado',
    pending: 'Pendente',
    disapproved: 'Reprovado',
  },
  /** The labels of a company's fields where its versions are compared: the log's changes and "O que mudou". */
  companyFieldLabels: {
    name: 'Nome',
    logo: 'Logo',
    photo: 'Foto da fachada',
    cnpj: 'CNPJ',
    razaoSocial: 'Razão social',
    phone: 'Telefone',
    whatsapp: 'Whatsapp',
    email: 'E-mail',
    lines: 'Linhas',
    isAssistence: 'Assistência técnica',
    isActive: 'Situação',
    status: 'Status',
    cep: 'CEP',
    addressPosition: 'Localização',
    logradouro: 'Logradouro',
    numero: 'Número',
    complement: 'Complemento',
    neibor: 'Bairro',
    city: 'Cidade',
    uf: 'UF',
    adminName: 'Nome do administrador',
    adminEmail: 'E-mail do administrador',
    visualIdentityColor: 'Cor da identidade visual',
    openingHours: 'Horário de funcionamento',
  } as Record<string, string>,
  /**
   * The approval inbox: what waits for a decision. 'new': a company not yet approved (not in the
   * directory); 'change': an approved company's proposed change (the approved version stays public).
   */
  companyReview: {
    kind: { new: 'Novo cadastro', change: 'Alteração de empresa aprovada' },
  },
  active: { true: 'Ativo', false: 'Inativo' },
  yesNo: { true: 'Sim', false: 'Não' },
  userType: USER_TYPE_LABELS,
  deviceType: { all: 'Todos', android: 'Android', ios: 'iOS' },
  logAction: {
    create: 'Cadastro',
    update: 'Alteração',
    delete: 'Exclusão',
    approved: 'Aprovação',
    rejected: 'Rejeição',
    disabled: 'Desativação',
  },
  passwordStrength: ['Ruim', 'Fraco', 'Normal', 'Bom', 'Forte'],
  /**
   * A write carrying a stale `expectedUpdatedAt` (409 STALE_RECORD). {record}: the noun of `records`;
   * {when}: the record's last change as 'dd/MM/yyyy HH:mm' (São Paulo).
   */
  staleRecord: {
    message: '{record} foi alterad{ending} por outra pessoa em {when}. Recarregue para ver as alterações.',
    records: {
      company: { noun: 'Esta empresa', ending: 'a' },
      user: { noun: 'Este usuário', ending: 'o' },
      role: { noun: 'Este perfil', ending: 'o' },
      line: { noun: 'Esta linha de produtos', ending: 'a' },
      companyLine: { noun: 'Esta linha de produtos', ending: 'a' },
      banner: { noun: 'Este banner', ending: 'o' },
      menuMain: { noun: 'Este menu', ending: 'o' },
      menuSecondary: { noun: 'Este menu', ending: 'o' },
      setting: { noun: 'Este conteúdo', ending: 'o' },
    },
    dialogTitle: 'Registro alterado por outra pessoa',
    reload: 'Recarregar',
    reloadWarning: 'Recarregar descarta o que você alterou neste formulário.',
    keepEditing: 'Continuar editando',
    /** The comparison of the form with the record as saved by the other person. */
    compare: 'Comparar',
    compareTitle: 'Comparar com a versão atual',
    compareIntro: 'Os campos em que a versão salva por outra pessoa difere do que está neste formulário:',
    compareCaption: 'Campos diferentes da versão atual',
    field: 'Campo',
    yourValue: 'Seu valor',
    currentValue: 'Valor atual',
    noDifferences: 'Nenhum campo deste formulário difere da versão atual.',
    loadingCurrent: 'Carregando a versão atual…',
    newFile: 'Novo arquivo: {name}',
  },
  /** The unsaved-changes guard of the back-office forms and the expired session during an edit. */
  unsavedChanges: {
    title: 'Descartar alterações?',
    text: 'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.',
    discard: 'Descartar',
    stay: 'Continuar editando',
    sessionExpired: 'Sua sessão expirou. Entre novamente: o que você digitou foi guardado e volta ao formulário.',
    restored: 'Sua sessão expirou e o que você digitou foi restaurado. Confira e salve.',
  },
  /** Bulk decisions in the companies list (POST /companys/bulk-decision): per-company failures and the request's limits. */
  companyBulk: {
    alreadyApproved: 'A empresa já está aprovada.',
    alreadyDisapproved: 'A empresa já está reprovada.',
    alreadyInactive: 'A empresa já está inativa.',
    notFound: 'Empresa não encontrada: ela pode ter sido excluída.',
    /** {name}: the company's name; {when}: its last change, 'dd/MM/yyyy HH:mm' (São Paulo). */
    staleRecord: 'A empresa {name} foi alterada por outra pessoa em {when} e não foi decidida. Recarregue a lista para ver as alterações.',
    /** {max}: formatInteger(COMPANY_BULK_DECISION_MAX). */
    tooMany: 'No máximo {max} empresas por vez.',
    /** {count}, {max}: formatInteger(). */
    filterTooMany: 'O filtro seleciona {count} empresas e o limite é {max} por vez. Refine os filtros e tente de novo.',
    idsOrFilter: 'Informe as empresas (ids) ou o filtro (filter), não os dois.',
    reasonOnlyForReject: 'O motivo só se aplica à reprovação.',
    /** Rejecting (one company or many) needs the reason the partner is told. */
    reasonRequired: 'Informe o motivo da reprovação.',
  },
  /** Engagement analytics (GET /reports/engagement): the period's rules and the names of the counts (screen and spreadsheet). */
  engagement: {
    rangeOrder: 'A data inicial deve ser igual ou anterior à data final.',
    /** {max}: ENGAGEMENT_MAX_DAYS. */
    rangeTooLong: 'O período pode ter no máximo {max} dias.',
    counts: {
      searches: 'Buscas',
      zeroResults: 'Buscas sem resultado',
      byPosition: 'Buscas pela localização',
      partnerViews: 'Visualizações da página do parceiro',
      whatsappClicks: 'Cliques no WhatsApp',
      phoneClicks: 'Cliques no telefone',
      directionsClicks: 'Cliques em Ir para Loja',
      detailsClicks: 'Cliques em Ver Detalhes',
      contacts: 'Contatos (WhatsApp, telefone e Ir para Loja)',
    },
    tables: {
      byDay: 'Eventos por dia',
      topPartners: 'Parceiros mais contatados',
      byState: 'Buscas por estado',
      byCity: 'Buscas por cidade',
      zeroResultPlaces: 'Buscas sem resultado por local',
      byLine: 'Buscas por linha',
    },
    noState: 'Sem estado',
    allCities: 'Todas as cidades',
  },
  operationCancelled: 'Operação cancelada pelo usuário',
} as const;

/** Replaces `{name}` placeholders in a message. */
export const formatMessage = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

export { formatInteger } from './validators/format-number.ts';

export type TStaleRecordKind = keyof typeof MESSAGES.staleRecord.records;

/** 'Esta empresa foi alterada por outra pessoa em 02/12/2026 09:15. Recarregue…' ({when} in São Paulo time). */
export const staleRecordMessage = (kind: TStaleRecordKind, changedAt: Date | string): string => {
  const { noun, ending } = MESSAGES.staleRecord.records[kind];
  return formatMessage(MESSAGES.staleRecord.message, { record: noun, ending, when: formatDatetime(changedAt, DEFAULT_TIME_ZONE) });
};

/** '© 2026 Rede de Parceiros. Todos os direitos reservados.' */
export const copyrightLine = (systemName: string, year: number = new Date().getFullYear()): string =>
  formatMessage(MESSAGES.copyright, { year, systemName });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A wait in words, for 'Tente novamente em {wait}.': under a minute in seconds ('1 segundo', '42 segundos'),
 * then about so many minutes ('cerca de 59 minutos' for 3 542 s), then hours and minutes ('cerca de 2 horas',
 * 'cerca de 1 hora e 30 minutos').
 */
export const waitInWords = (seconds: number): string => {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'segundo', 'segundos');
  const totalMinutes = Math.max(1, Math.round(s / 60));
  if (totalMinutes < 60) return `cerca de ${plural(totalMinutes, 'minuto', 'minutos')}`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `cerca de ${plural(hours, 'hora', 'horas')}${minutes ? ` e ${plural(minutes, 'minuto', 'minutos')}` : ''}`;
};
