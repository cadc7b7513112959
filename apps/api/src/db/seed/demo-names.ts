/** Name parts of the demo network's stores and their owners. */
export const STORE_PATTERNS = [
  'Baterias {surname}',
  'Auto Elétrica {surname}',
  'Casa das Baterias {city}',
  '{surname} Baterias e Acessórios',
  'Centro Automotivo {surname}',
  'Disk Baterias {district}',
  'Elétrica {surname} Auto Peças',
  'Ponto da Bateria {district}',
  'Energia Total {surname}',
  'Baterias & Cia {district}',
] as const;

export const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduardo', 'Fernanda', 'Gabriel', 'Helena', 'Igor', 'Juliana', 'Lucas', 'Mariana',
  'Nelson', 'Patrícia', 'Rafael', 'Sílvia', 'Tiago', 'Vanessa', 'Wagner', 'Renata', 'Marcos', 'Cláudia', 'Roberto', 'Luciana',
] as const;

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Lima', 'Carvalho', 'Ferreira', 'Rodrigues', 'Almeida', 'Costa', 'Gomes',
  'Ribeiro', 'Martins', 'Araújo', 'Barbosa', 'Rocha', 'Moreira', 'Cardoso', 'Teixeira', 'Mendes', 'Nogueira', 'Freitas', 'Batista',
] as const;
