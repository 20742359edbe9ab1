import { LegalDocument } from './legal-document';
import { PRIVACY } from './privacy';

export default function PrivacyPage() {
  return <LegalDocument doc={PRIVACY} />;
}
