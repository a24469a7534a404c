/**
 * Seed data: simulated hosts ("anchors") and the three test viewers. Deterministic, so
 * every fresh sandbox has the same hosts with the same uids, prices and time zones.
 */
import { LANGS, REPLY_LINES } from './lines.ts';

/** One seeded host before it is written to the database. */
export interface SeedAnchor {
  uid: string;
  nickname: string;
  name: string;
  language: string;
  country: string;
  birthday: string;
  about: string;
  price: number;
  popularity: number;
  /** Epoch ms the host joined. */
  joined: number;
  /** Minutes east of UTC. */
  tzOffset: number;
}

/** One seeded viewer account. */
export interface SeedViewer {
  uid: string;
  password: string;
  nickname: string;
  name: string;
  gems: number;
  paid: boolean;
  birthday: string;
  country: string;
  language: string;
  gender: 'male' | 'female';
  about: string;
  /** Call wallet (spec §3): free first calls (total/remaining), paid-user free calls, silver calls. */
  firstCallTotal: number;
  firstCallRemaining: number;
  paidUserFreeTimes: number;
  silverCallTimes: number;
}

/** First uid of the seeded hosts. */
export const FIRST_ANCHOR_UID = 100001;

/** Seeded viewers (README lists them). */
export const SEED_VIEWERS: readonly SeedViewer[] = [
  { uid: '200001', password: 'viewer-one', nickname: 'Alex', name: 'Alex Morgan', gems: 500, paid: true, birthday: '1994-05-17', country: 'US', language: 'en', gender: 'male', about: 'Here to meet new people.', firstCallTotal: 0, firstCallRemaining: 0, paidUserFreeTimes: 2, silverCallTimes: 3 },
  { uid: '200002', password: 'viewer-two', nickname: 'Sam', name: 'Sam Patel', gems: 20, paid: false, birthday: '1998-11-02', country: 'GB', language: 'en', gender: 'male', about: 'Just looking around.', firstCallTotal: 1, firstCallRemaining: 1, paidUserFreeTimes: 0, silverCallTimes: 1 },
  { uid: '200003', password: 'viewer-three', nickname: 'Omar', name: 'Omar Haddad', gems: 5000, paid: true, birthday: '1990-02-23', country: 'AE', language: 'ar', gender: 'male', about: 'أحب السفر والموسيقى', firstCallTotal: 0, firstCallRemaining: 0, paidUserFreeTimes: 0, silverCallTimes: 0 },
];

interface LangSpec {
  language: string;
  countries: string[];
  /** [nickname, full name] pairs. */
  people: Array<[string, string]>;
  about: string[];
  /** Shift of this language's time-zone ladder, minutes. */
  shift: number;
}

/**
 * Twelve hosts per main language. Their UTC offsets are a ladder 2 h apart (plus a
 * per-language shift): with the daily-state windows this keeps exactly three hosts of each
 * language "online" and one "busy" at any UTC time.
 */
