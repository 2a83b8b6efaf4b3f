/** The words mail clients write around a forwarded message, in the languages sellers' clients use. */

export type HeaderField = 'from' | 'date' | 'to' | 'cc' | 'subject' | 'replyTo';

// Keys of a forwarded header block (Gmail, Outlook, Apple Mail, Thunderbird), lower-cased, by field.
const headerKeys: Record<HeaderField, string> = {
  from:
    'from|von|de|van|da|från|fra|od|šalje|pošiljatelj|pošiljalac|від|від кого|siuntėjas|saatja|lähettäjä|expéditeur|absender|remitente|от|feladó|kimden|από|de la|expeditor|' +
    '差出人|送信者|보낸 사람|보낸사람|寄件者|寄件人|发件人|發件人|dari|từ|от кого|' +
    // Hebrew, Arabic, Thai.
    'מאת|من|จาก',
  date:
    'date|sent|datum|dato|dátum|päivämäärä|lähetetty|odesláno|odoslané|gesendet|gesendet am|fecha|enviado|enviado el|envoyé|envoyé le|verzonden|verstuurd|data|' +
    'inviato|enviada em|enviado em|skickat|sendt|wysłano|sent on|дата|отправлено|elküldve|gönderildi|tarih|ημερομηνία|' +
    'στάλθηκε|trimis|poslato|poslano|išsiųsta|nosūtīts|saadetud|изпратено|надіслано|送信日時|日付|날짜|보낸 날짜|日期|發送時間|发送时间|傳送時間|寄件日期|tanggal|ngày|ngày gửi|' +
    // Afrikaans, Hebrew, Arabic, Thai.
    'gestuur|נשלח|תאריך|تاريخ الإرسال|التاريخ|أرسل|أُرسل|ส่ง|วันที่',
  to:
    'to|an|para|à|a|pour|aan|till|til|do|komu|za|prima|kam|saaja|vastaanottaja|destinataire|empfänger|кому|címzett|kime|προς|către|catre|' +
    '宛先|받는 사람|받는사람|收件者|收件人|kepada|đến|אל|إلى|ถึง',
  cc: 'cc|kopie|copie à|copia|cópia|kopia|kopio|másolat|bilgi|κοιν|עותק|نسخة',
  subject:
    'subject|betreff|asunto|objet|sujet|onderwerp|oggetto|assunto|ämne|emne|temat|aihe|předmět|predmet|тема|tema|tēma|teema|относно|tárgy|konu|' +
    'θέμα|subiect|件名|제목|主旨|主题|主題|perihal|subjek|tiêu đề|chủ đề|נושא|الموضوع|เรื่อง',
  replyTo: 'reply-to|antwort an|responder a|répondre à|antwoord aan|rispondi a',
};

const fieldByKey = new Map<string, HeaderField>();
for (const [field, keys] of Object.entries(headerKeys) as [HeaderField, string][]) {
  for (const key of keys.split('|')) fieldByKey.set(key, field);
}

// 'From: x', '*From:* x' (Gmail's text of bold labels), 'De : x' (French spacing), 'Subject: | x' (Thunderbird's table).
const headerLine = /^[>\s]*\*{0,2}([^\s:：|*][^:：|*]{0,24}?)\s*\*{0,2}\s*[:：]\s*\*{0,2}\s*(?:\|\s*)?(.*)$/;

const maxKeyPrefix = 40;

export interface HeaderLine {
  field: HeaderField;
  value: string;
}

/** Reads one line as a forwarded-header line ('From: …', 'Betreff: …'), or undefined. */
export function readHeaderLine(line: string): HeaderLine | undefined {
  // Every body line passes through here: only a colon near the start can make a header line.
  const colon = line.indexOf(':');
  if ((colon === -1 || colon > maxKeyPrefix) && !line.includes('：')) return undefined;
  const match = headerLine.exec(line);
  if (!match) return undefined;
  const field = fieldByKey.get((match[1] ?? '').trim().toLowerCase());
  if (!field) return undefined;
  return { field, value: (match[2] ?? '').replace(/\*+$/, '').trim() };
}

// '---------- Forwarded message ---------', '-----Original Message-----', '-------- Message transféré --------'.
const separatorTitles =
  'forwarded message|original message|weitergeleitete nachricht|ursprüngliche nachricht|originalnachricht|' +
  "mensaje reenviado|mensaje original|message transféré|message d'origine|message d’origine|message original|" +
  'doorgestuurd bericht|oorspronkelijk bericht|origineel bericht|messaggio inoltrato|messaggio originale|' +
  'mensagem encaminhada|mensagem original|vidarebefordrat meddelande|ursprungligt meddelande|' +
  'videresendt meddelelse|oprindelig meddelelse|videresendt melding|opprinnelig melding|' +
  'przekazana wiadomość|oryginalna wiadomość|välitetty viesti|alkuperäinen viesti|přeposlaná zpráva|' +
  'původní zpráva|preposlaná správa|pôvodná správa|пересылаемое сообщение|исходное сообщение|' +
  'továbbított üzenet|eredeti üzenet|yönlendirilmiş ileti|orijinal ileti|özgün ileti|προωθημένο μήνυμα|' +
  'αρχικό μήνυμα|mesaj redirecționat|prosleđena poruka|proslijeđena poruka|originalna poruka|izvorna poruka|' +
  'posredovano sporočilo|препратено съобщение|пересилане повідомлення|пересланное сообщение|' +
  'persiųstas laiškas|pārsūtīta ziņa|pārsūtīts ziņojums|edastatud kiri|mesaj redirecţionat|mesajul original|mesaj original|' +
  '転送メッセージ|元のメッセージ|전달된 메시지|원본 메시지|轉寄的郵件|转发的邮件|原始郵件|原始邮件|' +
  'pesan yang diteruskan|pesan asli|thư đã chuyển tiếp|thư gốc|' +
  'הודעה שהועברה|הודעה מקורית|الرسالة الأصلية|رسالة تمت إعادة توجيهها|ข้อความที่ส่งต่อ|ข้อความต้นฉบับ';
