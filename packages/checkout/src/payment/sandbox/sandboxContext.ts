import { createContext, type MutableRefObject, useContext } from 'react';
import type { CardTexts } from '../cardTexts';
import type { CardController } from '../provider';

/** What the visitor typed, as the fields show it. */
export interface SandboxCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** What the sandbox provider's `Root` shares with its fields and `useCard()`. */
export interface SandboxContextValue {
  texts: CardTexts;
  now: () => number;
  /** The fields write the card here; `confirm` reads it. */
  card: MutableRefObject<SandboxCardValues>;
  /** Confirms with the card the fields hold. */
  confirm: CardController['confirm'];
}

export const SandboxContext = createContext<SandboxContextValue | null>(null);

/** The sandbox provider's context; throws outside its `Root`. */
export function useSandboxContext(caller: string): SandboxContextValue {
  const context = useContext(SandboxContext);
  if (!context) throw new Error(`${caller} must be rendered inside the sandbox payment provider's <Root>.`);
  return context;
}
