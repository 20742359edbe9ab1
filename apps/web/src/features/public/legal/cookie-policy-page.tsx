import { COOKIES } from './cookies';
import { LegalDocument } from './legal-document';

export default function CookiePolicyPage() {
  return <LegalDocument doc={COOKIES} />;
}
