/**
 * Real cities of the 27 states for the benchmark network: the centre (lat/lng of the urban area),
 * population in thousands (the weight: bigger cities get more partners), a jitter radius in km that
 * keeps points in the urban area, the phone area code and the city's CEP range (5-digit prefixes).
 */
export type BenchCity = {
  city: string;
  uf: string;
  latitude: number;
  longitude: number;
  population: number;
  radiusKm: number;
  ddd: string;
  cep: [number, number];
};

const c = (
  city: string,
  uf: string,
  latitude: number,
  longitude: number,
  population: number,
  radiusKm: number,
  ddd: string,
  cep: [number, number],
): BenchCity => ({ city, uf, latitude, longitude, population, radiusKm, ddd, cep });

export const BENCH_CITIES: readonly BenchCity[] = [
  c('Rio Branco', 'AC', -9.9747, -67.8076, 419, 4, '68', [69900, 69923]),
  c('Cruzeiro do Sul', 'AC', -7.6307, -72.67, 91, 2, '68', [69980, 69984]),
  c('Maceió', 'AL', -9.6498, -35.7089, 1025, 4, '82', [57000, 57099]),
  c('Arapiraca', 'AL', -9.7515, -36.6606, 234, 3, '82', [57300, 57319]),
  c('Macapá', 'AP', 0.0349, -51.0694, 512, 4, '96', [68900, 68914]),
  c('Santana', 'AP', -0.0583, -51.1817, 123, 2, '96', [68925, 68929]),
  c('Manaus', 'AM', -3.07, -60.02, 2063, 8, '92', [69000, 69099]),
  c('Parintins', 'AM', -2.6283, -56.7358, 116, 2, '92', [69150, 69154]),
  c('Salvador', 'BA', -12.9500, -38.4700, 2418, 6, '71', [40000, 42599]),
  c('Feira de Santana', 'BA', -12.2664, -38.9663, 616, 5, '75', [44000, 44099]),
  c('Vitória da Conquista', 'BA', -14.8615, -40.8442, 370, 4, '77', [45000, 45099]),
  c('Camaçari', 'BA', -12.6996, -38.3263, 300, 3, '71', [42800, 42849]),
  c('Fortaleza', 'CE', -3.7700, -38.5400, 2428, 7, '85', [60000, 61599]),
  c('Caucaia', 'CE', -3.7361, -38.6531, 355, 3, '85', [61600, 61699]),
  c('Juazeiro do Norte', 'CE', -7.2131, -39.3151, 286, 3, '88', [63000, 63099]),
  c('Sobral', 'CE', -3.688, -40.3497, 203, 3, '88', [62010, 62099]),
  c('Brasília', 'DF', -15.7939, -47.8828, 2817, 6, '61', [70000, 72799]),
  c('Vitória', 'ES', -20.2976, -40.2958, 322, 2, '27', [29000, 29099]),
  c('Vila Velha', 'ES', -20.3417, -40.2875, 467, 3, '27', [29100, 29129]),
  c('Serra', 'ES', -20.1211, -40.3074, 520, 4, '27', [29160, 29184]),
  c('Cariacica', 'ES', -20.2632, -40.4165, 353, 3, '27', [29140, 29159]),
  c('Goiânia', 'GO', -16.6869, -49.2648, 1437, 7, '62', [74000, 74899]),
  c('Aparecida de Goiânia', 'GO', -16.8198, -49.2469, 527, 4, '62', [74900, 74999]),
  c('Anápolis', 'GO', -16.3281, -48.953, 391, 4, '62', [75000, 75149]),
  c('São Luís', 'MA', -2.5307, -44.2800, 1037, 5, '98', [65000, 65109]),
  c('Imperatriz', 'MA', -5.5185, -47.4777, 273, 3, '99', [65900, 65919]),
  c('Cuiabá', 'MT', -15.6014, -56.0979, 650, 5, '65', [78000, 78109]),
  c('Várzea Grande', 'MT', -15.6458, -56.1325, 300, 3, '65', [78110, 78159]),
  c('Rondonópolis', 'MT', -16.4673, -54.6372, 244, 3, '66', [78700, 78749]),
  c('Campo Grande', 'MS', -20.4697, -54.6201, 898, 6, '67', [79000, 79129]),
  c('Dourados', 'MS', -22.2231, -54.812, 243, 3, '67', [79800, 79849]),
  c('Belo Horizonte', 'MG', -19.9167, -43.9345, 2315, 7, '31', [30000, 31999]),
  c('Uberlândia', 'MG', -18.9186, -48.2772, 713, 5, '34', [38400, 38415]),
  c('Contagem', 'MG', -19.932, -44.0539, 621, 4, '31', [32000, 32399]),
  c('Juiz de Fora', 'MG', -21.7642, -43.3503, 540, 4, '32', [36000, 36099]),
  c('Montes Claros', 'MG', -16.735, -43.8617, 414, 4, '38', [39400, 39409]),
  c('Belém', 'PA', -1.4300, -48.4700, 1303, 5, '91', [66000, 66999]),
  c('Ananindeua', 'PA', -1.3656, -48.3722, 478, 3, '91', [67000, 67199]),
  c('Santarém', 'PA', -2.443, -54.7083, 331, 3, '93', [68000, 68109]),
  c('Marabá', 'PA', -5.3686, -49.1178, 266, 3, '94', [68500, 68519]),
  c('João Pessoa', 'PB', -7.1350, -34.8700, 833, 4, '83', [58000, 58099]),
  c('Campina Grande', 'PB', -7.2307, -35.8811, 419, 4, '83', [58400, 58439]),
  c('Curitiba', 'PR', -25.4284, -49.2733, 1773, 7, '41', [80000, 82999]),
  c('Londrina', 'PR', -23.3045, -51.1696, 555, 4, '43', [86000, 86099]),
  c('Maringá', 'PR', -23.4205, -51.9333, 409, 4, '44', [87000, 87099]),
  c('Ponta Grossa', 'PR', -25.0945, -50.1633, 358, 4, '42', [84000, 84099]),
  c('Cascavel', 'PR', -24.9573, -53.459, 348, 4, '45', [85800, 85819]),
  c('Recife', 'PE', -8.0476, -34.9100, 1488, 5, '81', [50000, 52999]),
  c('Jaboatão dos Guararapes', 'PE', -8.1130, -34.9600, 644, 3, '81', [54000, 54499]),
  c('Olinda', 'PE', -8.0089, -34.8650, 349, 2, '81', [53000, 53299]),
  c('Caruaru', 'PE', -8.276, -35.9819, 378, 4, '81', [55000, 55099]),
  c('Petrolina', 'PE', -9.3891, -40.503, 386, 4, '87', [56300, 56339]),
  c('Teresina', 'PI', -5.092, -42.8038, 866, 6, '86', [64000, 64099]),
  c('Parnaíba', 'PI', -2.9038, -41.7767, 162, 3, '86', [64200, 64219]),
  c('Rio de Janeiro', 'RJ', -22.8900, -43.3500, 6211, 9, '21', [20000, 23799]),
  c('São Gonçalo', 'RJ', -22.8268, -43.0634, 896, 4, '21', [24400, 24799]),
  c('Duque de Caxias', 'RJ', -22.7856, -43.3117, 808, 4, '21', [25000, 25299]),
  c('Nova Iguaçu', 'RJ', -22.7592, -43.4511, 785, 4, '21', [26000, 26099]),
  c('Niterói', 'RJ', -22.9000, -43.0800, 481, 3, '21', [24000, 24399]),
  c('Campos dos Goytacazes', 'RJ', -21.7545, -41.3244, 483, 4, '22', [28000, 28099]),
  c('Natal', 'RN', -5.8100, -35.2300, 751, 4, '84', [59000, 59159]),
  c('Mossoró', 'RN', -5.1878, -37.3441, 264, 4, '84', [59600, 59649]),
  c('Porto Alegre', 'RS', -30.0346, -51.1900, 1332, 5, '51', [90000, 91999]),
  c('Caxias do Sul', 'RS', -29.1678, -51.1794, 463, 4, '54', [95000, 95099]),
  c('Pelotas', 'RS', -31.7654, -52.3376, 325, 3, '53', [96000, 96099]),
  c('Canoas', 'RS', -29.9178, -51.1839, 347, 3, '51', [92000, 92499]),
  c('Santa Maria', 'RS', -29.6842, -53.8069, 271, 3, '55', [97000, 97119]),
  c('Porto Velho', 'RO', -8.7612, -63.9004, 460, 5, '69', [76800, 76834]),
  c('Ji-Paraná', 'RO', -10.8777, -61.9322, 124, 3, '69', [76900, 76919]),
  c('Boa Vista', 'RR', 2.8235, -60.6758, 414, 5, '95', [69300, 69339]),
  c('Rorainópolis', 'RR', 0.9461, -60.4286, 31, 1, '95', [69373, 69373]),
  c('Florianópolis', 'SC', -27.5954, -48.5480, 537, 3, '48', [88000, 88099]),
  c('Joinville', 'SC', -26.3045, -48.8487, 616, 5, '47', [89200, 89239]),
  c('Blumenau', 'SC', -26.9194, -49.0661, 361, 4, '47', [89000, 89099]),
  c('Chapecó', 'SC', -27.1004, -52.6152, 254, 3, '49', [89800, 89816]),
  c('São Paulo', 'SP', -23.5505, -46.6333, 11451, 12, '11', [1000, 5999]),
  c('Guarulhos', 'SP', -23.4538, -46.5333, 1291, 6, '11', [7000, 7399]),
  c('Campinas', 'SP', -22.9056, -47.0608, 1139, 6, '19', [13000, 13139]),
  c('São Bernardo do Campo', 'SP', -23.6914, -46.5646, 810, 4, '11', [9600, 9899]),
  c('Santo André', 'SP', -23.6639, -46.5383, 748, 4, '11', [9000, 9299]),
  c('Osasco', 'SP', -23.5325, -46.7917, 728, 4, '11', [6000, 6299]),
  c('Ribeirão Preto', 'SP', -21.1775, -47.8103, 698, 5, '16', [14000, 14114]),
  c('Sorocaba', 'SP', -23.5015, -47.4526, 723, 5, '15', [18000, 18109]),
  c('São José dos Campos', 'SP', -23.1791, -45.8872, 697, 5, '12', [12200, 12249]),
  c('Santos', 'SP', -23.9650, -46.3300, 418, 2, '13', [11000, 11099]),
  c('São José do Rio Preto', 'SP', -20.8113, -49.3758, 480, 5, '17', [15000, 15099]),
  c('Bauru', 'SP', -22.3246, -49.0871, 379, 4, '14', [17000, 17109]),
  c('Aracaju', 'SE', -10.9472, -37.0731, 602, 4, '79', [49000, 49099]),
  c('Nossa Senhora do Socorro', 'SE', -10.855, -37.1264, 192, 2, '79', [49160, 49169]),
  c('Palmas', 'TO', -10.1844, -48.3336, 302, 4, '63', [77000, 77299]),
  c('Araguaína', 'TO', -7.1911, -48.2072, 171, 3, '63', [77800, 77829]),
];

/** Streets and districts common to most Brazilian cities (names, not a real address of any store). */
export const BENCH_STREETS = [
  'Avenida Brasil', 'Rua Sete de Setembro', 'Rua XV de Novembro', 'Avenida Getúlio Vargas', 'Rua Dom Pedro II',
  'Rua Tiradentes', 'Avenida Presidente Vargas', 'Rua Marechal Deodoro', 'Rua São José', 'Avenida Santos Dumont',
  'Rua Rui Barbosa', 'Rua Duque de Caxias', 'Avenida Juscelino Kubitschek', 'Rua Barão do Rio Branco', 'Rua Floriano Peixoto',
  'Avenida Independência', 'Rua Castro Alves', 'Rua José Bonifácio', 'Avenida das Nações', 'Rua Padre Anchieta',
] as const;

export const BENCH_DISTRICTS = [
  'Centro', 'Jardim América', 'Vila Nova', 'São José', 'Santa Cruz', 'Jardim Europa', 'Boa Vista', 'Industrial',
  'Santo Antônio', 'Vila Operária', 'Jardim das Flores', 'Parque Industrial', 'Cidade Nova', 'Bela Vista', 'Nossa Senhora Aparecida',
] as const;