const MAIN: LangSpec[] = [
  {
    language: 'en',
    countries: ['US', 'GB', 'CA', 'AU', 'IE', 'NZ'],
    shift: 0,
    people: [
      ['Emma ✨', 'Emma Carter'], ['Liv', 'Olivia Bennett'], ['Sophie Rose', 'Sophia Rose Hill'], ['Ava', 'Ava Mitchell'],
      ['Mia_Moon', 'Mia Collins'], ['Chloe B', 'Chloe Brooks'], ['Gracie', 'Grace Turner'], ['Lily 🌸', 'Lily Parker'],
      ['Harper', 'Harper Reed'], ['Zoe', 'Zoe Sullivan'], ['Ella Jay', 'Ella Jameson'], ['Ruby', 'Ruby Hayes'],
    ],
    about: [
      'Coffee lover and late-night talker ☕',
      'Let’s chat about movies and music!',
      'Yoga in the morning, good vibes all day.',
      'I love travelling and meeting new people.',
      'Ask me about my dog 🐶',
      'Bookworm with a big smile.',
    ],
  },
  {
    language: 'ar',
    countries: ['SA', 'AE', 'EG', 'MA', 'JO', 'KW'],
    shift: 20,
    people: [
      ['ليلى', 'Layla Haddad'], ['Nour', 'Nour El-Sayed'], ['ياسمين', 'Yasmin Khalil'], ['Amira', 'Amira Mansour'],
      ['سارة', 'Sara Al-Harbi'], ['Hala', 'Hala Nasser'], ['ريم', 'Reem Al-Qahtani'], ['Dina', 'Dina Farouk'],
      ['مريم', 'Maryam Saleh'], ['Salma', 'Salma Rahimi'], ['نور الهدى', 'Nour Al-Huda Aziz'], ['Farah', 'Farah Odeh'],
    ],
    about: [
      'أحب القهوة والأحاديث الطويلة ☕',
      'مرحبا! أحب السفر والتعرف على أشخاص جدد',
      'الموسيقى هي حياتي 🎶',
      'ابتسم دائماً، الحياة جميلة',
      'أحب الطبخ والأفلام',
      'تعال نتكلم عن أي شيء',
    ],
  },
  {
    language: 'hi',
    countries: ['IN'],
    shift: 40,
    people: [
      ['प्रिया', 'Priya Sharma'], ['Ananya', 'Ananya Iyer'], ['नेहा', 'Neha Verma'], ['Riya', 'Riya Kapoor'],
      ['काव्या', 'Kavya Nair'], ['Pooja', 'Pooja Reddy'], ['Isha ✨', 'Isha Malhotra'], ['Sneha', 'Sneha Joshi'],
      ['Tanvi', 'Tanvi Desai'], ['मीरा', 'Meera Pillai'], ['Aditi', 'Aditi Rao'], ['Kiara', 'Kiara Mehta'],
    ],
    about: [
      'मुझे संगीत और डांस पसंद है 💃',
      'चलो बात करते हैं, मैं यहाँ हूँ!',
      'चाय और अच्छी बातें ☕',
      'मुझे घूमना और नए लोगों से मिलना पसंद है',
      'फ़िल्में देखना मेरा शौक है 🎬',
      'हमेशा मुस्कुराते रहो 😊',
    ],
  },
  {
    language: 'tr',
    countries: ['TR'],
    shift: 60,
    people: [
      ['Elif', 'Elif Yılmaz'], ['Zeynep 🌙', 'Zeynep Kaya'], ['Defne', 'Defne Demir'], ['Ecem', 'Ecem Şahin'],
      ['Melis', 'Melis Çelik'], ['Buse', 'Buse Aydın'], ['Ceren', 'Ceren Öztürk'], ['İrem', 'İrem Arslan'],
      ['Aslı', 'Aslı Doğan'], ['Selin', 'Selin Koç'], ['Derya', 'Derya Kurt'], ['Gizem', 'Gizem Aksoy'],
    ],
    about: [
      'Kahve ve güzel sohbetler ☕',
      'Müzik olmadan yaşayamam 🎶',
      'Seyahat etmeyi ve yeni insanlarla tanışmayı seviyorum.',
      'Hadi biraz sohbet edelim!',
      'Kitap kurdu ve film aşığı 📚',
      'Gülümse, hayat güzel 😊',
    ],
  },
  {
    language: 'fr',
    countries: ['FR', 'BE', 'CH', 'CA', 'SN', 'MA'],
    shift: 80,
    people: [
      ['Camille', 'Camille Martin'], ['Léa', 'Léa Bernard'], ['Chloé ✨', 'Chloé Dubois'], ['Manon', 'Manon Laurent'],
      ['Inès', 'Inès Moreau'], ['Juju', 'Juliette Girard'], ['Louise', 'Louise Fontaine'], ['Clara', 'Clara Lefèvre'],
      ['Anaïs', 'Anaïs Mercier'], ['Margaux', 'Margaux Blanc'], ['Élodie', 'Élodie Garnier'], ['Zoé', 'Zoé Rousseau'],
    ],
    about: [
      'J’adore le café et les longues discussions ☕',
      'Passionnée de musique et de cinéma 🎬',
      'Toujours partante pour une bonne conversation !',
      'J’aime voyager et rencontrer de nouvelles personnes.',
      'Souriante et curieuse de tout 😊',
      'Parlons de tout et de rien.',
    ],
  },
  {
    language: 'es',
    countries: ['ES', 'MX', 'AR', 'CO', 'PE', 'CL'],
    shift: 100,
    people: [
      ['Lucía', 'Lucía García'], ['Vale 💃', 'Valentina López'], ['Sofi', 'Sofía Martínez'], ['Camila', 'Camila Rodríguez'],
      ['Martina', 'Martina Fernández'], ['Dani', 'Daniela Gómez'], ['Paula', 'Paula Sánchez'], ['Isabella', 'Isabella Díaz'],
      ['Carla', 'Carla Romero'], ['Mariana', 'Mariana Torres'], ['Elena', 'Elena Ruiz'], ['Ximena', 'Ximena Vargas'],
    ],
    about: [
      'Me encanta el café y charlar ☕',
      '¡La música es mi vida! 🎶',
      'Me gusta viajar y conocer gente nueva.',
      '¡Hablemos un rato!',
      'Amante de los libros y las películas 📚',
      'Siempre con una sonrisa 😊',
    ],
  },
];

