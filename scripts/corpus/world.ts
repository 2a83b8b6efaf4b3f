/** Invented people, performers, teams and venues (in real cities) the corpus is made of. */
import type { EventKind, Lang, Person, SeatingPlan, Venue } from './model.ts';
import type { Random } from './random.ts';

const letters = (from: string, to: string, skip = 'IO'): string[] => {
  const out: string[] = [];
  for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) {
    const letter = String.fromCharCode(code);
    if (!skip.includes(letter)) out.push(letter);
  }
  return out;
};
const numbers = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

interface VenueSeed {
  name: string;
  city: string;
  region: string;
  country: Venue['country'];
  street: string;
  postcode: string;
  timeZone: string;
  plan: SeatingPlan;
  sections?: string[];
  rows?: string[];
  seatRange?: [number, number];
  standing?: boolean;
}

const defaults: Record<SeatingPlan, Pick<Venue, 'sections' | 'rows' | 'seatRange' | 'standing'>> = {
  arena: {
    sections: [...numbers(101, 122), ...numbers(201, 228), 'Floor A', 'Floor B'],
    rows: letters('A', 'W'),
    seatRange: [1, 22],
    standing: true,
  },
  stadium: {
    sections: [...numbers(104, 146), ...numbers(310, 338)],
    rows: numbers(1, 34),
    seatRange: [1, 26],
    standing: false,
  },
  ballpark: {
    sections: [...numbers(108, 131), ...numbers(205, 232), 'Bleachers 301'],
    rows: numbers(1, 28),
    seatRange: [1, 18],
    standing: false,
  },
  theatre: {
    sections: [
      'Orchestra',
      'Orchestra Left',
      'Orchestra Right',
      'Front Mezzanine',
      'Rear Mezzanine',
      'Balcony',
    ],
    rows: letters('A', 'T'),
    seatRange: [101, 126],
    standing: false,
  },
  club: { sections: [], rows: [], seatRange: [1, 1], standing: true },
  field: { sections: [], rows: [], seatRange: [1, 1], standing: true },
};

const venue = (seed: VenueSeed): Venue => ({ ...defaults[seed.plan], ...seed });

