// What other parts may use from the app store (issue 15): the header's 'My Apps' launcher.
export { AppsLauncher } from './apps-launcher';
