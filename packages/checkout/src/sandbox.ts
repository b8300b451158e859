// `@coras/checkout/sandbox`: the sandbox's card stand-in, for the playground, stories and tests. It
// takes card numbers into the page itself, so it is never a fallback: a host imports it (the
// widgets load it only for `payment-provider="sandbox"`), and it says 'Test mode: no real payment'.
export {
  createSandboxPaymentProvider,
  type SandboxPaymentProviderOptions,
} from './payment/sandbox/createSandboxPaymentProvider';
