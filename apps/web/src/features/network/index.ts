// What other features may use from the network feature (issue 12): the follow and connect buttons
// a member card or profile shows. The network helper replaces this seam with the real component.
export { NetworkButtons, type NetworkButtonsProps } from './network-buttons';
