// /nasa-prica: our story — how a few friends started a small regional shop.
import { COMMUNITY_MEMBERS } from '@zdravo/contract';
import { contentMessages } from '@zdravo/contract/messages/content';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { formatCount } from '@zdravo/contract';
import { DocPage, RelatedPages, Sections, useContactVars, useResolve } from './doc.tsx';
import { ourStoryDoc } from './articles/our-story.ts';

export default function OurStoryScreen() {
  const t = useT(contentMessages);
  const shell = useT();
  const { country } = useCountry();
  const resolve = useResolve({ ...useContactVars(), members: formatCount(COMMUNITY_MEMBERS, country) });
  return (
    <DocPage className="doc--story" eyebrow={t.about} title={t.ourStory} lead={resolve(ourStoryDoc.lead)}>
      <div className="prose">
        <Sections sections={ourStoryDoc.sections} resolve={resolve} />
      </div>
      <RelatedPages
        title={t.relatedPages}
        links={[
          { href: '/o-nama', label: t.about },
          { href: '/community', label: shell.navCommunity },
          { href: '/kontaktiraje-nas', label: t.contact },
        ]}
      />
    </DocPage>
  );
}
