/**
 * Labelled chat lines for measuring contact-detail detection (bench/contacts and contact-corpus.test.ts).
 *
 * `contact` is a person's judgement: does the line give a way to reach someone outside the platform (a phone number,
 * an email address, a handle or an invitation on a messaging or social app, a meeting link)? The same labels measure
 * the stricter rule for User-ID (child) accounts, which also masks every URL and any run of 7 or more digits by
 * design; the bench reports those masks apart. `kind` groups the lines for the report. Numbers are fictional
 * (555-01xx, Ofcom's 07700 900xxx and the like).
 */

/** One labelled chat line. */
export interface CorpusLine {
  text: string;
  contact: boolean;
  kind: string;
}

function lines(kind: string, contact: boolean, texts: string[]): CorpusLine[] {
  return texts.map((text) => ({ text, contact, kind }));
}

// ---------------------------------------------------------------------------------------------
// Contact details (must be masked)

const PHONE_US = lines('phone:us', true, [
  'call me 415-555-0134',
  'my number is (415) 555-0134',
  'text me at 415.555.0134',
  '4155550134 text me after class',
  '+1 415 555 0134',
  '+1-415-555-0134',
  '1-800-555-0199 is my dads work line',
  'cell: 415 555 0134',
  'my phone 212 555 0187 call after 6',
  '+14155550134',
  'phone # 646.555.0123',
  'here 415 5550134',
  '(646)5550123',
  'text 1 415 555 0134 ok?',
  'ph 415/555/0134',
  'call 415 - 555 - 0134',
  'my moms number 917 555 0148 if u need',
  'mine is 332-555-0177',
  'numero: 786 555 0102',
  'txt me 415 555 01 34',
  'facetime me 415 555 0134',
  '415 555 0134 thats my cell',
]);

const PHONE_INTL = lines('phone:intl', true, [
  // United Kingdom
  '+44 7700 900123',
  'my mobile is 07700 900 123',
  'ring me 020 7946 0958',
  '+44 (0)20 7946 0958',
  '07700900123 text me',
  // Mexico
  '+52 55 1234 5678',
  '55 1234 5678 es mi cel',
  '+52 1 55 1234 5678',
  'mi cel (33) 1234-5678',
  '+52 (81) 8123 4567',
  // Spain
  '+34 612 34 56 78',
  'mi móvil 612 34 56 78',
  '612345678 llámame',
  'fijo 91 123 45 67',
  '+34612345678',
  // India
  '+91 98765 43210',
  'my no 98765-43210',
  '+91-9876543210',
  // Brazil
  '+55 11 91234-5678',
  'meu celular (11) 91234-5678',
  '+55 (21) 98765-4321',
  // Germany
  '+49 30 12345678',
  'Handy 0151 23456789',
  '+49 151 2345 6789',
  // France, Argentina, Colombia and others
  '+33 6 12 34 56 78',
  'mon portable 06 12 34 56 78',
  '+54 9 11 1234-5678',
  '+57 310 123 4567',
  'mi celular 310 123 4567',
  '+61 412 345 678',
  '+81 90-1234-5678',
  '+63 917 123 4567',
]);

const PHONE_SPELLED_EN = lines('phone:spelled-en', true, [
  'four one five five five five zero one three four',
  'four one five, five five five, zero one three four',
  'call four one five five five five oh one three four',
  'my number is four-one-five-five-five-five-zero-one-three-four',
  'Four One Five Five Five Five Zero One Three Four',
  'FOUR ONE FIVE FIVE FIVE FIVE ZERO ONE THREE FOUR',
  'text me: nine one seven, five five five, zero one four eight',
  'its two one two five five five oh one eight seven',
  'plus four four seven seven zero zero nine zero zero one two three',
  'four one five triple five zero one three four',
  'four one five double five five oh one three four',
  'one eight hundred five five five zero one nine nine',
  'nine one seven five five five zero one four eight call me',
  'my cell is six four six five five five zero one two three',
  'zero seven seven zero zero nine zero zero one two three',
  'fouronefive fivefivefive zeroonethreefour',
  'four.one.five.five.five.five.zero.one.three.four',
  'ok so its four one five then five five five then zero one three four',
]);

