/**
 * The patterns of contact details other than phone numbers: meeting and messaging links, social profiles, e-mail
 * addresses (run on the normalised text, so 'kid dot smith at gmail' reads 'kid.smith@gmail'), handles and
 * invitations to move to another app, in English and Spanish.
 */

const MEETING_DOMAINS = [
  'zoom\\.us',
  'zoom\\.com',
  'zoomgov\\.com',
  'meet\\.google\\.com',
  'hangouts\\.google\\.com',
  'chat\\.google\\.com',
  'teams\\.microsoft\\.com',
  'teams\\.live\\.com',
  'discord\\.gg',
  'discord\\.com',
  'discordapp\\.com',
  'wa\\.me',
  'whatsapp\\.com',
  't\\.me',
  'telegram\\.me',
  'telegram\\.org',
  'telegram\\.dog',
  'skype\\.com',
  'webex\\.com',
  'gotomeeting\\.com',
  'whereby\\.com',
  'meet\\.jit\\.si',
  'signal\\.me',
  'signal\\.group',
  'm\\.me',
  'messenger\\.com',
  'line\\.me',
  'kik\\.me',
  'calendly\\.com',
  'wechat\\.com',
  'weixin\\.qq\\.com',
];
const SOCIAL_DOMAINS = [
  'instagram\\.com',
  'instagr\\.am',
  'facebook\\.com',
  'fb\\.com',
  'fb\\.me',
  'snapchat\\.com',
  'tiktok\\.com',
  'twitter\\.com',
  'x\\.com',
  'linkedin\\.com',
  'reddit\\.com',
  'threads\\.net',
  'bsky\\.app',
  'youtube\\.com/@',
  'roblox\\.com/users',
  'twitch\\.tv',
];
// Unambiguous app names (the keyword forms below would catch ordinary words like 'line' or 'teams').
const SOCIAL_APPS =
  'insta(?:gram)?|snap(?:chat)?|discord|telegram|whats\\s?app|wasap|guasap|skype|kik|tik\\s?tok|twitter|facebook|wechat|line\\s?id|imessage|viber|reddit|roblox|xbox|playstation|fortnite|minecraft|twitch|bereal|pinterest';
// Short forms only count with an explicit ':' / '=' / '@' ('ig: jane', 'sc @jane') or after 'my ... is'.
const SHORT_APPS = 'ig|sc|fb|wa|tg|dc|psn|xbl|wsp|wpp';
// Where people meet outside the chat; only after 'add me on', 'talk on', 'continue in'...
const PLACES = `${SOCIAL_APPS}|${SHORT_APPS}|zoom|teams|meet|hangouts|signal|line|messenger|facetime`;

// Hosts are matched with their subdomains; the look-behind stops 'max.com' from matching 'x.com'.
function domainUrl(domains: string[]): RegExp {
  return new RegExp(
    `(?<![\\w.@/-])(?:https?:\\/\\/)?(?:[a-z0-9-]+\\.)*(?:${domains.join('|')})(?![a-z0-9-])(?::\\d+)?(?:[/?#][^\\s]*)?`,
    'gi',
  );
}

export const MEETING_URL = domainUrl(MEETING_DOMAINS);
export const SOCIAL_URL = domainUrl(SOCIAL_DOMAINS);
export const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** Endings a spelled-out address may have ('... dot com', '... punto mx'). */
export const TLDS = new Set(
  'com net org edu gov io co us uk ca me info biz app dev xyz mx es ar cl pe br de fr in it nl au ai ly tv gg to site online page live'.split(
    ' ',
  ),
);
const URL_TLDS = 'com|net|org|edu|gov|io|co|us|uk|ca|me|info|biz|app|dev|xyz';
/** Mail providers: an address may be given without its ending ('kid.smith at gmail'). */
export const PROVIDER = 'g\\s?mail|yahoo|hotmail|outlook|icloud|aol|proton(?:mail)?|live|msn|gmx|yandex';
const PROVIDER_NAME = new RegExp(`^(?:${PROVIDER})$`, 'i');
/** Whether a domain's first label is a mail provider. */
export function isProvider(label: string): boolean {
  return PROVIDER_NAME.test(label);
}

// On the normalised text: an address with an ending, then one that names only its provider.
export const EMAIL_NORMALISED = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?![\p{L}\d])/giu;
export const PROVIDER_EMAIL_NORMALISED = new RegExp(`(?<![\\p{L}\\d._%+-])[\\p{L}\\d._%+-]+@(?:${PROVIDER})(?![\\p{L}\\d])`, 'giu');
/** Words before a plain 'at' that are not the name of an address ('I found it at yahoo answers'). */
export const NOT_A_NAME = new Set(
  'i me you he him she her it we us they them this that the a an my your his its our their look looked looking found find is was are were am be been being home school work class answers here there something anything everything one'.split(
    ' ',
  ),
);

export const ANY_URL = new RegExp(
  `(?:https?:\\/\\/|www\\.)[^\\s]+|(?<![\\w.@-])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${URL_TLDS}|gg|ly|tv|link|site|online|page|to)(?![a-z0-9-])(?:[/?#][^\\s]*)?`,
  'gi',
);

