// The built-in compliance hub is served by our own server under /hub/ (its pages and its API under
// /hub/api/). Its front page is where a member signs in at the hub by hand: the domain step opens it
// when making an SSO link fails (spec §7 "falls back to opening the hub auth page").
export const HUB_SIGN_IN_PATH = '/hub/';