const PHONE_SPELLED_ES = lines('phone:spelled-es', true, [
  'cinco cinco uno dos tres cuatro cinco seis siete ocho',
  'mi número es seis uno dos tres cuatro cinco seis siete ocho',
  'llámame al cinco cinco, uno dos tres cuatro, cinco seis siete ocho',
  'whatsapp: tres uno cero uno dos tres cuatro cinco seis siete',
  'más cinco dos cinco cinco uno dos tres cuatro cinco seis siete ocho',
  'cincuenta y cinco doce treinta y cuatro cincuenta y seis setenta y ocho',
  'seis doce treinta y cuatro cincuenta y seis setenta y ocho',
  'nueve uno siete cinco cinco cinco cero uno cuatro ocho',
  'Mi cel es Tres Tres Uno Dos Tres Cuatro Cinco Seis Siete Ocho',
  'marca al ocho uno ocho uno dos tres cuatro cinco seis siete',
  'mi numero: seis, uno, dos, tres, cuatro, cinco, seis, siete, ocho',
  'cero cuatro cuatro siete siete cero cero nueve cero cero uno dos tres',
]);

const PHONE_MIXED = lines('phone:mixed', true, [
  '415 five five five 0134',
  '4 1 5 5 5 5 0 1 3 4',
  'call 415 555 zero one three four',
  '4one5 5five5 0one34',
  '(four one five) 555-0134',
  'my # is 415 555 o134',
  '415 555 O1 34',
  '4 1 5 - 5 5 5 - 0 1 3 4',
  'cinco cinco 1234 cinco seis siete ocho',
  '55 doce 34 cincuenta y seis 78',
  'four 1 five 5 five 5 zero 1 three 4',
  'nine one seven 555 oh one four eight',
]);

const EMAIL_PLAIN = lines('email:plain', true, [
  'email me kid.smith@gmail.com',
  'KID.SMITH@GMAIL.COM',
  'my email is ana_lopez99@hotmail.com',
  'write to m.garcia@yahoo.com.mx',
  'contact@tutorjoe.io',
  'kid-smith@outlook.es',
  'escríbeme a juanperez@gmail.com',
  'mail: a.b@school.k12.ca.us',
  'student2024@icloud.com',
  'joe+math@proton.me',
  'send it to kidsmith@gmail.com pls',
  'mi correo: luisa.fer@live.com.mx',
]);

const EMAIL_SPACED = lines('email:spaced', true, [
  'kid.smith @ gmail.com',
  'kid.smith @gmail . com',
  'kid . smith @ gmail . com',
  'kidsmith@ gmail',
  'kidsmith@gmail',
  'kid smith @ gmail dot com',
  'kidsmith @ hotmail . com',
  'ana_lopez99 @yahoo.com',
]);

const EMAIL_SPELLED_EN = lines('email:spelled-en', true, [
  'kid dot smith at gmail dot com',
  'kidsmith at gmail dot com',
  'kid.smith at gmail dot com',
  'kid (at) gmail (dot) com',
  'kid[at]gmail[dot]com',
  'kidsmith AT gmail DOT com',
  'kid underscore smith at yahoo dot com',
  'kidsmith at gmail.com',
  'kid dot smith at school dot edu',
  'my email is kidsmith at outlook dot com',
  'joe at tutorjoe dot io',
  'kid smith at gmail dot com',
]);

const EMAIL_SPELLED_ES = lines('email:spelled-es', true, [
  'kid punto smith arroba gmail punto com',
  'juanperez arroba hotmail punto com',
  'ana.lopez arroba yahoo.com.mx',
  'ana (arroba) gmail (punto) com',
  'juan guion bajo perez arroba gmail punto com',
  'maria arroba outlook punto es',
  'escribeme: luis ARROBA gmail PUNTO com',
  'mi correo es ana arroba gmail punto com',
  'luisa punto fer arroba live punto com punto mx',
]);

const EMAIL_PROVIDER = lines('email:provider', true, [
  'kid dot smith at gmail',
  'kid.smith at gmail',
  'kid_smith at hotmail',
  'my email is kidsmith at outlook',
  'kidsmith at g mail',
  'kidsmith99 at yahoo',
  'mi correo es ana arroba gmail',
  'mi mail luisito arroba gmail',
  'kid punto smith arroba hotmail',
  'kidsmith at icloud',
]);