const separatorLine = new RegExp(`^[>\\s]*-{2,}\\s*(?:${separatorTitles})\\s*-{2,}\\s*$`, 'i');

// Apple Mail: 'Begin forwarded message:' and its translations.
const appleIntros =
  'begin forwarded message|anfang der weitergeleiteten nachricht|inicio del mensaje reenviado|' +
  'début du message réexpédié|début du message transféré|begin doorgestuurd bericht|inizio messaggio inoltrato|' +
  'início da mensagem encaminhada|vidarebefordrat brev|videresendt besked|start på videresendt besked|' +
  'start på videresendt melding|början på vidarebefordrat brev|välitetty viesti alkaa|' +
  'początek przekazywanej wiadomości|začátek přeposílané zprávy|začiatok preposlanej správy|' +
  'αρχή προωθημένου μηνύματος|έναρξη προωθημένου μηνύματος|početak proslijeđene poruke|početak prosleđene poruke|' +
  'начало на препратеното съобщение|початок пересланого повідомлення|начало пересылаемого сообщения|továbbított levél kezdete|yönlendirilen iletinin başlangıcı|' +
  'începutul mesajului redirecționat|転送されたメッセージ|전달된 메시지|轉寄的郵件|转发的邮件|' +
  'awal pesan yang diteruskan|bắt đầu thư được chuyển tiếp|' +
  'תחילת הודעה שהועברה|بداية الرسالة المعاد توجيهها|เริ่มต้นข้อความที่ส่งต่อ';
const appleSeparator = new RegExp(`^[>\\s]*(?:${appleIntros})\\s*[:：]\\s*$`, 'i');

/** True for a line that announces a forwarded or quoted original message. */
export function isSeparatorLine(line: string): boolean {
  return (
    (line.includes('--') && separatorLine.test(line)) || (/[:：]/.test(line) && appleSeparator.test(line))
  );
}

// Outlook's plain-text rule above the header block.
export function isRuleLine(line: string): boolean {
  return /^[>\s]*_{10,}\s*$/.test(line);
}

// 'On Tue, Jan 14, 2025 at 10:03 AM TicketHub <orders@tickethub.com> wrote:' and translations.
const attribution =
  /^[>\s]*(?:on|am|el|le|op|il|em|den|w dniu)\s+(.{6,200}?)\s*(?:wrote|schrieb|escribió|a écrit|schreef|ha scritto|escreveu|skrev|napisał\(a\))\s*:\s*$/i;

// Chinese and Korean clients name the sender first: 'KKTIX <no-reply@kktix.com> 於 2027年4月3日 週六 下午3:12寫道：',
// '… 于 … 写道：', '2027년 4월 3일 (토) 오후 3:12, 인터파크 <…>님이 작성:'.
const chineseAttribution = /^[>\s]*(.{2,200}?)\s*(?:於|于)\s*(.{4,80}?)\s*(?:寫道|写道)\s*[:：]\s*$/;
const koreanAttribution = /^[>\s]*(.{6,200}?)\s*님이\s*작성\s*[:：]\s*$/;

/** The sender and date of an 'On … wrote:' line (the part between the keywords), or undefined. */
export function readAttribution(line: string): string | undefined {
  if (line.endsWith(':')) return attribution.exec(line)?.[1] ?? koreanAttribution.exec(line)?.[1];
  if (!line.endsWith('：')) return undefined;
  const chinese = chineseAttribution.exec(line);
  return chinese ? `${chinese[2]} ${chinese[1]}` : koreanAttribution.exec(line)?.[1];
}

// Prefixes of forwarded subjects: Fwd (en), WG (de), RV (es), TR (fr), Doorst (nl), I (it), Enc (pt),
// VS (fi, da, no), VB (sv), VL (fi), PD (pl), PŘ (cs), TOV (hu), İLT (tr; its dotted capital matches no 'i'),
// and Hebrew, Arabic, Thai, Chinese, Japanese, Korean, Russian and Greek clients' own.
const forwardPrefix =
  /^\s*(?:(?:fwd?|fw|wg|rv|tr|doorst|enc|vs|vb|vl|pd|př|tov|ilt|İlt|i|העבר|إعادة توجيه|ส่งต่อ|转发|轉寄|転送|전달|пересл|πρθ)\s*(?:\[\d+\])?\s*[:：]\s*)+/i;
const replyPrefix = /^\s*(?:(?:re|aw|sv|antw|r|ref|rif|odp|vá|ynt)\s*(?:\[\d+\])?\s*[:：]\s*)+/i;

/** True when the subject starts with a forward prefix such as 'Fwd:' or 'WG:'. */
export function hasForwardPrefix(subject: string): boolean {
  return forwardPrefix.test(subject);
}

/** The subject without leading forward and reply prefixes ('Fwd: RE: FW: x' → 'x'). */
export function stripSubjectPrefixes(subject: string): string {
  let current = subject.trim();
  for (;;) {
    const next = current.replace(forwardPrefix, '').replace(replyPrefix, '').trim();
    if (next === current) return current;
    current = next;
  }
}