const HANDLE = '@?[\\w.#-]{2,}';
// A handle that looks like one (a digit, '_', '.', '#' or '@' in it), so 'talk on whatsapp instead' keeps 'instead'.
const MARKED_HANDLE = '(?=@?[\\w.#-]*[\\d_.#@])@?[\\w.#-]{2,}';
export const SOCIAL_KEYWORD_HANDLE = new RegExp(
  `\\b(?:${SOCIAL_APPS}|${SHORT_APPS})\\s*(?:id|handle|name|username|user|number|no\\.?|#)?\\s*[:=@]\\s*${HANDLE}`,
  'gi',
);
export const SOCIAL_PHRASE_HANDLE = new RegExp(
  // 'discord is maria#0042', 'snap = kid_05': an app and something that looks like a handle.
  `\\b(?:${SOCIAL_APPS}|${SHORT_APPS})\\s+(?:is|es|=)\\s+${MARKED_HANDLE}` +
    // 'whats ur snap? mine is mariaj05', 'my gamertag is MariaJ05'.
    `|\\b(?:${SOCIAL_APPS}|${SHORT_APPS})\\b[^\\n.!]{0,20}?\\b(?:mine\\s+is|mine's|el\\s+m[ií]o\\s+es)\\s+${HANDLE}` +
    `|\\b(?:gamer\\s?tag|psn\\s?id|discord\\s?tag|roblox\\s?(?:user|name))\\s*(?:is|es|:|=)?\\s*${HANDLE}` +
    `|\\b(?:(?:my|mi)\\s+)?(?:${SOCIAL_APPS})\\s+(?:id|handle|username|user\\s?name|number|account|acc|gamertag|tag|usuario|cuenta)\\s+(?:is\\s+|es\\s+)?${HANDLE}` +
    `|\\b(?:my|mi)\\s+(?:${SOCIAL_APPS}|${SHORT_APPS})(?:\\s+(?:id|handle|username|user\\s?name|name|account|gamertag|tag|nick|usuario|cuenta))?\\s+(?:is|es)\\s+${HANDLE}`,
  'gi',
);
export const ADD_ME_ON = new RegExp(
  `\\b(?:(?:add|follow|text|dm|message|msg|call|find|hit|contact|reach|ping)\\s+me\\s+(?:up\\s+)?|hmu\\s+)(?:on|at|via|in)\\s+(?:${PLACES})\\b(?:\\s*[:=-]?\\s*${HANDLE})?` +
    // 'add me: kid.smith on snapchat'
    `|\\b(?:add|follow)\\s+me\\s*[:,-]?\\s*${HANDLE}\\s+(?:on|in)\\s+(?:${SOCIAL_APPS})\\b`,
  'gi',
);
// 'talk on whatsapp', 'continue on zoom', 'whatsapp me', 'search kidsmith on snap', 'im kidsmith on discord'.
export const MOVE_TO_APP = new RegExp(
  `\\b(?:talk|chat|continue|move|meet|text|call|dm)\\s+(?:(?:me|us)\\s+)?(?:on|in|over|via)\\s+(?:${PLACES})\\b(?:\\s+${MARKED_HANDLE})?` +
    `|\\b(?:move|switch|go|come|continue|pasemos|vamos|cambiemos)\\s+(?:over\\s+)?(?:to|a|al)\\s+(?:${SOCIAL_APPS}|zoom|facetime|messenger|signal)\\b` +
    `|\\b(?:whats\\s?app|wasap|telegram|snap(?:chat)?|insta(?:gram)?|discord|kik|viber|imessage|facetime|skype)\\s+me\\b` +
    `|\\b(?:search(?:\\s+for)?|look\\s+up|i'?m|im|i\\s+am)\\s+@?[\\w.#-]{2,}\\s+on\\s+(?:${SOCIAL_APPS})\\b`,
  'gi',
);
// Spanish: 'agrégame en insta', 'háblame por whatsapp', 'pásame tu whatsapp', 'búscame en snap como kidsmith'.
const ES_VERBS =
  'agr[eé]game|a[nñ][aá]deme|s[ií]gueme|b[uú]scame|h[aá]blame|escr[ií]beme|m[aá]ndame|env[ií]ame|ll[aá]mame|m[aá]rcame|cont[aá]ctame|encu[eé]ntrame|(?:p[aá]same|dame|p[aá]sa|manda|tienes|ten[eé]s)\\s+tu';
export const SPANISH_MOVE_TO_APP = new RegExp(
  `\\b(?:${ES_VERBS})(?![\\wáéíóúñ])[^\\n.!?]{0,25}?\\b(?:${PLACES})\\b(?:\\s*(?::|como)\\s*${HANDLE}|\\s+${MARKED_HANDLE})?`,
  'gi',
);
/** Whether a text names an app or meeting place at all (the patterns above and MEETING_ID need one). */
export const NAMES_A_PLACE = new RegExp(`\\b(?:${PLACES}|meeting|webex|skype|gamer\\s?tag)\\b`, 'i');
export const MEETING_ID =
  /\b(?:zoom|meet(?:ing)?|teams|webex|skype)\s*(?:meeting\s*)?(?:id|code|link|pass(?:code|word)?|pwd)\s*(?:is\s*)?[:#=]?\s*[\w-]{3,}(?:\s+\d{3,})*/gi;
export const AT_HANDLE = /(?<![\w@.])@[a-z0-9_](?:[a-z0-9_.]{1,29})(?![\w@])/gi;
/** The child rule: any run of 7 or more digits. */
export const DIGIT_RUN = /(?<![\w^])\d(?:[\s.-]?\d){6,}(?!\w)/g;
/** Runs of digits in the normalised text, with up to three separators between digits. */
export const NUMBER_RUN = /(?<![\p{L}\d_.,^/])\+?\s?\(?\d(?:[\s().\-/,]{0,3}\d)*\)?(?![\p{L}\d_])/gu;
