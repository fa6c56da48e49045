// Account area screen. Placeholder until the account issue.
import { accountMessages } from '@zdravo/contract/messages/account';
import { useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';

export default function LoginScreen() {
  const t = useT(accountMessages);
  return <ComingSoon title={t.loginHeading} lead={t.loginLead} />;
}
