// What other parts of the app may use from the lottery: whether a draw is open (the sidebar's link)
// and the dashboard's card pointing to it (issue 31).

export { openDrawOf, useOpenDraw } from './open-draw';
export { OpenDrawCard } from './open-draw-card';