/** A few hosts in other languages (they appear under "all" only). */
const EXTRA: Array<{ language: string; country: string; nickname: string; name: string; about: string; tz: number }> = [
  { language: 'pt', country: 'BR', nickname: 'Bia', name: 'Beatriz Souza', about: 'Adoro música e uma boa conversa!', tz: -180 },
  { language: 'pt', country: 'BR', nickname: 'Larissa', name: 'Larissa Oliveira', about: 'Vamos conversar? 😊', tz: 540 },
  { language: 'id', country: 'ID', nickname: 'Putri', name: 'Putri Lestari', about: 'Suka jalan-jalan dan ngobrol santai.', tz: 420 },
  { language: 'id', country: 'ID', nickname: 'Ayu', name: 'Ayu Wulandari', about: 'Halo! Ayo ngobrol 😊', tz: -300 },
  { language: 'de', country: 'DE', nickname: 'Lena', name: 'Lena Schneider', about: 'Ich liebe Kaffee und gute Gespräche.', tz: 60 },
  { language: 'de', country: 'AT', nickname: 'Hannah', name: 'Hannah Gruber', about: 'Lass uns quatschen!', tz: 780 },
];

/** Small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function wrapOffset(min: number): number {
  // Keep offsets within -12h..+14h like real zones.
  let m = ((min % 1440) + 1440) % 1440;
  if (m > 14 * 60) m -= 1440;
  return m;
}

function birthdayFor(now: Date, age: number, rand: () => number): string {
  // age at `now` is `age` (until ~2 months after seeding at worst it becomes age+1 ≤ 32).
  const daysBack = 30 + Math.floor(rand() * 300);
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()) - daysBack * 86400000);
  return d.toISOString().slice(0, 10);
}

/** Builds the seeded hosts for a seeding time `now` (epoch ms). */
export function buildSeedAnchors(nowMs: number): SeedAnchor[] {
  const rand = prng(20240601);
  const now = new Date(nowMs);
  const out: SeedAnchor[] = [];
  let uid = FIRST_ANCHOR_UID;
  const pushHost = (h: Omit<SeedAnchor, 'uid' | 'birthday' | 'price' | 'popularity' | 'joined'>) => {
    const age = 20 + Math.floor(rand() * 12); // 20..31
    out.push({
      ...h,
      uid: String(uid++),
      birthday: birthdayFor(now, age, rand),
      price: 60 + Math.round(rand() * 14) * 10, // 60..200 in steps of 10
      popularity: 100 + Math.floor(rand() * 9900),
      joined: nowMs - Math.floor(rand() * 400 * 86400000),
    });
  };
  // Interleave languages so uids are mixed like a real catalogue.
  for (let i = 0; i < 12; i++) {
    for (const spec of MAIN) {
      const [nickname, name] = spec.people[i]!;
      pushHost({
        nickname,
        name,
        language: spec.language,
        country: spec.countries[i % spec.countries.length]!,
        about: spec.about[i % spec.about.length]!,
        tzOffset: wrapOffset(i * 120 + spec.shift),
      });
    }
  }
  for (const e of EXTRA) {
    pushHost({ nickname: e.nickname, name: e.name, language: e.language, country: e.country, about: e.about, tzOffset: e.tz });
  }
  return out;
}

/** Short replies of a simulated host, per language (the lines live in `lines.ts`). */
export const HOST_REPLIES: Record<string, readonly string[]> = Object.fromEntries(LANGS.map((l) => [l, REPLY_LINES.map((r) => r[l])]));
