/**
 * Real cities of the demo network: a centre on land, a jitter radius that keeps points inside the
 * city, the CEP range, the phone area code, and real streets and districts.
 */
export type DemoCity = {
  city: string;
  uf: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
  cep: [number, number];
  ddd: string;
  streets: string[];
  districts: string[];
};

export const DEMO_CITIES: DemoCity[] = [
  {
    city: 'São Paulo', uf: 'SP', latitude: -23.5613, longitude: -46.6565, radiusKm: 3, cep: [1000, 5999], ddd: '11',
    streets: ['Avenida Paulista', 'Rua Augusta', 'Rua da Consolação', 'Avenida Rebouças', 'Rua Vergueiro', 'Avenida Brigadeiro Luís Antônio'],
    districts: ['Bela Vista', 'Consolação', 'Jardim Paulista', 'Pinheiros', 'Vila Mariana', 'Paraíso'],
  },
  {
    city: 'Campinas', uf: 'SP', latitude: -22.9056, longitude: -47.0608, radiusKm: 3, cep: [13010, 13109], ddd: '19',
    streets: ['Avenida Francisco Glicério', 'Rua Barão de Jaguara', 'Avenida Orosimbo Maia', 'Avenida Moraes Salles'],
    districts: ['Centro', 'Cambuí', 'Botafogo', 'Bosque'],
  },
  {
    city: 'Rio de Janeiro', uf: 'RJ', latitude: -22.9121, longitude: -43.2302, radiusKm: 2.5, cep: [20000, 23799], ddd: '21',
    streets: ['Rua Conde de Bonfim', 'Rua Haddock Lobo', 'Avenida Maracanã', 'Rua São Francisco Xavier', 'Rua Uruguai'],
    districts: ['Tijuca', 'Maracanã', 'Vila Isabel', 'Praça da Bandeira', 'Andaraí'],
  },
  {
    city: 'Belo Horizonte', uf: 'MG', latitude: -19.9245, longitude: -43.9352, radiusKm: 3, cep: [30110, 31999], ddd: '31',
    streets: ['Avenida Afonso Pena', 'Avenida Amazonas', 'Rua da Bahia', 'Avenida do Contorno', 'Rua Espírito Santo'],
    districts: ['Centro', 'Funcionários', 'Savassi', 'Lourdes', 'Santo Agostinho'],
  },
  {
    city: 'Uberlândia', uf: 'MG', latitude: -18.9186, longitude: -48.2772, radiusKm: 3, cep: [38400, 38414], ddd: '34',
    streets: ['Avenida João Naves de Ávila', 'Avenida Rondon Pacheco', 'Avenida Afonso Pena', 'Rua Olegário Maciel'],
    districts: ['Centro', 'Santa Mônica', 'Martins', 'Tabajaras'],
  },
  {
    city: 'Curitiba', uf: 'PR', latitude: -25.4284, longitude: -49.2733, radiusKm: 3, cep: [80010, 82999], ddd: '41',
    streets: ['Rua XV de Novembro', 'Avenida Sete de Setembro', 'Rua Marechal Deodoro', 'Avenida Visconde de Guarapuava'],
    districts: ['Centro', 'Batel', 'Rebouças', 'Água Verde'],
  },
  {
    city: 'Londrina', uf: 'PR', latitude: -23.3045, longitude: -51.1696, radiusKm: 2.5, cep: [86010, 86099], ddd: '43',
    streets: ['Avenida Higienópolis', 'Rua Sergipe', 'Avenida Juscelino Kubitschek', 'Rua Pará'],
    districts: ['Centro', 'Higienópolis', 'Vila Nova', 'Jardim Higienópolis'],
  },
  {
    city: 'Porto Alegre', uf: 'RS', latitude: -30.0400, longitude: -51.2000, radiusKm: 2.5, cep: [90010, 91999], ddd: '51',
    streets: ['Avenida Ipiranga', 'Avenida Protásio Alves', 'Rua Ramiro Barcelos', 'Avenida Osvaldo Aranha', 'Avenida Independência'],
    districts: ['Bom Fim', 'Rio Branco', 'Santana', 'Independência', 'Petrópolis'],
  },
  {
    city: 'Florianópolis', uf: 'SC', latitude: -27.5890, longitude: -48.5190, radiusKm: 1.2, cep: [88010, 88099], ddd: '48',
    streets: ['Rua Lauro Linhares', 'Avenida Madre Benvenuta', 'Rua Deputado Antônio Edu Vieira', 'Rua Capitão Romualdo de Barros'],
    districts: ['Trindade', 'Santa Mônica', 'Pantanal', 'Carvoeira'],
  },
  {
    city: 'Joinville', uf: 'SC', latitude: -26.3045, longitude: -48.8487, radiusKm: 3, cep: [89201, 89239], ddd: '47',
    streets: ['Rua do Príncipe', 'Avenida Getúlio Vargas', 'Rua Blumenau', 'Rua Nove de Março'],
    districts: ['Centro', 'América', 'Atiradores', 'Bucarein'],
  },
  {
    city: 'Salvador', uf: 'BA', latitude: -12.9800, longitude: -38.4650, radiusKm: 2, cep: [40010, 42499], ddd: '71',
    streets: ['Avenida Antônio Carlos Magalhães', 'Avenida Tancredo Neves', 'Rua Agnelo de Brito', 'Avenida Paulo VI'],
    districts: ['Itaigara', 'Caminho das Árvores', 'Pituba', 'Federação'],
  },
  {
    city: 'Recife', uf: 'PE', latitude: -8.0539, longitude: -34.9011, radiusKm: 2, cep: [50010, 52999], ddd: '81',
    streets: ['Avenida Caxangá', 'Rua Real da Torre', 'Avenida Rui Barbosa', 'Rua José Bonifácio'],
    districts: ['Madalena', 'Torre', 'Graças', 'Espinheiro'],
  },
  {
    city: 'Fortaleza', uf: 'CE', latitude: -3.7600, longitude: -38.5300, radiusKm: 2.5, cep: [60010, 61599], ddd: '85',
    streets: ['Avenida Treze de Maio', 'Avenida da Universidade', 'Rua Padre Valdevino', 'Avenida Pontes Vieira'],
    districts: ['Benfica', 'Fátima', 'José Bonifácio', 'São João do Tauape'],
  },
  {
    city: 'Goiânia', uf: 'GO', latitude: -16.6869, longitude: -49.2648, radiusKm: 3, cep: [74000, 74899], ddd: '62',
    streets: ['Avenida Goiás', 'Avenida Anhanguera', 'Avenida T-63', 'Rua 90'],
    districts: ['Setor Central', 'Setor Bueno', 'Setor Marista', 'Setor Sul'],
  },
  {
    city: 'Brasília', uf: 'DF', latitude: -15.7939, longitude: -47.8828, radiusKm: 3, cep: [70040, 70999], ddd: '61',
    streets: ['SCS Quadra 2', 'SCLN 304', 'SCLS 405', 'SIG Quadra 1'],
    districts: ['Asa Sul', 'Asa Norte', 'Setor Comercial Sul', 'Setor de Indústrias Gráficas'],
  },
  {
    city: 'Manaus', uf: 'AM', latitude: -3.0900, longitude: -60.0200, radiusKm: 2.5, cep: [69005, 69099], ddd: '92',
    streets: ['Avenida Djalma Batista', 'Avenida Constantino Nery', 'Rua Ramos Ferreira', 'Avenida André Araújo'],
    districts: ['Chapada', 'São Geraldo', 'Aleixo', 'Adrianópolis'],
  },
  {
    city: 'Belém', uf: 'PA', latitude: -1.4400, longitude: -48.4700, radiusKm: 2, cep: [66010, 66999], ddd: '91',
    streets: ['Avenida Almirante Barroso', 'Avenida Nazaré', 'Travessa Padre Eutíquio', 'Avenida Governador José Malcher'],
    districts: ['Marco', 'Nazaré', 'Batista Campos', 'São Brás'],
  },
];
