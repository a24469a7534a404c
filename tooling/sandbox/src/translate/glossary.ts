/**
 * A glossary of ~210 common chat words and short expressions between English and the six
 * main host languages, for the word-by-word fallback of the sandbox translator. One row per
 * meaning: `en|ar|hi|tr|fr|es`. Multi-word entries (e.g. "how are you") are matched before
 * single words. An empty cell means "no separate word" (the word is dropped in that language).
 */

/** Languages of the glossary, in column order. */
export const GLOSSARY_LANGS = ['en', 'ar', 'hi', 'tr', 'fr', 'es'] as const;
/** A glossary language. */
export type GlossaryLang = (typeof GLOSSARY_LANGS)[number];

const ROWS = `
how are you|كيف حالك|आप कैसे हैं|nasılsın|comment vas-tu|cómo estás
where are you from|من أين أنت|आप कहाँ से हैं|nerelisin|d'où viens-tu|de dónde eres
what is your name|ما اسمك|आपका नाम क्या है|adın ne|comment tu t'appelles|cómo te llamas
how old are you|كم عمرك|आपकी उम्र क्या है|kaç yaşındasın|quel âge as-tu|cuántos años tienes
what are you doing|ماذا تفعل|आप क्या कर रहे हैं|ne yapıyorsun|qu'est-ce que tu fais|qué haces
nice to meet you|تشرفت بمعرفتك|आपसे मिलकर खुशी हुई|tanıştığıma memnun oldum|enchanté|mucho gusto
see you later|أراك لاحقا|बाद में मिलते हैं|sonra görüşürüz|à plus tard|hasta luego
happy birthday|عيد ميلاد سعيد|जन्मदिन मुबारक|doğum günün kutlu olsun|joyeux anniversaire|feliz cumpleaños
good morning|صباح الخير|सुप्रभात|günaydın|bonjour|buenos días
good night|تصبح على خير|शुभ रात्रि|iyi geceler|bonne nuit|buenas noches
good evening|مساء الخير|शुभ संध्या|iyi akşamlar|bonsoir|buenas tardes
good luck|حظا سعيدا|शुभकामनाएँ|iyi şanslar|bonne chance|buena suerte
thank you|شكرا لك|धन्यवाद|teşekkür ederim|merci|gracias
i love you|أحبك|मैं तुमसे प्यार करता हूँ|seni seviyorum|je t'aime|te quiero
i miss you|اشتقت إليك|मुझे तुम्हारी याद आती है|seni özledim|tu me manques|te extraño
of course|بالطبع|बिल्कुल|tabii ki|bien sûr|por supuesto
no problem|لا مشكلة|कोई बात नहीं|sorun değil|pas de problème|no hay problema
me too|وأنا أيضا|मैं भी|ben de|moi aussi|yo también
video call|مكالمة فيديو|वीडियो कॉल|görüntülü arama|appel vidéo|videollamada
you are|أنت|तुम हो|sen|tu es|eres
let's talk|لنتحدث|चलो बात करते हैं|hadi konuşalım|parlons|hablemos
see you|أراك|फिर मिलेंगे|görüşürüz|à plus|nos vemos
hello|مرحبا|नमस्ते|merhaba|bonjour|hola
hi|أهلا|हाय|selam|salut|hola
hey|هاي|हे|hey|hé|oye
bye|باي|बाय|bay bay|salut|chao
goodbye|مع السلامة|अलविदा|hoşça kal|au revoir|adiós
thanks|شكرا|शुक्रिया|teşekkürler|merci|gracias
please|من فضلك|कृपया|lütfen|s'il te plaît|por favor
sorry|آسف|माफ़ करना|özür dilerim|désolé|lo siento
welcome|أهلا وسهلا|स्वागत है|hoş geldin|bienvenue|bienvenido
yes|نعم|हाँ|evet|oui|sí
no|لا|नहीं|hayır|non|no
ok|حسنا|ठीक है|tamam|d'accord|vale
okay|حسنا|ठीक है|tamam|d'accord|vale
how|كيف|कैसे|nasıl|comment|cómo
are||हो||es|eres
you|أنت|तुम|sen|tu|tú
i|أنا|मैं|ben|je|yo
me|لي|मुझे|beni|moi|me
my|لي|मेरा|benim|mon|mi
your|لك|तुम्हारा|senin|ton|tu
is||है||est|es
am||हूँ||suis|soy
we|نحن|हम|biz|nous|nosotros
love|حب|प्यार|aşk|amour|amor
beautiful|جميلة|सुंदर|güzel|belle|hermosa
pretty|حلوة|प्यारी|hoş|jolie|bonita
cute|لطيفة|क्यूट|sevimli|mignonne|linda
sweet|عسل|मीठा|tatlı|doux|dulce
smile|ابتسامة|मुस्कान|gülümseme|sourire|sonrisa
gift|هدية|तोहफ़ा|hediye|cadeau|regalo
gifts|هدايا|तोहफ़े|hediyeler|cadeaux|regalos
call|اتصال|कॉल|arama|appel|llamada
video|فيديو|वीडियो|video|vidéo|vídeo
photo|صورة|फोटो|fotoğraf|photo|foto
picture|صورة|तस्वीर|resim|image|imagen
message|رسالة|संदेश|mesaj|message|mensaje
chat|دردشة|चैट|sohbet|discussion|chat
good|جيد|अच्छा|iyi|bon|bueno
bad|سيء|बुरा|kötü|mauvais|malo
great|رائع|बढ़िया|harika|génial|genial
nice|لطيف|बढ़िया|hoş|sympa|lindo
night|ليلة|रात|gece|nuit|noche
morning|صباح|सुबह|sabah|matin|mañana
day|يوم|दिन|gün|jour|día
today|اليوم|आज|bugün|aujourd'hui|hoy
tomorrow|غدا|कल|yarın|demain|mañana
tonight|الليلة|आज रात|bu gece|ce soir|esta noche
now|الآن|अभी|şimdi|maintenant|ahora
later|لاحقا|बाद में|sonra|plus tard|más tarde
where|أين|कहाँ|nerede|où|dónde
from|من|से||de|de
what|ماذا|क्या|ne|quoi|qué
who|مَن|कौन|kim|qui|quién
why|لماذا|क्यों|neden|pourquoi|por qué
when|متى|कब|ne zaman|quand|cuándo
name|اسم|नाम|isim|nom|nombre
friend|صديق|दोस्त|arkadaş|ami|amigo
friends|أصدقاء|दोस्तों|arkadaşlar|amis|amigos
baby|حبيبي|बेबी|bebeğim|bébé|bebé
dear|عزيزي|प्रिय|canım|chéri|cariño
honey|حبيبتي|जान|tatlım|mon cœur|mi amor
heart|قلب|दिल|kalp|cœur|corazón
kiss|قبلة|किस|öpücük|bisou|beso
hug|عناق|झप्पी|sarılma|câlin|abrazo
rose|وردة|गुलाब|gül|rose|rosa
flower|زهرة|फूल|çiçek|fleur|flor
happy|سعيد|खुश|mutlu|heureux|feliz
sad|حزين|उदास|üzgün|triste|triste
tired|متعب|थका हुआ|yorgun|fatigué|cansado
busy|مشغول|व्यस्त|meşgul|occupé|ocupado
free|متفرغ|फ्री|müsait|libre|libre
sleep|نوم|नींद|uyku|dormir|dormir
eat|آكل|खाना खाना|yemek yemek|manger|comer
food|طعام|खाना|yemek|nourriture|comida
coffee|قهوة|कॉफ़ी|kahve|café|café
tea|شاي|चाय|çay|thé|té
music|موسيقى|संगीत|müzik|musique|música
movie|فيلم|फ़िल्म|film|film|película
song|أغنية|गाना|şarkı|chanson|canción
dance|رقص|नाच|dans|danse|baile
work|عمل|काम|iş|travail|trabajo
home|بيت|घर|ev|maison|casa
country|بلد|देश|ülke|pays|país
city|مدينة|शहर|şehir|ville|ciudad
world|عالم|दुनिया|dünya|monde|mundo
life|حياة|ज़िंदगी|hayat|vie|vida
time|وقت|समय|zaman|temps|tiempo
money|مال|पैसा|para|argent|dinero
gems|جواهر|जेम्स|mücevherler|gemmes|gemas
want|أريد|चाहता हूँ|istiyorum|veux|quiero
need|أحتاج|ज़रूरत है|ihtiyacım var|besoin|necesito
know|أعرف|जानता हूँ|biliyorum|sais|sé
understand|أفهم|समझता हूँ|anlıyorum|comprends|entiendo
speak|أتكلم|बोलना|konuşmak|parler|hablar
talk|نتكلم|बात|konuşmak|discuter|charlar
see|أرى|देखना|görmek|voir|ver
come|تعال|आओ|gel|viens|ven
go|اذهب|जाओ|git|va|ve
send|أرسل|भेजो|gönder|envoie|envía
wait|انتظر|रुको|bekle|attends|espera
look|انظر|देखो|bak|regarde|mira
very|جدا|बहुत|çok|très|muy
much|كثيرا|ज़्यादा|fazla|beaucoup|mucho
too|أيضا|भी|de|aussi|también
and|و|और|ve|et|y
or|أو|या|veya|ou|o
but|لكن|लेकिन|ama|mais|pero
with|مع|साथ|ile|avec|con
for|من أجل|के लिए|için|pour|para
this|هذا|यह|bu|ce|esto
that|ذلك|वह|şu|ça|eso
here|هنا|यहाँ|burada|ici|aquí
there|هناك|वहाँ|orada|là|allí
again|مرة أخرى|फिर से|tekrar|encore|otra vez
always|دائما|हमेशा|her zaman|toujours|siempre
never|أبدا|कभी नहीं|asla|jamais|nunca
maybe|ربما|शायद|belki|peut-être|quizás
really|حقا|सच में|gerçekten|vraiment|de verdad
man|رجل|आदमी|adam|homme|hombre
woman|امرأة|औरत|kadın|femme|mujer
girl|فتاة|लड़की|kız|fille|chica
boy|ولد|लड़का|oğlan|garçon|chico
family|عائلة|परिवार|aile|famille|familia
old|قديم|पुराना|eski|vieux|viejo
young|شاب|जवान|genç|jeune|joven
age|عمر|उम्र|yaş|âge|edad
year|سنة|साल|yıl|an|año
years|سنوات|वर्ष|yıllar|ans|años
fine|بخير|ठीक|iyiyim|bien|bien
hot|حار|गरम|sıcak|chaud|caliente
cold|بارد|ठंडा|soğuk|froid|frío
weather|طقس|मौसम|hava|météo|clima
sun|شمس|सूरज|güneş|soleil|sol
beach|شاطئ|समुद्र तट|plaj|plage|playa
sea|بحر|समुद्र|deniz|mer|mar
travel|سفر|यात्रा|seyahat|voyage|viaje
phone|هاتف|फ़ोन|telefon|téléphone|teléfono
number|رقم|नंबर|numara|numéro|número
online|متصل|ऑनलाइन|çevrimiçi|en ligne|en línea
wow|واو|वाह|vay|waouh|guau
haha|ههه|हाहा|haha|haha|jaja
english|الإنجليزية|अंग्रेज़ी|ingilizce|anglais|inglés
language|لغة|भाषा|dil|langue|idioma
translate|ترجم|अनुवाद|çevir|traduire|traducir
amazing|مذهل|कमाल|muhteşem|incroyable|increíble
wonderful|رائع جدا|अद्भुत|harikulade|merveilleux|maravilloso
eyes|عيون|आँखें|gözler|yeux|ojos
hair|شعر|बाल|saç|cheveux|pelo
face|وجه|चेहरा|yüz|visage|cara
dress|فستان|ड्रेस|elbise|robe|vestido
birthday|عيد ميلاد|जन्मदिन|doğum günü|anniversaire|cumpleaños
party|حفلة|पार्टी|parti|fête|fiesta
weekend|عطلة|वीकेंड|hafta sonu|week-end|fin de semana
job|وظيفة|नौकरी|meslek|boulot|empleo
student|طالب|छात्र|öğrenci|étudiant|estudiante
single|أعزب|सिंगल|bekar|célibataire|soltero
married|متزوج|शादीशुदा|evli|marié|casado
boyfriend|حبيب|बॉयफ्रेंड|erkek arkadaş|copain|novio
girlfriend|حبيبة|गर्लफ्रेंड|kız arkadaş|copine|novia
meet|نلتقي|मिलना|buluşmak|rencontrer|conocer
one|واحد|एक|bir|un|uno
two|اثنان|दो|iki|deux|dos
minute|دقيقة|मिनट|dakika|minute|minuto
hour|ساعة|घंटा|saat|heure|hora
price|سعر|कीमत|fiyat|prix|precio
cheap|رخيص|सस्ता|ucuz|pas cher|barato
expensive|غالي|महंगा|pahalı|cher|caro
camera|كاميرا|कैमरा|kamera|caméra|cámara
answer|رد|जवाब|cevap|réponse|respuesta
question|سؤال|सवाल|soru|question|pregunta
dog|كلب|कुत्ता|köpek|chien|perro
cat|قطة|बिल्ली|kedi|chat|gato
car|سيارة|कार|araba|voiture|coche
room|غرفة|कमरा|oda|chambre|habitación
lonely|وحيد|अकेला|yalnız|seul|solo
together|معا|साथ में|birlikte|ensemble|juntos
forever|للأبد|हमेशा के लिए|sonsuza dek|pour toujours|para siempre
best|أفضل|सबसे अच्छा|en iyi|meilleur|mejor
more|أكثر|अधिक|daha|plus|más
little|قليلا|थोड़ा|biraz|peu|poco
big|كبير|बड़ा|büyük|grand|grande
small|صغير|छोटा|küçük|petit|pequeño
new|جديد|नया|yeni|nouveau|nuevo
true|صحيح|सच|doğru|vrai|verdad
funny|مضحك|मज़ेदार|komik|drôle|gracioso
boring|ممل|बोरिंग|sıkıcı|ennuyeux|aburrido
crazy|مجنون|पागल|deli|fou|loco
angry|غاضب|नाराज़|kızgın|fâché|enojado
ready|جاهز|तैयार|hazır|prêt|listo
`;

