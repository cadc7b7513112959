/**
 * pt-BR texts of the help page: the back-office's main tasks. Each section has a title, an intro,
 * numbered steps (s1, s2, …, shown in that order) and an optional tip; the page builds its table of
 * contents and anchors from the section keys.
 */
export const HELP_TEXTS = {
  title: 'Ajuda',
  intro: 'Guia rápido das principais tarefas da área administrativa da Rede de Parceiros. Use o índice para ir direto ao assunto.',
  tocTitle: 'Nesta página',
  backToTop: 'Voltar ao índice',
  stepsLabel: 'Passo a passo',
  tipLabel: 'Dica:',
  sections: {
    approveCompanies: {
      title: 'Aprovar ou reprovar empresas',
      intro:
        'Toda empresa cadastrada pelo site fica com o status Pendente até que o setor comercial a analise. Quando um usuário da empresa altera uma loja já aprovada (os dados ou as linhas de produtos), a alteração fica Pendente e a versão aprovada continua no diretório até a decisão. Só empresas aprovadas e ativas aparecem no diretório público.',
      steps: {
        s1: 'No Dashboard, clique no cartão Pendentes de Aprovação, ou abra Empresas no menu e filtre o Status por Pendente.',
        s2: 'Use o ícone de detalhes da linha para conferir os dados da empresa; numa alteração de empresa aprovada, O que mudou mostra cada campo antes e depois.',
        s3: 'Clique em Aprovar e confirme. O administrador da empresa recebe um e-mail avisando da aprovação.',
        s4: 'Para recusar, clique em Reprovar e escreva o motivo (obrigatório): ele fica no histórico e é enviado por e-mail à empresa.',
        s5: 'Para tirar uma empresa aprovada do diretório sem excluí-la, use Desativar; Reativar a traz de volta.',
      },
      tip: 'Cada aprovação, reprovação, desativação e alteração fica registrada em Configurações > Log de Empresas, com a data, o usuário e o que mudou.',
    },
    usersAndRoles: {
      title: 'Usuários e perfis de acesso',
      intro:
        'Os perfis de acesso definem o que cada usuário pode fazer em cada área do sistema: Visualizar, Cadastrar, Alterar e Deletar. O que o usuário não pode fazer não aparece para ele.',
      steps: {
        s1: 'Abra o menu do perfil (canto superior direito) e escolha Perfís de Acesso.',
        s2: 'Clique em Adicionar, dê um nome ao perfil, escolha o tipo (Administrador ou Empresa) e marque as permissões na matriz de áreas e ações. A caixa de cada linha marca todas as ações daquela área.',
        s3: 'Para cadastrar uma pessoa, abra Usuários no menu do perfil, clique em Adicionar e preencha os dados do usuário e os dados de acesso (tipo, perfil e senha).',
        s4: 'Para bloquear o acesso de alguém sem apagar o cadastro, edite o usuário e desmarque Ativo: a sessão dele termina na hora.',
      },
      tip: 'Um perfil em uso por algum usuário não pode ser excluído: troque o perfil desses usuários antes.',
    },
    productLines: {
      title: 'Linhas de produtos',
      intro:
        'As linhas de produtos (Moto, Caminhão, Carro, Estacionárias, Náutica…) aparecem nos filtros do diretório público e no cadastro das empresas.',
      steps: {
        s1: 'Abra Linhas de produtos no menu principal para cadastrar, renomear ou trocar o ícone de uma linha (tamanho sugerido 24x24).',
        s2: 'Em Empresas por linha, veja quantas empresas oferecem cada linha e abra a lista dessas empresas.',
        s3: 'Usuários de empresas gerenciam as linhas da própria empresa em Minhas linhas de produtos: Adicionar inclui uma linha e o ícone de excluir a remove.',
      },
      tip: 'Toda empresa mantém pelo menos uma linha de produtos: o sistema não deixa remover a última.',
    },
    appContent: {
      title: 'Conteúdo do aplicativo',
      intro: 'A seção App do menu reúne o que o aplicativo e o site mostram aos clientes.',
      steps: {
        s1: 'Banners: imagens de destaque (tamanho sugerido 244x62), com link opcional.',
        s2: 'Menus principais e Menus secundários: os atalhos do aplicativo, com imagem (316x394) ou título e link.',
        s3: 'Notificações: escreva o título e o conteúdo, escolha o tipo de dispositivo (Todos, Android ou iOS) e, se quiser, agende a data e a hora do envio.',
        s4: 'Em Configurações, ajuste os Termos e Condições, as Políticas de Privacidade e as Imagens e Banners do site (1920x600 no computador e 768x500 no celular).',
      },
      tip: 'As imagens aceitas são jpg, jpeg e png. Os tamanhos indicados são sugestões para a imagem ficar nítida.',
    },
    exportLists: {
      title: 'Exportar listas',
      intro:
        'O botão Exportar das listas gera uma planilha .xlsx com o que a tela mostra: as colunas visíveis, na ordem da tela, com a pesquisa e os filtros atuais, e todas as linhas (não só a página aberta).',
      steps: {
        s1: 'Pesquise, filtre e escolha as colunas no botão Colunas.',
        s2: 'Clique em Exportar e aguarde: o botão mostra o andamento.',
        s3: 'O arquivo é salvo com o título da lista, a data e a hora no nome, na aba Dados.',
      },
      tip: 'Se a lista estiver vazia, o sistema avisa "Nenhum dado para exportar.". O histórico de uma empresa e os Relatórios também têm o botão Exportar.',
    },
    resetPassword: {
      title: 'Redefinir a senha',
      intro: 'Quem esqueceu a senha pode criar uma nova sozinho, pelo e-mail cadastrado.',
      steps: {
        s1: 'Na tela de login, clique em Esqueceu a senha? e informe o e-mail.',
        s2: 'Abra o e-mail recebido (confira também a caixa de spam) e digite o código de 6 dígitos.',
        s3: 'Crie a nova senha (mínimo de 6 caracteres), confirme e entre novamente.',
        s4: 'Já conectado, você troca a própria senha em Segurança, no menu do perfil.',
      },
      tip: 'O código vale por 10 minutos e só pode ser usado uma vez. Um administrador também pode definir uma nova senha ao editar o usuário.',
    },
    companyHistory: {
      title: 'Histórico de alterações',
      intro: 'O Log de Empresas guarda cada ação feita em uma empresa, mesmo depois de ela ser excluída.',
      steps: {
        s1: 'Abra Configurações > Log de Empresas e pesquise a empresa.',
        s2: 'Clique em Ver histórico para a lista de ações, com a data, o usuário e o tipo de ação; filtre pelo tipo de ação quando precisar.',
        s3: 'Clique em Ver alterações para comparar um registro com o anterior, campo a campo (antes e depois).',
      },
      tip: 'Em Log de Linhas das Empresas você vê só as alterações das linhas de produtos de uma empresa.',
    },
    partnerCompanies: {
      title: 'Para as empresas parceiras',
      intro: 'Os usuários de uma empresa parceira veem e alteram apenas as próprias empresas.',
      steps: {
        s1: 'Em Minhas Empresas, cadastre uma nova loja ou edite os dados de uma existente.',
        s2: 'Depois de salvar, a alteração fica Pendente até que o setor comercial a aprove, o que pode levar alguns dias úteis; enquanto isso, a versão aprovada da loja continua no diretório.',
        s3: 'Em Minhas linhas de produtos, mantenha as linhas que a loja oferece; numa loja aprovada, as mudanças de linhas também aguardam aprovação.',
      },
      tip: 'Se o cadastro for reprovado, o motivo aparece no histórico da empresa e no e-mail enviado ao administrador.',
    },
  },
} as const;