export const venues: Venue[] = [
  venue({
    name: 'Cascade Arena',
    city: 'Seattle',
    region: 'WA',
    country: 'US',
    street: '401 Harbor Steps Ave',
    postcode: '98104',
    timeZone: 'America/Los_Angeles',
    plan: 'arena',
  }),
  venue({
    name: 'Harborview Pavilion',
    city: 'Boston',
    region: 'MA',
    country: 'US',
    street: '290 Northern Wharf Rd',
    postcode: '02210',
    timeZone: 'America/New_York',
    plan: 'arena',
    sections: ['Orchestra 1', 'Orchestra 2', 'Orchestra 3', 'Loge 4', 'Loge 5'],
  }),
  venue({
    name: 'Granite Peak Amphitheatre',
    city: 'Denver',
    region: 'CO',
    country: 'US',
    street: '18300 Red Mesa Dr',
    postcode: '80204',
    timeZone: 'America/Denver',
    plan: 'arena',
    rows: numbers(1, 40),
    sections: ['Reserved 1', 'Reserved 2', 'Reserved 3', '101', '102', '103'],
  }),
  venue({
    name: 'Lakefront Music Hall',
    city: 'Chicago',
    region: 'IL',
    country: 'US',
    street: '1120 N Lakeshore Walk',
    postcode: '60611',
    timeZone: 'America/Chicago',
    plan: 'theatre',
    sections: ['Main Floor', 'Balcony Left', 'Balcony Center', 'Balcony Right'],
    seatRange: [1, 30],
    standing: true,
  }),
  venue({
    name: 'Sunset Ridge Amphitheatre',
    city: 'Phoenix',
    region: 'AZ',
    country: 'US',
    street: '2121 E Mesquite Pkwy',
    postcode: '85034',
    timeZone: 'America/Phoenix',
    plan: 'arena',
    sections: ['101', '102', '103', '104', '201', '202', '203'],
  }),
  venue({
    name: 'The Magnolia Theatre',
    city: 'Nashville',
    region: 'TN',
    country: 'US',
    street: '615 Broadmoor Ave',
    postcode: '37203',
    timeZone: 'America/Chicago',
    plan: 'theatre',
  }),
  venue({
    name: 'Pacific Crest Center',
    city: 'Los Angeles',
    region: 'CA',
    country: 'US',
    street: '1800 W Figtree Blvd',
    postcode: '90015',
    timeZone: 'America/Los_Angeles',
    plan: 'arena',
  }),
  venue({
    name: 'The Foundry Ballroom',
    city: 'Brooklyn',
    region: 'NY',
    country: 'US',
    street: '77 Kent Yard St',
    postcode: '11249',
    timeZone: 'America/New_York',
    plan: 'club',
  }),
  venue({
    name: 'Lone Star Coliseum',
    city: 'Dallas',
    region: 'TX',
    country: 'US',
    street: '2500 Victory Trail',
    postcode: '75219',
    timeZone: 'America/Chicago',
    plan: 'arena',
  }),
  venue({
    name: 'Peachtree Pier 9',
    city: 'Atlanta',
    region: 'GA',
    country: 'US',
    street: '940 Ponce Row NE',
    postcode: '30306',
    timeZone: 'America/New_York',
    plan: 'theatre',
    seatRange: [1, 28],
  }),
  venue({
    name: 'Salt Flats Arena',
    city: 'Salt Lake City',
    region: 'UT',
    country: 'US',
    street: '300 W Temple Gate',
    postcode: '84101',
    timeZone: 'America/Denver',
    plan: 'arena',
  }),
  venue({
    name: 'Northshore Field',
    city: 'Milwaukee',
    region: 'WI',
    country: 'US',
    street: '1 Mariners Way',
    postcode: '53214',
    timeZone: 'America/Chicago',
    plan: 'ballpark',
  }),
  venue({
    name: 'Bayside Stadium',
    city: 'San Francisco',
    region: 'CA',
    country: 'US',
    street: '24 Pier Point Blvd',
    postcode: '94107',
    timeZone: 'America/Los_Angeles',
    plan: 'stadium',
  }),
  venue({
    name: 'The Lyric Playhouse',
    city: 'Chicago',
    region: 'IL',
    country: 'US',
    street: '22 W Randolph Arcade',
    postcode: '60601',
    timeZone: 'America/Chicago',
    plan: 'theatre',
  }),
  venue({
    name: 'Joshua Flats Festival Grounds',
    city: 'Palm Springs',
    region: 'CA',
    country: 'US',
    street: '81800 Ocotillo Ave',
    postcode: '92262',
    timeZone: 'America/Los_Angeles',
    plan: 'field',
  }),
  venue({
    name: 'Keystone Comedy Cellar',
    city: 'Philadelphia',
    region: 'PA',
    country: 'US',
    street: '126 S Chestnut Ln',
    postcode: '19106',
    timeZone: 'America/New_York',
    plan: 'club',
  }),
  venue({
    name: 'Twin Oaks Ballroom',
    city: 'Minneapolis',
    region: 'MN',
    country: 'US',
    street: '455 Hennepin Loop',
    postcode: '55401',
    timeZone: 'America/Chicago',
    plan: 'club',
  }),
  venue({
    name: 'Maple Garden Arena',
    city: 'Toronto',
    region: 'ON',
    country: 'CA',
    street: '40 Front Quay W',
    postcode: 'M5J 2X2',
    timeZone: 'America/Toronto',
    plan: 'arena',
  }),
  venue({
    name: 'Coastline Coliseum',
    city: 'Vancouver',
    region: 'BC',
    country: 'CA',
    street: '800 Seawall Griffiths Way',
    postcode: 'V6B 6G1',
    timeZone: 'America/Vancouver',
    plan: 'arena',
  }),
  venue({
    name: 'Prairie Dome',
    city: 'Calgary',
    region: 'AB',
    country: 'CA',
    street: '555 Saddle Run SE',
    postcode: 'T2G 2W1',
    timeZone: 'America/Edmonton',
    plan: 'arena',
  }),
  venue({
    name: 'The Forge',
    city: 'Manchester',
    region: '',
    country: 'GB',
    street: '12 Ancoats Mill Yard',
    postcode: 'M4 6DE',
    timeZone: 'Europe/London',
    plan: 'club',
  }),
  venue({
    name: 'Riverside Vaults',
    city: 'London',
    region: '',
    country: 'GB',
    street: '3 Bankside Arches',
    postcode: 'SE1 9TG',
    timeZone: 'Europe/London',
    plan: 'club',
  }),
  venue({
    name: 'Clyde O3 Academy',
    city: 'Glasgow',
    region: '',
    country: 'GB',
    street: '88 Kelvin Quay',
    postcode: 'G3 8YW',
    timeZone: 'Europe/London',
    plan: 'theatre',
    sections: ['Stalls', 'Circle', 'Upper Circle'],
    seatRange: [1, 32],
    standing: true,
  }),
  venue({
    name: 'Hansehalle',
    city: 'Hamburg',
    region: '',
    country: 'DE',
    street: 'Elbdeich 12',
    postcode: '20457',
    timeZone: 'Europe/Berlin',
    plan: 'arena',
    sections: ['A1', 'A2', 'B3', 'B4', 'C1', 'C2', 'D5', 'E6', '201', '214'],
    rows: numbers(1, 28),
    seatRange: [1, 36],
  }),
  venue({
    name: 'Spreearena',
    city: 'Berlin',
    region: '',
    country: 'DE',
    street: 'Mühlenufer 4',
    postcode: '10243',
    timeZone: 'Europe/Berlin',
    plan: 'arena',
    sections: ['101', '104', '107', '112', '203', '209', '218', 'Oberrang 4'],
    rows: numbers(1, 24),
    seatRange: [1, 30],
  }),
  venue({
    name: 'Isarhalle',
    city: 'München',
    region: '',
    country: 'DE',
    street: 'Am Isarkai 7',
    postcode: '80469',
    timeZone: 'Europe/Berlin',
    plan: 'arena',
    sections: ['K', 'L', 'M', 'N', 'S1', 'S2'],
    rows: numbers(1, 30),
    seatRange: [1, 40],
  }),
  venue({
    name: 'Rheinbühne',
    city: 'Köln',
    region: '',
    country: 'DE',
    street: 'Rheinuferstraße 88',
    postcode: '50679',
    timeZone: 'Europe/Berlin',
    plan: 'club',
  }),
  venue({
    name: 'Mainufer Arena',
    city: 'Frankfurt am Main',
    region: '',
    country: 'DE',
    street: 'Schaumainkai 210',
    postcode: '60596',
    timeZone: 'Europe/Berlin',
    plan: 'arena',
    sections: ['U1', 'U2', 'U5', 'O3', 'O7', 'Innenraum Sitz'],
    rows: numbers(1, 22),
    seatRange: [1, 34],
  }),
  venue({
    name: 'Donauhalle',
    city: 'Wien',
    region: '',
    country: 'AT',
    street: 'Handelskai 301',
    postcode: '1020',
    timeZone: 'Europe/Vienna',
    plan: 'arena',
    sections: ['A', 'B', 'C', 'D', 'Galerie 1', 'Galerie 2'],
    rows: numbers(1, 25),
    seatRange: [1, 32],
  }),
  venue({
    name: 'Gürteltheater',
    city: 'Wien',
    region: '',
    country: 'AT',
    street: 'Lerchenfelder Gürtel 41',
    postcode: '1160',
    timeZone: 'Europe/Vienna',
    plan: 'theatre',
    sections: ['Parkett', 'Parkett Loge', 'Balkon', 'Galerie'],
    rows: numbers(1, 22),
    seatRange: [1, 28],
    standing: false,
  }),
  venue({
    name: 'Palacio de los Vientos',
    city: 'Madrid',
    region: '',
    country: 'ES',
    street: 'Av. de la Alameda 14',
    postcode: '28042',
    timeZone: 'Europe/Madrid',
    plan: 'arena',
    sections: ['104', '108', '112', '203', '211', 'Grada Este', 'Grada Oeste'],
    rows: numbers(1, 26),
    seatRange: [1, 30],
  }),
  venue({
    name: 'Sala Mediterránea',
    city: 'Barcelona',
    region: '',
    country: 'ES',
    street: 'Carrer de la Marina 151',
    postcode: '08013',
    timeZone: 'Europe/Madrid',
    plan: 'club',
  }),
  venue({
    name: 'Teatro del Guadalquivir',
    city: 'Sevilla',
    region: '',
    country: 'ES',
    street: 'Paseo de Colón 22',
    postcode: '41001',
    timeZone: 'Europe/Madrid',
    plan: 'theatre',
    sections: ['Patio de butacas', 'Anfiteatro', 'Palco'],
    rows: numbers(1, 20),
    seatRange: [1, 26],
    standing: false,
  }),
  venue({
    name: 'Auditorio Turia',
    city: 'Valencia',
    region: '',
    country: 'ES',
    street: 'Passeig de l’Albereda 30',
    postcode: '46023',
    timeZone: 'Europe/Madrid',
    plan: 'arena',
    sections: ['A', 'B', 'C', 'Tribuna Norte', 'Tribuna Sur'],
    rows: numbers(1, 22),
    seatRange: [1, 28],
  }),
  venue({
    name: 'La Halle aux Lumières',
    city: 'Paris',
    region: '',
    country: 'FR',
    street: '211 avenue Jean-Jaurès',
    postcode: '75019',
    timeZone: 'Europe/Paris',
    plan: 'arena',
    sections: ['A', 'B', 'C', 'F', 'G', 'K', 'Balcon 2'],
    rows: numbers(1, 24),
    seatRange: [1, 40],
  }),
  venue({
    name: 'Salle Rhône-Saône',
    city: 'Lyon',
    region: '',
    country: 'FR',
    street: '8 quai Perrache',
    postcode: '69002',
    timeZone: 'Europe/Paris',
    plan: 'theatre',
    sections: ['Orchestre', 'Corbeille', 'Balcon'],
    rows: letters('A', 'R'),
    seatRange: [1, 30],
    standing: false,
  }),
  venue({
    name: 'Dôme du Vieux-Port',
    city: 'Marseille',
    region: '',
    country: 'FR',
    street: '48 quai de Rive-Neuve',
    postcode: '13007',
    timeZone: 'Europe/Paris',
    plan: 'arena',
    sections: ['Tribune Est', 'Tribune Ouest', 'Gradin 3', 'Gradin 5'],
    rows: numbers(1, 20),
    seatRange: [1, 36],
  }),
  venue({
    name: 'Le Quai Garonne',
    city: 'Bordeaux',
    region: '',
    country: 'FR',
    street: '3 quai des Chartrons',
    postcode: '33000',
    timeZone: 'Europe/Paris',
    plan: 'club',
  }),
  venue({
    name: 'Amstelkoepel',
    city: 'Amsterdam',
    region: '',
    country: 'NL',
    street: 'Koepelplein 1',
    postcode: '1101 AX',
    timeZone: 'Europe/Amsterdam',
    plan: 'arena',
    sections: ['102', '109', '113', '213', '221', '402'],
    rows: numbers(1, 22),
    seatRange: [1, 30],
  }),
  venue({
    name: 'Maashal',
    city: 'Rotterdam',
    region: '',
    country: 'NL',
    street: 'Maaskade 96',
    postcode: '3071 ND',
    timeZone: 'Europe/Amsterdam',
    plan: 'arena',
    sections: ['A', 'B', 'C', 'D', 'E'],
    rows: numbers(1, 18),
    seatRange: [1, 28],
  }),
  venue({
    name: 'Domzaal',
    city: 'Utrecht',
    region: '',
    country: 'NL',
    street: 'Oudegracht 245',
    postcode: '3511 NK',
    timeZone: 'Europe/Amsterdam',
    plan: 'club',
  }),
  venue({
    name: 'Spaarnetheater',
    city: 'Haarlem',
    region: '',
    country: 'NL',
    street: 'Spaarne 36',
    postcode: '2011 CK',
    timeZone: 'Europe/Amsterdam',
    plan: 'theatre',
    sections: ['Zaal', 'Parket', 'Balkon'],
    rows: numbers(1, 16),
    seatRange: [1, 24],
    standing: false,
  }),
  venue({
    name: 'Foro Alameda',
    city: 'Ciudad de México',
    region: 'CDMX',
    country: 'MX',
    street: 'Av. Hidalgo 77, Col. Centro',
    postcode: '06300',
    timeZone: 'America/Mexico_City',
    plan: 'arena',
    sections: ['Zona A', 'Zona B', 'Preferente 1', 'Preferente 2', 'Balcón'],
    rows: letters('A', 'R'),
    seatRange: [1, 30],
  }),
  venue({
    name: 'Teatro Chapultepec Norte',
    city: 'Ciudad de México',
    region: 'CDMX',
    country: 'MX',
    street: 'Calz. Mariano Escobedo 510',
    postcode: '11590',
    timeZone: 'America/Mexico_City',
    plan: 'theatre',
    sections: ['Luneta', 'Platea', 'Anfiteatro'],
    rows: letters('A', 'P'),
    seatRange: [1, 28],
    standing: false,
  }),
];

