/** pt-BR texts of the users screens (settings/users, settings/user/{id?}). */
export const USERS_TEXTS = {
  title: 'Usuários',
  newTitle: 'Novo usuário',
  editTitle: 'Editar usuário',
  detailsTitle: 'Usuário',
  steps: {
    userData: 'Dados do usuário',
    accessData: 'Dados de acesso',
  },
  fields: {
    name: 'Nome',
    type: 'Tipo',
    company: 'Empresa',
    role: 'Perfil de acesso',
    email: 'E-mail',
    password: 'Senha',
    passwordConfirm: 'Confirmar senha',
    isActive: 'Situação',
    isAdmin: 'Administrador',
    canDeleteItself: 'Pode excluir a própria conta',
    dtRegister: 'Data de cadastro',
    dtUpdate: 'Data de atualização',
  },
  hints: {
    noRole: 'Sem perfil de acesso, o usuário pode acessar tudo o que o seu tipo permite.',
    chooseTypeFirst: 'Escolha o tipo para ver os perfis de acesso.',
    passwordOnEdit: 'Deixe em branco para manter a senha atual.',
    ownPassword: 'Para alterar a sua própria senha, use a opção Segurança.',
    ownAccess:
      'Você está editando o seu próprio usuário: tipo, perfil de acesso, situação e acesso de administrador não podem ser alterados por você.',
  },
  created: 'Usuário cadastrado.',
  saved: 'Usuário salvo.',
  loadFailed: 'Não foi possível carregar o usuário.',
  retry: 'Tentar novamente',
  backToList: 'Voltar para a lista',
  loading: 'Carregando usuário…',
} as const;
