export { createSandboxApp, isLocalOrigin } from './app';
