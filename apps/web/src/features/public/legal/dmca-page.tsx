import { DMCA } from './dmca';
import { LegalDocument } from './legal-document';

export default function DmcaPage() {
  return <LegalDocument doc={DMCA} />;
}