const SOCIAL = lines('social:handle', true, [
  'add me on snap kidsmith22',
  'my insta is kid.smith',
  'ig: kid.smith',
  'follow me on instagram @kid.smith',
  'snap: kidsmith',
  'my snapchat is kidsmith09',
  'discord: kid#4821',
  'add me on discord kidsmith',
  'hmu on insta kid_smith',
  'tiktok @kidsmith',
  'my tiktok is kidsmith.official',
  'dm me on insta',
  'search kidsmith on snap',
  'im kidsmith on discord',
  'agrégame en insta: kid.smith',
  'mi insta es kid.smith',
  'sígueme en tiktok @kidsmith',
  'búscame en snap como kidsmith',
  'my ig is kid.smith',
  'fb: kid.smith.77',
  'add me on roblox kidsmith',
  'my xbox gamertag is KidSmith',
  'my roblox username is kidsmith_2012',
  'psn: kidsmith',
  'add me: kid.smith on snapchat',
  'sigueme en insta kid.smith',
  'instagram.com/kid.smith',
  'tiktok.com/@kidsmith',
  'https://www.facebook.com/kid.smith.77',
  'snapchat.com/add/kidsmith',
]);

const MESSAGING = lines('messaging', true, [
  'whatsapp me',
  'text me on whatsapp',
  'háblame por whatsapp',
  'escríbeme al whatsapp',
  'my telegram is @kidsmith',
  'telegram: kidsmith',
  'message me on telegram kidsmith',
  'wa: 415 555 0134',
  'add me on signal',
  'my whatsapp is +52 55 1234 5678',
  'pásame tu whatsapp',
  'kik: kidsmith',
  'line id: kidsmith',
  'wechat id kidsmith',
  'skype: kid.smith',
  'mándame mensaje por telegram',
  'talk on whatsapp instead?',
  'dame tu whatsapp y te explico',
]);

const MEETING = lines('meeting', true, [
  'join https://us02web.zoom.us/j/81234567890',
  'zoom.us/j/81234567890',
  'meet.google.com/abc-defg-hij',
  'zoom id 812 3456 7890 pass 1234',
  'teams link: https://teams.microsoft.com/l/meetup-join/xyz',
  'discord.gg/abc123',
  'join my zoom 812 3456 7890',
  'https://whereby.com/kidsmith',
  'chat.whatsapp.com/AbCdEf',
  't.me/kidsmith',
  'wa.me/5215512345678',
  'únete a meet.google.com/abc-defg-hij',
  'zoom meeting code 81234567890',
  'meet dot google dot com slash abc defg hij',
]);

// ---------------------------------------------------------------------------------------------
// Harmless lines (must pass)

const MATH = lines('math', false, [
  'Solve for x: 2x + 5 = 17',
  'So 2x = 12, then x = 6.',
  'f(x) = 3x^2 - 12x + 9',
  '3x + 4y = 12 and 5x - 2y = 7',
  '1234567 * 89 = 109876463',
  '4567 × 1234 = 5635678',
  '2^32 = 4294967296',
  '10! = 3628800',
  '1/3 + 1/4 = 7/12',
  'the points are (1, 2), (3, 4) and (5, 6)',
  'A = [[1, 2, 3], [4, 5, 6]]',
  'matrix [[1 2 3] [4 5 6] [7 8 9]]',
  'the sequence 1 2 3 4 5 6 7 8 9 10',
  'Fibonacci: 1, 1, 2, 3, 5, 8, 13, 21, 34, 55',
  'primes 2 3 5 7 11 13 17 19 23 29',
  'x = 415, y = 555, z = 134',
  'sin(30) = 0.5 and cos(60) = 0.5',
  'The slope of the line is 3/4 and the line is parallel to y = 2x.',
  'Use $n = \\frac{m}{M}$ with M = 18 g/mol, so n = 2.',
  'The derivative is $2x\\sin x + x^2\\cos x$.',
  'lim x->0 of sin(x)/x = 1',
  'ratio 16:9 and 4:3',
  'score 98/100',
  'the mean of 12, 15, 18, 21, 24 is 18',
  'find the median of 3 5 7 2 8 9 4 1 6',
  'binary 1101 0011 1010',
  'IP 192.168.100.200 is a private address',
  'x^2 - 5x + 6 = (x - 2)(x - 3)',
  '5 choose 2 = 10',
  'the answer is 1,000,000',
  '7 x 10^6 = 7 000 000',
  'log(2) = 0.30103, log(3) = 0.47712',
  'The total is 123 456 789',
  '999999 + 1 = 1000000',
  'is 2147483647 prime?',
  '12345 + 67890 = 80235',
  'round 3.14159 to 3.14',
  '(2, -3) and (-4, 5) are the endpoints',
  'y = -0.5x + 12.75',
  '8 + 9 × 2 - 4 ÷ 2 = 24',
]);

