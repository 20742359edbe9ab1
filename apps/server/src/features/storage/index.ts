// What other features may use from storage: its public face. Anything not named here stays inside the feature.
export {
  acceptUpload,
  forgetStoredObjects,
  recordStoredObjects,
  replacePublicImage,
} from './service.ts';
