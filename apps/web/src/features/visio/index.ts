// What other parts may use from MB Visio (issue 16): the app's home, shown on /apps/mb-visio.
export { VisioHome } from './visio-home';