const DECIMALS = lines('decimal', false, [
  'pi is about 3.14159265',
  'pi = 3.14159265358979',
  'e = 2.718281828459045',
  'sqrt(2) = 1.41421356237',
  'golden ratio 1.6180339887',
  'the answer rounds to 0.000012345',
  'g = 9.80665 m/s^2',
]);

const LONG_NUMBERS = lines('long-number', false, [
  'the population was 331,449,281 in 2020',
  'speed of light is 299 792 458 m/s',
  'la población es 126 014 024',
  'distance to the sun 149 597 870 km',
  'ISBN 978-0-13-468599-1',
  'the number 1234567890 has ten digits',
  'world population about 8 000 000 000',
  'earth mass 5 972 000 000 000 000 000 000 000 kg',
]);

const COORDINATES = lines('coordinates', false, [
  'coordinates 40.7128, -74.0060',
  '(40.7128, -74.0060)',
  '19.4326° N, 99.1332° W',
  'GPS 51.5074 N 0.1278 W',
  'plot (3, 4), (-2, 7) and (0, -5)',
  'vertex at (2.5, -6.25)',
]);

const DATES = lines('date', false, [
  'dates: 2024-01-15',
  'due 12/05/2023',
  'el examen es el 15.03.2024',
  'from 2019-2023 the rate fell',
  'Between 1990 and 2000 the population grew by 15%.',
  'WW1 lasted 1914-1918',
  'on 03/04/2025 at 10:30',
  'born 1809-02-12, died 1865-04-15',
  'July 4, 1776',
  'the 2020-2021 school year',
]);

const TIMES = lines('time', false, [
  'class is 10:30 - 11:45',
  'from 14:00 to 15:30',
  'the train leaves at 7 pm',
  'time 3:45:20',
  'it took 1 h 23 min 45 s',
  'a las 9:15 empieza',
]);

const PRICES = lines('price', false, [
  'The total is $1,234,567.89',
  'cuesta € 12,50',
  '$19.99 x 3 = $59.97',
  'MX$ 1 250 000 for the house',
  'a loan of $250,000 at 4.5% for 30 years',
  'el precio es $1.299,00',
]);

const CHEMISTRY = lines('chemistry', false, [
  'Balance: 2H2 + O2 -> 2H2O',
  'C6H12O6 + 6O2 -> 6CO2 + 6H2O',
  'molar mass 58.44 g/mol',
  'Avogadro: 6.022 x 10^23 particles',
  'Avogadro 6.02214076 × 10^23',
  'pH = 7.4',
  '1s2 2s2 2p6 3s2 3p6 4s2 3d10',
  'Ka = 1.8 x 10^-5',
]);

const PHYSICS = lines('physics', false, [
  '9.81 m/s^2',
  'F = 6.674 × 10^-11 N·m²/kg²',
  'e = 1.602 176 634 × 10^-19 C',
  'v = 12 m/s, t = 3.5 s, d = 42 m',
  'h = 6.626 070 15 × 10^-34 J s',
]);

const REFERENCES = lines('reference', false, [
  'problem 3.2.14 on page 245',
  'exercises 12-15 on page 301',
  'chapter 4 section 4.3',
  'questions 1, 3, 5, 7, 9, 11 and 13',
  'do 1-25 odd',
  'see figure 2.3.1',
  'zip code 94103',
  'room 204, period 3',
]);

const SPELLED_MATH = lines('spelled-math', false, [
  'two plus two is four',
  'seven times eight equals fifty six',
  'one, two, three, four, five, six, seven, eight, nine, ten',
  'I have three brothers and two sisters',
  'five hundred twenty-three',
  'one million two hundred thousand',
  'tres más cuatro son siete',
  'uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez',
  'ocho por nueve es setenta y dos',
  'the odds are one in four',
  'one one two three five eight thirteen',
  'count by twos: two four six eight ten twelve fourteen sixteen',
  'nine eight seven six five four three two one zero',
  'pi is three point one four one five nine',
  'twenty five percent of eighty is twenty',
  'the answer is zero point five',
  'one half times four is two',
  'dos por tres son seis',
  'cinco, diez, quince, veinte, veinticinco, treinta',
  'x equals two times one hundred',
]);

