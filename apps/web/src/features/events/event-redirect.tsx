import { Navigate, useParams } from 'react-router';

/** /event/{eventId} (spec §2): the same page as /events/{eventId}, one address to share and index. */
export default function EventRedirect() {
  const { eventId = '' } = useParams();
  return <Navigate to={`/events/${encodeURIComponent(eventId)}`} replace />;
}
