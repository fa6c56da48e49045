// Shared frame of the static pages and blog articles while their bodies are being written.
import { contentMessages } from '@zdravo/contract/messages/content';
import { useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';
import './content.css';

type ContentKey = keyof typeof contentMessages;

export function StaticPage({ title }: { title: ContentKey }) {
  const t = useT(contentMessages);
  return <ComingSoon title={t[title]} />;
}

export function BlogArticle({ title }: { title: ContentKey }) {
  const t = useT(contentMessages);
  return <ComingSoon eyebrow={t.blogEyebrow} title={t[title]} lead={t.blogLead} />;
}
