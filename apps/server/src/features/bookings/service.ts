// MB Bookings' public face: what other features and this feature's routes call, gathered from the use-case
// files beside it: setup.ts (the owner's settings and services), lists.ts, booking-page.ts (a member's page
// and slots), requests.ts (requests, answers, cancellations), telling.ts, calendar.ts and reminders.ts.

export { bookable, bookingPage, slots } from './booking-page.ts';
export { bookingIcs, feed } from './calendar.ts';
export { bookingCountsOf, myBookings, ownerBookings } from './lists.ts';
export { BOOKING_REMINDER_JOB, defineBookingJobs, sendReminder } from './reminders.ts';
export { accept, cancel, decline, partiesOf, requestBooking } from './requests.ts';
export { createService, deleteService, regenerateFeed, saveSettings, setup, updateService } from './setup.ts';
