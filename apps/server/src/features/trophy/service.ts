// MB Trophy's public face: what other features and this feature's routes call, gathered from the use-case
// files beside it: awards.ts (reading), telling.ts, organizing.ts (creating, changing, launching), clock.ts,
// nominations.ts, votes.ts and publication.ts (results and trophies).

export { awardView, manage, myAwards, phaseAt, publicAwards } from './awards.ts';
export { advance, defineTrophyJobs, moveClockForTest, TROPHY_ADVANCE_JOB } from './clock.ts';
export { answer, myNominations, nominate, shortlist } from './nominations.ts';
export { createAward, launch, updateAward } from './organizing.ts';
export { memberTrophies, myTrophies, publish, setTrophyHidden } from './publication.ts';
export { vote } from './votes.ts';