export const venuesIn = (countries: readonly Venue['country'][], plans?: readonly SeatingPlan[]): Venue[] =>
  venues.filter((v) => countries.includes(v.country) && (!plans || plans.includes(v.plan)));

export const venueNamed = (name: string): Venue => {
  const found = venues.find((v) => v.name === name);
  if (!found) throw new Error(`no venue ${name}`);
  return found;
};

/** European venues: one zone per country, so the venue alone fixes the offset. */
export const isEuropean = (v: Venue): boolean => ['GB', 'DE', 'AT', 'ES', 'FR', 'NL'].includes(v.country);

export const performers: Record<Lang, string[]> = {
  en: [
    'Cobalt Lanterns',
    'Saffron Kites',
    'Juniper Vale',
    'Dex Marlowe & The Night Shift',
    'Electric Orchard',
    'Halcyon Drive',
    'Rosalind Ashe',
    'The Paper Moons',
    'Kairo Blue',
    'Sable & Pine',
    'Violet Transit',
    'Odessa Rook',
    'Marisol Grey',
    'The Tin Parade',
    'Northbound Static',
    'Wren Calloway',
    'Atlas and the Hollow Pines',
    'Silver Mile',
    'Lena Brightwater',
    'Moonlit Freight',
  ],
  de: [
    'Die Nachtfalter',
    'Lena Sommerfeld',
    'Kapelle Nordwind',
    'Jonas Weißberg',
    'Elbkinder',
    'Frida & die Falken',
  ],
  es: ['Los Faroles', 'Carmen Ibarra', 'Marea Alta', 'Nico Valdés', 'La Brújula Rota', 'Dúo Arrabal'],
  fr: [
    'Les Parapluies Rouges',
    'Camille Verdier',
    'Orchestre du Quai',
    'Élodie Marchand',
    'Nuit Blanche Collectif',
  ],
  nl: ['De Windvangers', 'Sanne Kooistra', 'Blauwe Maandag', 'Jelle van Dam', 'Kanaalkoor'],
};