const AT_DOT_WORDS = lines('at-dot-words', false, [
  'x at 5 dot product',
  'the dot product of u and v is 12',
  'evaluate f at x = 2',
  'Meet me at the answer: x = 4',
  'point A at (2, 3)',
  'look at page 12',
  'the dot over the i',
  'en el punto (2, 3)',
  'el punto medio es (4, 5)',
  'use a semicolon, punto y coma',
  'I found it at yahoo answers',
  'the dot com bubble burst in 2000',
  'we were at home at 8',
  'el arroba es un símbolo',
  '3 apples @ $2 each',
  'speed @ 5 m/s',
  'is it at the origin? yes at 0',
  'estoy en casa a las 5',
  'look at the gmail of the problem',
  'the answer is at the end of the book',
]);

const APP_WORDS = lines('app-words', false, [
  'Our teams scored 12 and 15 points.',
  'I will zoom in on the graph',
  'snap your fingers',
  'the line of best fit',
  'the telegraph was invented in 1837',
  'discord in music theory means tension',
  'can you call me by my first name?',
  'text the answer in the box',
  'add me to the count: 3 + 1',
  'the signal is a sine wave',
  'line 12 of the code has a bug',
  'my teacher said to use the formula',
  'the insta pot recipe needs 2 cups',
  'follow the steps on page 4',
  'I can not use whatsapp at school',
  'let me meet you halfway on this',
]);

const LINKS = lines('link', false, [
  'Look at khanacademy.org for more practice',
  'try desmos.com/calculator',
  'https://www.wolframalpha.com',
  'see en.wikipedia.org/wiki/Quadratic_formula',
  'www.mathsisfun.com/algebra',
  'geogebra.org/graphing',
  'check purplemath.com',
  'docs.google.com/document/d/1AbCdEf/edit',
]);

const SPANISH = lines('spanish', false, [
  'Resuelve: 3x - 7 = 14',
  'la respuesta es x = 7',
  'el área es 25 cm²',
  'multiplica 345 por 12',
  'el volumen es 1 250 000 cm³',
  'divide 1 000 000 entre 8',
  'la suma de 123 y 456 es 579',
  'el año 1492 llegó Colón',
  'página 87, ejercicio 12',
  'la raíz de 144 es 12',
  'usa la fórmula general con a = 1, b = -5, c = 6',
  'gracias, ya entendí',
]);

const CHAT = lines('chat', false, [
  'thanks so much!',
  'can you explain step 2 again?',
  'I dont get why the sign changes',
  'wait what',
  'hola, necesito ayuda con fracciones',
  'let us call the angle theta',
  'number 5 is the tricky one',
  'the phone costs $899',
  'she texted 3 friends, each texted 3 more',
  'email your teacher the answer',
  'I got 100 on my test',
  'my score went from 72 to 95',
  'is it version 2.0.1 or 2.1?',
  'for i in range(10): print(i * 1234)',
  'arr = [5, 3, 8, 1, 9, 2, 7, 4, 6, 0]',
  'the telephone was invented in 1876',
  'phone numbers in the US have 10 digits',
  'the ratio is 1:2:3:4',
  'solve 2x + 3 = 4x - 5 for x',
  'un número de diez cifras',
  'is the answer 555?',
  'my number one tip: check the units',
  'la respuesta está en la página 45',
  'ok ya le entendí, muchas gracias',
  'can we do one more problem?',
  'the area code part of the question asks for 3 digits',
  'mi profe dijo que usara la fórmula',
  'q1: 24, q2: 17, q3: 35, q4: 8',
  'the hash is 5f4dcc3b5aa765d61d8327deb882cf99',
  'temperature went from -12 to 31 degrees',
  'add 0.25 + 0.75 + 1.5 + 2.25',
  'convert 0.0001234 to scientific notation',
  'the 3 4 5 triangle and the 5 12 13 triangle',
  'the code 123 456 is wrong',
  'at 60 mph for 2.5 hours you go 150 miles',
  'cuatro más cinco más seis son quince',
  'the digits of pi are three one four one five nine two six',
  'multiply eight hundred by twelve',
  'a dozen is twelve, a gross is one hundred forty four',
  'year one, year two and year three',
]);

/** Every labelled line. */
export const CONTACT_CORPUS: CorpusLine[] = [
  ...PHONE_US,
  ...PHONE_INTL,
  ...PHONE_SPELLED_EN,
  ...PHONE_SPELLED_ES,
  ...PHONE_MIXED,
  ...EMAIL_PLAIN,
  ...EMAIL_SPACED,
  ...EMAIL_SPELLED_EN,
  ...EMAIL_SPELLED_ES,
  ...EMAIL_PROVIDER,
  ...SOCIAL,
  ...MESSAGING,
  ...MEETING,
  ...MATH,
  ...DECIMALS,
  ...LONG_NUMBERS,
  ...COORDINATES,
  ...DATES,
  ...TIMES,
  ...PRICES,
  ...CHEMISTRY,
  ...PHYSICS,
  ...REFERENCES,
  ...SPELLED_MATH,
  ...AT_DOT_WORDS,
  ...APP_WORDS,
  ...LINKS,
  ...SPANISH,
  ...CHAT,
];

