import { LegalDocument } from './legal-document';
import { STATEMENT_2257 } from './statement-2257';

export default function Statement2257Page() {
  return <LegalDocument doc={STATEMENT_2257} />;
}
