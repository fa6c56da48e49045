// /o-nama: who we are, what we sell and how we work.
import { COMMUNITY_MEMBERS, REFUND } from '@zdravo/contract';
import { contentMessages } from '@zdravo/contract/messages/content';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { formatCount } from '@zdravo/contract';
import { DocPage, RelatedPages, Sections, useContactVars, useResolve } from './doc.tsx';
import { aboutDoc } from './articles/about.ts';

export default function AboutScreen() {
  const t = useT(contentMessages);
  const shell = useT();
  const { country } = useCountry();
  const resolve = useResolve({
    ...useContactVars(),
    guaranteeDays: REFUND.guaranteeDays,
    members: formatCount(COMMUNITY_MEMBERS, country),
  });
  return (
    <DocPage eyebrow={t.eyebrowAbout} title={t.about} lead={resolve(aboutDoc.lead)}>
      <div className="prose">
        <Sections sections={aboutDoc.sections} resolve={resolve} />
      </div>
      <RelatedPages
        title={t.relatedPages}
        links={[
          { href: '/nasa-prica', label: t.ourStory },
          { href: '/quiz', label: shell.navQuizLong },
          { href: '/kontaktiraje-nas', label: t.contact },
        ]}
      />
    </DocPage>
  );
}