export const tours: Record<Lang, string[]> = {
  en: [
    'The Midnight Cartography Tour',
    'Lanterns Out Tour',
    'Slow Orbit World Tour',
    'Neon Harvest Tour',
    'Glasshouse Tour 2026',
    'Long Way Home Tour',
    'Static Hearts Tour',
    'Paper Skies Tour',
  ],
  de: ['Nachtschicht Tour 2026', 'Leuchtfeuer Tour', 'Wolkenkratzer Live'],
  es: ['Gira Horizonte 2026', 'Gira Luz de Neón', 'Gira Mar Adentro'],
  fr: ['Tournée Lueurs 2026', 'Tournée des Phares', 'Tournée Grand Large'],
  nl: ['Tour Tegenwind', 'Zomerlicht Tour', 'Tour Hoogwater 2026'],
};

export const shows: Record<Lang, string[]> = {
  en: [
    'The Lantern Keeper',
    'A Winter in Verona',
    'Echoes of Calloway Street',
    'Midnight at the Marlowe',
    'The Glass Cartographer',
    'Paper Crowns: A New Musical',
  ],
  de: ['Der Leuchtturmwärter – Das Musical', 'Die Glaskartografin', 'Ein Winter in Verona'],
  es: ['La casa de las mareas', 'El cartógrafo de cristal', 'Coronas de papel'],
  fr: ['Le Cartographe de verre', 'Un hiver à Vérone', 'La Maison des marées'],
  nl: ['De Lantaarnman', 'Papieren Kronen', 'Een winter in Verona'],
};

