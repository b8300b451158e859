import type { Reservation } from '@coras/api-client';
import { showsBasketIcon } from '@coras/booking-core';
import {
  BasketIcon,
  IconButton,
  Popover,
  Spinner,
  type TriggerHandOver,
  useTriggerHandOver,
  whenIdle,
} from '@coras/ui';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { knownBasketCount } from '../../runtime/basket/basketCount';
import {
  BASKET_FULL_SCREEN_MAX_WIDTH,
  basketAddedAtom,
  basketViewForWidth,
} from '../../runtime/basket/basketStore';
import { useBasket } from '../../runtime/basket/useBasket';
import { useTranslate } from '../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../runtime/provider/context';
import { usePageParams } from '../../runtime/provider/navigation-context';
import * as styles from './Basket.css';
import { BasketAnnouncer } from './BasketAnnouncer';
import { basketMessages } from './messages/en-GB';
import { useContainerWidth } from './useContainerWidth';

// The basket's contents are chunks of their own: a landing visitor downloads the icon and the
// store, and the list, the full-screen view and the modal only when they are needed.
const loadPanel = () => import('./BasketPanel');
const BasketPanel = lazy(() => loadPanel().then((module) => ({ default: module.BasketPanel })));
const BasketFullScreen = lazy(() =>
  import('./BasketFullScreen').then((module) => ({ default: module.BasketFullScreen })),
);
const BasketModal = lazy(() => import('./BasketModal').then((module) => ({ default: module.BasketModal })));

const preloadPanel = () => {
  void loadPanel().catch(() => undefined);
};

export interface NavbarBasketProps {
  /**
   * The widget's width, which chooses the dropdown or the full-screen view (530 px or less) and,
   * after a reservation, the modal (800 px or less).
   * @default the width of the widget's query container, measured
   */
  containerWidth?: number | undefined;
  /**
   * The count the icon shows, when the host tells the navbar (`<Navbar basketQuantity>`).
   * @default the number of items in the widget's basket
   */
  quantity?: number | undefined;
  /** What the visitor did to the light stand-in this basket replaces (see `LazyNavbarBasket`). */
  handOver?: TriggerHandOver | undefined;
}

/**
 * The navbar's basket (spec 1 §2, §4; spec 2 §2, §4): the basket icon with the item count, opening
 * the basket as a dropdown — or over the whole screen in a widget 530 px wide or less — and the
 * 'Added to basket' modal that `useBasket().showAdded()` asks for. Not shown on the payment page.
 * Its polite live region tells screen-reader users when a hold has one minute left and when it
 * expired (WCAG 2.2.1).
 */
export function NavbarBasket({ containerWidth, quantity: shownQuantity, handOver }: NavbarBasketProps) {
  const t = useTranslate(basketMessages);
  const { page } = usePageParams();
  const basket = useBasket();
  const { isOpen, setOpen } = basket;
  const { client } = useCorasContext();
  const quantity = knownBasketCount(shownQuantity, basket, client.session.get() !== undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const width = useContainerWidth(buttonRef, containerWidth);
  const fullScreen = width !== undefined && width <= BASKET_FULL_SCREEN_MAX_WIDTH;
  const headingId = useId();
  useTriggerHandOver(handOver, buttonRef);
  // A press on the stand-in opens the basket as it arrives — once measured, so a narrow widget
  // opens the full-screen view rather than the dropdown (this runs after the width's measure).
  const [pressed] = useState(handOver?.pressed ?? false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hand-over happens once, on mount.
  useLayoutEffect(() => {
    if (pressed) setOpen(true);
  }, []);

  // After a reservation: the modal in a narrow widget, else the dropdown (spec 2 §4).
  const [added, setAdded] = useAtom(basketAddedAtom);
  const addedView = added ? (added.view ?? basketViewForWidth(width ?? 0)) : undefined;
  useEffect(() => {
    if (addedView !== 'dropdown') return;
    setAdded(null);
    setOpen(true);
  }, [addedView, setAdded, setOpen]);
  const modalOpen = addedView === 'modal';
  // The modal keeps its reservation while it animates closed.
  const [shown, setShown] = useState<Reservation | null>(null);
  if (modalOpen && added && added.reservation !== shown) setShown(added.reservation);

  // Once needed, the lazy parts stay mounted, so they can animate closed.
  const [modalNeeded, setModalNeeded] = useState(false);
  if (modalOpen && !modalNeeded) setModalNeeded(true);
  const [fullScreenNeeded, setFullScreenNeeded] = useState(false);
  if (isOpen && fullScreen && !fullScreenNeeded) setFullScreenNeeded(true);

  useEffect(() => whenIdle(preloadPanel), []);

  if (!showsBasketIcon(page)) return null;
  return (
    <>
      <Popover.Root open={isOpen && !fullScreen} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <IconButton
            ref={buttonRef}
            label={quantity === undefined ? t('navbar.basket') : t('navbar.basketCount', { count: quantity })}
            className={styles.button}
            data-basket-button=""
            onPointerEnter={preloadPanel}
            onFocus={preloadPanel}
          >
            <BasketIcon size={22} />
            {quantity ? (
              <span aria-hidden className={styles.count}>
                {quantity}
              </span>
            ) : null}
          </IconButton>
        </Popover.Trigger>
        <Popover.Content
          aria-labelledby={headingId}
          align="end"
          matchTriggerWidth={false}
          className={styles.dropdown}
        >
          <Suspense fallback={<Spinner size={24} label={t('basket.loading')} />}>
            <BasketPanel
              heading={
                <h2 id={headingId} className={styles.title}>
                  {t('basket.title')}
                </h2>
              }
            />
          </Suspense>
        </Popover.Content>
      </Popover.Root>
      {fullScreenNeeded ? (
        <Suspense fallback={null}>
          <BasketFullScreen open={isOpen && fullScreen} onOpenChange={setOpen} returnFocus={buttonRef} />
        </Suspense>
      ) : null}
      {modalNeeded ? (
        <Suspense fallback={null}>
          <BasketModal
            reservation={shown}
            open={modalOpen}
            onOpenChange={(open) => {
              if (!open) setAdded(null);
            }}
            onGoToBasket={() => {
              setAdded(null);
              setOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      <BasketAnnouncer />
    </>
  );
}
