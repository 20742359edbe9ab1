import { LegalDocument } from './legal-document';
import { RSE } from './rse';

export default function RsePolicyPage() {
  return <LegalDocument doc={RSE} />;
}