/**
 * Held-out lines, written after the detector had been tuned on CONTACT_CORPUS. Their first run scored recall 90.5%
 * and precision 95.0% (adult rule): four social phrasings slipped ('discord is maria#0042', 'mine is ...', 'move to
 * telegram', 'gamertag') and two number lists were masked; the rules were then widened for those shapes, so these
 * lines are no longer independent. Kept as a regression set; new held-out lines measure the next change.
 */
export const CONTACT_HOLDOUT: CorpusLine[] = [
  ...lines('phone', true, [
    'hey its 305-555-0147 text me',
    'my cell (305) 555 0147',
    'reach me: 305.555.0147',
    '+1 305 555 0147 whatsapp',
    'three oh five five five five zero one four seven',
    'three zero five, five five five, oh one four seven',
    'tres cero cinco cinco cinco cinco cero uno cuatro siete',
    'mi tel es 81 1234 5678',
    '+52 81 1234 5678',
    'llámame 644 12 34 56',
    '+34 644 123 456',
    'UK mob 07700 900 456',
    '+44 7700 900456',
    '0044 7700 900456',
    '+91 91234 56789',
    '+55 31 99876 5432',
    'call 3 0 5 5 5 5 0 1 4 7',
    '305 five five five oh one four seven',
  ]),
  ...lines('email', true, [
    'email: maria.j@gmail.com',
    'maria j at gmail dot com',
    'maria_j99 at hotmail dot com',
    'mariaj arroba yahoo punto es',
    'maria punto j arroba gmail',
    'maria.j (at) outlook (dot) com',
    'maria.j @ gmail',
    'm a r i a @ gmail . com',
    'email me at maria dot j at gmail dot com',
  ]),
  ...lines('social', true, [
    'add me on insta maria.j_',
    'whats ur snap? mine is mariaj05',
    'discord is maria#0042',
    'add me on discord: maria#0042',
    'my tiktok: @mariaj',
    'sígueme en ig mariaj',
    'mándame un whatsapp al 55 1234 5678',
    'text me on signal',
    'lets move to telegram',
    'snapchat: mariaj05',
    'my gamertag is MariaJ05 on xbox',
    'hit me up on snap',
  ]),
  ...lines('meeting', true, ['join zoom.us/j/98765432100', 'meet.google.com/xyz-abcd-efg', 'zoom meeting id 987 6543 2100']),
  ...lines('math', false, [
    '6 x 7 = 42',
    'the answer is 3.6055512755',
    'a^2 + b^2 = c^2, so c = sqrt(13)',
    'simplify 144/12',
    '2x - 3 = 4x + 9',
    '45,678 + 12,345 = 58,023',
    'area = 1,256,637 square meters',
    'the value is 0.00314',
    '300 000 km/s',
    '1 000 000 000 is a billion',
    '(3, 5) and (7, -1)',
    'latitude 34.0522, longitude -118.2437',
    'sum of 1 through 100 is 5050',
    'the code 4 8 15 16 23 42',
  ]),
  ...lines('dates-prices-science', false, [
    'meeting at 3:30 pm on 11/12',
    'the french revolution 1789-1799',
    'March 14, 2015 at 9:26:53',
    '$12.50 + $7.25 = $19.75',
    'NaCl has molar mass 58.44',
    'CH4 + 2O2 -> CO2 + 2H2O',
    'wavelength 6.5 x 10^-7 m',
    'read pages 112-118',
    'section 5.4, problems 1-9',
    'ISBN 0-306-40615-2',
    'row 7, column 12',
  ]),
  ...lines('words', false, [
    'three times four is twelve',
    'seis por siete son cuarenta y dos',
    'one two three, eyes on me',
    'the dot product is zero',
    'look at the point at x = 4',
    'I will meet my friends after school',
    'the snap pea plant',
    'go to desmos.com and graph it',
    'khanacademy.org/math has videos',
    'our line is y = mx + b',
    'call the function f(x)',
    'text box: enter 12',
    'the telegram was sent in 1917',
    'teams A and B scored 4 and 9',
    'the zoom lens is 18-55 mm',
  ]),
];
