/**
 * Every canned line a simulated host (or the official account) can send, in all 13
 * interface languages. One "concept" per line; the translator's phrase table is built from
 * these same tables, so any line a host sends translates exactly into every language.
 */

/** The 13 interface languages (spec §9) with their translator codes. */
export const LANGS = ['en', 'ar', 'hi', 'tr', 'fr', 'es', 'de', 'pt', 'it', 'id', 'ja', 'ko', 'zh-TW'] as const;
/** A language code of {@link LANGS}. */
export type Lang = (typeof LANGS)[number];
/** One line in every language. */
export type Multi = Record<Lang, string>;

/** Chat replies (index i is the same line in every language). */
export const REPLY_LINES: readonly Multi[] = [
  {
    en: 'Hi! Nice to hear from you 😊',
    ar: 'مرحبا! سعيدة برسالتك 😊',
    hi: 'नमस्ते! आपका संदेश पाकर खुशी हुई 😊',
    tr: 'Merhaba! Mesajın beni mutlu etti 😊',
    fr: 'Coucou ! Ça me fait plaisir d’avoir de tes nouvelles 😊',
    es: '¡Hola! Qué alegría saber de ti 😊',
    de: 'Hallo! Schön, von dir zu hören 😊',
    pt: 'Oi! Que bom receber sua mensagem 😊',
    it: 'Ciao! Che bello sentirti 😊',
    id: 'Halo! Senang dapat pesanmu 😊',
    ja: 'こんにちは！連絡をもらえてうれしいです 😊',
    ko: '안녕하세요! 연락 줘서 반가워요 😊',
    'zh-TW': '嗨！很高興收到你的訊息 😊',
  },
  {
    en: 'Hey there! How is your day going?',
    ar: 'أهلاً! كيف حالك اليوم؟',
    hi: 'हाय! आपका दिन कैसा जा रहा है?',
    tr: 'Selam! Günün nasıl geçiyor?',
    fr: 'Salut ! Comment se passe ta journée ?',
    es: '¡Hey! ¿Qué tal tu día?',
    de: 'Hey! Wie läuft dein Tag?',
    pt: 'Olá! Como está o seu dia?',
    it: 'Ehi! Come sta andando la tua giornata?',
    id: 'Hai! Bagaimana harimu?',
    ja: 'やあ！今日はどんな一日？',
    ko: '안녕! 오늘 하루 어때요?',
    'zh-TW': '嘿！你今天過得怎麼樣？',
  },
  {
    en: 'I’m a bit busy right now, but I’m happy you wrote!',
    ar: 'أنا مشغولة قليلاً الآن، لكن سعيدة أنك كتبت لي!',
    hi: 'मैं अभी थोड़ी व्यस्त हूँ, लेकिन आपने लिखा, अच्छा लगा!',
    tr: 'Şu an biraz meşgulüm ama yazman çok güzel!',
    fr: 'Je suis un peu occupée, mais merci de m’avoir écrit !',
    es: 'Estoy un poco ocupada, ¡pero me alegra que me escribas!',
    de: 'Ich bin gerade etwas beschäftigt, aber danke für deine Nachricht!',
    pt: 'Estou um pouco ocupada agora, mas adorei sua mensagem!',
    it: 'Sono un po’ impegnata adesso, ma sono felice che tu mi abbia scritto!',
    id: 'Aku agak sibuk sekarang, tapi senang kamu menulis!',
    ja: '今ちょっと忙しいけど、メッセージをくれてうれしい！',
    ko: '지금 좀 바쁘지만 메시지 줘서 기뻐요!',
    'zh-TW': '我現在有點忙，不過很開心你寫信給我！',
  },
  {
    en: 'Hello! Want to have a video call later?',
    ar: 'مرحباً! هل تريد مكالمة فيديو لاحقاً؟',
    hi: 'हैलो! बाद में वीडियो कॉल करें?',
    tr: 'Merhaba! Sonra görüntülü konuşalım mı?',
    fr: 'Bonjour ! On se fait un appel vidéo plus tard ?',
    es: '¡Hola! ¿Hacemos una videollamada más tarde?',
    de: 'Hallo! Wollen wir später videotelefonieren?',
    pt: 'Olá! Quer fazer uma chamada de vídeo mais tarde?',
    it: 'Ciao! Ti va una videochiamata più tardi?',
    id: 'Halo! Mau video call nanti?',
    ja: 'こんにちは！あとでビデオ通話しない？',
    ko: '안녕하세요! 이따가 영상 통화할래요?',
    'zh-TW': '哈囉！晚點要不要視訊通話？',
  },
  {
    en: 'Thanks for the message! Where are you from?',
    ar: 'شكراً على رسالتك! من أين أنت؟',
    hi: 'संदेश के लिए धन्यवाद! आप कहाँ से हैं?',
    tr: 'Mesajın için teşekkürler! Nerelisin?',
    fr: 'Merci pour ton message ! Tu viens d’où ?',
    es: '¡Gracias por tu mensaje! ¿De dónde eres?',
    de: 'Danke für die Nachricht! Woher kommst du?',
    pt: 'Obrigada pela mensagem! De onde você é?',
    it: 'Grazie per il messaggio! Di dove sei?',
    id: 'Makasih pesannya! Kamu dari mana?',
    ja: 'メッセージありがとう！どこの出身？',
    ko: '메시지 고마워요! 어디에서 왔어요?',
    'zh-TW': '謝謝你的訊息！你是哪裡人？',
  },
];

