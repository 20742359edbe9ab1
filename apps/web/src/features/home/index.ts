// What other parts of the app may use from home: the mini-app list (the features page shows it too).
export { miniApps } from './home-sections';
