import { LegalDocument } from './legal-document';
import { TERMS } from './terms';

export default function TermsPage() {
  return <LegalDocument doc={TERMS} />;
}