/** Automatic greetings (`common_service/trigger_auto_message`). */
export const AUTO_GREETING_LINES: readonly Multi[] = [
  {
    en: 'Hi! I just saw your profile, how are you? 😊',
    ar: 'مرحباً! رأيت ملفك الشخصي للتو، كيف حالك؟ 😊',
    hi: 'हाय! मैंने अभी आपकी प्रोफ़ाइल देखी, आप कैसे हैं? 😊',
    tr: 'Merhaba! Profiline yeni baktım, nasılsın? 😊',
    fr: 'Coucou ! Je viens de voir ton profil, comment vas-tu ? 😊',
    es: '¡Hola! Acabo de ver tu perfil, ¿cómo estás? 😊',
    de: 'Hi! Ich habe gerade dein Profil gesehen, wie geht es dir? 😊',
    pt: 'Oi! Acabei de ver seu perfil, tudo bem? 😊',
    it: 'Ciao! Ho appena visto il tuo profilo, come stai? 😊',
    id: 'Hai! Aku baru lihat profilmu, apa kabar? 😊',
    ja: 'こんにちは！プロフィールを見たよ、元気？😊',
    ko: '안녕하세요! 방금 프로필 봤어요, 잘 지내요? 😊',
    'zh-TW': '嗨！我剛看到你的個人檔案，你好嗎？😊',
  },
  {
    en: 'Hello there! I’m free now, want to chat? 💬',
    ar: 'أهلاً! أنا متفرغة الآن، هل تريد أن نتحدث؟ 💬',
    hi: 'हैलो! मैं अभी फ्री हूँ, बात करें? 💬',
    tr: 'Selam! Şu an müsaitim, sohbet edelim mi? 💬',
    fr: 'Salut ! Je suis libre maintenant, on discute ? 💬',
    es: '¡Hola! Ahora estoy libre, ¿charlamos? 💬',
    de: 'Hallo! Ich habe gerade Zeit, wollen wir chatten? 💬',
    pt: 'Olá! Estou livre agora, vamos conversar? 💬',
    it: 'Ciao! Adesso sono libera, ti va di chiacchierare? 💬',
    id: 'Halo! Aku lagi senggang, mau ngobrol? 💬',
    ja: 'こんにちは！今ひまだよ、おしゃべりしない？💬',
    ko: '안녕하세요! 지금 시간 있는데 얘기할래요? 💬',
    'zh-TW': '哈囉！我現在有空，要聊聊嗎？💬',
  },
  {
    en: 'Hey! You look nice, say hi to me 👋',
    ar: 'مرحباً! تبدو لطيفاً، قل لي مرحباً 👋',
    hi: 'हाय! आप अच्छे लगते हैं, मुझे हाय बोलिए 👋',
    tr: 'Hey! Çok hoş görünüyorsun, bana bir merhaba de 👋',
    fr: 'Hey ! Tu as l’air sympa, dis-moi bonjour 👋',
    es: '¡Hey! Pareces simpático, salúdame 👋',
    de: 'Hey! Du wirkst nett, sag mir doch hallo 👋',
    pt: 'Ei! Você parece legal, me dá um oi 👋',
    it: 'Ehi! Sembri simpatico, salutami 👋',
    id: 'Hai! Kamu kelihatan baik, sapa aku dong 👋',
    ja: 'ねえ！素敵な人だね、あいさつしてね 👋',
    ko: '안녕! 좋은 사람 같아요, 인사해 줘요 👋',
    'zh-TW': '嘿！你看起來人很好，跟我打聲招呼吧 👋',
  },
];

