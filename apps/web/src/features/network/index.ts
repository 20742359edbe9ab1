// What other features may use from the network feature (issue 12): the follow and connect buttons a
// member card or profile shows, and the profile page's network card (counts, lists, mutual connections).
export { NetworkButtons, type NetworkButtonsProps } from './network-buttons';
export { ProfileNetwork, ProfileNetworkButtons } from './profile-network';
