import { DiscoverPage } from './discover-page';

/** /models: the same search, creators only. */
export default function ModelsPage() {
  return <DiscoverPage mode="models" />;
}