export const comedians = [
  'Priya Raman: Overthinking It',
  'Tom Okafor: Live and Mostly Prepared',
  'Greta Lindqvist: Small Talk, Big Room',
];

export interface Team {
  name: string;
  sport: 'baseball' | 'hockey' | 'basketball' | 'football';
  home: string;
}

export const teams: Team[] = [
  { name: 'Lakeport Mariners', sport: 'baseball', home: 'Northshore Field' },
  { name: 'Puget Sound Breakers', sport: 'hockey', home: 'Cascade Arena' },
  { name: 'Lone Star Wranglers', sport: 'basketball', home: 'Lone Star Coliseum' },
  { name: 'Lakeshore Comets', sport: 'hockey', home: 'Maple Garden Arena' },
  { name: 'Bay City Surge', sport: 'football', home: 'Bayside Stadium' },
  { name: 'Wasatch Summit', sport: 'basketball', home: 'Salt Flats Arena' },
];

export const opponents: Record<Team['sport'], string[]> = {
  baseball: [
    'Granite City Bears',
    'Bay Harbor Gulls',
    'Redwood Lumberjacks',
    'Capital Foxes',
    'Delta Rivermen',
    'Prairie Owls',
  ],
  hockey: [
    'Front Range Stampede',
    'Iron Valley Miners',
    'Northern Lights HC',
    'Gulf Coast Stingrays',
    'Harbor City Anchors',
  ],
  basketball: [
    'Phoenix Dust Devils',
    'Atlanta Firebirds',
    'Motor City Pistons United',
    'Sierra Bobcats',
    'Hudson Skyliners',
  ],
  football: ['Cascadia Thunder', 'Mesa Scorpions', 'Great Lakes Freighters', 'Bluegrass Stallions'],
};

