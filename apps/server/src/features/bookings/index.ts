// What other features may use from bookings: its public face. Anything not named here stays inside the feature.
export {
  bookingCountsOf,
  ownerBookings,
  partiesOf,
} from './service.ts';