/** Thanks for a gift. */
export const THANKS_LINES: readonly Multi[] = [
  {
    en: 'Thank you so much for the gift! 💖',
    ar: 'شكراً جزيلاً على الهدية! 💖',
    hi: 'तोहफ़े के लिए बहुत-बहुत धन्यवाद! 💖',
    tr: 'Hediye için çok teşekkür ederim! 💖',
    fr: 'Merci beaucoup pour le cadeau ! 💖',
    es: '¡Muchas gracias por el regalo! 💖',
    de: 'Vielen Dank für das Geschenk! 💖',
    pt: 'Muito obrigada pelo presente! 💖',
    it: 'Grazie mille per il regalo! 💖',
    id: 'Terima kasih banyak atas hadiahnya! 💖',
    ja: 'プレゼント本当にありがとう！💖',
    ko: '선물 정말 고마워요! 💖',
    'zh-TW': '非常謝謝你的禮物！💖',
  },
  {
    en: 'Wow, you are so sweet! Thank you 😍',
    ar: 'واو، أنت لطيف جداً! شكراً لك 😍',
    hi: 'वाह, आप कितने प्यारे हैं! धन्यवाद 😍',
    tr: 'Vay, çok tatlısın! Teşekkür ederim 😍',
    fr: 'Waouh, tu es trop mignon ! Merci 😍',
    es: '¡Guau, eres un encanto! Gracias 😍',
    de: 'Wow, du bist so süß! Danke 😍',
    pt: 'Uau, você é um amor! Obrigada 😍',
    it: 'Wow, sei dolcissimo! Grazie 😍',
    id: 'Wah, kamu manis sekali! Terima kasih 😍',
    ja: 'わあ、優しいね！ありがとう 😍',
    ko: '와, 정말 다정해요! 고마워요 😍',
    'zh-TW': '哇，你好貼心！謝謝你 😍',
  },
  {
    en: 'I love it! You made my day 🥰',
    ar: 'أحببتها! لقد أسعدت يومي 🥰',
    hi: 'मुझे बहुत पसंद आया! आपने मेरा दिन बना दिया 🥰',
    tr: 'Bayıldım! Günümü güzelleştirdin 🥰',
    fr: 'J’adore ! Tu as illuminé ma journée 🥰',
    es: '¡Me encanta! Me alegraste el día 🥰',
    de: 'Ich liebe es! Du hast mir den Tag versüßt 🥰',
    pt: 'Amei! Você fez o meu dia 🥰',
    it: 'Lo adoro! Mi hai reso la giornata 🥰',
    id: 'Aku suka sekali! Kamu bikin hariku indah 🥰',
    ja: '大好き！最高の一日になったよ 🥰',
    ko: '너무 좋아요! 덕분에 행복한 하루예요 🥰',
    'zh-TW': '我好喜歡！你讓我今天好開心 🥰',
  },
];

/** Ask-gift template: `{gift}` is the gift's name with its article, `{emoji}` its emoji. */
export const ASK_GIFT_TEMPLATE: Multi = {
  en: 'Would you send me {gift}? {emoji}',
  ar: 'هل ترسل لي {gift}؟ {emoji}',
  hi: 'क्या आप मुझे {gift} भेजेंगे? {emoji}',
  tr: 'Bana {gift} gönderir misin? {emoji}',
  fr: 'Tu veux bien m’envoyer {gift} ? {emoji}',
  es: '¿Me envías {gift}? {emoji}',
  de: 'Schickst du mir {gift}? {emoji}',
  pt: 'Você me manda {gift}? {emoji}',
  it: 'Mi mandi {gift}? {emoji}',
  id: 'Maukah kamu mengirimiku {gift}? {emoji}',
  ja: '{gift}を送ってくれる？{emoji}',
  ko: '{gift} 보내 줄래요? {emoji}',
  'zh-TW': '可以送我{gift}嗎？{emoji}',
};

