/**
 * The terms of use and privacy policy a fresh install starts with (settings record 1), so the public site
 * and the registration form never link to an empty text. HTML, as the administrator edits it in
 * settings/terms and settings/policy and the site shows it (sanitised).
 */
export const DEFAULT_TERMS_AND_CONDITIONS = [
  '<h3>Termos de Uso</h3>',
  '<p>Este site apresenta a rede de lojas parceiras da marca e permite que lojas se cadastrem para fazer parte dela. Ao usar o site ou se cadastrar, você concorda com estes termos.</p>',
  '<h4>Cadastro de lojas</h4>',
  '<p>O cadastro é feito por uma pessoa autorizada a representar a loja, com dados verdadeiros e atualizados (CNPJ, endereço, contatos e administrador). Todo cadastro passa por análise da equipe comercial, que pode aprová-lo ou reprová-lo; só as lojas aprovadas aparecem na rede de parceiros.</p>',
  '<h4>Responsabilidades</h4>',
  '<p>A loja é responsável pelas informações que publica e pelo sigilo da senha de acesso à área do parceiro. A marca pode corrigir, suspender ou remover do site uma loja com dados incorretos ou que deixe de ser parceira.</p>',
  '<h4>Informações do site</h4>',
  '<p>Endereços, telefones, horários e linhas de produtos são informados pelas próprias lojas. Confirme com a loja antes de se deslocar.</p>',
  '<h4>Contato</h4>',
  '<p>Dúvidas sobre estes termos podem ser enviadas pelos canais de atendimento indicados no rodapé do site (Fale Conosco).</p>',
].join('\n');

export const DEFAULT_PRIVACY_POLICY = [
  '<h3>Política de Privacidade</h3>',
  '<p>Esta política explica como tratamos dados pessoais neste site, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).</p>',
  '<h4>Dados coletados</h4>',
  '<p>No cadastro de uma loja: nome e e-mail do administrador, senha (guardada de forma cifrada) e os dados da loja (CNPJ, razão social, endereço, telefones e e-mail). No uso do site: dados técnicos de acesso (endereço IP, navegador) e, se você permitir, a sua localização, usada só no seu aparelho para mostrar as lojas mais próximas.</p>',
  '<h4>Finalidade</h4>',
  '<p>Usamos esses dados para analisar o cadastro, publicar as lojas aprovadas na rede de parceiros, dar acesso à área do parceiro, enviar e-mails sobre o cadastro (recebimento, aprovação ou reprovação) e manter o site seguro. Não vendemos dados pessoais.</p>',
  '<h4>Compartilhamento</h4>',
  '<p>Os dados da loja aprovada (nome, endereço, telefones, e-mail e linhas de produtos) ficam públicos no site. Os dados do administrador não são publicados.</p>',
  '<h4>Retenção</h4>',
  '<p>Os dados são mantidos enquanto a loja fizer parte da rede ou o cadastro estiver em análise, e pelo tempo exigido por lei depois disso. Registros de acesso são guardados pelo prazo legal.</p>',
  '<h4>Seus direitos</h4>',
  '<p>Você pode pedir a confirmação do tratamento, o acesso, a correção, a portabilidade ou a exclusão dos seus dados, e revogar o consentimento, quando aplicável.</p>',
  '<h4>Contato</h4>',
  '<p>Para exercer seus direitos ou tirar dúvidas sobre esta política, use os canais de atendimento indicados no rodapé do site (Fale Conosco).</p>',
].join('\n');
