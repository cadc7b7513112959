import { X as MESSAGES, r as registerTexts } from "./i18n-CO41xELr.js";
import { t as HELP_TEXTS } from "./help-Cc89cmpO.js";
// src/lib/i18n/pt-br/company-logs.ts
/**
* pt-BR texts of the company change-log screens (settings/companyLogs, settings/companyLog/{id?},
* settings/companyLog/details/{id?}, settings/companyLineLogs). Action labels come from MESSAGES.logAction.
*/
var COMPANY_LOGS_TEXTS = {
	title: "Log de Empresas",
	intro: "Empresas com alterações registradas, incluindo as excluídas. Abra uma empresa para ver o histórico completo.",
	historyTitle: "Histórico da empresa",
	historyOf: "Histórico de {name}",
	historyIntro: "Cada linha é uma ação registrada, com os dados da empresa como ficaram após a ação.",
	entryTitle: "Registro de alteração",
	lineLogsTitle: "Log de Linhas das Empresas",
	columns: {
		name: "Empresa",
		cnpj: "CNPJ",
		city: "Cidade",
		uf: "UF",
		lastAction: "Última ação",
		lastChange: "Última alteração",
		logsCount: "Registros",
		dataExecucao: "Data de execução",
		typeAction: "Ação",
		userName: "Usuário",
		userEmail: "E-mail do usuário",
		status: "Status",
		reason: "Motivo",
		linesBefore: "Linhas antes",
		linesAfter: "Linhas depois",
		added: "Adicionadas",
		removed: "Removidas"
	},
	deletedChip: "Excluída",
	openHistory: "Ver histórico",
	openEntry: "Ver alterações",
	lineLogsLink: "Log de Linhas das Empresas",
	backToCompanies: "Voltar ao Log de Empresas",
	backToHistory: "Voltar ao histórico",
	previousEntry: "Registro anterior",
	exportTitle: "Log {name}",
	loading: "Carregando histórico…",
	loadFailed: "Não foi possível carregar o registro.",
	retry: "Tentar novamente",
	details: {
		action: "Ação",
		date: "Data de execução",
		user: "Executado por",
		company: "Empresa",
		reason: "Motivo da rejeição",
		changesTitle: "O que mudou",
		changesCaption: "Campos alterados em relação ao registro anterior",
		firstEntryCaption: "Primeiro registro da empresa: os valores informados no cadastro",
		field: "Campo",
		before: "Antes",
		after: "Depois",
		changedTo: "alterado para",
		noChanges: "Nenhum campo da empresa mudou em relação ao registro anterior.",
		firstEntry: "Este é o primeiro registro da empresa: todos os dados informados aparecem como novos.",
		empty: "—",
		colorSwatch: "Amostra da cor {color}",
		image: "Imagem",
		noImage: "Sem imagem",
		deletedCompany: "Esta empresa foi excluída; o histórico continua disponível."
	},
	fields: {
		name: "Nome",
		logo: "Logo",
		photo: "Foto da fachada",
		cnpj: "CNPJ",
		razaoSocial: "Razão social",
		phone: "Telefone",
		whatsapp: "Whatsapp",
		email: "E-mail",
		lines: "Linhas",
		isAssistence: "Assistência técnica",
		isActive: "Situação",
		status: "Status",
		cep: "CEP",
		addressPosition: "Localização",
		logradouro: "Logradouro",
		numero: "Número",
		complement: "Complemento",
		neibor: "Bairro",
		city: "Cidade",
		uf: "UF",
		adminName: "Nome do administrador",
		adminEmail: "E-mail do administrador",
		visualIdentityColor: "Cor da identidade visual"
	},
	lineLogs: {
		intro: "Alterações nas linhas de produtos de uma empresa: cada registro em que as linhas ficaram diferentes do registro anterior (inclusive alterações feitas no cadastro da empresa).",
		company: "Empresa",
		companyPlaceholder: "Digite o nome da empresa",
		chooseCompany: "Escolha uma empresa para ver as alterações das linhas de produtos.",
		noOptions: "Nenhuma empresa encontrada",
		loadingOptions: "Carregando…",
		reading: "Lendo o histórico da empresa…"
	}
};
// src/lib/i18n/pt-br/company-lines.ts
/** pt-BR texts of the company-lines screens (companyLines, companyLine/{id?}) and line_companys. */
var COMPANY_LINES_TEXTS = {
	title: "Minhas linhas de produtos",
	intro: "As linhas de produtos que a empresa oferece. Toda empresa mantém pelo menos uma linha.",
	allCompanies: "Linhas de todas as suas empresas.",
	newTitle: "Adicionar linha de produtos",
	editTitle: "Alterar linha de produtos",
	fields: {
		line: "Linha de produtos",
		company: "Empresa",
		icon: "Ícone",
		dtRegister: "Data de cadastro"
	},
	alreadyLinked: "{name} (já associada)",
	created: "Linha de produtos adicionada.",
	saved: "Linha de produtos salva.",
	loadFailed: "Não foi possível carregar a linha de produtos.",
	retry: "Tentar novamente",
	backToList: "Voltar para a lista",
	loading: "Carregando linha de produtos…",
	lineCompanies: {
		title: "Empresas por linha",
		intro: "Quantas empresas oferecem cada linha de produtos. Abra uma linha para ver a lista das suas empresas.",
		name: "Linha de produtos",
		companiesCount: "Empresas",
		activeCount: "Ativas no diretório",
		openCompanies: "Ver empresas",
		companiesOf: "Ver as {count} empresas da linha {name}"
	}
};
// src/lib/i18n/pt-br/reports.ts
/** pt-BR texts of the reports screen. Status labels come from MESSAGES.companyStatus. */
var REPORTS_TEXTS = {
	title: "Relatórios",
	intro: "Números da rede de parceiros: empresas cadastradas em qualquer status, por estado, linha de produtos e status, e a evolução dos últimos 12 meses.",
	ownScope: "Os números consideram apenas as suas empresas.",
	generatedAt: "Atualizado em {date}",
	refresh: "Atualizar",
	export: "Exportar",
	exporting: "Exportando… {progress}",
	exportTitle: "Relatórios",
	loading: "Carregando relatórios…",
	loadFailed: "Não foi possível carregar os relatórios.",
	retry: "Tentar novamente",
	totals: {
		companies: "Parceiros cadastrados",
		actives: "Ativos no diretório"
	},
	charts: {
		byState: "Parceiros por estado",
		byLine: "Parceiros por linha",
		byStatus: "Parceiros por status",
		byMonth: "Cadastros e aprovações por mês"
	},
	columns: {
		state: "Estado",
		line: "Linha de produtos",
		status: "Status",
		month: "Mês",
		partners: "Parceiros",
		registrations: "Cadastros",
		approvals: "Aprovações",
		total: "Total"
	},
	describe: {
		bars: "Gráfico de barras com {count} itens. Maior valor: {label}, com {value}. Os números estão na tabela ao lado.",
		empty: "Gráfico sem dados.",
		months: "Gráfico de colunas dos últimos {count} meses, de {from} a {to}: {registrations} cadastros e {approvals} aprovações no período. Os números estão na tabela ao lado."
	},
	noData: "Nenhum dado para exibir.",
	legend: "Legenda"
};
// src/lib/i18n/pt-br/content.ts
/**
* pt-BR texts of the app content screens (banners, main and secondary menus, notifications) and of
* the settings pages (terms, privacy policy, banner images, settings records).
*/
var CONTENT_TEXTS = {
	common: {
		image: "Imagem",
		position: "Ordem",
		link: "Link",
		title: "Título",
		dtRegister: "Data de cadastro",
		dtUpdate: "Data de atualização",
		linkHelp: "Endereço completo (https://…) ou caminho do site começando com /.",
		created: "Registro cadastrado.",
		saved: "Registro salvo.",
		loadFailed: "Não foi possível carregar o registro.",
		retry: "Tentar novamente",
		backToList: "Voltar para a lista",
		loading: "Carregando…",
		edit: "Editar"
	},
	banners: {
		title: "Banners",
		newTitle: "Novo banner",
		editTitle: "Editar banner",
		detailsTitle: "Banner"
	},
	menuMains: {
		title: "Menus principais",
		newTitle: "Novo menu principal",
		editTitle: "Editar menu principal",
		detailsTitle: "Menu principal"
	},
	menuSecondarys: {
		title: "Menus secundários",
		newTitle: "Novo menu secundário",
		editTitle: "Editar menu secundário",
		detailsTitle: "Menu secundário"
	},
	notifications: {
		title: "Notificações",
		newTitle: "Nova notificação",
		viewTitle: "Notificação",
		detailsTitle: "Notificação",
		fields: {
			title: "Título",
			deviceType: "Dispositivo",
			content: "Conteúdo",
			image: "Imagem",
			link: "Link",
			scheduledDate: "Data agendada",
			isSent: "Enviada"
		},
		deviceType: MESSAGES.deviceType,
		yesNo: MESSAGES.yesNo,
		scheduledHelp: "Sem data (ou com uma data passada), a notificação é enviada logo após o cadastro.",
		notEditable: "Uma notificação cadastrada não pode ser alterada: para corrigir, exclua-a e cadastre outra.",
		created: "Notificação cadastrada."
	},
	settings: {
		termsTitle: "Termos e Condições",
		policyTitle: "Políticas de Privacidade",
		termsField: "Texto dos termos e condições",
		policyField: "Texto das políticas de privacidade",
		textsHelp: "O texto é exibido nas páginas públicas.",
		termsConfirm: "Salvar os novos termos e condições? Eles passam a ser exibidos nas páginas públicas e esta página será recarregada.",
		policyConfirm: "Salvar a nova política de privacidade? Ela passa a ser exibida nas páginas públicas e esta página será recarregada.",
		bannersTitle: "Imagens e Banners",
		registerSettingsTitle: "Configurações de Banner e Termos",
		registerSettingsIntro: "Os textos (termos e condições, políticas de privacidade) e os banners de cada registro de configurações.",
		bannersIntro: "Imagens do banner da página inicial do diretório público.",
		bannerDesk: "Banner desktop",
		bannerMobile: "Banner mobile",
		termsAndConditions: "Termos e condições",
		privacyPolicy: "Políticas de privacidade",
		recordsTitle: "Registros de configurações",
		recordsIntro: "O registro 1 é o usado pelo sistema.",
		editTitle: "Editar configurações",
		id: "ID",
		saved: "Configurações salvas.",
		loadFailed: "Não foi possível carregar as configurações.",
		retry: "Tentar novamente",
		empty: "—"
	}
};
// src/lib/i18n/pt-br-areas.ts
/**
* The back-office (menus, profile, settings, features), auth and registration part of the pt-BR catalogue: loaded with the lazy area chunks
* (register-areas.ts), never in the public home's first load.
*/
var ptBRAreas = {
	companyLogs: COMPANY_LOGS_TEXTS,
	companyLines: COMPANY_LINES_TEXTS,
	reports: REPORTS_TEXTS,
	help: HELP_TEXTS,
	users: {
		title: "Usuários",
		newTitle: "Novo usuário",
		editTitle: "Editar usuário",
		detailsTitle: "Usuário",
		steps: {
			userData: "Dados do usuário",
			accessData: "Dados de acesso"
		},
		fields: {
			name: "Nome",
			type: "Tipo",
			company: "Empresa",
			role: "Perfil de acesso",
			email: "E-mail",
			password: "Senha",
			passwordConfirm: "Confirmar senha",
			isActive: "Situação",
			isAdmin: "Administrador",
			canDeleteItself: "Pode excluir a própria conta",
			dtRegister: "Data de cadastro",
			dtUpdate: "Data de atualização"
		},
		hints: {
			noRole: "Sem perfil de acesso, o usuário pode acessar tudo o que o seu tipo permite.",
			chooseTypeFirst: "Escolha o tipo para ver os perfis de acesso.",
			passwordOnEdit: "Deixe em branco para manter a senha atual.",
			ownPassword: "Para alterar a sua própria senha, use a opção Segurança.",
			ownAccess: "Você está editando o seu próprio usuário: tipo, perfil de acesso, situação e acesso de administrador não podem ser alterados por você."
		},
		created: "Usuário cadastrado.",
		saved: "Usuário salvo.",
		loadFailed: "Não foi possível carregar o usuário.",
		retry: "Tentar novamente",
		backToList: "Voltar para a lista",
		loading: "Carregando usuário…"
	},
	roles: {
		title: "Perfís de Acesso",
		newTitle: "Novo perfil de acesso",
		editTitle: "Editar perfil de acesso",
		detailsTitle: "Perfil de acesso",
		steps: {
			name: "Nome do perfil",
			accesses: "Acessos"
		},
		fields: {
			name: "Nome",
			type: "Tipo",
			company: "Empresa",
			permissions: "Acessos",
			dtRegister: "Data de cadastro",
			dtUpdate: "Data de atualização"
		},
		matrix: {
			caption: "Acessos do perfil: funcionalidades nas linhas e ações nas colunas",
			feature: "Funcionalidade",
			all: "Todos",
			selectAll: "Selecionar todos os acessos",
			selectRow: "Selecionar todos os acessos de {feature}",
			cell: "{feature}: {action}",
			chooseType: "Escolha o tipo do perfil na etapa anterior para ver os acessos.",
			nothingToGrant: "Não há acessos que você possa conceder a um perfil deste tipo.",
			selectedCount: "{count} de {total} acessos selecionados",
			hiddenKept: "Este perfil tem {count} acesso(s) que você não possui; eles não são exibidos e só um administrador pode alterá-los."
		},
		created: "Perfil de acesso cadastrado.",
		saved: "Perfil de acesso salvo.",
		loadFailed: "Não foi possível carregar o perfil de acesso.",
		retry: "Tentar novamente",
		backToList: "Voltar para a lista",
		loading: "Carregando perfil de acesso…"
	},
	account: {
		profile: {
			title: "Meu Perfil",
			intro: "Altere o seu nome. Para trocar o e-mail de acesso, use \"Alterar e-mail\" abaixo.",
			name: "Nome",
			email: "E-mail",
			type: "Tipo",
			role: "Perfil de acesso",
			company: "Empresa",
			noRole: "Sem perfil (acesso completo)",
			none: "—",
			saved: "Perfil salvo.",
			loading: "Carregando o seu perfil…",
			loadFailed: "Não foi possível carregar o seu perfil.",
			retry: "Tentar novamente"
		},
		emailChange: {
			title: "E-mail de acesso",
			current: "E-mail atual",
			intro: "Para trocar o e-mail de acesso, informe o novo endereço e a sua senha atual. Enviaremos um código para o novo endereço; a troca só vale depois de você digitar esse código.",
			open: "Alterar e-mail",
			newEmail: "Novo e-mail",
			password: "Senha atual",
			send: "Enviar código",
			cancel: "Cancelar",
			code: "Código recebido no novo e-mail",
			codeHint: "O código tem 6 dígitos e vale por 10 minutos.",
			confirm: "Confirmar novo e-mail",
			resend: "Enviar outro código",
			done: "E-mail alterado com sucesso. As outras sessões abertas foram encerradas e o e-mail antigo foi avisado."
		},
		deleteAccount: {
			title: "Excluir minha conta",
			text: "A sua conta e os seus acessos serão removidos. As empresas que você administra e o histórico delas continuam no sistema.",
			button: "Excluir minha conta",
			confirmTitle: "Excluir minha conta?",
			confirmMessage: "Esta ação não pode ser desfeita. Você sairá do sistema em seguida.",
			confirmButton: "Excluir"
		},
		password: {
			title: "Segurança",
			intro: "Troque a sua senha. Depois da troca, as sessões abertas em outros dispositivos são encerradas.",
			oldPassword: "Senha atual",
			password: "Nova senha",
			confirm: "Confirmar nova senha",
			submit: "Alterar senha",
			success: "Senha alterada com sucesso",
			mustChangeTitle: "Defina uma nova senha para continuar",
			mustChange: "Por segurança, troque a sua senha antes de usar o sistema: a senha atual é a senha inicial ou não atende às regras de senha (mínimo de 8 caracteres, não pode ser uma senha comum nem conter o seu e-mail).",
			rules: "A nova senha deve ter pelo menos 8 caracteres, não pode ser uma senha comum nem conter o seu e-mail."
		}
	},
	companies: {
		title: "Empresas",
		myTitle: "Minhas Empresas",
		newTitle: "Nova empresa",
		editTitle: "Editar empresa",
		detailsTitle: "Empresa",
		steps: {
			general: "Dados gerais",
			address: "Dados de endereço",
			admin: "Dados do administrador"
		},
		fields: {
			id: "Código",
			name: "Nome",
			razaoSocial: "Razão social",
			cnpj: "CNPJ",
			phone: "Telefone",
			whatsapp: "Whatsapp",
			email: "E-mail",
			lines: "Linhas",
			isAssistence: "Assistência técnica",
			isActive: "Situação",
			activeColumn: "Ativo/Inativo",
			contact: "Contato",
			status: "Status",
			logo: "Logo",
			photo: "Foto da fachada",
			visualIdentityColor: "Cor da identidade visual",
			cep: "CEP",
			logradouro: "Logradouro",
			numero: "Número",
			complement: "Complemento",
			neibor: "Bairro",
			city: "Cidade",
			uf: "UF",
			addressPosition: "Localização",
			adminName: "Nome do administrador",
			adminEmail: "E-mail do administrador",
			adminPassword: "Senha do administrador",
			adminPasswordConfirm: "Confirmar senha",
			dtRegister: "Data de cadastro",
			dtUpdate: "Data de atualização"
		},
		hints: {
			color: "Cor principal usada no sistema pelos usuários da empresa (ex.: #c62828).",
			adminOnEdit: "Deixe a senha em branco para mantê-la.",
			adminAccountLocked: "Para alterar o nome, o e-mail ou a senha do administrador da empresa é preciso a permissão de alterar usuários.",
			adminStep: "Usuário que administra a empresa no sistema."
		},
		all: "Todos",
		actions: {
			approve: "Aprovar",
			reject: "Reprovar",
			deactivate: "Desativar",
			reactivate: "Reativar"
		},
		confirm: {
			approve: "Aprovar a empresa \"{name}\"?",
			deactivate: "Desativar a empresa \"{name}\"? Ela deixará de aparecer no diretório público.",
			reactivate: "Reativar a empresa \"{name}\"?"
		},
		reject: {
			title: "Reprovar empresa",
			text: "Reprovar a empresa \"{name}\"? O motivo, se informado, fica no log e é enviado ao administrador da empresa.",
			reason: "Motivo (opcional)",
			submit: "Reprovar"
		},
		done: {
			approve: "Empresa aprovada.",
			reject: "Empresa reprovada.",
			deactivate: "Empresa desativada.",
			reactivate: "Empresa reativada."
		},
		/** Bulk decisions: the list's checkbox column, its bar and dialogs. */
		bulk: {
			selectedOne: "1 empresa selecionada",
			selectedMany: "{count} empresas selecionadas",
			selectAllMatching: "Selecionar todas as {total} empresas deste filtro",
			allMatching: "Todas as {total} empresas deste filtro",
			tooManyToSelectAll: "Este filtro tem {total} empresas; o limite é {max} por vez. Refine os filtros para selecionar todas.",
			confirm: {
				approveTitleOne: "Aprovar 1 empresa?",
				approveTitleMany: "Aprovar {count} empresas?",
				rejectTitleOne: "Reprovar 1 empresa?",
				rejectTitleMany: "Reprovar {count} empresas?",
				deactivateTitleOne: "Desativar 1 empresa?",
				deactivateTitleMany: "Desativar {count} empresas?",
				approve: "Cada empresa passa a Aprovada e aparece no diretório público (se estiver ativa); o administrador de cada uma recebe o e-mail de aprovação e o log de cada uma registra a aprovação.",
				reject: "Cada empresa passa a Reprovada e deixa o diretório público; o motivo abaixo fica no log de cada uma e vai no e-mail enviado ao administrador de cada uma.",
				deactivate: "Cada empresa fica Inativa e deixa de aparecer no diretório público; o log de cada uma registra a desativação. Nenhum e-mail é enviado.",
				unchanged: "As que já estiverem assim, ou que não puderem ser alteradas, ficam como estão e aparecem no resultado, com o motivo.",
				reason: "Motivo (enviado a cada empresa)"
			},
			running: {
				approve: "Aprovando empresas…",
				reject: "Reprovando empresas…",
				deactivate: "Desativando empresas…",
				resolving: "Buscando as empresas do filtro…",
				progress: "{done} de {total} empresas processadas",
				progressLabel: "Progresso da decisão em lote"
			},
			result: {
				title: "Resultado",
				approveOne: "1 empresa aprovada.",
				approveMany: "{count} empresas aprovadas.",
				rejectOne: "1 empresa reprovada.",
				rejectMany: "{count} empresas reprovadas.",
				deactivateOne: "1 empresa desativada.",
				deactivateMany: "{count} empresas desativadas.",
				failedOne: "1 empresa não foi alterada:",
				failedMany: "{count} empresas não foram alteradas:",
				failedItem: "{name} (código {id})",
				unknownName: "Empresa {id}",
				stoppedOne: "A operação parou: {message} 1 empresa não foi processada; selecione-a de novo para tentar outra vez.",
				stoppedMany: "A operação parou: {message} {count} empresas não foram processadas; selecione-as de novo para tentar outra vez.",
				failuresLabel: "Empresas não alteradas",
				close: "Fechar"
			}
		},
		inactiveChip: "Inativa",
		created: "Empresa cadastrada.",
		saved: "Empresa salva.",
		loadFailed: "Não foi possível carregar a empresa.",
		retry: "Tentar novamente",
		backToList: "Voltar para a lista",
		loading: "Carregando empresa…",
		checking: "Verificando…",
		pendingWarningTitle: "Aprovação necessária",
		pendingWarning: "Ao salvar, o status da empresa passa a ser 'Pendente' até que o setor comercial aprove as alterações. A aprovação pode levar alguns dias úteis. Deseja continuar?",
		pendingInfo: "Depois de salvar, o status da empresa passa a ser 'Pendente' até a aprovação do setor comercial, o que pode levar alguns dias úteis.",
		rejectedReason: "Empresa reprovada. Motivo: {reason}",
		address: {
			searching: "Buscando CEP…",
			mapTitle: "Localização no mapa",
			searchLabel: "Buscar local",
			searchPlaceholder: "Digite ao menos 3 caracteres",
			searchHint: "Busque um endereço ou local no Brasil, clique no mapa ou arraste o marcador.",
			noResults: "Nenhum local encontrado.",
			locateAddress: "Localizar endereço",
			coordinates: "Coordenadas: {latitude}, {longitude}",
			addressLine: "Endereço informado: {address}",
			noPosition: "Nenhuma posição marcada.",
			mapLoading: "Carregando mapa…",
			tilesFailed: "as imagens do mapa não puderam ser carregadas. Você pode digitar as coordenadas.",
			mapLabel: "Mapa para escolher a localização",
			marker: "Posição da empresa"
		}
	},
	dashboard: {
		disapproved: "Empresas Reprovadas",
		pending: "Pendentes de Aprovação",
		approved: "Aprovadas",
		open: "Ver empresas",
		openLabel: "{title}: {count}. Abrir a lista de empresas",
		loadFailed: "Não foi possível carregar os totais.",
		retry: "Tentar novamente"
	},
	lines: {
		title: "Linhas de produtos",
		newTitle: "Nova linha de produtos",
		editTitle: "Editar linha de produtos",
		detailsTitle: "Linha de produtos",
		fields: {
			name: "Título",
			icon: "Ícone",
			dtRegister: "Data de cadastro",
			dtUpdate: "Data de atualização"
		},
		created: "Linha de produtos cadastrada.",
		saved: "Linha de produtos salva.",
		loadFailed: "Não foi possível carregar a linha de produtos.",
		retry: "Tentar novamente",
		backToList: "Voltar para a lista",
		loading: "Carregando linha de produtos…"
	},
	registration: {
		title: "Cadastre sua loja",
		subtitle: "Preencha os dados da loja, do endereço e do administrador. Após a aprovação, sua loja aparece na Rede de Parceiros.",
		steps: {
			store: "Dados da loja",
			address: "Dados de endereço",
			admin: "Dados do administrador"
		},
		fields: {
			name: "Nome da loja",
			cnpj: "CNPJ",
			razaoSocial: "Razão social",
			phone: "Telefone",
			whatsapp: "Whatsapp",
			email: "E-mail da loja",
			lines: "Linhas de produtos",
			isAssistence: "Assistência técnica",
			logo: "Logo",
			photo: "Foto da fachada",
			cep: "CEP",
			addressPosition: "Posição no mapa",
			logradouro: "Logradouro",
			numero: "Número",
			complement: "Complemento",
			neibor: "Bairro",
			city: "Cidade",
			uf: "Estado",
			adminName: "Nome do administrador",
			adminEmail: "E-mail do administrador",
			adminPassword: "Senha",
			adminPasswordConfirm: "Confirmar senha"
		},
		haveAccount: "Já tem cadastro?",
		goToLogin: "Acessar a área administrativa",
		success: "Cadastro realizado com sucesso!",
		honeypot: "Deixe este campo em branco",
		positionHint: "Informe o CEP para posicionar a loja no mapa; ajuste o marcador se necessário."
	},
	content: CONTENT_TEXTS,
	customization: {
		title: "Personalização",
		intro: "Ajuste a aparência do sistema. As escolhas ficam salvas neste navegador.",
		mode: "Modo de cor",
		modeLight: "Claro",
		modeDark: "Escuro",
		modeAuto: "Automático (segue o sistema)",
		presetColor: "Cor do tema",
		presetDefault: "Padrão da marca",
		presetCustom: "Personalizada",
		presetTheme: "Tema {n}",
		customColor: "Cor personalizada",
		fontFamily: "Fonte",
		fontSystem: "Sistema",
		fontSans: "Sem serifa",
		fontSerif: "Com serifa",
		direction: "Direção do texto",
		directionLtr: "Esquerda para a direita",
		directionRtl: "Direita para a esquerda",
		contrast: "Alto contraste",
		contrastHelp: "Reforça bordas e textos secundários.",
		menuOrientation: "Orientação do menu",
		menuVertical: "Vertical (lateral)",
		menuHorizontal: "Horizontal (topo)",
		menuHorizontalHelp: "O menu horizontal é usado em telas largas; em telas menores o menu lateral continua disponível.",
		container: "Conteúdo em caixa",
		containerHelp: "Limita a largura do conteúdo em telas muito largas.",
		miniDrawer: "Menu lateral recolhido",
		miniDrawerHelp: "Mostra apenas os ícones no menu lateral em telas largas.",
		menuCaption: "Títulos das seções do menu",
		reset: "Restaurar padrões",
		language: "Idioma"
	},
	auth: {
		login: {
			title: "Entrar",
			subtitle: "Acesse a área administrativa da Rede de Parceiros.",
			email: "E-mail",
			password: "Senha",
			showPassword: "Mostrar senha",
			hidePassword: "Ocultar senha",
			forgotPassword: "Esqueceu a senha?",
			submit: "Entrar",
			welcomeTitle: "Bem-vindo à Rede de Parceiros",
			welcomeText: "Gerencie os dados da sua empresa, as linhas de produtos e acompanhe a aprovação do cadastro. Baixe também o aplicativo.",
			storesLabel: "Baixe o aplicativo",
			appStore: "App Store",
			appStoreCaption: "Baixar na",
			googlePlay: "Google Play",
			googlePlayCaption: "Disponível no"
		},
		forgot: {
			title: "Esqueceu a senha?",
			subtitle: "Informe o seu e-mail para receber um código de recuperação.",
			email: "E-mail",
			spamHint: "Não encontrou o e-mail? Verifique também a caixa de spam.",
			submit: "Enviar código",
			sent: "E-mail enviado!",
			backToLogin: "Voltar para o login"
		},
		code: {
			title: "Verificação de código",
			subtitle: "Digite o código de 6 dígitos que enviamos para o seu e-mail.",
			email: "E-mail",
			code: "Código",
			codeHelp: "6 dígitos",
			submit: "Continuar",
			resend: "Reenviar código",
			didNotReceive: "Não recebeu o código?"
		},
		reset: {
			title: "Redefinir senha",
			subtitle: "Crie uma nova senha para a sua conta.",
			password: "Nova senha",
			confirm: "Confirme a nova senha",
			showPassword: "Mostrar senha",
			hidePassword: "Ocultar senha",
			strength: "Força da senha",
			submit: "Alterar senha",
			success: "Senha alterada com sucesso",
			backToLogin: "Voltar para o login"
		}
	},
	strength: {
		ruim: MESSAGES.passwordStrength[0],
		fraco: MESSAGES.passwordStrength[1],
		normal: MESSAGES.passwordStrength[2],
		bom: MESSAGES.passwordStrength[3],
		forte: MESSAGES.passwordStrength[4]
	},
	owner: {
		label: "Empresa",
		all: "Todas as empresas",
		confirm: "Trocar a empresa selecionada para \"{name}\"?",
		changed: "Empresa selecionada: {name}",
		companyLogo: "Logo de {name}"
	},
	menu: {
		principal: "Principal",
		companies: "Empresas",
		lines: "Linhas de produtos",
		myCompanies: "Minhas Empresas",
		app: "App",
		banners: "Banners",
		menuMains: "Menus principais",
		menuSecondarys: "Menus secundários",
		notifications: "Notificações",
		settingsGroup: "Configurações",
		settings: "Configurações"
	},
	profile: {
		myProfile: "Meu Perfil",
		users: "Usuários",
		roles: "Perfís de Acesso",
		security: "Segurança",
		privacyPolicy: "Políticas de Privacidade",
		imagesBanner: "Imagens e Banners",
		companyLogs: "Log de Empresas",
		settings: "Configurações",
		logout: "Sair"
	},
	settingsArea: {
		title: "Configurações",
		menuLabel: "Menu de configurações",
		customization: "Personalização",
		myProfile: "Meu Perfil",
		security: "Segurança",
		users: "Usuários",
		roles: "Perfís de Acesso",
		terms: "Termos e Condições",
		privacyPolicy: "Políticas de Privacidade",
		imagesBanner: "Imagens e Banners",
		registerSettings: "Configurações de Banner e Termos",
		companyLogs: "Log de Empresas",
		companyLineLogs: "Log de Linhas das Empresas"
	}
};
// src/lib/i18n/register-areas.ts
/**
* Registers the areas' texts (back-office, auth, registration). Imported statically by each lazy area layout route
* (and the registration page), so they arrive with the area's chunk, before any of its screens renders.
*/
registerTexts("pt-BR", ptBRAreas);
export {};
