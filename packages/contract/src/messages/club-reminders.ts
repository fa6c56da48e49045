// The club's renewal reminders (docs/desk.md, Klub), 14 and 3 days before a membership ends: an SMS,
// or an e-mail when the account has no phone. The fee, the date and the team's number come from the
// country table (countries.ts) when the message is written.
import { forHr, type Text } from '../text.ts';

export const clubReminderMessages = {
  sms: {
    ije: '{shop}: vaše članstvo u klubu {club} ističe za {days} dana ({end}). Još godinu dana popusta od 25% i besplatne dostave za {fee}: nazovite nas na {phone}.',
    eke: '{shop}: vaše članstvo u klubu {club} ističe za {days} dana ({end}). Još godinu dana popusta od 25% i besplatne dostave za {fee}: pozovite nas na {phone}.',
    hr: '{shop}: vaše članstvo u klubu {club} istječe za {days} dana ({end}). Još godinu dana popusta od 25% i besplatne dostave za {fee}: nazovite nas na {phone}.',
  },
  subject: forHr(
    '{club}: vaše članstvo ističe {end}',
    '{club}: vaše članstvo istječe {end}',
  ),
  greeting: 'Pozdrav {name},',
  body: {
    ije: 'vaše članstvo u klubu {club} ističe za {days} dana, posljednji dan je {end}. Do tada vam vrijede popust od 25% i besplatna dostava. Produžite ga za još godinu dana za {fee}: nazovite nas na {phone} ili odgovorite na ovaj email.',
    eke: 'vaše članstvo u klubu {club} ističe za {days} dana, poslednji dan je {end}. Do tada vam važe popust od 25% i besplatna dostava. Produžite ga za još godinu dana za {fee}: pozovite nas na {phone} ili odgovorite na ovaj email.',
    hr: 'vaše članstvo u klubu {club} istječe za {days} dana, posljednji dan je {end}. Do tada vam vrijede popust od 25% i besplatna dostava. Produljite ga za još godinu dana za {fee}: nazovite nas na {phone} ili odgovorite na ovu e-poruku.',
  },
  thanks: 'Hvala vam, tim {shop}',
} satisfies Record<string, Text>;