/** The official welcome, sent once to every viewer after the first sign-in. */
export const WELCOME_LINE: Multi = {
  en: 'Welcome to the sandbox! Hosts here are simulated and gems are not real money. Have fun chatting 💬',
  ar: 'مرحباً بك في بيئة الاختبار! المضيفات هنا محاكاة والجواهر ليست أموالاً حقيقية. استمتع بالدردشة 💬',
  hi: 'सैंडबॉक्स में आपका स्वागत है! यहाँ की होस्ट नकली हैं और जेम्स असली पैसे नहीं हैं। चैट का मज़ा लीजिए 💬',
  tr: 'Sandbox’a hoş geldin! Buradaki sunucular simülasyondur ve mücevherler gerçek para değildir. Sohbetin tadını çıkar 💬',
  fr: 'Bienvenue dans le bac à sable ! Les hôtesses sont simulées et les gemmes ne sont pas de l’argent réel. Bonne discussion 💬',
  es: '¡Bienvenido al sandbox! Las anfitrionas son simuladas y las gemas no son dinero real. Disfruta del chat 💬',
  de: 'Willkommen in der Sandbox! Die Gastgeberinnen sind simuliert und Edelsteine sind kein echtes Geld. Viel Spaß beim Chatten 💬',
  pt: 'Bem-vindo ao sandbox! As anfitriãs são simuladas e as gemas não são dinheiro de verdade. Divirta-se conversando 💬',
  it: 'Benvenuto nella sandbox! Le host sono simulate e le gemme non sono denaro vero. Buona chiacchierata 💬',
  id: 'Selamat datang di sandbox! Host di sini hanya simulasi dan permata bukan uang sungguhan. Selamat mengobrol 💬',
  ja: 'サンドボックスへようこそ！ここのホストはシミュレーションで、ジェムは本物のお金ではありません。チャットを楽しんでね 💬',
  ko: '샌드박스에 오신 것을 환영해요! 여기 호스트는 시뮬레이션이고 젬은 실제 돈이 아니에요. 즐거운 채팅 되세요 💬',
  'zh-TW': '歡迎來到沙盒！這裡的主播都是模擬的，寶石也不是真錢。祝你聊得開心 💬',
};