/** One glossary meaning: its text in each glossary language (lower case). */
export type GlossaryRow = Record<GlossaryLang, string>;

/** All rows, in file order (earlier rows win when a word appears twice). */
export const GLOSSARY: readonly GlossaryRow[] = ROWS.trim()
  .split('\n')
  .map((line) => {
    const cells = line.split('|');
    if (cells.length !== GLOSSARY_LANGS.length) throw new Error(`glossary row needs ${GLOSSARY_LANGS.length} cells: ${line}`);
    return Object.fromEntries(GLOSSARY_LANGS.map((l, i) => [l, cells[i]!.trim()])) as GlossaryRow;
  });

/** Frequent words of languages outside the glossary, used only to detect the source language. */
export const DETECT_WORDS: Record<'de' | 'pt' | 'it' | 'id', readonly string[]> = {
  de: ['ich', 'und', 'nicht', 'du', 'ist', 'das', 'der', 'die', 'danke', 'hallo', 'wie', 'geht', 'dir', 'bist', 'schön', 'mit'],
  pt: ['você', 'não', 'obrigado', 'obrigada', 'eu', 'um', 'uma', 'tudo', 'bem', 'olá', 'oi', 'muito', 'está', 'sua', 'seu'],
  it: ['sono', 'ciao', 'grazie', 'che', 'non', 'io', 'mi', 'sei', 'come', 'stai', 'molto', 'bella', 'della', 'perché'],
  id: ['aku', 'kamu', 'yang', 'tidak', 'dan', 'apa', 'ini', 'itu', 'halo', 'terima', 'kasih', 'sayang', 'kabar', 'dari', 'mau'],
};
