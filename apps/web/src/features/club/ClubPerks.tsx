// The club's seven perks (docs/product.md §2 Club), each with its icon.
import type { ReactNode } from 'react';
import { CLUB_DISCOUNT_PERCENT } from '@zdravo/contract';
import { clubMessages } from '@zdravo/contract/messages/club';
import { HeartIcon, SparkleIcon, TagIcon, TruckIcon, CashIcon } from '../../components/ui/icons.tsx';
import { BoxIcon } from '../../components/ui/icons-extra.tsx';
import { StarOutlineIcon } from '../../components/ui/icons-categories.tsx';
import { fill, useT } from '../../lib/i18n.ts';

export function ClubPerks() {
  const t = useT(clubMessages);
  const perks: { Icon: (p: { size?: number }) => ReactNode; title: string; text: string }[] = [
    { Icon: TagIcon, title: fill(t.perk1Title, { percent: CLUB_DISCOUNT_PERCENT }), text: t.perk1Text },
    { Icon: TruckIcon, title: t.perk2Title, text: t.perk2Text },
    { Icon: SparkleIcon, title: t.perk3Title, text: t.perk3Text },
    { Icon: StarOutlineIcon, title: t.perk4Title, text: t.perk4Text },
    { Icon: CashIcon, title: t.perk5Title, text: t.perk5Text },
    { Icon: BoxIcon, title: t.perk6Title, text: t.perk6Text },
    { Icon: HeartIcon, title: t.perk7Title, text: t.perk7Text },
  ];
  return (
    <ul className="club-perks" data-testid="club-perks">
      {perks.map(({ Icon, title, text }) => (
        <li key={title} className="club-perk">
          <span className="icon-disc club-perk__icon">
            <Icon size={26} />
          </span>
          <h3 className="club-perk__title">{title}</h3>
          <p className="club-perk__text">{text}</p>
        </li>
      ))}
    </ul>
  );
}