/** Gift names with their article (for {@link ASK_GIFT_TEMPLATE}), by gift id. */
export const GIFT_NAMES: Record<string, Multi> = {
  g1: { en: 'a rose', ar: 'وردة', hi: 'एक गुलाब', tr: 'bir gül', fr: 'une rose', es: 'una rosa', de: 'eine Rose', pt: 'uma rosa', it: 'una rosa', id: 'setangkai mawar', ja: 'バラ', ko: '장미', 'zh-TW': '一朵玫瑰' },
  g2: { en: 'a heart', ar: 'قلباً', hi: 'एक दिल', tr: 'bir kalp', fr: 'un cœur', es: 'un corazón', de: 'ein Herz', pt: 'um coração', it: 'un cuore', id: 'sebuah hati', ja: 'ハート', ko: '하트', 'zh-TW': '一顆愛心' },
  g3: { en: 'a kiss', ar: 'قبلة', hi: 'एक किस', tr: 'bir öpücük', fr: 'un bisou', es: 'un beso', de: 'einen Kuss', pt: 'um beijo', it: 'un bacio', id: 'sebuah ciuman', ja: 'キス', ko: '뽀뽀', 'zh-TW': '一個吻' },
  g4: { en: 'an ice cream', ar: 'آيس كريم', hi: 'एक आइसक्रीम', tr: 'bir dondurma', fr: 'une glace', es: 'un helado', de: 'ein Eis', pt: 'um sorvete', it: 'un gelato', id: 'sebuah es krim', ja: 'アイスクリーム', ko: '아이스크림', 'zh-TW': '一支冰淇淋' },
  g5: { en: 'a teddy bear', ar: 'دبدوباً', hi: 'एक टेडी बियर', tr: 'bir oyuncak ayı', fr: 'un nounours', es: 'un osito de peluche', de: 'einen Teddybären', pt: 'um ursinho de pelúcia', it: 'un orsacchiotto', id: 'sebuah boneka beruang', ja: 'テディベア', ko: '곰 인형', 'zh-TW': '一隻泰迪熊' },
  g6: { en: 'a cake', ar: 'كعكة', hi: 'एक केक', tr: 'bir pasta', fr: 'un gâteau', es: 'un pastel', de: 'einen Kuchen', pt: 'um bolo', it: 'una torta', id: 'sebuah kue', ja: 'ケーキ', ko: '케이크', 'zh-TW': '一個蛋糕' },
  g7: { en: 'a perfume', ar: 'عطراً', hi: 'एक परफ़्यूम', tr: 'bir parfüm', fr: 'un parfum', es: 'un perfume', de: 'ein Parfüm', pt: 'um perfume', it: 'un profumo', id: 'sebotol parfum', ja: '香水', ko: '향수', 'zh-TW': '一瓶香水' },
  g8: { en: 'a ring', ar: 'خاتماً', hi: 'एक अंगूठी', tr: 'bir yüzük', fr: 'une bague', es: 'un anillo', de: 'einen Ring', pt: 'um anel', it: 'un anello', id: 'sebuah cincin', ja: '指輪', ko: '반지', 'zh-TW': '一枚戒指' },
  g9: { en: 'a crown', ar: 'تاجاً', hi: 'एक ताज', tr: 'bir taç', fr: 'une couronne', es: 'una corona', de: 'eine Krone', pt: 'uma coroa', it: 'una corona', id: 'sebuah mahkota', ja: '王冠', ko: '왕관', 'zh-TW': '一頂皇冠' },
  g10: { en: 'a diamond', ar: 'ماسة', hi: 'एक हीरा', tr: 'bir pırlanta', fr: 'un diamant', es: 'un diamante', de: 'einen Diamanten', pt: 'um diamante', it: 'un diamante', id: 'sebuah berlian', ja: 'ダイヤモンド', ko: '다이아몬드', 'zh-TW': '一顆鑽石' },
  g11: { en: 'a sports car', ar: 'سيارة رياضية', hi: 'एक स्पोर्ट्स कार', tr: 'bir spor araba', fr: 'une voiture de sport', es: 'un auto deportivo', de: 'einen Sportwagen', pt: 'um carro esportivo', it: 'un’auto sportiva', id: 'sebuah mobil sport', ja: 'スポーツカー', ko: '스포츠카', 'zh-TW': '一輛跑車' },
  g12: { en: 'a castle', ar: 'قلعة', hi: 'एक महल', tr: 'bir şato', fr: 'un château', es: 'un castillo', de: 'ein Schloss', pt: 'um castelo', it: 'un castello', id: 'sebuah istana', ja: 'お城', ko: '성', 'zh-TW': '一座城堡' },
  g13: { en: 'a rocket', ar: 'صاروخاً', hi: 'एक रॉकेट', tr: 'bir roket', fr: 'une fusée', es: 'un cohete', de: 'eine Rakete', pt: 'um foguete', it: 'un razzo', id: 'sebuah roket', ja: 'ロケット', ko: '로켓', 'zh-TW': '一艘火箭' },
};

/** Emoji shown after an ask-gift line, by gift id. */
export const GIFT_EMOJI: Record<string, string> = {
  g1: '🌹', g2: '❤️', g3: '💋', g4: '🍦', g5: '🧸', g6: '🎂', g7: '🌸', g8: '💍', g9: '👑', g10: '💎', g11: '🏎️', g12: '🏰', g13: '🚀',
};

/** The language of a host's lines: its own when known, else English. */
export function lineLang(language: string): Lang {
  return (LANGS as readonly string[]).includes(language) ? (language as Lang) : 'en';
}

/** The ask-gift line for a gift in a language (English name when the gift has none). */
export function askGiftLine(giftId: string, lang: Lang): string {
  const name = GIFT_NAMES[giftId]?.[lang] ?? GIFT_NAMES[giftId]?.en ?? 'a gift';
  return ASK_GIFT_TEMPLATE[lang].replace('{gift}', name).replace('{emoji}', GIFT_EMOJI[giftId] ?? '🎁');
}

/** Every canned line as concepts (one record per line, all 13 languages). */
export function allCannedLines(): Multi[] {
  const out: Multi[] = [...REPLY_LINES, ...AUTO_GREETING_LINES, ...THANKS_LINES, WELCOME_LINE];
  for (const id of Object.keys(GIFT_NAMES)) {
    out.push(Object.fromEntries(LANGS.map((l) => [l, askGiftLine(id, l)])) as Multi);
  }
  return out;
}