const firstNames: Record<Lang, string[]> = {
  en: [
    'Jordan',
    'Emily',
    'Marcus',
    'Priya',
    'Daniel',
    'Sophie',
    'Tyler',
    'Hannah',
    'Andre',
    'Megan',
    'Caleb',
    'Olivia',
    'Ethan',
    'Grace',
    'Nathan',
    'Chloe',
    'Isaac',
    'Maya',
  ],
  de: [
    'Lukas',
    'Anna',
    'Jonas',
    'Lea',
    'Felix',
    'Marie',
    'Tobias',
    'Sophie',
    'Niklas',
    'Jana',
    'Moritz',
    'Katharina',
  ],
  es: ['Lucía', 'Pablo', 'Marta', 'Javier', 'Elena', 'Diego', 'Carmen', 'Álvaro', 'Sofía', 'Raúl'],
  fr: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Mathis', 'Manon', 'Théo', 'Inès', 'Julien'],
  nl: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Sem', 'Fleur', 'Thijs', 'Eva', 'Ruben', 'Iris'],
};

const lastNames: Record<Lang, string[]> = {
  en: [
    'Blake',
    'Carter',
    'Nguyen',
    'Patel',
    'Reyes',
    'Sullivan',
    'Brooks',
    'Foster',
    'Hayes',
    'Kim',
    'Morales',
    'Whitaker',
    'Lindgren',
    'Okafor',
    'Bennett',
    'Caldwell',
  ],
  de: [
    'Müller',
    'Schneider',
    'Weber',
    'Hoffmann',
    'Schäfer',
    'Becker',
    'Krüger',
    'Wagner',
    'Vogel',
    'Brandt',
  ],
  es: ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Ruiz', 'Iglesias', 'Peña'],
  fr: [
    'Martin',
    'Bernard',
    'Dubois',
    'Lefèvre',
    'Moreau',
    'Girard',
    'Fontaine',
    'Rousseau',
    'Lambert',
    'Perrin',
  ],
  nl: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vermeulen'],
};

