// What other parts may use from MB Bookings (issue 16): the app's home, shown on /apps/mb-bookings.

export { BookButton } from './book-button';
export { BookingsHome } from './bookings-home';
