import { useCallback, useRef, useState } from 'react';

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`), the Radix way. Every stateful component of the kit uses this one hook.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value?: T | undefined;
  defaultValue: T;
  onChange?: ((next: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setUncontrolled(next);
      if (!Object.is(next, current)) onChangeRef.current?.(next);
    },
    [controlled, current],
  );
  return [current, setValue];
}