const providers: Record<Lang, string[]> = {
  en: ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.com', 'hotmail.com', 'proton.me', 'fastmail.com'],
  de: ['gmail.com', 'web.de', 'gmx.de', 't-online.de', 'outlook.de', 'posteo.de'],
  es: ['gmail.com', 'hotmail.es', 'yahoo.es', 'outlook.es', 'telefonica.net'],
  fr: ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'outlook.fr'],
  nl: ['gmail.com', 'ziggo.nl', 'kpnmail.nl', 'outlook.com', 'hotmail.nl'],
};

const homeZones: Record<Lang, string[]> = {
  en: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'America/Phoenix',
    'America/Toronto',
    'Europe/London',
  ],
  de: ['Europe/Berlin', 'Europe/Vienna'],
  es: ['Europe/Madrid', 'America/Mexico_City'],
  fr: ['Europe/Paris'],
  nl: ['Europe/Amsterdam'],
};

const ascii = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export const makePerson = (rng: Random, lang: Lang, timeZone?: string): Person => {
  const first = rng.pick(firstNames[lang]);
  const last = rng.pick(lastNames[lang]);
  const local = rng.weighted([
    [`${ascii(first)}.${ascii(last)}`, 3],
    [`${ascii(first)}${ascii(last)}${rng.int(1, 99)}`, 2],
    [`${ascii(first)[0]}${ascii(last)}`, 2],
    [`${ascii(first)}_${ascii(last).slice(0, 4)}${rng.int(70, 99)}`, 1],
  ] as const);
  return {
    first,
    last,
    email: `${local}@${rng.pick(providers[lang])}`,
    timeZone: timeZone ?? rng.pick(homeZones[lang]),
    lang,
  };
};

export const fullName = (person: Person): string => `${person.first} ${person.last}`;

/** The seller's personal Ticket Relay transfer address. */
export const transferAddress = (rng: Random, person: Person): string =>
  `${ascii(person.first)}-${rng.chars('abcdefghjkmnpqrstuvwxyz23456789', 6)}@relay.localhost`;

export const eventKindsOf = (plan: SeatingPlan): EventKind[] =>
  plan === 'club'
    ? ['concert', 'comedy']
    : plan === 'theatre'
      ? ['theatre', 'concert']
      : plan === 'field'
        ? ['festival']
        : ['concert'];
